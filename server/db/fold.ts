import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/**
 * Accented letters and what they fold to: searches ignore case and accents ("credito" finds "Crédito").
 * Shared by the searches (domain/counterparts.ts, domain/applications/read.ts) and the directory's stored
 * folded name (schema.ts).
 */
export const ACCENTED = 'ÁÀÂÄÃáàâäãÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç'
export const FOLDED = 'aaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunncc'

/** The JS side of a contains search: lower case without diacritics, LIKE wildcards escaped. */
export const containsPattern = (text: string): string => {
  const folded = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
  return `%${folded.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}

/** The SQL side of the fold: `lower` may leave non-ASCII capitals alone (C locale), `translate` maps both. */
export const foldSql = (expression: SQLWrapper): SQL =>
  sql`translate(lower(${expression}), ${ACCENTED}, ${FOLDED})`

/** `expression` holds `text` (folded on both sides). */
export const foldedContains = (expression: SQLWrapper, text: string): SQL =>
  sql`${foldSql(expression)} like ${containsPattern(text)} escape '\\'`
