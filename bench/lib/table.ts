/** Plain-text table: first row is the header; columns after the first are right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)))
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ')
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n')
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
export const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-')
