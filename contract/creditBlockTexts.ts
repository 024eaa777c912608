/**
 * The credit block's limit and the Spanish texts both sides show, without zod (imported by the SPA's views;
 * the schemas are in `creditBlock.ts`). docs/decisions.md#credit-block.
 */

/** The resume lists at most this many reported purchases; `purchases_total` says how many there are. */
export const CREDIT_BLOCK_LISTED = 10

const names = new Intl.ListFormat('es-MX', { style: 'long', type: 'conjunction' })

/** Spanish texts of the credit block; amounts come formatted (formatMoney of contract/money.ts). */
export const CREDIT_BLOCK_MSG = {
  /** 403 of POST/GET customers/generate-token. */
  cannotBuy: 'No puedes comprar a crédito',
  title: 'Tu crédito está bloqueado',
  /** Why: who reported it; `suppliers` has one name per reported purchase. */
  why: (suppliers: readonly string[]) => {
    const unique = [...new Set(suppliers)]
    if (unique.length > 1) return `${names.format(unique)} reportaron impagos de tus compras.`
    const who = unique[0] ?? 'Tu proveedor'
    return suppliers.length > 1
      ? `${who} reportó impagos de tus compras.`
      : `${who} reportó un impago de una de tus compras.`
  },
  /** What clears it. */
  clears:
    'Se desbloquea cuando pagas las compras reportadas y tu proveedor registra el pago, o cuando te extiende el plazo. Si ya pagaste, pídele que lo registre.',
  owed: (amount: string) => `Monto pendiente: ${amount}`,
  whenCleared: (amount: string) => `Al desbloquearse tendrás ${amount} disponibles.`,
  purchasesLabel: 'Compras reportadas',
  purchase: (id: number, supplier: string, amount: string) => `Compra #${id} · ${supplier} · ${amount}`,
  /** After the listed purchases, when there are more. */
  more: (n: number) => (n === 1 ? 'Y 1 compra reportada más' : `Y ${n} compras reportadas más`),
  link: 'Ver compras reportadas',
  /** /token: ask for a code again once the supplier has the payment. */
  retry: 'Intentar de nuevo',
  /** 403 of GET customers/get-by-user/{id} (the supplier's counter). */
  customerBlocked: 'El cliente tiene un impago reportado y no puede comprar a crédito',
  customerBlockedReason:
    'Podrá volver a comprar cuando pague las compras reportadas y su proveedor registre el pago, o le extienda el plazo.',
} as const

/** Where 'Ver compras reportadas' goes: the builder's purchases in non_payment. */
export const CREDIT_BLOCK_LINK = '/payments/non_payment'
