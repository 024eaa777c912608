import { z } from 'zod/mini'
import { blankOr, INPUT_MSG, lookupIdField, MAX_ROW_ID } from './http'
import { TEXT_MAX } from './limits'
import { MSG } from './messages'
import { isWholeCentavos } from './money'

/** Spanish texts of the sale, purchase codes, reserved lines and checkout. */
export const SALE_MSG = {
  amountPositive: 'El monto debe ser mayor a cero',
  amountDecimals: 'El monto admite máximo dos decimales',
  amountTooLarge: 'El monto es demasiado grande',
  termWhole: 'El plazo debe ser un número entero de días mayor a cero',
  codeFormat: 'El código debe tener 6 dígitos',
  userIdFormat: 'El número de usuario debe ser numérico',
  referenceMax: INPUT_MSG.tooLong(TEXT_MAX.reference),
  addressMax: INPUT_MSG.tooLong(TEXT_MAX.address),
  addressRequired: 'Ingresa la dirección de entrega',
  acknowledge: 'Debes confirmar que verificaste la información',
  reserveUserId: 'Debe cargar el ID de usuario',
  invalidCode: 'El código de compra no es válido o ya expiró',
  burnedCode: 'El código se bloqueó por intentos fallidos. Pide al cliente que genere uno nuevo.',
  supplierThrottled:
    'Demasiados intentos fallidos con códigos de compra. Espera unos minutos e inténtalo de nuevo.',
  customerNotFound: 'No encontramos un cliente con ese número de usuario',
  customerNotFoundReason: 'Verifica el número de usuario que aparece en la app del cliente.',
  customerInactive: 'La cuenta del cliente no está activa para comprar a crédito',
  customerOverdue: 'El cliente tiene pagos vencidos sin pagar y no puede comprar a crédito',
  overTransactionLimit: 'El monto supera el límite por compra del cliente',
  overAvailable: 'El cliente no tiene crédito disponible suficiente para esta compra',
  overTermLimit: 'El plazo supera el máximo permitido para el cliente',
  overSupplierSaleLimit: 'El monto supera el límite por venta del proveedor',
  overSupplierTerm: 'El plazo supera el plazo máximo del proveedor',
  overSupplierClientCredit:
    'Con esta compra el cliente superaría el crédito máximo que el proveedor otorga por cliente',
  vendorNotYours: 'El vendedor seleccionado no pertenece a tu empresa',
  factoringNotAllowed: 'Tu empresa no tiene habilitado el factoraje',
  saleCreated: 'Compra registrada con éxito',
  sharedCreated: 'Código compartido activado',
  sharedDeleted: 'Código compartido desactivado',
  supplierNotFound: 'Proveedor no encontrado',
  lineCreated: 'Línea de crédito reservada con éxito',
  lineDeactivated: 'Línea de crédito desactivada',
  lineNotActive: 'La línea de crédito no está activa',
  lineInsufficient: 'La línea de crédito no tiene saldo suficiente',
  checkoutNotFound: 'El código de pago no existe o ya fue utilizado',
  checkoutNotYours: 'Este código de pago pertenece a otro cliente',
  checkoutPaid: 'Compra confirmada con éxito',
  idempotencyConflict: 'Esta solicitud ya se está procesando',
  idempotencyMismatch: 'La clave Idempotency-Key ya se usó con otra solicitud',
  idempotencyKeyInvalid: 'La clave Idempotency-Key no es válida (1 a 200 caracteres visibles)',
  customerInactiveReason: 'Pide al cliente que se comunique con Obrafiado para revisar su cuenta.',
  lineNotFound: 'Línea de crédito no encontrada',
} as const

const orEmpty = (v: unknown) => (v === null || v === undefined ? '' : v)

/** Pesos, positive, at most 2 decimals, at most 100 million. */
export const amountSchema = z.number({ error: blankOr(MSG.required, INPUT_MSG.invalid) }).check(
  z.refine((n) => Number.isFinite(n) && n > 0, SALE_MSG.amountPositive),
  z.refine(isWholeCentavos, SALE_MSG.amountDecimals),
  z.refine((n) => n <= 100_000_000, SALE_MSG.amountTooLarge),
)

/** The longest term of a purchase, in days (ten years). */
export const MAX_TERM_DAYS = 3650

export const termSchema = z
  .number({ error: blankOr(MSG.required, SALE_MSG.termWhole) })
  .check(z.refine((n) => Number.isInteger(n) && n > 0 && n <= MAX_TERM_DAYS, SALE_MSG.termWhole))

export const userIdSchema = z
  .number({ error: blankOr(MSG.required, SALE_MSG.userIdFormat) })
  .check(z.refine((n) => Number.isInteger(n) && n > 0, SALE_MSG.userIdFormat))

/** A one-time purchase code (6 digits) or a shared code (see sharedTokenSchema). */
export const purchaseCodeInputSchema = z.pipe(
  z.transform(orEmpty),
  z
    .string({ error: MSG.required })
    .check(z.trim(), z.minLength(1, MSG.required), z.maxLength(TEXT_MAX.code, SALE_MSG.codeFormat)),
)

export const referenceSchema = z.optional(
  z.nullable(z.string().check(z.trim(), z.maxLength(TEXT_MAX.reference, SALE_MSG.referenceMax))),
)

