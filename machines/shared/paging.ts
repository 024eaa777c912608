/**
 * A pager's page change loads only another page among those there are: a whole number from 1 to the last
 * page, not the page shown. Without an answer yet there is one page.
 */
export const isAnotherPage = (page: number, shown: number, lastPage: number): boolean =>
  Number.isInteger(page) && page >= 1 && page <= lastPage && page !== shown
