import type { Project } from '@contract/projects'
import type { Quote } from '@contract/quotes'
import { connectProjectsList, type ProjectsListApi } from '@machines/projects'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Alert } from '@/components/ui/Alert'
import { Button, type ButtonProps } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Spinner } from '@/components/ui/Spinner'
import { preloadOnReach } from '@/features/payment-dialogs/lazy'
import { formatMoney } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import { openedFromList, projectDetailPath, quoteDetailPath } from './drawerRoute'
import type { ProjectsListActorRef } from './projectsLogic'
import { QuoteStatusChip } from './QuoteStatusChip'

/** What the screen's drawers get: close them, and tell the list what changed. */
export interface ProjectsViewProps {
  actorRef: ProjectsListActorRef
  /**
   * 'Asignar compras' of a project: the drawer that assigns purchases to it. `close` closes it; `onAssigned`
   * reloads the projects' totals (spent, number of purchases). Not given: the action is not offered.
   */
  renderAssignPurchases?: (projectId: number, close: () => void, onAssigned: () => void) => ReactNode
  /** 'Ver compras' of a project: the drawer of its purchases. Not given: the action is not offered. */
  renderProjectPurchases?: (projectId: number, close: () => void, startQuote: () => void) => ReactNode
  /** The project form drawer (new project: `project` null); `onSaved` closes it and reloads the list. */
  renderProjectForm?: (project: Project | null, close: () => void, onSaved: () => void) => ReactNode
  /** The quote form drawer; `onCreated(msg)` closes it and reloads the list. */
  renderQuoteForm?: (projects: Project[], close: () => void, onCreated: (msg: string) => void) => ReactNode
}

const stack = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })
const sectionTitle = css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'semibold' })
const grid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    md: 'repeat(2, minmax(0, 1fr))',
    xl: 'repeat(3, minmax(0, 1fr))',
  },
  listStyle: 'none',
  p: '0',
  m: '0',
})
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const bar = css({ h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })
const toolbar = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  gap: '2',
  justifyContent: { sm: 'flex-end' },
})

/** Spent against budget: "$1,250.00 de $10,000.00" and a bar (the text says it, the bar only shows it). */
function Spent({ project }: { project: Project }) {
  const budget = project.budget
  const ratio = budget && budget > 0 ? Math.min(1, project.payments_amount / budget) : 0
  const over = budget !== null && project.payments_amount > budget
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <p>
        <span className={muted}>Gastado: </span>
        <strong>{formatMoney(project.payments_amount)}</strong>
        {budget !== null ? (
          <span className={muted}> de {formatMoney(budget)}</span>
        ) : (
          <span className={muted}> · Sin presupuesto</span>
        )}
      </p>
      {budget !== null && (
        <div className={bar} aria-hidden="true">
          <div
            className={over ? css({ h: 'full', bg: 'red.600' }) : css({ h: 'full', bg: 'brand.600' })}
            style={{ width: `${Math.round(ratio * 100)}%` }}
          />
        </div>
      )}
    </div>
  )
}

/** Every action of a project's card has the same look. */
function ProjectAction(props: ButtonProps) {
  return <Button variant="outline" size="sm" {...props} />
}

const purchasesText = (count: number) => (count === 1 ? '1 compra' : `${count} compras`)

function ProjectCard({
  project,
  api,
  canAssign,
  canViewPurchases,
}: {
  project: Project
  api: ProjectsListApi
  canAssign: boolean
  canViewPurchases: boolean
}) {
  const kind = [project.type, project.phase].filter(Boolean).join(' · ')
  return (
    <Card as="li">
      <Card.Header>
        <Card.Title as="h3">{project.name}</Card.Title>
        {kind && <Card.Description>{kind}</Card.Description>}
      </Card.Header>
      <Card.Body className={css({ display: 'grid', gap: '2' })}>
        <Spent project={project} />
        <p className={muted}>{purchasesText(project.payments_count)}</p>
      </Card.Body>
      <Card.Footer className={actions}>
        <ProjectAction asChild>
          <Link
            href={projectDetailPath(project.id)}
            state={openedFromList}
            aria-label={`Ver detalle de ${project.name}`}
          >
            Ver detalle
          </Link>
        </ProjectAction>
        <ProjectAction
          aria-label={`Editar ${project.name}`}
          {...preloadOnReach('projectForm')}
          {...api.getEditProps(project.id)}
        >
          Editar
        </ProjectAction>
        {canAssign && (
          <ProjectAction aria-label={`Asignar compras a ${project.name}`} {...api.getAssignProps(project.id)}>
            Asignar compras
          </ProjectAction>
        )}
        {canViewPurchases && (
          <ProjectAction aria-label={`Ver compras de ${project.name}`} {...api.getPurchasesProps(project.id)}>
            Ver compras
          </ProjectAction>
        )}
      </Card.Footer>
    </Card>
  )
}

