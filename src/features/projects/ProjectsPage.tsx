import { mainRoleOf } from '@contract/roles'
import { selectUser } from '@machines/session'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useMemo } from 'react'
import { css } from 'styled-system/css'
import { useRoute } from 'wouter'
import { PageTitle } from '@/components/layout/PageTitle'
import { PaymentDialog } from '@/features/payment-dialogs/lazy'
import { useFlow } from '@/lib/useFlow'
import { useSessionActor } from '@/session/context'
import type { DialogViewer } from '../payment-dialogs/types'
import { useCloseDrawerRoute } from './drawerRoute'
import { ProjectsView } from './ProjectsView'
import { projectsListLogic } from './projectsLogic'

// Each drawer is its own chunk, loaded when it opens (a reload on a drawer route loads the list and it).
const ProjectDetailDrawer = lazy(() => import('./ProjectDetailDrawer'))
const QuoteDetailDrawer = lazy(() => import('./QuoteDetailDrawer'))
const QuoteFormDrawer = lazy(() => import('./QuoteFormDrawer'))
const AssignPurchasesDrawer = lazy(() =>
  import('../project-purchases/AssignPurchasesDrawer').then((m) => ({ default: m.AssignPurchasesDrawer })),
)
const ProjectPurchasesDrawer = lazy(() =>
  import('../project-purchases/ProjectPurchasesDrawer').then((m) => ({ default: m.ProjectPurchasesDrawer })),
)

const idOf = (text: string | undefined): number | null => {
  const id = Number(text)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * /projects, /projects/detail/:id and /projects/quotes/:id (admin-customer, customer): one page, so opening or
 * closing a detail drawer keeps the list (and its machine) mounted. Every drawer is a slot of ProjectsView
 * filled here with its own lazy component.
 */
export default function ProjectsPage({ title }: { title: string }) {
  const user = useSelector(useSessionActor(), selectUser)
  const list = useFlow(projectsListLogic)
  const [, detail] = useRoute('/projects/detail/:id')
  const [, quote] = useRoute('/projects/quotes/:id')
  const detailId = idOf(detail?.id)
  const quoteId = idOf(quote?.id)
  const closeDrawerRoute = useCloseDrawerRoute()
  const viewer = useMemo<DialogViewer>(
    () => ({
      mainRole: user && mainRoleOf(user.owner_type) === 'supplier' ? 'supplier' : 'customer',
      roleId: user?.role_id ?? 0,
      canRequestFactoring: false,
      ownerId: user?.owner_id ?? 0,
      brand: user?.factoring?.brand ?? '',
    }),
    [user],
  )

  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <PageTitle>{title}</PageTitle>
      <ProjectsView
        actorRef={list}
        renderAssignPurchases={(projectId, close, onAssigned) => (
          <Suspense fallback={null}>
            <AssignPurchasesDrawer
              key={projectId}
              projectId={projectId}
              onClose={close}
              onAssigned={onAssigned}
            />
          </Suspense>
        )}
        renderProjectPurchases={(projectId, close, startQuote) => (
          <Suspense fallback={null}>
            <ProjectPurchasesDrawer
              key={projectId}
              projectId={projectId}
              onClose={close}
              onQuote={startQuote}
            />
          </Suspense>
        )}
        renderProjectForm={(project, close, onSaved) => (
          <Suspense fallback={null}>
            <PaymentDialog
              request={{ kind: 'projectForm', project: project ?? undefined }}
              viewer={viewer}
              onClose={close}
              onDone={onSaved}
            />
          </Suspense>
        )}
        renderQuoteForm={(projects, close, onCreated) => (
          <Suspense fallback={null}>
            <QuoteFormDrawer projects={projects} onClose={close} onCreated={onCreated} />
          </Suspense>
        )}
      />
      <Suspense fallback={null}>
        {detailId !== null && <ProjectDetailDrawer key={detailId} id={detailId} onClose={closeDrawerRoute} />}
        {quoteId !== null && <QuoteDetailDrawer key={quoteId} id={quoteId} onClose={closeDrawerRoute} />}
      </Suspense>
    </div>
  )
}
