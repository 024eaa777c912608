import type { Project } from '@contract/projects'
import { type ProjectActivityEvent, QUOTE_MSG, type Quote } from '@contract/quotes'
import { assign, fromPromise, setup, spawnChild } from 'xstate'
import { messageOf } from '../shared/failure'

/** What the screen loads: the projects with their totals and the quote requests. */
export interface ProjectsData {
  projects: Project[]
  quotes: Quote[]
}

export interface ProjectsListContext extends ProjectsData {
  /** A failed first load (the retry screen) or a failed reload (the list stays). */
  error: string | null
  /** The project a drawer is about (edit, assign purchases, its purchases); null for a new project. */
  projectId: number | null
  /** The last confirmation shown above the list (a quote request sent). */
  notice: string | null
}

export type ProjectsListEvent =
  | { type: 'projects.retry' }
  /** Reload the totals (after an assignment: the host's `onAssigned`). */
  | { type: 'projects.reload' }
  | { type: 'project.create' }
  | { type: 'project.edit'; id: number }
  | { type: 'quote.create' }
  | { type: 'purchases.assign'; id: number }
  | { type: 'purchases.view'; id: number }
  | { type: 'drawer.close' }
  /** The project form saved: its drawer closes and the list reloads. */
  | { type: 'project.saved' }
  /** The quote form sent its request: its drawer closes and the list reloads. */
  | { type: 'quote.created'; msg: string }

const isKnownProject = ({ context, event }: { context: ProjectsListContext; event: ProjectsListEvent }) =>
  'id' in event && context.projects.some((project) => project.id === event.id)

const projectIdOf = ({ event }: { event: ProjectsListEvent }) => ('id' in event ? event.id : null)

/**
 * The builder's /projects screen (docs/architecture.md, "Flows on the front"):
 *
 *   loading (the data and the minimum display time of the loader, `minLoaderTime`, both finish) → ready | failed
 *   ready = list (idle ⇄ refreshing) ∥ drawer (closed | projectForm | quoteForm | assigning | purchases)
 *
 * Create project and create quote send their tracked click (`trackActivity`, fire-and-forget: its failure is
 * ignored) and open their form. A saved project, a sent quote and `projects.reload` (an assignment) reload
 * the totals while the list stays on screen.
 */
export const projectsListMachine = setup({
  types: {
    context: {} as ProjectsListContext,
    events: {} as ProjectsListEvent,
  },
  actors: {
    loadProjects: fromPromise<ProjectsData>(async () => {
      throw new Error('loadProjects not provided')
    }),
    trackActivity: fromPromise<unknown, { event: ProjectActivityEvent }>(async () => undefined),
  },
  delays: {
    /** The spec's project loader shows about 1 s: a minimum display time, not a wait added to the load. */
    minLoaderTime: 1000,
  },
  actions: {
    trackCreateProject: spawnChild('trackActivity', { input: { event: 'click_create_project' } }),
    trackCreateQuote: spawnChild('trackActivity', { input: { event: 'click_create_quote' } }),
    openFor: assign({ projectId: projectIdOf, notice: null }),
    openNew: assign({ projectId: null, notice: null }),
    forgetProject: assign({ projectId: null }),
  },
  guards: {
    isKnownProject,
  },
}).createMachine({
  id: 'projectsList',
  context: { projects: [], quotes: [], error: null, projectId: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      type: 'parallel',
      states: {
        data: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadProjects',
                src: 'loadProjects',
                onDone: {
                  target: 'fetched',
                  actions: assign({
                    projects: ({ event }) => event.output.projects,
                    quotes: ({ event }) => event.output.quotes,
                    error: null,
                  }),
                },
                onError: {
                  target: '#projectsList.failed',
                  actions: assign({ error: ({ event }) => messageOf(event.error, QUOTE_MSG.createFailed) }),
                },
              },
            },
            fetched: { type: 'final' },
          },
        },
        timer: {
          initial: 'running',
          states: {
            running: { after: { minLoaderTime: 'elapsed' } },
            elapsed: { type: 'final' },
          },
        },
      },
      onDone: 'ready',
    },
    failed: {
      tags: ['failed'],
      on: { 'projects.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        list: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'projects.reload': 'refreshing',
                'project.saved': 'refreshing',
                'quote.created': {
                  target: 'refreshing',
                  actions: assign({ notice: ({ event }) => event.msg }),
                },
              },
            },
            refreshing: {
              tags: ['refreshing'],
              invoke: {
                id: 'loadProjects',
                src: 'loadProjects',
                onDone: {
                  target: 'idle',
                  actions: assign({
                    projects: ({ event }) => event.output.projects,
                    quotes: ({ event }) => event.output.quotes,
                    error: null,
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: assign({ error: ({ event }) => messageOf(event.error, QUOTE_MSG.createFailed) }),
                },
              },
            },
          },
        },
        drawer: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'project.create': { target: 'projectForm', actions: ['openNew', 'trackCreateProject'] },
                'project.edit': { guard: 'isKnownProject', target: 'projectForm', actions: 'openFor' },
                'quote.create': { target: 'quoteForm', actions: ['openNew', 'trackCreateQuote'] },
                'purchases.assign': { guard: 'isKnownProject', target: 'assigning', actions: 'openFor' },
                'purchases.view': { guard: 'isKnownProject', target: 'purchases', actions: 'openFor' },
              },
            },
            projectForm: {
              tags: ['drawer'],
              on: {
                'drawer.close': { target: 'closed', actions: 'forgetProject' },
                'project.saved': { target: 'closed', actions: 'forgetProject' },
              },
            },
            quoteForm: {
              tags: ['drawer'],
              on: {
                'drawer.close': { target: 'closed' },
                'quote.created': { target: 'closed' },
              },
            },
            assigning: {
              tags: ['drawer'],
              on: { 'drawer.close': { target: 'closed', actions: 'forgetProject' } },
            },
            purchases: {
              tags: ['drawer'],
              on: {
                'drawer.close': { target: 'closed', actions: 'forgetProject' },
                // The empty 'Compras' offers 'Cotizar material': the quote form replaces the drawer.
                'quote.create': {
                  target: 'quoteForm',
                  actions: ['forgetProject', 'openNew', 'trackCreateQuote'],
                },
              },
            },
          },
        },
      },
    },
  },
})

export type ProjectsListMachine = typeof projectsListMachine
