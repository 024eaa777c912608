import { inArray } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { resources } from '../db/schema'
import { PRIVACY_NOTICE, TERMS_AND_CONDITIONS } from '../domain/resources/legal-texts'
import { type Guide, renderGuide } from '../domain/resources/pdf'
import { insertResource, resourceFileName } from '../domain/resources/resources'
import { storeFile } from '../files/stored-files'

const SUPPLIER_GUIDE: Guide = {
  title: 'Guía para proveedores',
  subtitle: 'Cómo vender a crédito, cobrar y dar seguimiento a tus clientes en Obrafiado',
  edition: '2025-03-01',
  sections: [
    {
      heading: 'Antes de empezar',
      paragraphs: [
        'Con Obrafiado vendes material de construcción a crédito a constructoras evaluadas por la plataforma. Tú entregas el material; el cliente paga en el plazo acordado y tú confirmas el pago. El administrador del proveedor ve el inicio, las ventas, los clientes y el perfil; los vendedores registran ventas desde el mostrador.',
      ],
      bullets: [
        'Revisa en Perfil tus datos del negocio y registra tus cuentas bancarias (la CLABE de 18 dígitos se valida al guardarla).',
        'Comparte tu enlace de registro (Registrar mis clientes) con los clientes que quieras invitar: su solicitud llega a Obrafiado con tu código de referencia.',
      ],
    },
    {
      heading: 'Registrar una venta (Nueva venta)',
      bullets: [
        'Pide al cliente su número de usuario y su código de compra. El código tiene 6 dígitos, vale 5 minutos y sirve para una sola compra; el cliente lo genera en su teléfono en Nueva compra.',
        'Al escribir el número de usuario verás la razón social, el RFC y el crédito disponible del cliente. Comprueba que sea quien tienes enfrente.',
        'Captura el monto, el plazo en días y una referencia (tu número de nota o pedido, hasta 255 caracteres). Si entregas en obra, agrega la dirección de entrega.',
        'Revisa el resumen, activa "He verificado la información" y confirma. Si la venta es rechazada verás el motivo (por ejemplo, crédito insuficiente o código vencido) y podrás corregirla con "Editar compra".',
        'Si tu cliente te compartió un código compartido, úsalo en lugar del código de 6 dígitos: es un código de larga duración solo para ti, que el cliente puede desactivar.',
      ],
    },
    {
      heading: 'Líneas de crédito reservadas',
      paragraphs: [
        'Para un pedido grande o una obra con entregas parciales puedes reservar parte del crédito del cliente por unos días (con su código). Las ventas sobre la línea toman de lo reservado; al desactivarla o al vencer, lo que no se usó regresa al crédito del cliente.',
      ],
    },
    {
      heading: 'Cobrar: pagos, confirmaciones y facturas',
      bullets: [
        'El cliente paga por transferencia SPEI y reporta el pago con su comprobante. La venta pasa a "A confirmar": revisa tu cuenta y usa Confirmar o Rechazar. Confirmar libera el crédito del cliente.',
        'Si el cliente te pagó por otro medio, usa "Informar pago" para marcar la venta como pagada.',
        'Adjunta la factura (PDF o XML) de cada venta pendiente; debe subirse dentro de los 3 días siguientes a su emisión.',
        'Cada lunes recibes por correo el total a cobrar en la semana; el Estado de cuenta lo muestra de lunes a domingo y se puede exportar a Excel.',
      ],
    },
    {
      heading: 'Plazos, extensiones y vencimientos',
      bullets: [
        'El cliente puede pedir una extensión de plazo; tú la aceptas o la rechazas. También puedes extender el plazo por tu cuenta desde la venta.',
        'Una venta no pagada a tiempo queda vencida y al cliente se le muestra la penalización que definiste en tus condiciones (un porcentaje del capital pendiente).',
        'Si una venta vencida no se paga, usa "Reportar impago": el cliente no podrá comprar hasta regularizarse. Una venta vencida que no se reporta en 30 días queda como no reportada.',
      ],
    },
    {
      heading: 'Consejos',
      bullets: [
        'Nunca aceptes un código dictado por alguien que no sea el cliente o su comprador autorizado.',
        'Usa referencias claras: te ayudarán a conciliar pagos y a responder dudas del cliente.',
        'En el Inicio verás tus ventas por estado y, si participas en el directorio, cuántos compradores vieron tu ficha o te escribieron por WhatsApp.',
      ],
    },
  ],
}

