import { CREDIT_BLOCK_MSG } from '@contract/creditBlockTexts'
import { connectPurchaseCode } from '@machines/purchase-code'
import { css } from 'styled-system/css'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Spinner } from '@/components/ui/Spinner'
import { toaster } from '@/components/ui/Toaster'
import { CreditBlockNotice } from '@/features/dashboard/CreditBlockNotice'
import { formatCountdown } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import type { PurchaseCodeActorRef } from './purchaseCodeLogic'

const srOnly = css({ srOnly: true })

const bigDigits = css({
  fontFamily: 'mono',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 'bold',
  fontSize: { base: '4xl', sm: '5xl' },
  letterSpacing: '0.2em',
  lineHeight: '1.1',
  color: 'fg',
})

/** Copying is the browser's business, not the machine's: a toast says how it went. */
const copy = async (code: string) => {
  try {
    await navigator.clipboard.writeText(code)
    toaster.success({ title: 'Código copiado' })
  } catch {
    toaster.error({ title: 'No se pudo copiar el código', description: 'Cópialo a mano, por favor.' })
  }
}

/** The customer's user number and purchase code with its countdown. */
export function PurchaseCodeView({
  actorRef,
  userNumber,
}: {
  actorRef: PurchaseCodeActorRef
  userNumber: number | null
}) {
  const api = useConnect(actorRef, connectPurchaseCode)
  const { code, remaining, busy, error, blocked } = api

  if (blocked) {
    // No code for a credit-blocked builder: why, what clears it, and asking again (docs/decisions.md#credit-block).
    return (
      <Card as="section" aria-labelledby="purchase-code-title">
        <Card.Header>
          <Card.Title id="purchase-code-title">Tu código de compra</Card.Title>
        </Card.Header>
        <Card.Body>
          <CreditBlockNotice block={null} message={blocked}>
            <Button size="sm" variant="ghost" {...api.getRetryProps()}>
              {CREDIT_BLOCK_MSG.retry}
            </Button>
          </CreditBlockNotice>
        </Card.Body>
      </Card>
    )
  }

  return (
    <Card as="section" aria-labelledby="purchase-code-title">
      <Card.Header>
        <Card.Title id="purchase-code-title">Tu código de compra</Card.Title>
        <Card.Description>
          Dicta al proveedor tu número de usuario y este código para comprar a crédito. El código sirve para
          una sola compra.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <dl
          className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 2fr' } })}
        >
          <div>
            <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>Número de usuario</dt>
            <dd className={bigDigits}>{userNumber ?? '—'}</dd>
          </div>
          <div>
            <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>Código de compra</dt>
            <dd className={css({ minH: '14', display: 'flex', alignItems: 'center' })}>
              {code ? (
                <span>
                  <span aria-hidden="true" className={bigDigits}>
                    {code}
                  </span>
                  <span className={srOnly}>{api.spokenCode}</span>
                </span>
              ) : busy ? (
                <Spinner size="lg" label={api.busyLabel} />
              ) : (
                <span className={bigDigits}>—</span>
              )}
            </dd>
          </div>
        </dl>
        {code && (
          <p role="timer" className={css({ color: 'fg.muted' })}>
            Vence en{' '}
            <strong className={css({ color: 'fg', fontVariantNumeric: 'tabular-nums' })}>
              {formatCountdown(remaining)}
            </strong>
          </p>
        )}
        {error && (
          <Alert status="error" title="No pudimos generar tu código">
            <p>{error}</p>
            <Button variant="outline" size="sm" className={css({ mt: '2' })} {...api.getRetryProps()}>
              Reintentar
            </Button>
          </Alert>
        )}
      </Card.Body>
      <Card.Footer className={css({ flexDirection: { base: 'column', sm: 'row' } })}>
        <Button variant="outline" {...api.getCopyProps((text) => void copy(text))}>
          Copiar
        </Button>
        <Button loadingText="Generando…" {...api.getRegenerateProps()}>
          Generar nuevo código
        </Button>
      </Card.Footer>
    </Card>
  )
}