export const saleRequestSchema = z.strictObject({
  user_id: userIdSchema,
  amount: amountSchema,
  term: termSchema,
  reference: referenceSchema,
  token: purchaseCodeInputSchema,
  is_factoring: z.optional(z.boolean()),
  vendor_user_id: z.optional(z.nullable(lookupIdField(INPUT_MSG.invalid))),
  is_wpp_purchase: z.optional(z.boolean()),
  delivery: z.optional(z.boolean()),
  address: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(TEXT_MAX.address, SALE_MSG.addressMax))),
  ),
})
export type SaleRequest = z.infer<typeof saleRequestSchema>

/** GET /api/customers/get-by-user/{id} → 200 {data}; 404/500 {msg, reason}. */
export const customerLookupSchema = z.object({
  id: z.number(),
  business_name: z.string(),
  tax_id: z.nullable(z.string()),
  available: z.number(),
})
export type CustomerLookup = z.infer<typeof customerLookupSchema>

/**
 * POST /api/customers/generate-token → a new code, replacing the live one; with `keep_live: true` the live code
 * when there is one (two screens renewing an expired code at once end with the same code). Empty body: `{}`.
 */
export const generateCodeRequestSchema = z.strictObject({ keep_live: z.optional(z.boolean()) })
export type GenerateCodeRequest = z.infer<typeof generateCodeRequestSchema>

/**
 * A purchase code: `expire_in` is the whole seconds it has left; `project_id` the project a sale made with it
 * lands in (POST /api/projects/assign), null for a new code.
 */
export const purchaseCodeSchema = z.object({
  token: z.string(),
  expire_in: z.number(),
  project_id: z.nullable(z.number()),
})
export type PurchaseCode = z.infer<typeof purchaseCodeSchema>

/** GET /api/customers/generate-token: the live code, or `{token: null, expire_in: 0, project_id: null}`. */
export const liveCodeSchema = z.union([
  purchaseCodeSchema,
  z.object({ token: z.null(), expire_in: z.literal(0), project_id: z.null() }),
])
export type LiveCode = z.infer<typeof liveCodeSchema>

/** GET /api/suppliers/get-vendors. */
export type { Vendor } from './vendors'

/** POST /api/shared-tokens/create|delete {supplier_id} → {token, msg}; GET /api/shared-tokens lists them. */
/** Any number: one no supplier can have (fractional, beyond int4) is the supplier's 404, like an unknown one. */
export const sharedTokenRequestSchema = z.strictObject({
  supplier_id: z.number({ error: blankOr(MSG.required, INPUT_MSG.invalid) }),
})
export const sharedTokenSchema = z.object({
  supplier_id: z.number(),
  supplier_name: z.string(),
  shared_token: z.nullable(z.string()),
  use_shared_token: z.boolean(),
})
export type SharedToken = z.infer<typeof sharedTokenSchema>

/** A supplier as customers see it (carousel, shared-code panel). */
export const supplierSummarySchema = z.object({
  id: z.number(),
  business_name: z.string(),
  logo_url: z.nullable(z.string()),
})
export type SupplierSummary = z.infer<typeof supplierSummarySchema>

export const reservedLineRequestSchema = z.strictObject({
  user_id: z
    .number({ error: SALE_MSG.reserveUserId })
    .check(z.refine((n) => Number.isInteger(n) && n > 0 && n <= MAX_ROW_ID, SALE_MSG.reserveUserId)),
  amount: amountSchema,
  days: termSchema,
  token: purchaseCodeInputSchema,
  reference: referenceSchema,
})
export type ReservedLineRequest = z.infer<typeof reservedLineRequestSchema>

/** Reserved credit line of docs/decisions.md#reserved-credit-lines. */
export const reservedLineSchema = z.object({
  id: z.number(),
  business_name: z.string(),
  customer_id: z.number(),
  amount: z.number(),
  available: z.number(),
  days: z.number(),
  expiration_date: z.string(),
  created: z.string(),
  reference: z.nullable(z.string()),
  active: z.boolean(),
})
export type ReservedLine = z.infer<typeof reservedLineSchema>

export const saleOnReservedLineRequestSchema = z.strictObject({
  // Any number: one that no line can have (fractional, beyond int4) is the line's 404, like an unknown one.
  reserved_credit_line_id: z.number({ error: blankOr(MSG.required, INPUT_MSG.invalid) }),
  amount: amountSchema,
  term: termSchema,
  reference: referenceSchema,
})
export type SaleOnReservedLineRequest = z.infer<typeof saleOnReservedLineRequestSchema>

export const checkoutCreateRequestSchema = z.strictObject({
  user_id: userIdSchema,
  amount: amountSchema,
  term: termSchema,
  reference: referenceSchema,
  redirect_url: z
    .url({ protocol: /^https?$/, error: 'La URL de regreso no es válida' })
    .check(z.maxLength(TEXT_MAX.url, INPUT_MSG.tooLong(TEXT_MAX.url))),
})
export type CheckoutCreateRequest = z.infer<typeof checkoutCreateRequestSchema>
export const checkoutCreateAnswerSchema = z.object({ payment_code: z.string() })

/** POST /api/checkout/get-details/{payment_code}. */
export const checkoutDetailsSchema = z.object({
  amount: z.number(),
  term: z.number(),
  payment_code: z.string(),
  supplier_name: z.string(),
  redirect_url: z.string(),
})
export type CheckoutDetails = z.infer<typeof checkoutDetailsSchema>
