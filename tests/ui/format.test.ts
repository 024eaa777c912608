import { fc, test } from '@fast-check/vitest'
import { format } from 'date-fns/format'
import { es } from 'date-fns/locale/es'
import { describe, expect, it } from 'vitest'
import { formatCountdown, formatDate, formatDateShort, formatFileSize, toDate } from '@/lib/format'

describe('formatDate', () => {
  it('uses the Spanish long pattern by default', () => {
    expect(formatDate(new Date(2025, 2, 5))).toBe('5 de marzo de 2025')
  })

  it("reads 'YYYY-MM-DD' as a local date (no UTC shift)", () => {
    expect(formatDate('2025-01-01')).toBe('1 de enero de 2025')
    expect(toDate('2025-12-31').getDate()).toBe(31)
    expect(toDate('2025-12-31').getMonth()).toBe(11)
  })

  it('accepts full ISO date-times', () => {
    expect(formatDate(new Date(2025, 6, 9, 15, 30).toISOString())).toBe('9 de julio de 2025')
  })

  it('writes a year under 1000 with four digits, as date-fns does', () => {
    expect(formatDateShort('0020-05-01')).toBe('01/05/0020')
    expect(formatDate('0999-12-31')).toBe('31 de diciembre de 0999')
  })

  test.prop([
    fc.date({
      min: new Date('0001-01-01T00:00:00'),
      max: new Date('9999-12-31T23:59:59'),
      noInvalidDate: true,
    }),
  ])("writes both forms as date-fns' Spanish locale does", (date) => {
    expect(formatDate(date)).toBe(format(date, "d 'de' MMMM 'de' yyyy", { locale: es }))
    expect(formatDateShort(date)).toBe(format(date, 'dd/MM/yyyy', { locale: es }))
  })

  it('returns empty text for invalid input', () => {
    expect(formatDate('no-es-fecha')).toBe('')
    expect(formatDateShort('no-es-fecha')).toBe('')
  })
})

describe('formatDateShort', () => {
  it('is dd/MM/yyyy', () => {
    expect(formatDateShort('2025-03-05')).toBe('05/03/2025')
    expect(formatDateShort(new Date(2024, 11, 25))).toBe('25/12/2024')
  })
})

describe('formatCountdown', () => {
  it('is m:ss', () => {
    expect(formatCountdown(300)).toBe('5:00')
    expect(formatCountdown(61)).toBe('1:01')
    expect(formatCountdown(9)).toBe('0:09')
    expect(formatCountdown(0)).toBe('0:00')
    expect(formatCountdown(-3)).toBe('0:00')
    expect(formatCountdown(59.9)).toBe('0:59')
  })
})

describe('formatFileSize', () => {
  it('says bytes below 1 KB, one decimal in KB and MB (issue 15: 0 bytes was "1 KB", 45 bytes "0 MB")', () => {
    expect(formatFileSize(0)).toBe('0 bytes')
    expect(formatFileSize(1)).toBe('1 byte')
    expect(formatFileSize(45)).toBe('45 bytes')
    expect(formatFileSize(1023)).toBe('1,023 bytes')
    expect(formatFileSize(1024)).toBe('1 KB')
    expect(formatFileSize(1229)).toBe('1.2 KB')
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB')
    expect(formatFileSize(Math.round(3.4 * 1024 * 1024))).toBe('3.4 MB')
    expect(formatFileSize(12 * 1024 * 1024)).toBe('12 MB')
    expect(formatFileSize(64 * 1024 * 1024)).toBe('64 MB')
  })
})
