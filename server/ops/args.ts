import { parseArgs } from 'node:util'
import {
  APPLICATION_FILTERS,
  type ApplicationFilter,
  applicationListQuerySchema,
} from '@contract/applications'
import {
  type ApproveApplicationRequest,
  approveApplicationRequestSchema,
  declineApplicationRequestSchema,
} from '@contract/registration'
import { RESOURCE_DESCRIPTION_MAX, RESOURCE_NAME_MAX } from '@contract/resourceTexts'
import type { z } from 'zod/mini'

/** `npm run ops -- <command> …`: what the operator asked for, or why the command line is wrong. */
export type OpsCommand =
  | { name: 'help' }
  | { name: 'applications'; status: ApplicationFilter; search: string; page: number }
  | { name: 'show'; id: number }
  | { name: 'approve'; id: number; creditLimit: number; transactionLimit: number; termLimit: number }
  | { name: 'decline'; id: number; reason: string }
  | { name: 'recommendations'; page: number }
  | { name: 'resources'; action: 'list' }
  | { name: 'resources'; action: 'add'; title: string; description: string; file: string }
  | { name: 'resources'; action: 'remove'; id: number }

export class UsageError extends Error {}

export const USAGE = `Uso: npm run ops -- <comando> [opciones]

Comandos:
  applications [--status submitted|in_progress|approved|declined|all] [--search "<texto>"] [--page N]
                      Lista las solicitudes de registro (por omisión, las que esperan evaluación);
                      --search busca en la razón social o el RFC, sin distinguir mayúsculas ni acentos.
  show <id>           Muestra una solicitud: datos, representante legal, usuarios, documentos y cuestionario.
  approve <id> --credit-limit <pesos> --transaction-limit <pesos> --term-limit <días>
                      Aprueba la solicitud: crea el cliente, su línea de crédito y sus usuarios.
  decline <id> --reason "<motivo>"
                      Rechaza la solicitud y envía el motivo al contacto.
  recommendations [--page N]
                      Lista los proveedores que recomendaron los clientes (los más recientes primero).
  resources list      Lista los recursos públicos de /recursos (guías y documentos PDF).
  resources add --name "<nombre>" --description "<descripción>" --file <archivo.pdf>
                      Publica un PDF (máximo 12 MB) al final de la lista. Con el nombre exacto
                      "Términos y condiciones" o "Aviso de privacidad" reemplaza el documento que
                      enlaza el registro.
  resources remove <id>
                      Quita un recurso y su archivo.
  help                Muestra esta ayuda.

Variables de entorno:
  OPS_URL       dirección del servidor (por omisión http://localhost:3000)
  OPS_EMAIL     correo del operador de la plataforma
  OPS_PASSWORD  su contraseña`

const OPTIONS = {
  status: { type: 'string' },
  search: { type: 'string' },
  page: { type: 'string' },
  'credit-limit': { type: 'string' },
  'transaction-limit': { type: 'string' },
  'term-limit': { type: 'string' },
  reason: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  file: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

const ALLOWED: Record<OpsCommand['name'], (keyof typeof OPTIONS)[]> = {
  help: [],
  applications: ['status', 'search', 'page'],
  show: [],
  approve: ['credit-limit', 'transaction-limit', 'term-limit'],
  decline: ['reason'],
  recommendations: ['page'],
  resources: ['name', 'description', 'file'],
}

const positiveInteger = (value: string | undefined, what: string): number => {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value))
    throw new UsageError(`${what} debe ser un número entero positivo`)
  return Number(value)
}
const amount = (value: string | undefined, flag: string): number => {
  if (value === undefined) throw new UsageError(`Falta --${flag}`)
  if (!/^\d+(\.\d+)?$/.test(value))
    throw new UsageError(`--${flag} debe ser un monto en pesos, p. ej. 150000 o 1500.50`)
  return Number(value)
}
const wholeNumber = (value: string | undefined, flag: string): number => {
  if (value === undefined) throw new UsageError(`Falta --${flag}`)
  if (!/^\d{1,10}(\.\d+)?$/.test(value)) throw new UsageError(`--${flag} debe ser un número de días`)
  return Number(value)
}

/** The flag each field of a request comes from, to name it in a refusal. */
const FLAG_OF: Record<string, string> = {
  credit_limit: '--credit-limit',
  transaction_limit: '--transaction-limit',
  term_limit: '--term-limit',
  reason: '--reason',
  search: '--search',
  page: '--page',
}

/**
 * The same schema the server and the console check (docs/decisions.md#approval): the request, or a
 * UsageError naming each wrong flag with the schema's Spanish message.
 */
function checked<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '')
    return `${FLAG_OF[field] ?? field}: ${issue.message}`
  })
  throw new UsageError([...new Set(lines)].join('\n'))
}

