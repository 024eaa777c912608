import type { SnapshotFrom } from 'xstate'
import { type SaleMachine, saleRequestOf } from './sale.machine'

type Snapshot = SnapshotFrom<SaleMachine>

/** The step of Ark Steps: 0 form, 1 delivery, 2 review (also while sending), 3 result. */
export const selectStep = (s: Snapshot): 0 | 1 | 2 | 3 => {
  if (s.matches('form') || s.hasTag('loadingVendors')) return 0
  if (s.matches('delivery')) return 1
  if (s.matches('review') || s.matches('submitting')) return 2
  return 3
}

/** The vendor select: its options, while they load, and whether they failed. */
export const selectVendors = (s: Snapshot) => ({
  list: s.context.vendors,
  loading: s.hasTag('loadingVendors'),
  failed: s.context.vendorsFailed,
})
/** The vendor of the request, for the review. */
export const selectVendor = (s: Snapshot) =>
  s.context.vendors.find((v) => String(v.id) === s.context.values.vendor_user_id) ?? null
export const selectIsLookingUp = (s: Snapshot) => s.hasTag('lookingUp')
/** The customer found for the user number (none while it is typed again or looked up). */
export const selectCustomer = (s: Snapshot) => s.context.customer
/** Why the user number found no customer that may buy (step 0 shows it; none while it is typed again or looked up). */
export const selectLookupError = (s: Snapshot) => s.context.lookupError
export const selectAddress = (s: Snapshot) => s.context.address
export const selectAcknowledged = (s: Snapshot) => s.context.acknowledged
export const selectIsSubmitting = (s: Snapshot) => s.hasTag('busy')
/** What step 2 shows: the request as it will be sent. */
export const selectRequest = (s: Snapshot) => saleRequestOf(s.context)
/** The sale registered (only after a success). */
export const selectSale = (s: Snapshot) => s.context.sale
export const selectRejection = (s: Snapshot) =>
  s.matches({ result: 'rejected' }) ? (s.context.resultMsg ?? '') : null
