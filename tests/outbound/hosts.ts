/**
 * The hosts a test may reach: this machine only. Everything else (a directory's WhatsApp or map link, a CDN, a
 * mail or webhook receiver somewhere) is outside, and no test sends anything there (docs/architecture.md#tests).
 */
export function isLoopbackHost(host: string | undefined | null): boolean {
  if (host === undefined || host === null || host === '') return true // Node's default host is localhost
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1')
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(name) ||
    name === '::1' ||
    name === '0.0.0.0' ||
    name === '::' ||
    /^::ffff:127(?:\.\d{1,3}){3}$/.test(name)
  )
}

/** Whether a URL stays on this machine (or never leaves the page: data:, blob:, about:). */
export function isLoopbackUrl(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return true // not a URL a request could be made to
  }
  if (!/^(?:https?|wss?|ftp):$/.test(parsed.protocol)) return true
  return isLoopbackHost(parsed.hostname)
}
