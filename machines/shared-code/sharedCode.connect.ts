import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import type { SharedCodeMachine } from './sharedCode.machine'
import {
  selectActiveCodes,
  selectCanActivate,
  selectCode,
  selectDeactivatingId,
  selectError,
  selectIsCreating,
  selectIsDeleting,
  selectIsLoading,
  selectLoadFailed,
  selectNotice,
  selectShowsCode,
  selectSupplierId,
} from './sharedCode.selectors'

/** A supplier the customer may choose for a shared code. */
interface SupplierChoice {
  id: number
  business_name: string
}

/**
 * What the shared-code panel renders (see docs/architecture.md, "Connect layer"): loading and its failure, the
 * supplier select, the code of the chosen supplier, the active codes, and the activate and deactivate buttons
 * (the chosen code's and one per active code).
 */
export function connect(snapshot: SnapshotFrom<SharedCodeMachine>, send: SendOf<SharedCodeMachine>) {
  const creating = selectIsCreating(snapshot)
  const deleting = selectIsDeleting(snapshot)
  const supplierId = selectSupplierId(snapshot)
  const deactivatingId = selectDeactivatingId(snapshot)
  return {
    loading: selectIsLoading(snapshot),
    loadFailed: selectLoadFailed(snapshot),
    showsCode: selectShowsCode(snapshot),
    code: selectCode(snapshot),
    error: selectError(snapshot),
    notice: selectNotice(snapshot),
    activeCodes: selectActiveCodes(snapshot),
    getRetryProps: () => ({ onClick: () => send({ type: 'shared.retry' }) }),
    /** The supplier select over the customer's suppliers. */
    getSupplierProps: (suppliers: readonly SupplierChoice[]) => ({
      name: 'supplier_id',
      value: supplierId === null ? '' : String(supplierId),
      disabled: creating || deleting,
      onChange: (value: string) => {
        const chosen = suppliers.find((s) => String(s.id) === value)
        send({
          type: 'shared.selectSupplier',
          supplierId: chosen ? chosen.id : null,
          supplierName: chosen?.business_name ?? '',
        })
      },
    }),
    /**
     * 'Desactivar' of a code: the chosen supplier's beside it, or any of the list of active codes (each its own
     * button, whatever is chosen). One at a time: the others wait while a code is created or deactivated.
     */
    getDeactivateProps: (id: number | null = supplierId) => ({
      loading: deleting && deactivatingId === id,
      disabled: creating || (deleting && deactivatingId !== id),
      onClick: () => {
        if (id !== null) send({ type: 'shared.deactivate', supplierId: id })
      },
    }),
    getActivateProps: () => ({
      disabled: !selectCanActivate(snapshot),
      loading: creating,
      onClick: () => send({ type: 'shared.activate' }),
    }),
  }
}

export type SharedCodeApi = ReturnType<typeof connect>