const BUYER_GUIDE: Guide = {
  title: 'Guía para compradores',
  subtitle: 'Cómo comprar material a crédito, pagar a tiempo y organizar tus obras en Obrafiado',
  edition: '2025-03-01',
  sections: [
    {
      heading: 'Tu crédito',
      paragraphs: [
        'Cuando Obrafiado aprueba tu solicitud recibes un límite de crédito, un límite por compra y un plazo máximo en días. En el Inicio ves tu crédito disponible: baja con cada compra y se recupera cuando el proveedor confirma tu pago. Si necesitas más, usa "¿Necesitas más crédito?".',
      ],
    },
    {
      heading: 'Comprar con tu código (Nueva compra)',
      bullets: [
        'Genera tu código de compra: 6 dígitos, válido por 5 minutos y para una sola compra. Dáselo al proveedor junto con tu número de usuario, que aparece en la misma pantalla.',
        'Cuando el contador llega a cero se genera un código nuevo; cada código nuevo sustituye al anterior. Tras 5 intentos fallidos el código deja de servir.',
        'No compartas tu código por mensaje con desconocidos: quien lo tenga puede comprar a tu nombre durante esos 5 minutos.',
        'Con un proveedor de confianza puedes activar un código compartido, que no vence y solo sirve con ese proveedor; desactívalo cuando quieras.',
        'Puedes asignar la compra a uno de tus proyectos antes de dar el código.',
      ],
    },
    {
      heading: 'Dónde comprar',
      paragraphs: [
        'En ¿Donde comprar? encuentras a los proveedores que venden con Obrafiado, por estado y ciudad, con su ubicación y un botón para cotizar por WhatsApp. Si conoces a un proveedor que todavía no está, recomiéndalo desde la misma pantalla.',
      ],
    },
    {
      heading: 'Pagar tus compras',
      bullets: [
        'Cada compra muestra su fecha de vencimiento. Paga por transferencia SPEI a la cuenta que aparece al elegir Pagar y adjunta tu comprobante (JPG, PNG o PDF de hasta 12 MB).',
        'El pago queda "A confirmar" hasta que el proveedor lo revise. Si lo rechaza, revisa el motivo y vuelve a reportarlo con el comprobante correcto.',
        'Cada lunes te llega por correo el total a pagar en la semana, con un enlace a tu estado de cuenta; desde ahí puedes descargarlo en Excel.',
      ],
    },
    {
      heading: 'Si no llegas a tiempo',
      bullets: [
        'Antes del vencimiento puedes solicitar una extensión de plazo; el proveedor decide si la acepta.',
        'Una compra vencida genera una penalización (un porcentaje del capital pendiente que fija cada proveedor), que verás en el monto a pagar mientras siga sin pagarse.',
        'Si el proveedor reporta el impago no podrás hacer nuevas compras hasta pagar. Paga cuanto antes y conserva tus comprobantes.',
      ],
    },
    {
      heading: 'Proyectos y cotizaciones',
      paragraphs: [
        'En Proyectos organiza tus compras por obra, con presupuesto, tipo y fase, y ve cuánto llevas gastado. Desde un proyecto puedes pedir cotizaciones de material: los proveedores responden con un PDF que verás en la misma pantalla.',
      ],
    },
    {
      heading: 'Tu equipo',
      paragraphs: [
        'El administrador del cliente puede crear usuarios compradores para su equipo de obra. Cada usuario tiene su propio número y sus propios códigos, y todas sus compras usan el crédito de la empresa.',
      ],
    },
  ],
}

/** The demo's resources, in the order /recursos lists them. */
export const DEMO_RESOURCES: { guide: Guide; description: string }[] = [
  {
    guide: SUPPLIER_GUIDE,
    description:
      'Cómo registrar ventas a crédito con el código del cliente, confirmar pagos, adjuntar facturas y manejar plazos y vencimientos.',
  },
  {
    guide: BUYER_GUIDE,
    description:
      'Cómo generar tu código de compra, pagar por SPEI con comprobante, pedir extensiones de plazo y organizar tus obras.',
  },
  {
    guide: TERMS_AND_CONDITIONS,
    description: 'Las condiciones de uso de Obrafiado para proveedores y compradores.',
  },
  {
    guide: PRIVACY_NOTICE,
    description: 'Cómo tratamos y protegemos tus datos personales, y cómo ejercer tus derechos ARCO.',
  },
]

/**
 * Publishes the demo guides as resources (PDFs made with pdfkit, the same bytes on every machine), after the
 * seed's transaction (the file store writes to disk). A guide already published under its name is left as
 * it is; returns how many it added.
 */
export async function seedDemoResources(db: Db, config: Pick<Config, 'dataDir'>): Promise<number> {
  const names = DEMO_RESOURCES.map((r) => r.guide.title)
  const existing = new Set(
    (await db.select({ name: resources.name }).from(resources).where(inArray(resources.name, names))).map(
      (r) => r.name,
    ),
  )
  let added = 0
  for (const { guide, description } of DEMO_RESOURCES) {
    if (existing.has(guide.title)) continue
    const fileId = await storeFile(db, config, {
      bytes: await renderGuide(guide),
      originalName: resourceFileName(guide.title),
      purpose: 'resource',
      accept: ['pdf'],
    })
    await insertResource(db, { name: guide.title, description, fileId })
    added++
  }
  return added
}
