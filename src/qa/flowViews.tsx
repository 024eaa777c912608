import type { AnyActorRef } from 'xstate'
import { ChangePasswordView } from '@/features/auth/ChangePasswordPage'
import { ForgotPasswordView } from '@/features/auth/ForgotPasswordPage'
import { CheckoutView } from '@/features/checkout/CheckoutView'
import { ClientRegistrationView } from '@/features/client-registration/ClientRegistrationView'
import { DirectoryView } from '@/features/directory/DirectoryView'
import { RecommendSupplierView } from '@/features/directory/RecommendSupplierView'
import { ApplicationReviewView } from '@/features/operator/ApplicationReviewView'
import { ApplicationsQueueView } from '@/features/operator/ApplicationsQueueView'
import { DecisionDialogView } from '@/features/operator/DecisionDialogView'
import { BankAccountsView } from '@/features/profile/BankAccountsView'
import { ProfileView } from '@/features/profile/ProfileView'
import { AssignPurchasesView } from '@/features/project-purchases/AssignPurchasesDrawer'
import { ProjectDetailView } from '@/features/projects/ProjectDetailDrawer'
import { QuoteDetailView } from '@/features/projects/QuoteDetailDrawer'
import { QuoteFormView } from '@/features/projects/QuoteFormDrawer'
import { CodeProjectView } from '@/features/purchase-code/CodeProjectView'
import { PurchaseCodeView } from '@/features/purchase-code/PurchaseCodeView'
import { SharedCodeView } from '@/features/purchase-code/SharedCodeView'
import { SuppliersCarousel } from '@/features/purchase-code/SuppliersCarousel'
import { QuestionnaireView } from '@/features/questionnaire/QuestionnaireView'
import { ReferralsView } from '@/features/referrals/ReferralsView'
import { ReservedLineDialogView } from '@/features/reserved-lines/ReservedLineDialogView'
import { ReservedLinesView } from '@/features/reserved-lines/ReservedLinesView'
import { ResourcesView } from '@/features/resources/ResourcesView'
import { RewardsView } from '@/features/rewards/RewardsView'
import { SaleView } from '@/features/sale/SaleView'
import { StatementView } from '@/features/statement/StatementView'
import { QuoteAnswerView } from '@/features/supplier-quotes/QuoteAnswerView'
import { SupplierQuotesView } from '@/features/supplier-quotes/SupplierQuotesView'
import { MySuppliersView } from '@/features/suppliers/MySuppliersView'
import { SupplierProfileView } from '@/features/suppliers/SupplierProfileView'
import type { FlowEntry } from './catalog'
import type { FlowView } from './flowView'
import { MORE_FLOW_VIEWS, PAYMENT_DIALOG_VIEW } from './moreFlowViews'
import { reviveFiles } from './replay'
import type { FlowPath } from './reports'

// The views type their actorRef precisely; the replayed actor is of the same machine with other actors.
const ref = (actor: AnyActorRef) => actor as never
const nothing = () => {}

