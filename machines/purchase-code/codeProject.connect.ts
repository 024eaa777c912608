import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import type { CodeProjectMachine } from './codeProject.machine'

/**
 * What the purchase code's 'Asignar a un proyecto' renders (see docs/architecture.md, "Connect layer"): the
 * builder's projects as the options of one select, the chosen project, sending, and the failures.
 */
export function connect(snapshot: SnapshotFrom<CodeProjectMachine>, send: SendOf<CodeProjectMachine>) {
  const ctx = snapshot.context
  const loading = snapshot.matches('loading')
  const assigning = snapshot.matches({ ready: 'assigning' })
  const chosen = ctx.projects.find((project) => project.id === ctx.chosenId) ?? null
  return {
    loading,
    assigning,
    loadError: snapshot.matches('failed') ? ctx.error : null,
    assignError: ctx.assignError,
    projects: ctx.projects,
    /** No projects yet: the view points to /projects. */
    noProjects: snapshot.matches('ready') && ctx.projects.length === 0,
    chosen,
    getReloadProps: () => ({ onClick: () => send({ type: 'projects.reload' }) }),
    getSelectProps: () => ({
      name: 'project_id',
      // A project brought back that is not among the builder's projects shows as none.
      value: String(ctx.pendingId ?? chosen?.id ?? ''),
      disabled: loading || assigning,
      onChange: (value: string) => {
        const id = Number(value)
        if (Number.isInteger(id) && id > 0) send({ type: 'project.choose', id })
      },
    }),
  }
}

export type CodeProjectApi = ReturnType<typeof connect>
