/**
 * All date logic goes through one injectable clock so tests can move time
 * (docs/architecture.md#jobs-and-the-clock).
 */
export type Clock = { now(): Date }

export const systemClock: Clock = { now: () => new Date() }

export type ManualClock = Clock & { set(instant: Date | string): void; advance(ms: number): void }

/** A clock that only moves when told to. */
export function manualClock(start: Date | string): ManualClock {
  let current = new Date(start).getTime()
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime()
    },
    advance: (ms) => {
      current += ms
    },
  }
}

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export const MX_TIME_ZONE = 'America/Mexico_City'

const mxDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MX_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar date (YYYY-MM-DD) of an instant in Mexico City. */
export const mxDate = (instant: Date): string => mxDateFormat.format(instant)

/**
 * The instant a Mexico City calendar date begins (UTC−6: Mexico City keeps no daylight saving time since
 * 2022).
 */
export const mxStartOfDay = (date: string): Date => new Date(`${date}T00:00:00.000-06:00`)

/** Today's date (YYYY-MM-DD) in Mexico City. */
export const mxToday = (clock: Clock): string => mxDate(clock.now())

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Calendar arithmetic on a YYYY-MM-DD date; time zones play no part. */
export function addDays(date: string, days: number): string {
  const match = DATE_RE.exec(date)
  if (!match) throw new RangeError(`Not a date: ${date}`)
  const [, y, m, d] = match
  const utc = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days))
  return utc.toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const parse = (date: string) => {
    if (!DATE_RE.test(date)) throw new RangeError(`Not a date: ${date}`)
    return Date.parse(`${date}T00:00:00Z`)
  }
  return Math.round((parse(to) - parse(from)) / DAY)
}
