import type { SnapshotFrom } from 'xstate'
import {
  type ClientRegistrationMachine,
  isClientFormComplete,
  vendorRequired,
} from './clientRegistration.machine'

type Snapshot = SnapshotFrom<ClientRegistrationMachine>

/** Reading storage or the supplier's form before anything can be shown. */
export const selectIsStarting = (s: Snapshot) =>
  s.matches('restoringVendor') || (s.matches('loading') && !s.context.askedForCode)
/** The 'Código de proveedor' form, also while the typed code is checked. */
export const selectShowsCodeForm = (s: Snapshot) =>
  s.matches('askingCode') || (s.matches('loading') && s.context.askedForCode)
export const selectIsCheckingCode = (s: Snapshot) => s.matches('loading') && s.context.askedForCode
export const selectCodeError = (s: Snapshot) => (s.matches('askingCode') ? s.context.codeError : null)
export const selectCode = (s: Snapshot) => s.context.code
export const selectLoadError = (s: Snapshot) => (s.matches('loadFailed') ? s.context.error : null)
export const selectShowsForm = (s: Snapshot) => s.matches('editing') || s.matches('submitting')
export const selectIsSubmitting = (s: Snapshot) => s.matches('submitting')
export const selectIsRegistered = (s: Snapshot) => s.hasTag('registered')
export const selectInfo = (s: Snapshot) => s.context.info
export const selectValues = (s: Snapshot) => s.context.values
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors
export const selectError = (s: Snapshot) => (s.matches('editing') ? s.context.error : null)
export const selectRegisteredEmail = (s: Snapshot) => s.context.registeredEmail
export const selectVendorRequired = (s: Snapshot) => vendorRequired(s.context.info)
export const selectCanSubmit = (s: Snapshot) =>
  s.matches('editing') && isClientFormComplete(s.context.values, s.context.info)
