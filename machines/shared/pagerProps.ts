/** What a list's pager needs (the props of `Pagination` in src/components/ui). */
export interface PagerProps {
  page: number
  total: number
  pageSize: number
  onPageChange: (page: number) => void
}

/**
 * The pager of a page of a paged list (`total` and `per_page` as the API gives them), or null while there is no
 * page or everything fits on one: paging shows only when the total exceeds the page size.
 */
export const pagerProps = (
  result: { total: number; per_page: number } | null,
  page: number,
  onPageChange: (page: number) => void,
): PagerProps | null =>
  result && result.total > result.per_page
    ? { page, total: result.total, pageSize: result.per_page, onPageChange }
    : null
