import type { User } from '@contract/auth'
import { QUOTE_MSG } from '@contract/quotes'
import { type ReactNode, useMemo } from 'react'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { AnyActorRef } from 'xstate'
import { AppView } from '@/app/App'
import { DashboardView } from '@/features/dashboard/DashboardView'
import { DATE_FIELDS } from '@/features/payment-dialogs/fields/dateFields'
import { FILE_FIELDS } from '@/features/payment-dialogs/fields/fileFields'
import { PLAIN_FIELDS } from '@/features/payment-dialogs/fields/plainFields'
import { PaymentDialogView } from '@/features/payment-dialogs/PaymentDialogView'
import type { DialogViewer, PaymentDialogProps } from '@/features/payment-dialogs/types'
import { PaymentFileNotice } from '@/features/payments/PaymentFileNotice'
import { PaymentsListDialog } from '@/features/payments/PaymentsListDialog'
import { PaymentsView } from '@/features/payments/PaymentsView'
import { usePaymentsRoute, useRouteSync } from '@/features/payments/paymentsRoute'
import { ProjectsView } from '@/features/projects/ProjectsView'
import { DocumentsPanel } from '@/features/registration/DocumentsPanel'
import { RegistrationRoute } from '@/features/registration/RegistrationPage'
import { InfoStepView, LegalStepView, UsersStepView } from '@/features/registration/RegistrationView'
import { pathOf } from '@/features/registration/registrationLogic'
import type { FlowView } from './flowView'

/**
 * The views of the flows whose page needs more than props: a router of their own (registration, the payments list,
 * the session's whole app), a signed-in user (the dashboards), stand-ins for the drawers and dialogs another
 * machine runs (projects, payments). Each copies its model test's rendering.
 */

const ref = (actor: AnyActorRef) => actor as never

const customer: User = {
  id: 4,
  role_name: 'admin-customer',
  role_id: 4,
  owner_type: 'App\\Models\\Customer',
  owner_id: 2,
  business_name: 'Constructora Robles',
  business_type: 'company',
  contact_phone: '525512345678',
  has_rewards: 1,
  can_select_vendor: false,
  use_factoring: false,
  factoring: { show_select: false, can_request: false, brand: 'Impulso' },
  name: 'Ana Robles',
  email: 'cliente@demo.mx',
}
const supplier: User = {
  ...customer,
  id: 2,
  role_name: 'admin-supplier',
  role_id: 2,
  owner_type: 'App\\Models\\Supplier',
  owner_id: 1,
  business_name: 'Materiales El Fuerte',
  has_rewards: 1,
  can_select_vendor: true,
  use_factoring: true,
  factoring: { show_select: true, can_request: true, brand: 'Impulso' },
  name: 'Marta Fuerte',
  email: 'proveedor@demo.mx',
}
const supplierViewer: DialogViewer = {
  mainRole: 'supplier',
  roleId: 2,
  canRequestFactoring: true,
  ownerId: 1,
  brand: 'Impulso',
}
const customerViewer: DialogViewer = {
  mainRole: 'customer',
  roleId: 4,
  canRequestFactoring: false,
  ownerId: 2,
  brand: 'Impulso',
}

/** A screen's payment dialog is a machine of its own (replayed on its own page): here, a stand-in with its two ways out. */
function StandInDialog({ request, onClose, onDone }: PaymentDialogProps) {
  if (!request) return null
  const what = request.kind === 'action' ? `${request.action} ${request.payment.id}` : request.kind
  return (
    <div role="dialog" aria-label="Diálogo de pago">
      <p>{what}</p>
      <button type="button" onClick={onClose}>
        Cancelar
      </button>
      <button type="button" onClick={onDone}>
        Listo
      </button>
    </div>
  )
}

function StandInDrawer({
  title,
  children,
  onClose,
}: {
  title: string
  children?: ReactNode
  onClose: () => void
}) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {children}
      <button type="button" onClick={onClose}>
        Cerrar
      </button>
    </section>
  )
}

/** The wizard at the step its actor was started on, with an address bar of its own. */
function RegistrationReplay({ actor }: { actor: AnyActorRef }) {
  const location = useMemo(() => {
    const { requestedStep } = actor.getSnapshot().context as { requestedStep: Parameters<typeof pathOf>[0] }
    return memoryLocation({ path: pathOf(requestedStep) })
  }, [actor])
  return (
    <Router hook={location.hook}>
      <RegistrationRoute actorRef={ref(actor)} />
    </Router>
  )
}

