import { PassThrough } from 'node:stream'
import { XLSX_CONTENT_TYPE } from '@contract/paymentActions'

/** Pesos with the es-MX currency look ($1,234.50); the value stays a number Excel can add up. */
export const MONEY_FORMAT = '"$"#,##0.00'
export const DATE_FORMAT = 'dd/mm/yyyy'
export const COUNT_FORMAT = '#,##0'

/** Characters that make a spreadsheet treat a text cell as a formula (or DDE) when it starts with them. */
const FORMULA_TRIGGERS = /^[=+\-@\t\r]/

/**
 * Every text cell goes through here (CSV/formula injection): a text that starts with = + - @, a tab or a
 * carriage return gets a leading single quote, so no spreadsheet will ever evaluate it.
 */
export function safeText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null
  return FORMULA_TRIGGERS.test(value) ? `'${value}` : value
}

/** A YYYY-MM-DD calendar date as a real date cell (midnight UTC: Excel dates have no time zone). */
export function dateCell(date: string | null | undefined): Date | null {
  if (!date) return null
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d!))
}

export type ColumnKind = 'id' | 'text' | 'money' | 'date' | 'count'
export type Column = { header: string; kind: ColumnKind; width: number }
export type CellValue = string | number | Date | null

const FORMATS: Partial<Record<ColumnKind, string>> = {
  money: MONEY_FORMAT,
  date: DATE_FORMAT,
  count: COUNT_FORMAT,
}

/**
 * One sheet being written: `add` rows in order (text cells are neutralised here), then at most one bold
 * `total` row at the end, then the book commits.
 */
export type SheetWriter = { add(values: CellValue[]): void; total(values: CellValue[]): void }

/**
 * Writes an .xlsx with one sheet through the exceljs stream writer: rows are committed as they come, so
 * memory holds the compressed output only (about 25 bytes a row), never a workbook model. Bold, frozen
 * header row with an auto filter; column widths; money, date and count formats per column.
 */
export async function writeWorkbook(
  sheetName: string,
  columns: Column[],
  fill: (sheet: SheetWriter) => Promise<void>,
): Promise<Buffer> {
  // Loaded on first use: exceljs is ~19 MB of a server at rest (docs/architecture.md#runtime).
  const { default: ExcelJS } = await import('exceljs')
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (chunk: Buffer) => chunks.push(chunk))
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  })
  book.creator = 'Obrafiado'
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((column, i) => {
    const numFmt = FORMATS[column.kind]
    return { key: `c${i}`, width: column.width, ...(numFmt ? { style: { numFmt } } : {}) }
  })
  const header = sheet.addRow(columns.map((column) => column.header))
  header.eachCell((cell) => {
    cell.style = { font: { bold: true }, alignment: { vertical: 'middle' } }
  })
  header.commit()
  const cells = (values: CellValue[]) =>
    values.map((value) => (typeof value === 'string' ? safeText(value) : value))
  await fill({
    add(values) {
      sheet.addRow(cells(values)).commit()
    },
    total(values) {
      const row = sheet.addRow(cells(values))
      row.font = { bold: true }
      row.commit()
    },
  })
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } }
  sheet.commit()
  await book.commit()
  return Buffer.concat(chunks)
}

/** 200 with the workbook as an attachment (ASCII file names only: no filename* needed). */
export function xlsxResponse(body: Buffer, filename: string): Response {
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${filename}"`,
      'content-length': String(body.length),
    },
  })
}