export const FLOW_VIEWS: Record<string, FlowView> = {
  bankAccounts: {
    render: (a) => <BankAccountsView actorRef={ref(a)} />,
    input: {
      accounts: [
        {
          id: 5,
          bank_name: 'Banco Nacional de México',
          currency: 'pesos',
          account_number: '7777777777',
          account_key: '002010077777777771',
          beneficiary_name: 'Materiales El Fuerte SA de CV',
        },
      ],
      canManage: true,
    },
    from: 'bankAccounts.model.test.tsx',
  },
  checkout: {
    render: (a) => <CheckoutView actorRef={ref(a)} />,
    input: { paymentCode: 'PAY-1042' },
    from: 'checkout.model.test.tsx',
  },
  clientRegistration: {
    render: (a) => <ClientRegistrationView actorRef={ref(a)} title="Registrar mis clientes" />,
    input: { signedInSupplier: false, code: '' },
    from: 'clientRegistration.model.test.tsx',
  },
  directory: { render: (a) => <DirectoryView actorRef={ref(a)} />, from: 'directory.model.test.tsx' },
  recommend: {
    render: (a) => <RecommendSupplierView actorRef={ref(a)} />,
    overlay: true,
    from: 'recommend.model.test.tsx',
  },
  forgotPassword: {
    render: (a) => <ForgotPasswordView actorRef={ref(a)} />,
    from: 'passwordResetForgot.model.test.tsx',
  },
  changePassword: {
    render: (a) => <ChangePasswordView actorRef={ref(a)} />,
    input: { token: 'reset-token' },
    from: 'passwordResetChange.model.test.tsx',
  },
  profile: {
    render: (a) => <ProfileView actorRef={ref(a)} />,
    input: { role: 'admin-customer' },
    from: 'profile.model.test.tsx',
  },
  projectPurchases: {
    render: (a) => <AssignPurchasesView actorRef={ref(a)} onClose={nothing} />,
    input: { projectId: 12, mode: 'assign' },
    overlay: true,
    from: 'projectPurchases.model.test.tsx (asignar compras)',
  },
  projectDetail: {
    render: (a) => <ProjectDetailView actorRef={ref(a)} onClose={nothing} />,
    input: { id: 1 },
    overlay: true,
    from: 'projectsDetail.model.test.tsx',
  },
  quoteDetail: {
    render: (a) => <QuoteDetailView actorRef={ref(a)} onClose={nothing} />,
    input: { id: 1 },
    overlay: true,
    from: 'projectsDetail.model.test.tsx',
  },
  quoteForm: {
    render: (a) => <QuoteFormView actorRef={ref(a)} />,
    input: {
      projects: [
        { id: 1, name: 'Casa Sur' },
        { id: 2, name: 'Bodega Norte' },
      ],
      phone: '',
    },
    overlay: true,
    from: 'projectsQuoteForm.model.test.tsx',
  },
  codeProject: { render: (a) => <CodeProjectView actorRef={ref(a)} />, from: 'purchaseCode.model.test.tsx' },
  purchaseCode: {
    render: (a) => <PurchaseCodeView actorRef={ref(a)} userNumber={4} />,
    from: 'purchaseCode.model.test.tsx',
  },
  sharedCode: {
    render: (a) => (
      <SharedCodeView
        actorRef={ref(a)}
        suppliers={[
          { id: 1, business_name: 'Aceros del Norte', logo_url: null },
          { id: 2, business_name: 'Cementos Robles', logo_url: null },
        ]}
      />
    ),
    from: 'sharedCode.model.test.tsx',
  },
  suppliers: { render: (a) => <SuppliersCarousel actorRef={ref(a)} />, from: 'resource.model.test.tsx' },
  questionnaire: {
    render: (a) => <QuestionnaireView actorRef={ref(a)} />,
    input: { token: 'quiz-token' },
    from: 'questionnaire.model.test.tsx',
  },
  referrals: { render: (a) => <ReferralsView actorRef={ref(a)} />, from: 'referrals.model.test.tsx' },
  reservedLines: {
    render: (a) => <ReservedLinesView actorRef={ref(a)} />,
    from: 'reservedLines.model.test.tsx',
  },
  reservedLineDialog: {
    render: (a) => <ReservedLineDialogView actorRef={ref(a)} />,
    overlay: true,
    from: 'reservedLines.model.test.tsx',
  },
  resources: { render: (a) => <ResourcesView actorRef={ref(a)} />, from: 'resources.model.test.tsx' },
  rewards: { render: (a) => <RewardsView actorRef={ref(a)} />, from: 'rewards.model.test.tsx' },
  sale: {
    render: (a) => <SaleView actorRef={ref(a)} isVendorSupplier />,
    input: { canSelectVendor: true, canFactor: true },
    from: 'sale.model.test.tsx',
  },
  statement: {
    render: (a) => <StatementView actorRef={ref(a)} />,
    input: { token: null },
    from: 'statement.model.test.tsx (estado de cuenta del proveedor)',
  },
  mySuppliers: { render: (a) => <MySuppliersView actorRef={ref(a)} />, from: 'suppliers.model.test.tsx' },
  supplierProfile: {
    render: (a) => <SupplierProfileView actorRef={ref(a)} />,
    input: { id: '5', brand: 'Impulso' },
    from: 'suppliers.model.test.tsx',
  },
  supplierQuotes: {
    render: (a) => <SupplierQuotesView actorRef={ref(a)} onAnswer={nothing} />,
    from: 'supplierQuotes.model.test.tsx',
  },
  quoteAnswer: {
    render: (a) => <QuoteAnswerView actorRef={ref(a)} />,
    overlay: true,
    from: 'supplierQuotes.model.test.tsx',
  },
  applicationsQueue: {
    render: (a) => <ApplicationsQueueView actorRef={ref(a)} />,
    from: 'applicationsQueue.model.test.tsx',
  },
  applicationReview: {
    render: (a) => (
      <ApplicationReviewView
        actorRef={ref(a)}
        title="Solicitud de crédito"
        onApprove={nothing}
        onDecline={nothing}
      />
    ),
    input: { id: '6' },
    from: 'applicationReview.model.test.tsx',
  },
  applicationDecision: {
    render: (a) => <DecisionDialogView actorRef={ref(a)} />,
    overlay: true,
    from: 'applicationDecision.model.test.tsx',
  },
}

/** The view a machine of the catalog replays on; every payment-action dialog machine shares one. */
export const viewFor = (entry: Pick<FlowEntry, 'key' | 'folder'>): FlowView | undefined =>
  FLOW_VIEWS[entry.key] ??
  MORE_FLOW_VIEWS[entry.key] ??
  (entry.folder === 'payment-dialog' ? PAYMENT_DIALOG_VIEW : undefined)

/** What a replay starts the actor with: the input the path's test run used, else the view's. */
export const replayInput = (view: FlowView, path: FlowPath): unknown =>
  path.input === undefined ? view.input : reviveFiles(path.input)
