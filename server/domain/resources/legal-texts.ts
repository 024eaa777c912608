import type { Guide } from './pdf'

/**
 * The built-in terms and privacy notice (docs/decisions.md#resources): what the registration opt-ins link to
 * while the operator has not published a resource with the same name, and what the demo seed publishes. The
 * rules described here are the ones the platform enforces (docs/decisions.md): keep them in step.
 */

export const TERMS_AND_CONDITIONS: Guide = {
  title: 'Términos y condiciones',
  subtitle: 'Condiciones de uso de la plataforma Obrafiado para proveedores y compradores',
  edition: '2025-03-01',
  sections: [
    {
      heading: 'Qué es Obrafiado',
      paragraphs: [
        'Obrafiado es una plataforma en línea que permite a proveedores de materiales de construcción vender a crédito a constructoras y compradores de la obra ("compradores"). Obrafiado evalúa a cada comprador, le asigna una línea de crédito y registra cada compra, su plazo y su pago. Los importes se expresan en pesos mexicanos (MXN).',
        'Al registrarte y marcar la casilla de aceptación aceptas estos términos. Si actúas en nombre de una empresa, declaras que tienes facultades para obligarla.',
      ],
    },
    {
      heading: 'Registro y evaluación',
      bullets: [
        'La solicitud pide los datos del negocio, del representante legal y de los usuarios, además de los documentos que se indican en el formulario (identificación oficial, constancia de situación fiscal, comprobante de domicilio, acta constitutiva en el caso de personas morales y los estados de cuenta bancarios de los tres meses anteriores).',
        'Obrafiado evalúa cada solicitud y puede aprobarla, con un límite de crédito, un límite por compra y un plazo máximo, o rechazarla indicando el motivo. La evaluación toma normalmente hasta 48 horas hábiles.',
        'La información que entregas debe ser verdadera y estar vigente. Los documentos no deben tener más de tres meses de antigüedad.',
      ],
    },
    {
      heading: 'Cuentas y seguridad',
      bullets: [
        'Cada usuario entra con su correo y una contraseña de al menos 8 caracteres, con una mayúscula y un número. No compartas tu contraseña.',
        'Eres responsable de lo que se haga con tus usuarios. Si sospechas de un uso indebido, cambia tu contraseña y avísanos de inmediato.',
      ],
    },
    {
      heading: 'Compras a crédito y códigos de compra',
      paragraphs: [
        'Para comprar a crédito el comprador genera en la plataforma un código de compra de 6 dígitos, válido por 5 minutos y para una sola compra, y se lo da al proveedor junto con su número de usuario. Un código nuevo sustituye al anterior; tras 5 intentos fallidos el código deja de servir. Un código compartido es un código de larga duración para un solo proveedor, que el comprador puede desactivar cuando quiera.',
        'Cada compra debe respetar el crédito disponible, el límite por compra y el plazo máximo del comprador. Un comprador con un impago reportado no puede hacer nuevas compras hasta regularizarse.',
      ],
    },
    {
      heading: 'Pagos',
      bullets: [
        'El comprador paga cada compra por transferencia SPEI a la cuenta indicada en la plataforma y reporta el pago adjuntando el comprobante (JPG, PNG o PDF de hasta 12 MB).',
        'El proveedor confirma o rechaza el pago reportado. Un pago confirmado libera el crédito correspondiente; un pago rechazado vuelve a quedar pendiente para que el comprador lo reporte de nuevo.',
        'El estado de cuenta semanal muestra, de lunes a domingo, lo que vence en la semana.',
      ],
    },
    {
      heading: 'Plazos, extensiones y penalizaciones',
      bullets: [
        'El plazo de cada compra se cuenta en días naturales desde la fecha de compra; la fecha de vencimiento se muestra en cada compra. Las fechas se calculan con la hora de la Ciudad de México.',
        'El comprador puede solicitar una extensión de plazo y el proveedor puede aceptarla, rechazarla o extender el plazo por su cuenta.',
        'Una compra vencida y no pagada genera una penalización igual al capital pendiente multiplicado por el porcentaje de penalización del proveedor, que se muestra al comprador mientras la compra siga sin pagarse.',
        'Si una compra vencida no se paga, el proveedor puede reportar el impago. Una compra vencida que no se reporta en 30 días queda como no reportada.',
      ],
    },
    {
      heading: 'Obligaciones de los proveedores',
      bullets: [
        'Registrar cada venta con los datos correctos del comprador, el importe, el plazo y la referencia, y entregar el material acordado.',
        'Adjuntar la factura de la venta dentro de los 3 días siguientes a su emisión.',
        'Mantener actualizadas sus cuentas bancarias y sus condiciones comerciales.',
      ],
    },
    {
      heading: 'Uso aceptable y responsabilidad',
      paragraphs: [
        'No está permitido usar la plataforma para operaciones ficticias, suplantar a otra persona, intentar adivinar códigos o acceder a información de otros negocios. Obrafiado puede suspender una cuenta que incumpla estos términos.',
        'Obrafiado no es parte de la compraventa del material: la calidad, la entrega y las garantías del material son responsabilidad del proveedor.',
      ],
    },
    {
      heading: 'Cambios, contacto y ley aplicable',
      paragraphs: [
        'Podemos actualizar estos términos; publicaremos la versión vigente en la sección Recursos y te avisaremos de los cambios importantes. Para dudas escríbenos a soporte@obrafiado.mx.',
        'Estos términos se rigen por las leyes de los Estados Unidos Mexicanos. Para cualquier controversia las partes se someten a los tribunales competentes de la Ciudad de México.',
      ],
    },
  ],
}

