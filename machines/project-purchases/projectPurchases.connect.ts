import type { Counterpart } from '@contract/paymentActions'
import type { SnapshotFrom } from 'xstate'
import type { SendOf } from '../shared/connect'
import { type DateFieldProps, dateFieldProps } from '../shared/dateText'
import { pagerProps } from '../shared/pagerProps'
import {
  type DateFilterName,
  type ProjectPurchasesMachine,
  type PurchasesFilterName,
  purchaseDateRules,
} from './projectPurchases.machine'

export type PurchaseChip = { name: PurchasesFilterName; value: string }

/**
 * What the 'Asignar compras' and 'Compras' drawers render (see docs/architecture.md, "Connect layer"): the page
 * of purchases, the filters (each set one also a clearable chip), the supplier search, paging, the selection
 * with its count, and the assign button ('Selecciona las compras', disabled, until one is picked).
 */
export function connect(
  snapshot: SnapshotFrom<ProjectPurchasesMachine>,
  send: SendOf<ProjectPurchasesMachine>,
) {
  const ctx = snapshot.context
  const loading = snapshot.matches({ list: 'loading' })
  const assigning = snapshot.matches({ list: 'assigning' })
  const failed = snapshot.matches({ list: 'failed' })
  const result = ctx.result
  const filtered = ctx.filters.supplier !== null || ctx.filters.date_from !== '' || ctx.filters.date_to !== ''
  const chips: PurchaseChip[] = []
  if (ctx.filters.supplier) chips.push({ name: 'supplier', value: ctx.filters.supplier.name })
  if (ctx.filters.date_from) chips.push({ name: 'date_from', value: ctx.filters.date_from })
  if (ctx.filters.date_to) chips.push({ name: 'date_to', value: ctx.filters.date_to })
  const selectedCount = ctx.selected.length
  const busy = loading || assigning
  return {
    mode: ctx.mode,
    loading,
    assigning,
    loadError: failed ? ctx.error : null,
    rows: failed ? [] : (result?.data ?? []),
    /** Rows are known (the first page came, or a later one is loading over the previous). */
    hasResult: result !== null && !failed,
    total: result?.total ?? 0,
    /** Nothing at all: no purchase matches and no filter is set. */
    empty: result !== null && !failed && !loading && result.total === 0 && !filtered,
    /** Nothing for the filters that are set. */
    noResults: result !== null && !failed && !loading && result.total === 0 && filtered,
    filtered,
    chips,
    assignError: ctx.assignError,
    selectedCount,
    isSelected: (id: number) => ctx.selected.includes(id),
    /** Paging is shown only when the total exceeds the page size. */
    pagination: pagerProps(failed ? null : result, ctx.page, (page) =>
      send({ type: 'purchases.page', page }),
    ),
    getReloadProps: () => ({ onClick: () => send({ type: 'purchases.reload' }) }),
    /**
     * 'Desde' and 'Hasta': the text as typed, applied once the field is left (the day it names), or its message
     * then; the calendars offer no 'Desde' after 'Hasta' and no 'Hasta' before 'Desde'.
     */
    getDateProps: (name: DateFilterName): DateFieldProps =>
      dateFieldProps({
        name,
        value: ctx.dateTexts[name],
        onChange: (text) => send({ type: 'filters.dateText', name, text }),
        onBlur: () => send({ type: 'filters.dateLeave', name }),
        error: ctx.dateErrors[name],
        readOnly: false,
        disabled: busy,
        rule: purchaseDateRules(ctx.filters)[name],
      }),
    getClearChipProps: (name: PurchasesFilterName) => ({
      disabled: busy,
      onClick: () => send({ type: 'filters.clear', name }),
    }),
    supplierSearch: {
      text: ctx.supplierText,
      searching: !snapshot.matches({ search: 'idle' }),
      options: ctx.supplierOptions,
      error: ctx.searchError,
      chosenId: ctx.filters.supplier?.id ?? null,
      disabled: busy,
      onTextChange: (text: string) => send({ type: 'supplier.input', text }),
      onChoose: (supplier: Counterpart) => send({ type: 'filters.supplier', supplier }),
    },
    getToggleProps: (id: number) => ({
      checked: ctx.selected.includes(id),
      disabled: busy,
      onCheckedChange: () => send({ type: 'selection.toggle', id }),
    }),
    getAssignProps: () => ({
      disabled: selectedCount === 0 || loading,
      loading: assigning,
      onClick: () => send({ type: 'purchases.assign' }),
    }),
    assignLabel: selectedCount === 0 ? 'Selecciona las compras' : 'Asignar compras',
  }
}

export type ProjectPurchasesApi = ReturnType<typeof connect>
