import { isAcceptedDay } from '@contract/dates'
import {
  ACTION_MSG,
  type CustomerReportOption,
  EXPORT_RANGE_MONTHS,
  type ExportRequest,
} from '@contract/paymentActions'
import { addDays } from '../../clock'

/** Purchase dates from..to (YYYY-MM-DD, inclusive, Mexico City); null = unbounded. */
export type Period = { from: string | null; to: string | null }

/** A day the platform takes, YYYY-MM-DD (the contract's rule, docs/decisions.md#dates). */
export { isAcceptedDay }

/** The first day of the month of `date`. */
export const monthStart = (date: string): string => `${date.slice(0, 7)}-01`

/** The last day of the month of `date`. */
export const monthEnd = (date: string): string => {
  const [y, m] = date.split('-').map(Number)
  return new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10)
}

/** `date` plus `months` calendar months, the day clamped to the month's length (01-31 + 1 → 02-28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number)
  const firstOfTarget = new Date(Date.UTC(y!, m! - 1 + months, 1))
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0))
  const day = Math.min(d!, lastDay.getUTCDate())
  return new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth(), day))
    .toISOString()
    .slice(0, 10)
}

/** The calendar month of `today` up to today: the "this month" of dashboards and exports. */
export const currentMonth = (today: string): Period => ({ from: monthStart(today), to: today })

export const previousMonth = (today: string): Period => {
  const last = addDays(monthStart(today), -1)
  return { from: monthStart(last), to: last }
}

export type PeriodResult = { ok: true; period: Period } | { ok: false; errors: Record<string, string[]> }

/**
 * POST payments/export: day (today), month (this month up to today), previous_month, range (both dates,
 * start ≤ end ≤ start + 3 months) or historic (everything). Dates are purchase dates in Mexico City.
 */
export function exportPeriod(request: ExportRequest, today: string): PeriodResult {
  switch (request.exportOption) {
    case 'day':
      return { ok: true, period: { from: today, to: today } }
    case 'month':
      return { ok: true, period: currentMonth(today) }
    case 'previous_month':
      return { ok: true, period: previousMonth(today) }
    case 'historic':
      return { ok: true, period: { from: null, to: null } }
    case 'range': {
      const errors: Record<string, string[]> = {}
      const start = request.startDate ?? null
      const end = request.endDate ?? null
      if (!start) errors.startDate = [ACTION_MSG.rangeRequired]
      else if (!isAcceptedDay(start)) errors.startDate = [ACTION_MSG.rangeDate]
      if (!end) errors.endDate = [ACTION_MSG.rangeRequired]
      else if (!isAcceptedDay(end)) errors.endDate = [ACTION_MSG.rangeDate]
      if (Object.keys(errors).length > 0 || !start || !end) return { ok: false, errors }
      if (end < start) return { ok: false, errors: { endDate: [ACTION_MSG.rangeOrder] } }
      if (end > addMonths(start, EXPORT_RANGE_MONTHS)) {
        return { ok: false, errors: { endDate: [ACTION_MSG.rangeTooLong] } }
      }
      return { ok: true, period: { from: start, to: end } }
    }
  }
}

/** POST payments/customers-report: current_month (up to today), previous_month or global. */
export function reportPeriod(option: CustomerReportOption, today: string): Period {
  if (option === 'current_month') return currentMonth(today)
  if (option === 'previous_month') return previousMonth(today)
  return { from: null, to: null }
}

/** `ventas_2026-11-01_2026-11-21.xlsx`, `ventas_2026-11-21.xlsx`, `ventas_historico_2026-11-21.xlsx`. */
export function periodFilename(prefix: string, period: Period, today: string): string {
  if (period.from === null && period.to === null) return `${prefix}_historico_${today}.xlsx`
  const from = period.from ?? today
  const to = period.to ?? today
  return from === to ? `${prefix}_${from}.xlsx` : `${prefix}_${from}_${to}.xlsx`
}
