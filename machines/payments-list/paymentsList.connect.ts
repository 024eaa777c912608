import type { Counterpart } from '@contract/paymentActions'
import type { Payment, PaymentOrderBy } from '@contract/payments'
import type { SnapshotFrom } from 'xstate'
import { FILE_ACTIONS, type PaymentActionName } from '../payments'
import type { SendOf } from '../shared/connect'
import { type DateFieldProps, dateFieldProps } from '../shared/dateText'
import type { FieldProps } from '../shared/form'
import { type DateFilter, dateRulesOf, type PaymentsListMachine } from './paymentsList.machine'
import {
  selectApplied,
  selectChosenCounterpart,
  selectDialogsActor,
  selectEdited,
  selectFileActor,
  selectFilterErrors,
  selectFiltersShown,
  selectHasResult,
  selectIsLoading,
  selectIsSearching,
  selectLines,
  selectLoadError,
  selectPage,
  selectPayments,
  selectPerPage,
  selectRole,
  selectSearch,
  selectSearchError,
  selectShowsLineFilter,
  selectSort,
  selectStatus,
  selectTotal,
  selectTotalCapped,
} from './paymentsList.selectors'
import type { ListFileAction, PaymentDialogRequest } from './paymentsListDialogs.machine'

const isFileAction = (action: PaymentActionName): action is ListFileAction =>
  (FILE_ACTIONS as readonly PaymentActionName[]).includes(action)

/**
 * What the payments list renders (see docs/architecture.md, "Connect layer"): the applied filters and status,
 * the page of rows, the filter panel's fields, the counterpart search, the actors of its dialogs and file links
 * (each rendered from its own connect), and the handlers of every control.
 */
export function connect(snapshot: SnapshotFrom<PaymentsListMachine>, send: SendOf<PaymentsListMachine>) {
  const role = selectRole(snapshot)
  const edited = selectEdited(snapshot)
  const errors = selectFilterErrors(snapshot)
  const search = selectSearch(snapshot)
  const chosen = selectChosenCounterpart(snapshot)
  /** The search's results, with the chosen counterpart kept among them. */
  const counterparts: Counterpart[] =
    chosen && !search.results.some((c) => c.id === chosen.id) ? [chosen, ...search.results] : search.results

  return {
    role,
    /** 'ventas' for a supplier, 'compras' for a customer. */
    noun: role === 'supplier' ? 'ventas' : 'compras',
    applied: selectApplied(snapshot),
    status: selectStatus(snapshot),
    payments: selectPayments(snapshot),
    hasResult: selectHasResult(snapshot),
    loading: selectIsLoading(snapshot),
    loadError: selectLoadError(snapshot),
    sort: selectSort(snapshot),
    page: selectPage(snapshot),
    total: selectTotal(snapshot),
    totalCapped: selectTotalCapped(snapshot),
    perPage: selectPerPage(snapshot),
    filtersShown: selectFiltersShown(snapshot),
    dialogsActor: selectDialogsActor(snapshot),
    fileActor: selectFileActor(snapshot),
    lines: selectLines(snapshot),
    showsLineFilter: selectShowsLineFilter(snapshot),
    edited,

    openDialog: (request: PaymentDialogRequest) => send({ type: 'dialog.open', request }),
    /** A row's action: the file ones open a link, the others a dialog. */
    onAction: (action: PaymentActionName, payment: Payment) => {
      if (isFileAction(action)) send({ type: 'file.open', action, payment })
      else send({ type: 'dialog.open', request: { kind: 'action', action, payment } })
    },
    onSort: (by: PaymentOrderBy) => send({ type: 'sort.toggle', by }),
    onPageChange: (page: number) => send({ type: 'page.change', page }),
    getRetryProps: () => ({ onClick: () => send({ type: 'list.retry' }) }),
    getFilterToggleProps: () => ({ onClick: () => send({ type: 'filters.toggle' }) }),
    getResetProps: () => ({ onClick: () => send({ type: 'filters.reset' }) }),
    onApply: () => send({ type: 'filters.apply' }),

    getIdProps: (): FieldProps => ({
      name: 'id',
      value: edited.id,
      onChange: (id) => send({ type: 'filters.change', values: { id } }),
      error: errors.id,
      readOnly: false,
    }),
    getReservedLineProps: (): FieldProps => ({
      name: 'reserved_credit_line_id',
      value: edited.reservedLineId === null ? '' : String(edited.reservedLineId),
      onChange: (value) =>
        send({ type: 'filters.change', values: { reservedLineId: value === '' ? null : Number(value) } }),
      error: undefined,
      readOnly: false,
    }),
    /** A date filter: its text as typed, tidied and checked once left; 'Hasta' not before 'Desde'. */
    getDateProps: (name: DateFilter): DateFieldProps =>
      dateFieldProps({
        name,
        value: edited[name],
        onChange: (text) => send({ type: 'filters.change', values: { [name]: text } }),
        onBlur: () => send({ type: 'filters.leave', field: name }),
        error: errors[name],
        readOnly: false,
        rule: dateRulesOf(edited)[name],
      }),
    /** The counterpart search: typed text, the options, the chosen one, searching and its failure. */
    counterpart: {
      label: role === 'supplier' ? 'Cliente' : 'Proveedor',
      options: counterparts,
      inputValue: search.text,
      onInputValueChange: (text: string) => send({ type: 'search.input', text }),
      value: chosen ? String(chosen.id) : null,
      onValueChange: (value: string | null) =>
        send({
          type: 'filters.change',
          values: { counterpart: counterparts.find((c) => String(c.id) === value) ?? null },
        }),
      loading: selectIsSearching(snapshot),
      error: selectSearchError(snapshot),
    },
  }
}

export type PaymentsListApi = ReturnType<typeof connect>
