import fs from 'node:fs'

const installed = (paths: (string | undefined)[]) => paths.find((p): p is string => !!p && fs.existsSync(p))

/**
 * Debian's full Chromium (CHROMIUM_PATH or /usr/bin/chromium), which Lighthouse needs (a debugging port on a
 * persistent profile); undefined: Playwright's own browser.
 */
export const fullChromium = (): string | undefined =>
  installed([process.env.CHROMIUM_PATH || '/usr/bin/chromium'])

/** The browser the e2e tests load pages with: the headless shell first, else the full Chromium. */
export const pageBrowser = (): string | undefined =>
  installed([
    process.env.CHROMIUM_HEADLESS_SHELL_PATH,
    '/usr/bin/chromium-headless-shell',
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
  ])