export const PRIVACY_NOTICE: Guide = {
  title: 'Aviso de privacidad',
  subtitle:
    'Aviso de privacidad integral conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP)',
  edition: '2025-03-01',
  sections: [
    {
      heading: 'Responsable',
      paragraphs: [
        'Obrafiado ("Obrafiado", "nosotros") es responsable del tratamiento de los datos personales que nos proporcionas al registrarte y al usar la plataforma. Para cualquier asunto relacionado con tus datos personales puedes escribir a privacidad@obrafiado.mx.',
      ],
    },
    {
      heading: 'Datos personales que tratamos',
      bullets: [
        'De identificación y contacto: nombre, apellidos, correo electrónico y teléfono del contacto, del representante legal y de los usuarios.',
        'Del negocio: razón social, RFC, domicilio fiscal, figura jurídica y, en su caso, acta constitutiva.',
        'Patrimoniales y financieros: estados de cuenta bancarios de los tres meses anteriores, crédito solicitado, línea de crédito asignada, compras, pagos, comprobantes de pago y cuentas bancarias (CLABE) de los proveedores.',
        'Documentos: identificación oficial del representante legal, constancia de situación fiscal y comprobante de domicilio.',
        'De uso: registros de acceso e interacciones con la plataforma necesarios para su seguridad.',
      ],
      closing: [
        'No tratamos datos personales sensibles. Los datos patrimoniales y financieros se tratan con tu consentimiento expreso, que otorgas al marcar la casilla de aceptación de este aviso.',
      ],
    },
    {
      heading: 'Finalidades',
      paragraphs: [
        'Finalidades necesarias para la relación con nosotros: verificar tu identidad y la de tu negocio; evaluar tu solicitud y asignar una línea de crédito; registrar compras, pagos, plazos y extensiones; enviarte códigos de compra, estados de cuenta y avisos de la plataforma; prevenir fraudes y cumplir obligaciones legales.',
        'Finalidades adicionales: enviarte información sobre proveedores, programas de recompensas y mejoras de la plataforma. Puedes negarte a ellas en cualquier momento escribiendo a privacidad@obrafiado.mx, sin que ello afecte el servicio.',
      ],
    },
    {
      heading: 'Transferencias',
      paragraphs: [
        'Compartimos con el proveedor con quien compras los datos necesarios para cada operación (razón social, RFC, crédito disponible, compras y pagos). Podemos transferir datos a entidades que financien compras cuando el proveedor solicite factoraje, y a autoridades cuando la ley lo exija. Las transferencias que requieren tu consentimiento se harán solo si lo otorgas.',
        'Usamos proveedores de servicios (alojamiento, correo electrónico) que tratan los datos por nuestra cuenta y bajo nuestras instrucciones.',
      ],
    },
    {
      heading: 'Derechos ARCO y revocación del consentimiento',
      paragraphs: [
        'Tienes derecho a acceder a tus datos, rectificarlos, cancelarlos u oponerte a su tratamiento (derechos ARCO), así como a revocar tu consentimiento. Envía tu solicitud a privacidad@obrafiado.mx con tu nombre, un medio para responderte, una copia de tu identificación, la descripción clara de los datos y del derecho que quieres ejercer y, en su caso, los documentos que la sustenten.',
        'Te responderemos en un máximo de 20 días hábiles y, si procede, la haremos efectiva dentro de los 15 días hábiles siguientes. Algunos datos deben conservarse por obligaciones legales o mientras existan compras o pagos pendientes.',
      ],
    },
    {
      heading: 'Seguridad y conservación',
      paragraphs: [
        'Protegemos tus datos con medidas administrativas, técnicas y físicas: las contraseñas y los códigos se guardan cifrados, los documentos se almacenan fuera de cualquier carpeta pública y solo se descargan mediante enlaces temporales. Conservamos los datos mientras dure la relación y durante los plazos que exijan las leyes fiscales y mercantiles.',
      ],
    },
    {
      heading: 'Cookies y almacenamiento local',
      paragraphs: [
        'La plataforma guarda en tu navegador el token de tu sesión y algunas preferencias (por ejemplo, el vendedor o el proyecto seleccionado). No usamos cookies de publicidad.',
      ],
    },
    {
      heading: 'Cambios a este aviso',
      paragraphs: [
        'Publicaremos cualquier cambio a este aviso en la sección Recursos de la plataforma. Si consideras que tu derecho a la protección de datos personales ha sido vulnerado, puedes acudir a la autoridad competente en la materia.',
      ],
    },
  ],
}

/** The built-in version of each legal document, by its key (contract/resourceTexts.ts LEGAL_DOCUMENTS). */
export const BUILT_IN_LEGAL = { terms: TERMS_AND_CONDITIONS, privacy: PRIVACY_NOTICE } as const
