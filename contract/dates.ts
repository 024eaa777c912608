const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar date in YYYY-MM-DD (2025-02-30 and 9999-99-99 are not): the server's rule and the forms'. */
export const isCalendarDate = (value: string): boolean => {
  if (!DATE_RE.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}
