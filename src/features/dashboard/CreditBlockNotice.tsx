import type { CreditBlock } from '@contract/creditBlock'
import { CREDIT_BLOCK_LINK, CREDIT_BLOCK_MSG } from '@contract/creditBlockTexts'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { formatMoney } from '@/lib/format'

const list = css({ display: 'grid', gap: '1', listStyleType: 'disc', pl: '5', my: '2' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' })

/**
 * 'Tu crédito está bloqueado' (docs/decisions.md#credit-block): that the builder cannot buy on credit, why
 * (who reported which purchases, how much is owed), what clears it and what it will have available then,
 * and the link to the reported purchases. `block` is the resume's credit_block; without it (the purchase
 * code's 403) only the server's message, what clears it and the link show. `children`: extra actions.
 */
export function CreditBlockNotice({
  block,
  message = CREDIT_BLOCK_MSG.cannotBuy,
  children,
}: {
  block: CreditBlock | null
  message?: string
  children?: ReactNode
}) {
  return (
    <Alert status="error" title={CREDIT_BLOCK_MSG.title} aria-label={CREDIT_BLOCK_MSG.title}>
      <p className={css({ fontWeight: 'semibold' })}>{message}</p>
      {block && (
        <>
          <p>{CREDIT_BLOCK_MSG.why(block.purchases.map((p) => p.supplier_business_name))}</p>
          <ul className={list} aria-label={CREDIT_BLOCK_MSG.purchasesLabel}>
            {block.purchases.map((p) => (
              <li key={p.id}>
                {CREDIT_BLOCK_MSG.purchase(p.id, p.supplier_business_name, formatMoney(p.amount_pending))}
              </li>
            ))}
            {block.purchases_total > block.purchases.length && (
              <li>{CREDIT_BLOCK_MSG.more(block.purchases_total - block.purchases.length)}</li>
            )}
          </ul>
          {block.purchases_total > 1 && <p>{CREDIT_BLOCK_MSG.owed(formatMoney(block.amount_pending))}</p>}
        </>
      )}
      <p>{CREDIT_BLOCK_MSG.clears}</p>
      {block && <p>{CREDIT_BLOCK_MSG.whenCleared(formatMoney(block.amount_available_when_cleared))}</p>}
      <div className={actions}>
        <Button asChild size="sm" variant="outline">
          <Link href={CREDIT_BLOCK_LINK}>{CREDIT_BLOCK_MSG.link}</Link>
        </Button>
        {children}
      </div>
    </Alert>
  )
}
