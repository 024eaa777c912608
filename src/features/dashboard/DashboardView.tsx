import type { User } from '@contract/auth'
import type { Payment } from '@contract/payments'
import { ACTION_MSG } from '@contract/paymentTexts'
import { mainRoleOfRole } from '@contract/roles'
import {
  type DashboardRole,
  sameSection,
  selectDialog,
  selectNotice,
  selectSection,
  selectTutorialOpen,
} from '@machines/dashboard'
import { FILE_ACTIONS, type PaymentActionName } from '@machines/payments'
import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { openPaymentFile } from '@/features/payment-dialogs/openPaymentFile'
import type { DialogViewer, FileActionName } from '@/features/payment-dialogs/types'
import { SuppliersCarouselList } from '@/features/purchase-code/SuppliersCarousel'
import type { DashboardActorRef } from './dashboardLogic'
import { ExtensionsSection } from './ExtensionsSection'
import { PurchaseCardList } from './PurchaseCards'
import { ResumeSection } from './ResumeSection'
import { TransactionsSection } from './TransactionsSection'

const PaymentDialog = lazy(() => import('@/features/payment-dialogs/PaymentDialog'))
// Shown once per browser: its dialog code loads only then.
const BuyTutorial = lazy(() => import('./BuyTutorial'))

const selectSuppliers = selectSection('suppliers')

/** The parts of the signed-in user the dashboards read. */
export type DashboardUser = Pick<
  User,
  'business_name' | 'role_name' | 'role_id' | 'owner_id' | 'use_factoring' | 'factoring' | 'has_rewards'
>

export const dashboardRoleOf = (user: Pick<DashboardUser, 'role_name'>): DashboardRole =>
  mainRoleOfRole(user.role_name) === 'supplier' ? 'supplier' : 'customer'

export const dialogViewerOf = (user: DashboardUser): DialogViewer => ({
  mainRole: dashboardRoleOf(user),
  roleId: user.role_id,
  canRequestFactoring: user.use_factoring && user.factoring.can_request,
  ownerId: user.owner_id,
  brand: user.factoring.brand,
})

/** Opens a payment's file in a new window; a failure shows in the page's notice. */
const openFile = async (actorRef: DashboardActorRef, action: FileActionName, payment: Payment) => {
  const error = await openPaymentFile(action, payment)
  if (error) actorRef.send({ type: 'notice.show', message: error })
}

function Carousel({ actorRef }: { actorRef: DashboardActorRef }) {
  const suppliers = useSelector(actorRef, selectSuppliers, sameSection)
  if (suppliers.status === 'absent') return null
  return (
    <SuppliersCarouselList
      suppliers={suppliers.data}
      loading={suppliers.status === 'loading'}
      failed={suppliers.status === 'failed'}
      onRetry={() => actorRef.send({ type: 'section.retry', section: 'suppliers' })}
    />
  )
}

/**
 * /dashboard-customer and /dashboard-supplier (payments-and-dashboards.md §2; sales-registration-projects.md
 * §2.11). Each section shows its own loading, failure and retry; the payment dialogs open from the tables, the
 * purchase cards and the extension requests, and a finished one reloads what it changed.
 */
export function DashboardView({ actorRef, user }: { actorRef: DashboardActorRef; user: DashboardUser }) {
  const role = dashboardRoleOf(user)
  const viewer = dialogViewerOf(user)
  const dialog = useSelector(actorRef, selectDialog)
  const notice = useSelector(actorRef, selectNotice)
  const tutorialOpen = useSelector(actorRef, selectTutorialOpen)
  const isCustomer = role === 'customer'

  const onAction = (action: PaymentActionName, payment: Payment) => {
    if (FILE_ACTIONS.includes(action)) void openFile(actorRef, action as FileActionName, payment)
    else
      actorRef.send({
        type: 'dialog.open',
        request: { kind: 'action', action: action as Exclude<PaymentActionName, FileActionName>, payment },
      })
  }

  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '8' })}>
      {isCustomer && <Carousel actorRef={actorRef} />}
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
        })}
      >
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
          {user.business_name}
        </h1>
        {isCustomer && (
          <Button variant="ghost" size="sm" onClick={() => actorRef.send({ type: 'tutorial.open' })}>
            Ver cómo comprar
          </Button>
        )}
      </div>
      {notice && (
        <Alert
          status="warning"
          title={ACTION_MSG.alertErrorTitle}
          onClose={() => actorRef.send({ type: 'notice.dismiss' })}
        >
          {notice}
        </Alert>
      )}
      <ResumeSection actorRef={actorRef} role={role} canCreateBuyer={user.role_name === 'admin-customer'} />
      {isCustomer && (
        <>
          <PurchaseCardList actorRef={actorRef} list="overdueCards" viewer={viewer} onAction={onAction} />
          <PurchaseCardList actorRef={actorRef} list="upcomingCards" viewer={viewer} onAction={onAction} />
        </>
      )}
      <ExtensionsSection actorRef={actorRef} role={role} />
      <TransactionsSection actorRef={actorRef} viewer={viewer} brand={viewer.brand} onAction={onAction} />
      {tutorialOpen && (
        <Suspense fallback={null}>
          <BuyTutorial onClose={() => actorRef.send({ type: 'tutorial.close' })} />
        </Suspense>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <PaymentDialog
            request={dialog}
            viewer={viewer}
            onClose={() => actorRef.send({ type: 'dialog.close' })}
            onDone={() => actorRef.send({ type: 'dialog.done' })}
          />
        </Suspense>
      )}
    </div>
  )
}
