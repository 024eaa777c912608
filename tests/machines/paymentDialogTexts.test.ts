import { DIALOGS, type DialogKind, formFieldErrorsOf } from '@machines/payment-dialog'
import { describe, expect, it } from 'vitest'

/**
 * What each payment dialog says when it is done or fails, as the spec writes it: the server's words when it sends
 * some, else the kind's own text; a lost answer the connection's text. Written out per kind (not read from the
 * definitions), so a changed fallback or a dropped server message fails here.
 */
const DONE = 'Operación completada exitosamente'
const FAILED = 'Ha ocurrido un error. Por favor, inténtelo de nuevo.'
const GENERIC = 'Ocurrio un error'
const CONNECTION = 'Error de conexión. Inténtalo nuevamente.'

type Texts = {
  /** Shown after a success without a message of the server's (or always, for the kinds that keep their own). */
  done: string
  /** Whether a success shows the server's own message. */
  serverDone: boolean
  /** Shown after a refusal without a message, a 5xx, or anything that is not an answer. */
  failed: string
  /** What a 422 with the server's message shows: its message, unless the kind has its own text for a 422. */
  refused: string | null
}
const SERVER = 'Listo, ya quedó.'
const REFUSAL = 'El pago ya está procesado'

const TEXTS: Record<DialogKind, Texts> = {
  confirm: { done: DONE, serverDone: true, failed: FAILED, refused: null },
  reject: { done: DONE, serverDone: true, failed: FAILED, refused: null },
  reportNonPayment: { done: DONE, serverDone: true, failed: FAILED, refused: null },
  requestFactoring: { done: DONE, serverDone: true, failed: FAILED, refused: null },
  handleExtension: { done: DONE, serverDone: true, failed: FAILED, refused: null },
  pay: { done: DONE, serverDone: true, failed: FAILED, refused: null },
  informPayment: { done: DONE, serverDone: true, failed: FAILED, refused: null },
  attachInvoice: {
    done: 'Factura adjunta con exito.',
    serverDone: false,
    failed: GENERIC,
    refused: 'Debe cargar un archivo',
  },
  extendTerm: { done: DONE, serverDone: true, failed: FAILED, refused: null },
  requestExtendTerm: { done: DONE, serverDone: true, failed: FAILED, refused: null },
  edit: { done: DONE, serverDone: true, failed: FAILED, refused: null },
  assignProject: { done: DONE, serverDone: true, failed: GENERIC, refused: null },
  projectForm: {
    done: DONE,
    serverDone: true,
    failed: 'Ocurrio un error al crear el proyecto',
    refused: null,
  },
  export: {
    done: 'Exportación exitosa.',
    serverDone: false,
    failed: 'Error en la exportación',
    refused: null,
  },
  customersReport: {
    done: 'Reporte generado con éxito.',
    serverDone: false,
    failed: 'Error al generar el reporte',
    refused: null,
  },
  createBuyer: { done: 'Usuario registrado', serverDone: false, failed: GENERIC, refused: null },
  creditExtension: { done: DONE, serverDone: true, failed: FAILED, refused: null },
}

describe('payment dialogs: what a success or a failure says', () => {
  const kinds = Object.keys(DIALOGS) as DialogKind[]

  it('every kind is in the table', () => expect(kinds.sort()).toEqual(Object.keys(TEXTS).sort()))

  it.each(kinds)('%s: a success', (kind) => {
    const { successText } = DIALOGS[kind]
    const { done, serverDone } = TEXTS[kind]
    expect(successText({ success: true, msg: SERVER })).toBe(serverDone ? SERVER : done)
    // No words from the server, or only blanks: the kind's own text.
    expect(successText({ success: true, msg: null })).toBe(done)
    expect(successText({ success: true, msg: '' })).toBe(done)
    expect(successText({ success: true, msg: '   ' })).toBe(done)
  })

  it.each(kinds)('%s: a failure', (kind) => {
    const { failureText } = DIALOGS[kind]
    const { failed, refused } = TEXTS[kind]
    expect(failureText({ kind: 'http', status: 422, msg: REFUSAL })).toBe(refused ?? REFUSAL)
    expect(failureText({ kind: 'http', status: 500 })).toBe(failed)
    expect(failureText({ kind: 'network' })).toBe(CONNECTION)
    // A refusal answered 200 {success: false}: its message, else (none, or blanks) the kind's text.
    expect(failureText({ success: false, msg: REFUSAL })).toBe(REFUSAL)
    expect(failureText({ success: false, msg: '   ' })).toBe(failed)
    expect(failureText({ success: false, msg: null })).toBe(failed)
    // Not an answer at all (a bug in between, whatever was thrown): the kind's text, never a raw error.
    expect(failureText(new Error('boom'))).toBe(failed)
    for (const thrown of [undefined, null, 'boom', 7]) expect(failureText(thrown)).toBe(failed)
  })
})

describe('payment dialogs: a refusal under the fields or in red', () => {
  it('a 422 shows under the fields the form has (its values and its file pickers) and nowhere else', () => {
    const failure = {
      kind: 'http',
      status: 422,
      msg: 'Datos inválidos',
      errors: { days: ['Máximo 90 días'], file: ['Debe ser PDF'], payment_id: ['No existe'] },
    }
    expect(formFieldErrorsOf(failure, { days: '10' }, ['file'])).toEqual({
      days: 'Máximo 90 días',
      file: 'Debe ser PDF',
    })
    expect(formFieldErrorsOf(failure, {}, [])).toEqual({})
    expect(formFieldErrorsOf({ kind: 'network' }, { days: '10' }, [])).toEqual({})
  })
})
