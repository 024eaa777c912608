import { useId } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { TextLink } from '@/components/ui/Link'

export const TUTORIAL_TITLE = '¿Cómo comprar fiado?'
/** To the help videos of /how-to-use. */
export const HELP_LINK = 'Ver los videos de ayuda'
/** Where the opener points its aria-controls. */
export const TUTORIAL_ID = 'buy-tutorial'

export const TUTORIAL_STEPS = [
  'Entra a Nueva compra: ahí están tu número de usuario y tu código de compra.',
  'En la tienda, dale al proveedor tu número de usuario y el código de 6 dígitos. El código dura 5 minutos; si vence, se genera otro.',
  'El proveedor registra la venta y tu compra aparece aquí, con su fecha de vencimiento.',
  'Paga antes de que venza con el botón Pagar y sube tu comprobante. Si necesitas más tiempo, pide una extensión con Extender.',
]

/**
 * The buy tutorial (customers, once per browser; docs/decisions.md#dashboards): a card under the heading, not
 * a modal, so a builder who came to pay is not stopped and the dashboard loads no dialog code for it. The
 * 'Ver cómo comprar' button above discloses it again.
 */
export function BuyTutorial({ onClose: close }: { onClose: () => void }) {
  const titleId = useId()
  return (
    <Card as="section" id={TUTORIAL_ID} aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title id={titleId}>{TUTORIAL_TITLE}</Card.Title>
        <Card.Description>
          Compra a crédito con todos nuestros proveedores usando tu código de compra.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <ol className={css({ display: 'grid', gap: '3', listStyleType: 'decimal', pl: '5' })}>
          {TUTORIAL_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          <TextLink asChild>
            <Link href="/how-to-use" onClick={close}>
              {HELP_LINK}
            </Link>
          </TextLink>
        </p>
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="outline">
          <Link href="/token" onClick={close}>
            Ir a Nueva compra
          </Link>
        </Button>
        <Button onClick={close}>Entendido</Button>
      </Card.Footer>
    </Card>
  )
}
