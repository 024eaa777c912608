import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import type { ReservedLinesMachine } from './reservedLines.machine'
import {
  selectIsDeactivating,
  selectIsLoading,
  selectLines,
  selectLoadError,
  selectNotice,
  selectRemoveError,
  selectRemoving,
} from './reservedLines.selectors'

/**
 * What the reserved lines list renders (see docs/architecture.md, "Connect layer"): the lines, loading and its
 * failure, the notice, and the confirmation of a removal (closing refused while it deactivates).
 */
export function connect(snapshot: SnapshotFrom<ReservedLinesMachine>, send: SendOf<ReservedLinesMachine>) {
  const deactivating = selectIsDeactivating(snapshot)
  const cancelRemove = () => send({ type: 'lines.cancelRemove' })
  return {
    lines: selectLines(snapshot),
    loading: selectIsLoading(snapshot),
    loadError: selectLoadError(snapshot),
    notice: selectNotice(snapshot),
    /** The line being removed (the confirmation is open while there is one). */
    removing: selectRemoving(snapshot),
    deactivating,
    removeError: selectRemoveError(snapshot),
    getReloadProps: () => ({ onClick: () => send({ type: 'lines.reload' }) }),
    getRemoveProps: (id: number) => ({ onClick: () => send({ type: 'lines.remove', id }) }),
    onConfirmOpenChange: (open: boolean) => {
      if (!open) cancelRemove()
    },
    getCancelRemoveProps: () => ({ disabled: deactivating, onClick: cancelRemove }),
    getConfirmRemoveProps: () => ({
      loading: deactivating,
      onClick: () => send({ type: 'lines.confirmRemove' }),
    }),
  }
}

export type ReservedLinesApi = ReturnType<typeof connect>
