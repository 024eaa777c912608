/** A small HTTP client of the Obrafiado API for the ops CLI: signs in, sends JSON, signs out. */

export type OpsEnv = { url: string; email: string; password: string }

/** The server refused (or could not be reached): `message` is what the operator reads. */
export class OpsError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'OpsError'
  }
}

/** The server's Spanish explanation: `{msg}`, or `{message, errors}` with every field's messages. */
export function explain(status: number, body: unknown): string {
  const record = (body ?? {}) as { msg?: unknown; message?: unknown; errors?: unknown }
  if (typeof record.msg === 'string') return record.msg
  const lines: string[] = []
  if (typeof record.message === 'string') lines.push(record.message)
  if (record.errors && typeof record.errors === 'object') {
    for (const [field, messages] of Object.entries(record.errors as Record<string, unknown>)) {
      const list = Array.isArray(messages) ? messages.map(String) : [String(messages)]
      lines.push(`  ${field}: ${list.join('; ')}`)
    }
  }
  return lines.length > 0 ? lines.join('\n') : `El servidor respondió ${status}`
}

export type OpsClient = {
  get<T>(path: string): Promise<T>
  post<T>(path: string, body: unknown): Promise<T>
  /** A multipart form (uploads). */
  postForm<T>(path: string, form: FormData): Promise<T>
  close(): Promise<void>
}

type Fetch = typeof fetch

async function call(
  fetchFn: Fetch,
  base: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
) {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  const form = body instanceof FormData
  // A form's Content-Type (with its boundary) is set by fetch.
  if (body !== undefined && !form) headers['content-type'] = 'application/json'
  let res: Response
  try {
    res = await fetchFn(new URL(`/api${path}`, base), {
      method,
      headers,
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
    })
  } catch (error) {
    const reason =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)
    throw new OpsError(`No se pudo conectar con ${base}: ${reason}`, null)
  }
  const text = await res.text()
  let parsed: unknown = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = null
  }
  if (!res.ok) throw new OpsError(explain(res.status, parsed), res.status)
  return parsed
}

/** Signs in through POST /api/login; the returned client sends the bearer token and `close()` signs out. */
export async function openOpsClient(env: OpsEnv, fetchFn: Fetch = fetch): Promise<OpsClient> {
  const login = (await call(fetchFn, env.url, 'POST', '/login', null, {
    email: env.email,
    password: env.password,
  })) as { token?: unknown }
  if (typeof login?.token !== 'string') throw new OpsError('El servidor no devolvió una sesión', null)
  const token = login.token
  return {
    get: async (path) => (await call(fetchFn, env.url, 'GET', path, token)) as never,
    post: async (path, body) => (await call(fetchFn, env.url, 'POST', path, token, body)) as never,
    postForm: async (path, form) => (await call(fetchFn, env.url, 'POST', path, token, form)) as never,
    close: async () => {
      await call(fetchFn, env.url, 'POST', '/logout', token).catch(() => {})
    },
  }
}
