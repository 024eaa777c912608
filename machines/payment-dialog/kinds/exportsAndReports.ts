import { DATE_MSG } from '@contract/dates'
import {
  ACTION_MSG,
  type CustomersReportRequest,
  customersReportRequestSchema,
  EXPORT_RANGE_MONTHS,
  type ExportRequest,
  exportRequestSchema,
} from '@contract/paymentActions'
import { PAYMENT_LIST_MSG } from '@contract/payments'
import { addMonths } from 'date-fns/addMonths'
import { formatISO } from 'date-fns/formatISO'
import { parseISO } from 'date-fns/parseISO'
import { type DateRule, dateTextOf, dayOfText, withDateErrors } from '../../shared/dateText'
import type { FieldErrors } from '../../shared/form'
import { firstErrors } from '../../shared/validation'
import type { DialogDefinition, DialogSubject, DialogValues } from '../dialog.types'
import { failureWith } from './outcome'

/** Downloads: the payments export (a period or a range of at most 3 months) and the customers report. */

const isoDay = (date: Date) => formatISO(date, { representation: 'date' })

/** The latest end of a range that starts on `start`: start + 3 months, never after today. */
export const rangeEndLimit = (start: string, today: string): string => {
  const limit = isoDay(addMonths(parseISO(start), EXPORT_RANGE_MONTHS))
  return limit < today ? limit : today
}

const exportChange = (values: DialogValues, patch: DialogValues, subject: DialogSubject): DialogValues => {
  const next = { ...values, ...patch }
  if (patch.exportOption !== undefined && patch.exportOption !== 'range') {
    return { ...next, startDate: '', endDate: '' }
  }
  if (patch.startDate !== undefined) {
    // A start that names a day sets the end to start + 3 months (capped at today); an emptied one empties it.
    const start = dayOfText(next.startDate)
    if (start) return { ...next, endDate: dateTextOf(rangeEndLimit(start, subject.today)) }
    if ((next.startDate ?? '').trim() === '') return { ...next, endDate: '' }
  }
  return next
}

/**
 * The range's dates: both required; the start at most today; the end from the start to start + 3 months, and
 * at most today. Only the 'Rango de fechas' period has them.
 */
const exportDateRules = (values: DialogValues, subject: DialogSubject): Record<string, DateRule> => {
  if (values.exportOption !== 'range') return {}
  const today = { day: subject.today, message: DATE_MSG.notAfterToday }
  const start = dayOfText(values.startDate)
  const threeMonths = start ? isoDay(addMonths(parseISO(start), EXPORT_RANGE_MONTHS)) : null
  return {
    startDate: { required: ACTION_MSG.rangeRequired, max: today },
    endDate: {
      required: ACTION_MSG.rangeRequired,
      ...(start ? { min: { day: start, message: PAYMENT_LIST_MSG.endBeforeStart } } : {}),
      max:
        threeMonths && threeMonths < subject.today
          ? { day: threeMonths, message: ACTION_MSG.rangeTooLong }
          : today,
    },
  }
}

export const EXPORT_LABEL: Record<ExportRequest['exportOption'], string> = {
  day: 'Hoy',
  month: 'Mes actual',
  previous_month: 'Mes anterior',
  range: 'Rango de fechas',
  historic: 'Histórico',
}

export const CUSTOMER_REPORT_LABEL: Record<CustomersReportRequest['exportOption'], string> = {
  current_month: 'Mes actual',
  previous_month: 'Mes anterior',
  global: 'Global',
}

const exportRequestOf = (values: DialogValues, subject: DialogSubject): ExportRequest => {
  const range = values.exportOption === 'range'
  return {
    exportOption: values.exportOption as ExportRequest['exportOption'],
    startDate: range ? dayOfText(values.startDate) : null,
    endDate: range ? dayOfText(values.endDate) : null,
    owner_id: subject.viewer.ownerId,
  }
}

const exportErrors = (values: DialogValues, subject: DialogSubject): FieldErrors => {
  if (!subject.viewer.ownerId) return { _: ACTION_MSG.ownerMissing }
  const errors = firstErrors(exportRequestSchema, exportRequestOf(values, subject))
  return withDateErrors(errors, values, exportDateRules(values, subject))
}

export const exportPayments: DialogDefinition = {
  kind: 'export',
  form: true,
  confirm: false,
  prefetch: null,
  initialValues: () => ({ exportOption: '', startDate: '', endDate: '' }),
  change: exportChange,
  dateRules: exportDateRules,
  validate: (values, _files, subject) => exportErrors(values, subject),
  submission: (values, _files, subject) => ({ kind: 'export', body: exportRequestOf(values, subject) }),
  successText: () => ACTION_MSG.exportOk,
  failureText: failureWith(ACTION_MSG.exportFailed),
}

export const customersReport: DialogDefinition = {
  kind: 'customersReport',
  form: true,
  confirm: false,
  prefetch: null,
  initialValues: () => ({ exportOption: '' }),
  validate: (values) =>
    firstErrors(customersReportRequestSchema, { exportOption: values.exportOption || undefined }),
  submission: (values) => ({
    kind: 'customersReport',
    body: { exportOption: values.exportOption as CustomersReportRequest['exportOption'] },
  }),
  successText: () => ACTION_MSG.reportOk,
  failureText: failureWith(ACTION_MSG.reportFailed),
}
