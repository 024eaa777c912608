import type { Project } from '@contract/projects'
import { connectDetail } from '@machines/projects'
import { css } from 'styled-system/css'
import { formatDate, formatMoney } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import { useFlow } from '@/lib/useFlow'
import { DetailDrawer } from './DetailDrawer'
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
  return (
    <DetailDrawer
      api={api}
      onClose={onClose}
      titleOf={(project) => project.name}
      loadingLabel="Cargando proyecto"
    >
      {(project) => <Details project={project} />}
    </DetailDrawer>
  )
}

/** /projects/detail/:id — over the list; closing returns to /projects. */
export default function ProjectDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const actorRef = useFlow(projectDetailLogic, { id })
  return <ProjectDetailView actorRef={actorRef} onClose={onClose} />
}
