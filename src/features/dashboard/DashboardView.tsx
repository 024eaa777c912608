import type { User } from '@contract/auth'
import { ACTION_MSG } from '@contract/paymentTexts'
import { mainRoleOfRole } from '@contract/roles'
import { connectDashboard, type DashboardApi, type DashboardRole } from '@machines/dashboard'
import { type ReactNode, useRef } from 'react'
import { css } from 'styled-system/css'
import { PageTitle } from '@/components/layout/PageTitle'
import { SpreadRow } from '@/components/layout/SpreadRow'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { PaymentDialog } from '@/features/payment-dialogs/lazy'
import { openPaymentFile } from '@/features/payment-dialogs/openPaymentFile'
import type { DialogViewer } from '@/features/payment-dialogs/types'
import { SuppliersCarouselList } from '@/features/purchase-code/SuppliersCarousel'
import { useConnect } from '@/lib/useConnect'
import { BuyTutorial, TUTORIAL_ID } from './BuyTutorial'
import { CreditBlockNotice } from './CreditBlockNotice'
import type { DashboardActorRef } from './dashboardLogic'
import { ExtensionsSection } from './ExtensionsSection'
import { PurchaseCardList } from './PurchaseCards'
import { ResumeSection } from './ResumeSection'
import { TransactionsSection } from './TransactionsSection'

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

function Carousel({ api }: { api: DashboardApi }) {
  const suppliers = api.section('suppliers')
  if (suppliers.status === 'absent') return null
  return (
    <SuppliersCarouselList
      suppliers={suppliers.data}
      loading={suppliers.status === 'loading'}
      failed={suppliers.status === 'failed'}
      onRetry={api.getRetryProps('suppliers').onClick}
    />
  )
}

/**
 * /dashboard-customer and /dashboard-supplier. Each section shows its own loading, failure and retry; the
 * payment dialogs open from the tables, the purchase cards and the extension requests, and a finished one
 * reloads what it changed.
 */
export function DashboardView({
  actorRef,
  user,
  after,
}: {
  actorRef: DashboardActorRef
  user: DashboardUser
  /** Shown under the resume (the supplier's directory counts). */
  after?: ReactNode
}) {
  const role = dashboardRoleOf(user)
  const viewer = dialogViewerOf(user)
  const api = useConnect(actorRef, connectDashboard)
  const { dialog, notice, tutorialOpen } = api
  const isCustomer = role === 'customer'
  // Opening a file is the browser's business; a failure shows in the page's notice.
  const onAction = api.actionHandler(openPaymentFile)
  // The tutorial card leaves the page when closed: focus goes back to the button that discloses it.
  const tutorialOpener = useRef<HTMLButtonElement>(null)
  const closeTutorial = () => {
    api.getTutorialProps().onClose()
    tutorialOpener.current?.focus()
  }

  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '8' })}>
      {isCustomer && <Carousel api={api} />}
      <SpreadRow>
        <PageTitle>{user.business_name}</PageTitle>
        {isCustomer && (
          <Button
            ref={tutorialOpener}
            variant="ghost"
            size="sm"
            aria-controls={tutorialOpen ? TUTORIAL_ID : undefined}
            {...api.getTutorialOpenerProps()}
          >
            Ver cómo comprar
          </Button>
        )}
      </SpreadRow>
      {tutorialOpen && <BuyTutorial onClose={closeTutorial} />}
      {notice && (
        <Alert status="warning" title={ACTION_MSG.alertErrorTitle} {...api.getNoticeProps()}>
          {notice}
        </Alert>
      )}
      {api.creditBlock && <CreditBlockNotice block={api.creditBlock} />}
      <ResumeSection api={api} role={role} canCreateBuyer={user.role_name === 'admin-customer'} />
      {after}
      {isCustomer && (
        <>
          <PurchaseCardList api={api} list="overdueCards" viewer={viewer} onAction={onAction} />
          <PurchaseCardList api={api} list="upcomingCards" viewer={viewer} onAction={onAction} />
        </>
      )}
      <ExtensionsSection api={api} role={role} />
      <TransactionsSection api={api} viewer={viewer} brand={viewer.brand} onAction={onAction} />
      {dialog && <PaymentDialog request={dialog} viewer={viewer} {...api.getDialogProps()} />}
    </div>
  )
}
