import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'

/** The pager offers a button for each whole page from 1 to the last: only those can be asked for. */
export const pageOffered = (page: number, lastPage: number): boolean =>
  Number.isInteger(page) && page >= 1 && page <= lastPage

/**
 * A person asking for `page`: the pager's button for it, which is there for each page from 1 to `lastPage`;
 * a page beyond the last, none or half of one has no button (the walk asserts it and sends nothing).
 */
export async function clickPage(page: number, lastPage: number): Promise<void> {
  const name = new RegExp(`^Página ${String(page).replace('.', '\\.')}\\b`)
  if (pageOffered(page, lastPage)) await userEvent.setup().click(screen.getByRole('button', { name }))
  else expect(screen.queryByRole('button', { name })).toBeNull()
}
