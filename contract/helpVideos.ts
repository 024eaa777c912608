/**
 * The help videos of /how-to-use (docs/decisions.md#help-videos). One list for both sides: `npm run help-videos`
 * records one scene per caption, in this order, and writes each caption as a WebVTT cue timed to its scene; the
 * help page shows the same captions as the transcript under each video.
 */
export interface HelpVideo {
  /** File stem under /help/: `<slug>.webm`, `<slug>.mp4`, `<slug>.vtt`, `<slug>.jpg` (poster). */
  slug: 'como-comprar' | 'como-pagar'
  title: string
  summary: string
  /** One caption per recorded scene. */
  captions: readonly string[]
}

export const TRANSCRIPT_TITLE = 'Transcripción'
export const HELP_VIDEOS_DIR = '/help'

export const HELP_VIDEOS: readonly HelpVideo[] = [
  {
    slug: 'como-comprar',
    title: 'Cómo comprar',
    summary: 'Compra a crédito en el mostrador con tu número de usuario y un código de compra.',
    captions: [
      'Entra a Obrafiado con tu correo y tu contraseña.',
      'En Inicio ves tu crédito disponible para comprar con nuestros proveedores.',
      'Para comprar, abre el menú y elige «Nueva compra».',
      'Ahí están tu número de usuario y tu código de compra de 6 dígitos. El código vale 5 minutos y sirve para una sola compra.',
      'En el mostrador, el proveedor escribe tu número de usuario y el código que le dictas.',
      'Después escribe el monto, el plazo en días y una referencia de la compra.',
      'Revisa los datos con el proveedor y confirma la compra.',
      '¡Listo! La compra queda registrada y se descuenta de tu crédito disponible.',
      'En «Compras» ves cada compra con su fecha de vencimiento.',
    ],
  },
  {
    slug: 'como-pagar',
    title: 'Cómo pagar',
    summary: 'Paga por transferencia SPEI y sube tu comprobante para que el proveedor lo confirme.',
    captions: [
      'En «Compras» busca la compra que quieres pagar y abre sus acciones.',
      'Elige «Pagar»: verás la CLABE del proveedor para hacer tu transferencia SPEI.',
      'Haz la transferencia desde tu banco y sube el comprobante, en imagen o PDF.',
      'Envía el comprobante. El pago queda por confirmar hasta que el proveedor lo revise.',
      'El proveedor revisa el comprobante y confirma el pago.',
      'Al confirmarse el pago, tu crédito disponible vuelve a crecer.',
    ],
  },
]