function QuoteItem({ quote }: { quote: Quote }) {
  const answers = quote.supplier_quotes_count
  return (
    <Card as="li" interactive>
      <Card.Body className={css({ display: 'grid', gap: '2' })}>
        <Link
          href={quoteDetailPath(quote.id)}
          state={openedFromList}
          className={css({
            fontWeight: 'semibold',
            color: 'fg',
            textDecoration: 'underline',
            textUnderlineOffset: '2px',
            _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
          })}
        >
          {quote.name}
        </Link>
        <p className={muted}>{quote.project?.name}</p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          <QuoteStatusChip status={quote.status} />
          <span className={muted}>{answers === 1 ? '1 respuesta' : `${answers} respuestas`}</span>
        </div>
      </Card.Body>
    </Card>
  )
}

/**
 * The builder's /projects screen: projects with their totals and actions, and the quote requests with their
 * status. The drawers are slots the page fills (docs/architecture.md, "Flows on the front").
 */
export function ProjectsView({
  actorRef,
  renderAssignPurchases,
  renderProjectPurchases,
  renderProjectForm,
  renderQuoteForm,
}: ProjectsViewProps) {
  const api = useConnect(actorRef, connectProjectsList)
  const { projects, quotes, drawer, drawerProjectId } = api

  let drawerContent: ReactNode = null
  if (drawer === 'projectForm')
    drawerContent = renderProjectForm?.(api.drawerProject, api.closeDrawer, api.onProjectSaved)
  if (drawer === 'quoteForm') drawerContent = renderQuoteForm?.(projects, api.closeDrawer, api.onQuoteCreated)
  if (drawer === 'assigning' && drawerProjectId !== null)
    drawerContent = renderAssignPurchases?.(drawerProjectId, api.closeDrawer, api.onAssigned)
  if (drawer === 'purchases' && drawerProjectId !== null)
    drawerContent = renderProjectPurchases?.(drawerProjectId, api.closeDrawer, api.startQuote)

  return (
    <div className={stack}>
      <div className={toolbar}>
        <Button {...preloadOnReach('projectForm')} {...api.getCreateProjectProps()}>
          Crear proyecto
        </Button>
        <Button variant="outline" {...api.getCreateQuoteProps()}>
          Crear cotización
        </Button>
      </div>
      {api.notice && <Alert status="success">{api.notice}</Alert>}
      {api.loading && <Spinner label="Cargando proyectos" />}
      {api.loadError && (
        <Alert status="error" title="No pudimos cargar tus proyectos">
          <p>{api.loadError}</p>
          <Button variant="outline" size="sm" className={css({ mt: '2' })} {...api.getRetryProps()}>
            Reintentar
          </Button>
        </Alert>
      )}
      {api.ready && (
        <>
          {api.refreshError && <Alert status="error">{api.refreshError}</Alert>}
          <section aria-labelledby="projects-title" aria-busy={api.refreshing || undefined} className={stack}>
            <h2 id="projects-title" className={sectionTitle}>
              Mis proyectos
            </h2>
            {projects.length === 0 ? (
              <p className={muted}>Aún no tienes proyectos. Crea uno para llevar el gasto de cada obra.</p>
            ) : (
              <ul className={grid}>
                {projects.map((project) => (
                  <ProjectCard
                    key={project.id}
                    project={project}
                    api={api}
                    canAssign={renderAssignPurchases !== undefined}
                    canViewPurchases={renderProjectPurchases !== undefined}
                  />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="quotes-title" aria-busy={api.refreshing || undefined} className={stack}>
            <h2 id="quotes-title" className={sectionTitle}>
              Cotizaciones
            </h2>
            {quotes.length === 0 ? (
              <p className={muted}>Aún no has pedido cotizaciones.</p>
            ) : (
              <ul className={grid}>
                {quotes.map((quote) => (
                  <QuoteItem key={quote.id} quote={quote} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      {drawerContent}
    </div>
  )
}