function PaymentsBridge({ actor }: { actor: AnyActorRef }) {
  useRouteSync(ref(actor), usePaymentsRoute())
  const role = (actor.getSnapshot().context as { role: string }).role
  return (
    <PaymentsView
      actorRef={ref(actor)}
      viewer={role === 'supplier' ? supplierViewer : customerViewer}
      dialogComponent={StandInDialog}
    />
  )
}

function PaymentsReplay({ actor }: { actor: AnyActorRef }) {
  const location = useMemo(() => memoryLocation({ path: '/payments' }), [])
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Route path="/payments/:status?">
        <PaymentsBridge actor={actor} />
      </Route>
    </Router>
  )
}

function SessionReplay({ actor }: { actor: AnyActorRef }) {
  const location = useMemo(() => memoryLocation({ path: '/' }), [])
  return <AppView session={ref(actor)} location={location} />
}

export const MORE_FLOW_VIEWS: Record<string, FlowView> = {
  registration: {
    render: (a) => <RegistrationReplay actor={a} />,
    input: { requestedStep: 'info', queryToken: null, today: '2026-11-15' },
    from: 'registration.model.test.tsx',
  },
  documents: {
    render: (a) => <DocumentsPanel actorRef={ref(a)} />,
    from: 'registrationDocuments.model.test.tsx',
  },
  // The wizard's form steps, each alone (the wizard's 'Atrás' is not theirs).
  registrationInfo: {
    render: (a) => <InfoStepView actorRef={ref(a)} />,
    from: 'registrationInfo.model.test.tsx',
  },
  registrationLegal: {
    render: (a) => <LegalStepView actorRef={ref(a)} />,
    from: 'registrationLegal.model.test.tsx',
  },
  registrationUsers: {
    render: (a) => <UsersStepView actorRef={ref(a)} />,
    from: 'registrationUsers.model.test.tsx',
  },
  'dashboard-customer': {
    render: (a) => <DashboardView actorRef={ref(a)} user={customer} />,
    from: 'dashboard.model.test.tsx (customer)',
  },
  'dashboard-supplier': {
    render: (a) => <DashboardView actorRef={ref(a)} user={supplier} />,
    from: 'dashboard.model.test.tsx (supplier)',
  },
  paymentsList: {
    render: (a) => <PaymentsReplay actor={a} />,
    from: 'paymentsList.model.test.tsx',
  },
  paymentsListDialogs: {
    render: (a) => (
      <PaymentsListDialog actorRef={ref(a)} viewer={supplierViewer} dialogComponent={StandInDialog} />
    ),
    from: 'paymentsListDialogs.model.test.tsx',
  },
  paymentFile: {
    render: (a) => <PaymentFileNotice actorRef={ref(a)} />,
    from: 'paymentsListFile.model.test.tsx',
  },
  projectsList: {
    render: (a) => (
      <ProjectsView
        actorRef={ref(a)}
        renderProjectForm={(project, close, onSaved) => (
          <StandInDrawer title={`Proyecto ${project?.name ?? 'nuevo'}`} onClose={close}>
            <button type="button" onClick={onSaved}>
              Guardar
            </button>
          </StandInDrawer>
        )}
        renderQuoteForm={(projects, close, onCreated) => (
          <StandInDrawer title={`Cotización (${projects.length} proyectos)`} onClose={close}>
            <button type="button" onClick={() => onCreated(QUOTE_MSG.created)}>
              Enviar
            </button>
          </StandInDrawer>
        )}
        renderAssignPurchases={(id, close, onAssigned) => (
          <StandInDrawer title={`Asignar compras ${id}`} onClose={close}>
            <button type="button" onClick={onAssigned}>
              Asignadas
            </button>
          </StandInDrawer>
        )}
        renderProjectPurchases={(id, close, startQuote) => (
          <StandInDrawer title={`Compras ${id}`} onClose={close}>
            <button type="button" onClick={startQuote}>
              Cotizar material
            </button>
          </StandInDrawer>
        )}
      />
    ),
    from: 'projectsList.model.test.tsx',
  },
  session: {
    render: (a) => <SessionReplay actor={a} />,
    from: 'session.model.test.tsx',
  },
}

/** Every dialog kind's fields: the flows page renders any payment dialog. */
const ALL_DIALOG_FIELDS = { ...PLAIN_FIELDS, ...FILE_FIELDS, ...DATE_FIELDS }

/**
 * Any payment-action dialog machine (machines/payment-dialog/, one per dialog or one for all): its real view with
 * every kind's fields. Its input is the one each recorded path was run with (the report carries it).
 */
export const PAYMENT_DIALOG_VIEW: FlowView = {
  render: (a) => <PaymentDialogView actorRef={ref(a)} fields={ALL_DIALOG_FIELDS} />,
  overlay: true,
  from: 'paymentDialog.model.test.tsx',
}
