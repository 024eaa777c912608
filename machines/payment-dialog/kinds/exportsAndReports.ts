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
import type { FieldErrors } from '../../shared/form'
import { firstErrors } from '../../shared/validation'
import type { DialogDefinition, DialogSubject, DialogValues } from '../dialog.types'
import { failureWith, notBlocked } from './outcome'

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
    // Choosing the start sets the end to start + 3 months (capped at today).
    return { ...next, endDate: next.startDate ? rangeEndLimit(next.startDate, subject.today) : '' }
  }
  if (patch.endDate !== undefined && next.startDate && next.endDate) {
    const limit = rangeEndLimit(next.startDate, subject.today)
    if (next.endDate > limit) return { ...next, endDate: limit }
  }
  return next
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
    startDate: range ? values.startDate || null : null,
    endDate: range ? values.endDate || null : null,
    owner_id: subject.viewer.ownerId,
  }
}

const exportErrors = (values: DialogValues, subject: DialogSubject): FieldErrors => {
  if (!subject.viewer.ownerId) return { _: ACTION_MSG.ownerMissing }
  const errors = firstErrors(exportRequestSchema, exportRequestOf(values, subject))
  if (values.exportOption === 'range') {
    if (!values.startDate) errors.startDate ??= ACTION_MSG.rangeRequired
    if (!values.endDate) errors.endDate ??= ACTION_MSG.rangeRequired
    if (values.startDate && values.endDate) {
      if (values.endDate < values.startDate) errors.endDate = PAYMENT_LIST_MSG.endBeforeStart
      else if (values.endDate > isoDay(addMonths(parseISO(values.startDate), EXPORT_RANGE_MONTHS))) {
        errors.endDate = ACTION_MSG.rangeTooLong
      }
    }
  }
  return errors
}

export const exportPayments: DialogDefinition = {
  form: true,
  confirm: false,
  prefetch: null,
  blocked: notBlocked,
  initialValues: () => ({ exportOption: '', startDate: '', endDate: '' }),
  change: exportChange,
  validate: (values, _files, subject) => exportErrors(values, subject),
  submission: (values, _files, subject) => ({ kind: 'export', body: exportRequestOf(values, subject) }),
  successText: () => ACTION_MSG.exportOk,
  failureText: failureWith(ACTION_MSG.exportFailed),
}

export const customersReport: DialogDefinition = {
  form: true,
  confirm: false,
  prefetch: null,
  blocked: notBlocked,
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
