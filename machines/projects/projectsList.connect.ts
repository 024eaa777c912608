import type { Project } from '@contract/projects'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import type { ProjectsListMachine } from './projectsList.machine'

/** Which drawer the list holds open (the detail drawers belong to their routes). */
export type ProjectsDrawer = 'projectForm' | 'quoteForm' | 'assigning' | 'purchases' | null

export const selectDrawer = (s: SnapshotFrom<ProjectsListMachine>): ProjectsDrawer => {
  for (const kind of ['projectForm', 'quoteForm', 'assigning', 'purchases'] as const) {
    if (s.matches({ ready: { drawer: kind } })) return kind
  }
  return null
}

/**
 * What the projects screen renders (see docs/architecture.md, "Connect layer"): the loader, the failed load
 * with its retry, the projects and quotes, which drawer is open and about which project, and the props of every
 * button. The drawers' hosts tell the list what happened through `onProjectSaved`, `onQuoteCreated` and
 * `onAssigned` (which reloads the totals).
 */
export function connect(snapshot: SnapshotFrom<ProjectsListMachine>, send: SendOf<ProjectsListMachine>) {
  const { projects, quotes, projectId, notice } = snapshot.context
  const ready = snapshot.matches('ready')
  const drawer = selectDrawer(snapshot)
  const closeDrawer = () => send({ type: 'drawer.close' })
  return {
    loading: snapshot.matches('loading'),
    /** The first load failed: the message and a retry instead of the list. */
    loadError: snapshot.matches('failed') ? snapshot.context.error : null,
    /** A reload failed: the list stays, the message shows above it. */
    refreshError: ready ? snapshot.context.error : null,
    refreshing: snapshot.hasTag('refreshing'),
    ready,
    projects,
    quotes,
    notice,
    drawer,
    /** The project the open drawer is about (null: a new project, or no drawer). */
    drawerProject: drawer ? (projects.find((p: Project) => p.id === projectId) ?? null) : null,
    drawerProjectId: drawer ? projectId : null,
    closeDrawer,
    onProjectSaved: () => send({ type: 'project.saved' }),
    onQuoteCreated: (msg: string) => send({ type: 'quote.created', msg }),
    /** Purchases were assigned to a project: reload the totals. */
    onAssigned: () => send({ type: 'projects.reload' }),
    /** 'Cotizar material' of an empty 'Compras': the quote form takes the drawer's place. */
    startQuote: () => send({ type: 'quote.create' }),
    getRetryProps: () => ({ onClick: () => send({ type: 'projects.retry' }) }),
    getCreateProjectProps: () => ({ onClick: () => send({ type: 'project.create' }), disabled: !ready }),
    getCreateQuoteProps: () => ({ onClick: () => send({ type: 'quote.create' }), disabled: !ready }),
    getEditProps: (id: number) => ({ onClick: () => send({ type: 'project.edit', id }) }),
    getAssignProps: (id: number) => ({ onClick: () => send({ type: 'purchases.assign', id }) }),
    getPurchasesProps: (id: number) => ({ onClick: () => send({ type: 'purchases.view', id }) }),
  }
}

export type ProjectsListApi = ReturnType<typeof connect>
