import { afterAll, expect } from 'vitest'
import { installOutboundGuard, nameRunningTestWith, recordOutbound, takeOutboundAttempts } from './guard'
import { isLoopbackUrl } from './hosts'

/**
 * Setup file of every Vitest project: no test reaches outside this machine (docs/architecture.md#tests). A
 * connection, name lookup or DOM fetch to another host is refused before it leaves and recorded, and the file that
 * made it fails once its tests end, naming each attempt and the test that made it.
 */
installOutboundGuard()
nameRunningTestWith(() => expect.getState().currentTestName)

// The DOM's own fetch (and XMLHttpRequest), in the happy-dom projects: answered here with a network error, so a
// page's request to another host fails as it would offline. happy-dom's navigation to other pages is off in
// vitest.config.ts.
type HappyDomFetchContext = { request: { url: string; method: string } }
type HappyDomWindow = {
  Response: { error(): unknown }
  Headers: new () => unknown
  happyDOM?: { settings: { fetch: { interceptor: unknown } } }
}
const win = globalThis as unknown as HappyDomWindow
if (win.happyDOM) {
  win.happyDOM.settings.fetch.interceptor = {
    async beforeAsyncRequest({ request }: HappyDomFetchContext) {
      if (isLoopbackUrl(request.url)) return undefined
      recordOutbound(`${request.method} ${request.url}`, 'fetch (happy-dom)')
      return win.Response.error()
    },
    beforeSyncRequest({ request }: HappyDomFetchContext) {
      if (isLoopbackUrl(request.url)) return undefined
      recordOutbound(`${request.method} ${request.url}`, 'XMLHttpRequest (happy-dom)')
      return {
        status: 0,
        statusText: '',
        ok: false,
        url: request.url,
        redirected: false,
        headers: new win.Headers(),
        body: null,
      }
    },
  }
}

afterAll(() => {
  const attempts = takeOutboundAttempts()
  if (attempts.length === 0) return
  const lines = attempts.map(({ target, via, test }) => `- ${target} (${via}${test ? `, in "${test}"` : ''})`)
  throw new Error(
    `This file tried to reach outside this machine; tests make no outbound request (docs/architecture.md#tests):\n${lines.join('\n')}`,
  )
})
