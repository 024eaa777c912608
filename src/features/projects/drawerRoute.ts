import { useCallback } from 'react'
import { useLocation } from 'wouter'

/** The projects screen's own routes. */
export const PROJECTS_PATH = '/projects'
export const projectDetailPath = (id: number) => `/projects/detail/${id}`
export const quoteDetailPath = (id: number) => `/projects/quotes/${id}`

/** Marks a history entry pushed by the list when it opened a detail drawer. */
const FROM_LIST = 'projectsDrawer'

/** The state a link from the list pushes with the drawer's route. */
export const openedFromList = { [FROM_LIST]: true }

/**
 * Closing a detail drawer returns to /projects: back through history when the list pushed the drawer's entry
 * (so browser back and the close button agree), else a replace (a reload or a shared link on a drawer route).
 */
export function useCloseDrawerRoute(): () => void {
  const [, navigate] = useLocation()
  return useCallback(() => {
    const state = globalThis.history?.state as Record<string, unknown> | null
    if (state?.[FROM_LIST]) globalThis.history.back()
    else navigate(PROJECTS_PATH, { replace: true })
  }, [navigate])
}
