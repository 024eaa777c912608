/**
 * Accented letters and what they fold to: searches ignore case and accents ("credito" finds "Crédito").
 * Shared by the searches (domain/counterparts.ts) and the directory's stored folded name (schema.ts).
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
