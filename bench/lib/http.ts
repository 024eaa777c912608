/** A small keep-alive HTTP client for loopback benchmarks (lighter than fetch on Node 20). */
import http from 'node:http'

export interface HttpResponse {
  status: number
  body: string
  json<T = unknown>(): T
}

export interface RequestOptions {
  method?: string
  headers?: Record<string, string>
  /** Sent as JSON. */
  body?: unknown
  timeoutMs?: number
}

export class HttpClient {
  readonly agent: http.Agent

  constructor(
    readonly baseUrl: string,
    maxSockets = 256,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets })
  }

  request(path: string, opts: RequestOptions = {}): Promise<HttpResponse> {
    const url = new URL(path, this.baseUrl)
    const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body))
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers }
    if (payload) {
      headers['content-type'] = 'application/json'
      headers['content-length'] = String(payload.length)
    }
    return new Promise((resolve, reject) => {
      const req = http.request(
        url,
        { method: opts.method ?? 'GET', headers, agent: this.agent, timeout: opts.timeoutMs ?? 30_000 },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('error', reject)
          res.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8')
            resolve({ status: res.statusCode ?? 0, body, json: <T>() => JSON.parse(body) as T })
          })
        },
      )
      req.on('timeout', () => req.destroy(new Error(`timeout after ${opts.timeoutMs ?? 30_000} ms`)))
      req.on('error', reject)
      req.end(payload)
    })
  }

  get(path: string, token?: string) {
    return this.request(path, token ? { headers: { authorization: `Bearer ${token}` } } : {})
  }

  post(path: string, body: unknown, token?: string) {
    return this.request(path, {
      method: 'POST',
      body,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    })
  }

  /** POST /api/login → token; throws with the answer when the login fails. */
  async login(email: string, password: string): Promise<string> {
    const res = await this.post('/api/login', { email, password })
    if (res.status !== 200) throw new Error(`login ${email}: HTTP ${res.status} ${res.body.slice(0, 200)}`)
    return res.json<{ token: string }>().token
  }

  close(): void {
    this.agent.destroy()
  }
}
