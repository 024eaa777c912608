/**
 * The envelope of every paged list (contract/http.ts pageSchema): pages count from 1 and there is always at
 * least one, so a page past the last answers empty data with the real totals.
 */
export type Page<T> = { data: T[]; current_page: number; last_page: number; total: number; per_page: number }

export const pageOf = <T>(data: T[], page: number, perPage: number, total: number): Page<T> => ({
  data,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  total,
  per_page: perPage,
})

/** The rows of one page of a list already counted: `read(limit, offset)` is not called past the last page. */
export async function readCountedPage<T>(
  total: number,
  page: number,
  perPage: number,
  read: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const empty = pageOf<T>([], page, perPage, total)
  return page > empty.last_page
    ? empty
    : pageOf(await read(perPage, (page - 1) * perPage), page, perPage, total)
}
