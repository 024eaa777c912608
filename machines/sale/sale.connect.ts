import { vendorLabel, vendorOptions } from '@contract/vendors'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { fieldBinder } from '../shared/form'
import type { SaleFormValues, SaleMachine } from './sale.machine'
import {
  selectAcknowledged,
  selectAddress,
  selectCustomer,
  selectIsLookingUp,
  selectIsSubmitting,
  selectLookupError,
  selectRejection,
  selectRequest,
  selectSale,
  selectStep,
  selectVendor,
  selectVendors,
} from './sale.selectors'

type TextField = Exclude<keyof SaleFormValues, 'is_factoring'>

const stepTitle = (step: number, rejected: boolean) =>
  step === 0
    ? 'Datos de la venta'
    : step === 1
      ? 'Entrega'
      : step === 2
        ? 'Revisa y confirma'
        : rejected
          ? 'Compra rechazada'
          : 'Venta registrada'

/**
 * What 'Nueva venta' renders (see docs/architecture.md, "Connect layer"): the step and its heading, the form's
 * fields, the customer lookup, the review, the result, and the props of every button.
 */
export function connect(snapshot: SnapshotFrom<SaleMachine>, send: SendOf<SaleMachine>) {
  const { values, fieldErrors: errors, options, error, resultMsg } = snapshot.context
  const step = selectStep(snapshot)
  const rejection = selectRejection(snapshot)
  const submitting = selectIsSubmitting(snapshot)
  const acknowledged = selectAcknowledged(snapshot)
  const address = selectAddress(snapshot)
  const vendors = selectVendors(snapshot)
  const vendor = selectVendor(snapshot)
  const addressField = fieldBinder<'address'>({
    values: { address },
    errors,
    readOnly: false,
    change: (patch) => send({ type: 'sale.changeAddress', address: patch.address ?? '' }),
  })

  return {
    step,
    title: stepTitle(step, rejection !== null),
    options,
    values,
    /** The banner: a failed submit or a 422 on no field of the form. */
    error,
    /** The vendor select: its options (each vendor as docs/decisions.md#vendors says), loading, failed. */
    vendors: { ...vendors, options: vendorOptions(vendors.list) },
    /** How the review names the chosen vendor (null: none chosen). */
    vendorLabel: vendor ? vendorLabel(vendor, vendors.list) : null,
    lookingUp: selectIsLookingUp(snapshot),
    customer: selectCustomer(snapshot),
    lookupFailure: selectLookupError(snapshot),
    address,
    acknowledged,
    submitting,
    /** The review: the request as it will be sent. */
    request: selectRequest(snapshot),
    sale: selectSale(snapshot),
    rejection,
    resultMsg,

    getFieldProps: fieldBinder<TextField>({
      values,
      errors,
      readOnly: false,
      change: (patch) => send({ type: 'sale.change', values: patch }),
    }),
    getFactoringProps: () => ({
      checked: values.is_factoring,
      onCheckedChange: (checked: boolean) => send({ type: 'sale.change', values: { is_factoring: checked } }),
    }),
    getAddressProps: () => addressField('address'),
    getAcknowledgeProps: () => ({
      checked: acknowledged,
      disabled: submitting,
      onCheckedChange: (checked: boolean) => send({ type: 'sale.acknowledge', checked }),
    }),
    /** 'Continuar' of the form and of the delivery step. */
    onContinue: () => send({ type: 'sale.continue' }),
    getCancelProps: () => ({ disabled: submitting, onClick: () => send({ type: 'sale.cancel' }) }),
    getBackProps: () => ({ disabled: submitting, onClick: () => send({ type: 'sale.back' }) }),
    getSkipProps: () => ({ onClick: () => send({ type: 'sale.skipDelivery' }) }),
    getConfirmProps: () => ({
      disabled: !acknowledged,
      loading: submitting,
      onClick: () => send({ type: 'sale.confirm' }),
    }),
    getEditProps: () => ({ onClick: () => send({ type: 'sale.edit' }) }),
    getResetProps: () => ({ onClick: () => send({ type: 'sale.reset' }) }),
  }
}

export type SaleApi = ReturnType<typeof connect>
