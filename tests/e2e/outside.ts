import { type BrowserContext, test as base, expect } from '@playwright/test'
import { isLoopbackUrl } from '../outbound/hosts'

/**
 * No e2e test reaches outside this machine (docs/architecture.md#tests): every browser context a test opens (its
 * `context` and `page`, and each `browser.newContext()`) aborts a request to any host but this machine's, as
 * offline, and the test that made it fails at its end, listing each one. The URLs are matched in the browser by
 * the pattern below, so the app's own requests never pass through the test process. (Chromium is also started
 * with a resolver that knows no other host, playwright.config.ts.)
 */
const OUTSIDE = /^(?:https?|wss?):\/\/(?!(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?(?:[/?#]|$))/i

export type OutsideRequests = {
  /** Aborts, in `context`, every request that would leave this machine, and records it. */
  guard(context: BrowserContext): Promise<void>
  /** The requests aborted so far, which are then forgotten (a test that makes one on purpose takes it back). */
  take(): string[]
}

export const test = base.extend<{ outsideRequests: OutsideRequests }>({
  outsideRequests: [
    async ({ browser }, use) => {
      const aborted: string[] = []
      const guarded = new WeakSet<BrowserContext>()
      const outsideRequests: OutsideRequests = {
        async guard(context) {
          if (guarded.has(context)) return
          guarded.add(context)
          await context.route(OUTSIDE, async (route) => {
            const request = route.request()
            if (isLoopbackUrl(request.url())) return route.fallback()
            aborted.push(`${request.method()} ${request.url()}`)
            await route.abort('blockedbyclient')
          })
        },
        take: () => aborted.splice(0),
      }
      const newContext = browser.newContext
      browser.newContext = async function guardedNewContext(this: typeof browser, ...args) {
        const context = await newContext.apply(this, args)
        await outsideRequests.guard(context)
        return context
      }
      try {
        await use(outsideRequests)
      } finally {
        browser.newContext = newContext
      }
      expect(
        aborted,
        'requests to hosts other than the app were aborted: e2e tests make no outbound request (docs/architecture.md#tests)',
      ).toEqual([])
    },
    { auto: true },
  ],
  context: async ({ context, outsideRequests }, use) => {
    await outsideRequests.guard(context)
    await use(context)
  },
})

export { expect }
