import { type ComponentType, lazy } from 'react'
import type { PageKey } from './table'

/** Each route is a lazy chunk (docs/decisions.md#budgets). */
export const PAGES: Record<PageKey, ComponentType<{ title: string }>> = {
  login: lazy(() => import('@/features/auth/LoginPage')),
  forgotPassword: lazy(() => import('@/features/auth/ForgotPasswordPage')),
  changePassword: lazy(() => import('@/features/auth/ChangePasswordPage')),
  dashboard: lazy(() => import('@/features/dashboard/DashboardPage')),
  purchaseCode: lazy(() => import('@/features/purchase-code/PurchaseCodePage')),
  sale: lazy(() => import('@/features/sale/SalePage')),
  reservedLines: lazy(() => import('@/features/reserved-lines/ReservedLinesPage')),
  checkout: lazy(() => import('@/features/checkout/CheckoutPage')),
  payments: lazy(() => import('@/features/payments/PaymentsPage')),
  register: lazy(() => import('@/features/registration/RegistrationPage')),
  questionnaire: lazy(() => import('@/features/questionnaire/QuestionnairePage')),
  registerSuccess: lazy(() => import('@/features/questionnaire/RegisterSuccessPage')),
  clientRegistration: lazy(() => import('@/features/client-registration/ClientRegistrationPage')),
  supplierQuotes: lazy(() => import('@/features/supplier-quotes/SupplierQuotesPage')),
  projects: lazy(() => import('@/features/projects/ProjectsPage')),
  mySuppliers: lazy(() => import('@/features/suppliers/MySuppliersPage')),
  supplierProfile: lazy(() => import('@/features/suppliers/SupplierProfilePage')),
  referrals: lazy(() => import('@/features/referrals/ReferralsPage')),
  rewards: lazy(() => import('@/features/rewards/RewardsPage')),
  directory: lazy(() => import('@/features/directory/DirectoryPage')),
  help: lazy(() => import('@/features/help/HelpPage')),
  resources: lazy(() => import('@/features/resources/ResourcesPage')),
  statement: lazy(() => import('@/features/statement/StatementPage')),
  profile: lazy(() => import('@/features/profile/ProfilePage')),
  operatorApplications: lazy(() => import('@/features/operator/ApplicationsQueuePage')),
  operatorApplication: lazy(() => import('@/features/operator/ApplicationReviewPage')),
  placeholder: lazy(() => import('@/features/placeholder/PlaceholderPage')),
}
