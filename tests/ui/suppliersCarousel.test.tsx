import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { SuppliersCarouselList } from '@/features/purchase-code/SuppliersCarousel'
import { expectNoAxeViolations } from './axe'

const HEADING = 'Compra fiado con todos nuestros proveedores'
const suppliers = [
  { id: 1, business_name: 'Aceros del Norte', logo_url: null },
  { id: 2, business_name: 'Cementos Robles', logo_url: null },
]

/** The carousel's heading goes to the supplier directory (/where-buy), by mouse and by keyboard. */
describe('suppliers carousel heading', () => {
  const renderAt = (props: { loading: boolean; failed: boolean; suppliers: typeof suppliers | null }) => {
    const location = memoryLocation({ path: '/dashboard-customer', record: true })
    render(
      <Router hook={location.hook}>
        <SuppliersCarouselList {...props} onRetry={() => {}} />
      </Router>,
    )
    return location
  }

  it('is a link to /where-buy inside the heading, first in the tab order, followed with Enter', async () => {
    const location = renderAt({ loading: false, failed: false, suppliers })
    const user = userEvent.setup()
    const heading = screen.getByRole('heading', { name: HEADING, level: 2 })
    const link = screen.getByRole('link', { name: HEADING })
    expect(heading).toContainElement(link)
    expect(link).toHaveAttribute('href', '/where-buy')
    await user.tab()
    expect(link).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(location.history.at(-1)).toBe('/where-buy')
    await expectNoAxeViolations()
  })

  it('goes to /where-buy on a click, also while the suppliers load or failed to', async () => {
    for (const state of [
      { loading: true, failed: false, suppliers: null },
      { loading: false, failed: true, suppliers: null },
    ]) {
      const location = renderAt(state)
      await userEvent.setup().click(screen.getByRole('link', { name: HEADING }))
      expect(location.history.at(-1), JSON.stringify(state)).toBe('/where-buy')
      cleanup()
    }
  })
})
