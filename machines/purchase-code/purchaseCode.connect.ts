import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import type { PurchaseCodeMachine } from './purchaseCode.machine'
import {
  selectBlocked,
  selectBusyLabel,
  selectCode,
  selectError,
  selectIsBusy,
  selectRemaining,
} from './purchaseCode.selectors'

/**
 * What 'Tu código de compra' renders (see docs/architecture.md, "Connect layer"): the live code (and its digits
 * spelled out for screen readers) with its countdown, the spinner while it is read or issued, the failure with
 * its retry, the credit block instead of a code, and the 'Copiar' and 'Generar nuevo código' buttons.
 */
export function connect(snapshot: SnapshotFrom<PurchaseCodeMachine>, send: SendOf<PurchaseCodeMachine>) {
  const code = selectCode(snapshot)
  const busy = selectIsBusy(snapshot)
  const error = selectError(snapshot)
  const blocked = selectBlocked(snapshot)
  return {
    /** The code while it is live, else null. */
    code,
    /** The code digit by digit, as a screen reader should say it. */
    spokenCode: code ? code.split('').join(' ') : '',
    /** Seconds left before the code expires. */
    remaining: selectRemaining(snapshot),
    busy,
    busyLabel: selectBusyLabel(snapshot),
    error,
    /** Credit-blocked (docs/decisions.md#credit-block): the server's message; no code, copy or regenerate. */
    blocked,
    getRetryProps: () => ({ onClick: () => send({ type: 'code.retry' }) }),
    /** 'Copiar': copying is the browser's business, so the view hands over how to copy. */
    getCopyProps: (copy: (code: string) => void) => ({
      disabled: !code,
      onClick: () => {
        if (code) copy(code)
      },
    }),
    getRegenerateProps: () => ({
      loading: busy,
      disabled: error !== null || blocked !== null,
      onClick: () => send({ type: 'code.regenerate' }),
    }),
  }
}

export type PurchaseCodeApi = ReturnType<typeof connect>
