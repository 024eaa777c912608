import type { AnyEventObject, MachineContext } from 'xstate'

/** What the inspector shows instead of a piece of personal data. */
export const MASK = '•••'

/** Keys whose value is personal or secret whatever it holds: passwords, tokens, RFC, CURP, CLABE, codes, keys. */
const SECRET_KEY =
  /pass(word)?|contrase|token|secret|authorization|api_?key|idempotency|rfc|curp|clabe|code$|c[oó]digo|otp|cvv|pin$/i

/** Values that are personal data under any key: a CLABE (18 digits), an RFC, a long random token. */
const SECRET_VALUE = [/^\d{18}$/, /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/i, /^[\w-]{32,}$/]

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

const MAX_DEPTH = 8

const maskValue = (value: unknown): unknown =>
  value === undefined || value === null || value === '' ? value : MASK

const sanitize = (value: unknown, depth: number): unknown => {
  if (typeof value === 'string') return SECRET_VALUE.some((re) => re.test(value.trim())) ? MASK : value
  if (depth > MAX_DEPTH) return value
  if (Array.isArray(value)) return value.map((item) => sanitize(item, depth + 1))
  // Class instances (actor refs, files, dates) are left as they are: the inspector serializes them itself.
  if (!isPlain(value)) return value
  // A form's change of one field: { name: 'password', value: '…' }.
  const namesSecret = [value.name, value.field].some((n) => typeof n === 'string' && SECRET_KEY.test(n))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (key === 'type') out[key] = item
    else if (SECRET_KEY.test(key) || (namesSecret && key === 'value')) out[key] = maskValue(item)
    else out[key] = sanitize(item, depth + 1)
  }
  return out
}

/** An event as the inspector may show it: personal data masked, the event itself untouched. */
export const sanitizeEvent = (event: AnyEventObject): AnyEventObject => sanitize(event, 0) as AnyEventObject

/** A machine's context as the inspector may show it: personal data masked, the context itself untouched. */
export const sanitizeContext = (context: MachineContext): MachineContext =>
  sanitize(context, 0) as MachineContext