/** Parses the arguments after `npm run ops --`; throws UsageError with a Spanish explanation. */
export function parseOpsArgs(argv: readonly string[]): OpsCommand {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { values, positionals } = parsed
  const [name, ...rest] = positionals
  if (values.help || name === 'help') return { name: 'help' }
  if (!name) throw new UsageError('Falta el comando')
  if (!(name in ALLOWED)) throw new UsageError(`Comando desconocido: ${name}`)
  const command = name as OpsCommand['name']
  const extra = (Object.keys(values) as (keyof typeof OPTIONS)[]).filter(
    (key) => !ALLOWED[command].includes(key),
  )
  if (extra.length > 0) throw new UsageError(`${command} no acepta --${extra[0]}`)
  if (command === 'resources') return parseResources(rest, values)
  const wantsId = command === 'show' || command === 'approve' || command === 'decline'
  if (rest.length > (wantsId ? 1 : 0)) throw new UsageError(`Sobra el argumento ${rest[wantsId ? 1 : 0]}`)

  switch (command) {
    case 'applications': {
      const status = values.status ?? 'submitted'
      if (!(APPLICATION_FILTERS as readonly string[]).includes(status)) {
        throw new UsageError(`--status debe ser uno de: ${APPLICATION_FILTERS.join(', ')}`)
      }
      const page = values.page === undefined ? 1 : positiveInteger(values.page, '--page')
      const query = checked(applicationListQuerySchema, {
        status,
        search: values.search ?? '',
        page: String(page),
      })
      return { name: 'applications', status: status as ApplicationFilter, search: query.search ?? '', page }
    }
    case 'recommendations':
      return {
        name: 'recommendations',
        page: values.page === undefined ? 1 : positiveInteger(values.page, '--page'),
      }
    case 'show':
      return { name: 'show', id: positiveInteger(rest[0], 'El id de la solicitud') }
    case 'approve': {
      const id = positiveInteger(rest[0], 'El id de la solicitud')
      const terms: ApproveApplicationRequest = checked(approveApplicationRequestSchema, {
        credit_limit: amount(values['credit-limit'], 'credit-limit'),
        transaction_limit: amount(values['transaction-limit'], 'transaction-limit'),
        term_limit: wholeNumber(values['term-limit'], 'term-limit'),
      })
      return {
        name: 'approve',
        id,
        creditLimit: terms.credit_limit,
        transactionLimit: terms.transaction_limit,
        termLimit: terms.term_limit,
      }
    }
    case 'decline': {
      const id = positiveInteger(rest[0], 'El id de la solicitud')
      if (values.reason === undefined) throw new UsageError('Falta --reason "<motivo>"')
      const { reason } = checked(declineApplicationRequestSchema, { reason: values.reason })
      return { name: 'decline', id, reason }
    }
    default:
      return { name: 'help' }
  }
}

/** A resource's name or description: present, not blank, within its limit. */
const resourceText = (value: string | undefined, flag: string, max: number): string => {
  const text = value?.trim()
  if (!text) throw new UsageError(`Falta --${flag} "<texto>"`)
  if ([...text].length > max) throw new UsageError(`--${flag} admite como máximo ${max} caracteres`)
  return text
}

/** `resources list | add --name --description --file | remove <id>`. */
function parseResources(
  rest: string[],
  values: { name?: string | undefined; description?: string | undefined; file?: string | undefined },
): OpsCommand {
  const [action, ...args] = rest
  const given = (['name', 'description', 'file'] as const).filter((key) => values[key] !== undefined)
  switch (action) {
    case 'list':
    case 'remove': {
      if (given.length > 0) throw new UsageError(`resources ${action} no acepta --${given[0]}`)
      if (action === 'list') {
        if (args.length > 0) throw new UsageError(`Sobra el argumento ${args[0]}`)
        return { name: 'resources', action: 'list' }
      }
      if (args.length > 1) throw new UsageError(`Sobra el argumento ${args[1]}`)
      return { name: 'resources', action: 'remove', id: positiveInteger(args[0], 'El id del recurso') }
    }
    case 'add': {
      if (args.length > 0) throw new UsageError(`Sobra el argumento ${args[0]}`)
      const file = values.file?.trim()
      if (!file) throw new UsageError('Falta --file <archivo.pdf>')
      return {
        name: 'resources',
        action: 'add',
        title: resourceText(values.name, 'name', RESOURCE_NAME_MAX),
        description: resourceText(values.description, 'description', RESOURCE_DESCRIPTION_MAX),
        file,
      }
    }
    default:
      throw new UsageError(
        action ? `Acción desconocida: resources ${action}` : 'Falta la acción: resources list, add o remove',
      )
  }
}
