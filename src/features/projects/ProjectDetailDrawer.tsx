import type { Project } from '@contract/projects'
import { connectDetail } from '@machines/projects'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Drawer } from '@/components/ui/Drawer'
import { Spinner } from '@/components/ui/Spinner'
import { formatDate, formatMoney } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import { useFlow } from '@/lib/useFlow'
import { type ProjectDetailActorRef, projectDetailLogic } from './projectsLogic'

const list = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '3',
  '& dt': { fontSize: 'sm', color: 'fg.muted' },
  '& dd': { fontWeight: 'medium', m: '0', overflowWrap: 'anywhere' },
})

const orDash = (text: string | null | undefined) => (text ? text : '—')

function Details({ project }: { project: Project }) {
  return (
    <dl className={list}>
      <div>
        <dt>Dirección</dt>
        <dd>{orDash(project.address)}</dd>
      </div>
      <div>
        <dt>Presupuesto</dt>
        <dd>{project.budget !== null ? formatMoney(project.budget) : '—'}</dd>
      </div>
      <div>
        <dt>Fecha de inicio</dt>
        <dd>{project.start_date ? formatDate(project.start_date) : '—'}</dd>
      </div>
      <div>
        <dt>Tipo de construcción</dt>
        <dd>{orDash(project.type)}</dd>
      </div>
      <div>
        <dt>Fase</dt>
        <dd>{orDash(project.phase)}</dd>
      </div>
    </dl>
  )
}

/** The project detail drawer's body, driven by its machine. */
export function ProjectDetailView({
  actorRef,
  onClose,
}: {
  actorRef: ProjectDetailActorRef
  onClose: () => void
}) {
  const api = useConnect(actorRef, connectDetail<Project>)
  const project = api.data
  return (
    <Drawer
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={project?.name ?? 'Cargando…'}
      footer={
        <Button variant="outline" onClick={onClose}>
          Cerrar
        </Button>
      }
    >
      {api.loading && <Spinner label="Cargando proyecto" />}
      {api.error && (
        <Alert status="error" title="Atención">
          <p>{api.error}</p>
          <Button variant="outline" size="sm" className={css({ mt: '2' })} {...api.getRetryProps()}>
            Reintentar
          </Button>
        </Alert>
      )}
      {project && <Details project={project} />}
    </Drawer>
  )
}

/** /projects/detail/:id — over the list; closing returns to /projects. */
export default function ProjectDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const actorRef = useFlow(projectDetailLogic, { id })
  return <ProjectDetailView actorRef={actorRef} onClose={onClose} />
}
