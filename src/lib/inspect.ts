import type { InspectionEvent, Observer } from 'xstate'

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void)

let inspect: Inspect | undefined

/** The inspector every actor reports to, when the QA inspector is on. */
export const currentInspect = (): Inspect | undefined => inspect

/**
 * Starts @statelyai/inspect when asked: `?inspect` in development, or a build made with VITE_XSTATE_INSPECT=true.
 * The condition is static in a production build, so the import (and the package) is dropped from it.
 */
export const startInspectorIfAsked = async (): Promise<void> => {
  const asked =
    import.meta.env.VITE_XSTATE_INSPECT === 'true' ||
    (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect'))
  if (!asked) return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  inspect = createBrowserInspector().inspect
}
