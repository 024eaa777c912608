import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { TextLink } from '@/components/ui/Link'

export const TUTORIAL_TITLE = '¿Cómo comprar fiado?'
/** To the help videos of /how-to-use. */
export const HELP_LINK = 'Ver los videos de ayuda'

export const TUTORIAL_STEPS = [
  'Entra a Nueva compra: ahí están tu número de usuario y tu código de compra.',
  'En la tienda, dale al proveedor tu número de usuario y el código de 6 dígitos. El código dura 5 minutos; si vence, se genera otro.',
  'El proveedor registra la venta y tu compra aparece aquí, con su fecha de vencimiento.',
  'Paga antes de que venza con el botón Pagar y sube tu comprobante. Si necesitas más tiempo, pide una extensión con Extender.',
]

/**
 * The buy tutorial (customers, once per browser; docs/decisions.md#dashboards). Its own lazy chunk:
 * mounted only while the machine shows it.
 */
export default function BuyTutorial({ onClose: close }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && close()}
      title={TUTORIAL_TITLE}
      description="Compra a crédito con todos nuestros proveedores usando tu código de compra."
      footer={
        <>
          <Button asChild variant="outline">
            <Link href="/token" onClick={close}>
              Ir a Nueva compra
            </Link>
          </Button>
          <Button onClick={close}>Entendido</Button>
        </>
      }
    >
      <ol className={css({ display: 'grid', gap: '3', listStyleType: 'decimal', pl: '5' })}>
        {TUTORIAL_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={css({ mt: '4' })}>
        <TextLink asChild>
          <Link href="/how-to-use" onClick={close}>
            {HELP_LINK}
          </Link>
        </TextLink>
      </p>
    </Dialog>
  )
}
