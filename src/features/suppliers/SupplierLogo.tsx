import type { SupplierSummary } from '@contract/sales'
import { css, cx } from 'styled-system/css'
import { SquareImage, type SquareSize, squareBox } from '@/components/ui/SquareImage'
import { initials } from '@/lib/initials'

const initialsBadge = css({
  display: 'grid',
  placeItems: 'center',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.text',
  fontWeight: 'bold',
})

/** A supplier's logo, or the initials of its name in a round badge when it has none. */
export function SupplierLogo({
  supplier,
  size = 12,
}: {
  supplier: Pick<SupplierSummary, 'business_name' | 'logo_url'>
  size?: SquareSize
}) {
  return supplier.logo_url ? (
    <SquareImage src={supplier.logo_url} size={size} />
  ) : (
    <span aria-hidden="true" className={cx(squareBox(size), initialsBadge)}>
      {initials(supplier.business_name)}
    </span>
  )
}
