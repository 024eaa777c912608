import { connectCheckout } from '@machines/checkout'
import { css } from 'styled-system/css'
import { CenteredPage } from '@/components/layout/CenteredPage'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { Spinner } from '@/components/ui/Spinner'
import { formatMoney } from '@/lib/format'
import { useConnect } from '@/lib/useConnect'
import type { CheckoutActorRef } from './checkoutLogic'

const linkStyle = css({ color: 'accent.text', textDecoration: 'underline', fontWeight: 'medium' })

/** A check mark drawn once; still (already drawn) for people who prefer reduced motion. */
function SuccessMark() {
  return (
    <svg
      viewBox="0 0 52 52"
      aria-hidden="true"
      focusable="false"
      className={css({
        w: '24',
        h: '24',
        color: 'success',
        mx: 'auto',
        animation: 'scaleIn 0.3s ease-out',
        '& circle': {
          strokeDasharray: '151',
          strokeDashoffset: '151',
          animation: 'drawStroke 0.6s ease-out forwards',
        },
        '& path': {
          strokeDasharray: '36',
          strokeDashoffset: '36',
          animation: 'drawStroke 0.35s 0.55s ease-out forwards',
        },
        _motionReduce: {
          animation: 'none',
          '& circle, & path': { animation: 'none', strokeDashoffset: '0' },
        },
      })}
    >
      <circle cx="26" cy="26" r="24" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d="M15 27 l7 7 l15 -16"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function CheckoutView({ actorRef }: { actorRef: CheckoutActorRef }) {
  const api = useConnect(actorRef, connectCheckout)
  const { details, loading, detailsError, payError, paid, showsDetailText, redirecting, notice } = api

  if (paid) {
    return (
      <CenteredPage>
        <div role="status" className={css({ display: 'grid', gap: '3', textAlign: 'center' })}>
          <SuccessMark />
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>¡Compra confirmada!</h1>
          {notice && <p>{notice}</p>}
          {showsDetailText && (
            <p className={css({ color: 'fg.muted' })}>
              Tu compra fue registrada. Te llevaremos de regreso a la tienda.
            </p>
          )}
        </div>
        {redirecting && details && (
          <p className={css({ textAlign: 'center', fontSize: 'sm' })}>
            Redirigiendo… Si no pasa nada,{' '}
            <a href={details.redirect_url} className={linkStyle}>
              vuelve a la tienda
            </a>
            .
          </p>
        )}
      </CenteredPage>
    )
  }

  return (
    <CenteredPage>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Confirmar compra</h1>
      {loading && <Spinner size="lg" label="Cargando los datos de la compra" />}
      {detailsError && (
        <Alert status="error" title="No pudimos cargar la compra">
          <p>{detailsError}</p>
          <Button variant="outline" size="sm" className={css({ mt: '2' })} {...api.getReloadProps()}>
            Reintentar
          </Button>
        </Alert>
      )}
      {details && (
        <>
          <p className={css({ color: 'fg.muted' })}>
            Revisa los datos y confirma para pagar con tu crédito Obrafiado.
          </p>
          <dl
            className={css({
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: '4',
              rowGap: '2',
              '& dt': { color: 'fg.muted' },
              '& dd': { fontWeight: 'medium', textAlign: 'end', overflowWrap: 'anywhere' },
            })}
          >
            <dt>Proveedor</dt>
            <dd>{details.supplier_name}</dd>
            <dt>Monto</dt>
            <dd>{formatMoney(details.amount)}</dd>
            <dt>Plazo</dt>
            <dd>{details.term === 1 ? '1 día' : `${details.term} días`}</dd>
            <dt>Código de pago</dt>
            <dd className={css({ fontFamily: 'mono' })}>{details.payment_code}</dd>
          </dl>
          {payError && (
            <Alert status="error" title="No se confirmó la compra">
              {payError}
            </Alert>
          )}
          <Button fullWidth loadingText="Confirmando…" {...api.getConfirmProps()}>
            {api.confirmLabel}
          </Button>
          {payError && (
            <p className={css({ textAlign: 'center', fontSize: 'sm' })}>
              <a href={details.redirect_url} className={linkStyle}>
                Volver a la tienda
              </a>
            </p>
          )}
        </>
      )}
    </CenteredPage>
  )
}
