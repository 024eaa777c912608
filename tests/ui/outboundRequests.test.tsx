import dns from 'node:dns'
import https from 'node:https'
import net from 'node:net'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { OUTBOUND_REFUSED, takeOutboundAttempts } from '../outbound/guard'

/**
 * No test reaches outside this machine (docs/architecture.md#tests): each attempt below is refused before a name
 * is looked up, and recorded. The attempts are taken back here, or this file would fail once its tests end.
 */

const WHATSAPP = 'https://wa.me/523312345678?text=Hola'
const MAP = 'https://maps.google.com/?q=21'

type HappyDom = { waitUntilComplete(): Promise<void> }
const settle = () => (globalThis as unknown as { happyDOM: HappyDom }).happyDOM.waitUntilComplete()

const failureOf = (start: (fail: (error: NodeJS.ErrnoException) => void) => void) =>
  new Promise<NodeJS.ErrnoException>((resolve) => start(resolve))

afterEach(() => {
  takeOutboundAttempts()
})

describe('a test that reaches for another host', () => {
  it('follows no link: a WhatsApp or map link opened in a new tab loads nothing', async () => {
    render(
      <p>
        <a href={WHATSAPP} target="_blank" rel="noreferrer">
          WhatsApp
        </a>
        <a href={MAP} target="_blank" rel="noreferrer">
          Ver ubicación
        </a>
        <a href={MAP}>En esta pestaña</a>
      </p>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('link', { name: 'WhatsApp' }))
    await user.click(screen.getByRole('link', { name: 'Ver ubicación' }))
    await user.click(screen.getByRole('link', { name: 'En esta pestaña' }))
    await settle()

    expect(takeOutboundAttempts()).toEqual([])
  })

  it("gets a network error from the page's fetch, and the attempt is recorded", async () => {
    const response = await fetch(WHATSAPP)

    expect(response.ok).toBe(false)
    expect(response.type).toBe('error')
    expect(takeOutboundAttempts()).toEqual([
      expect.objectContaining({ target: `GET ${WHATSAPP}`, test: expect.stringContaining('page') }),
    ])
  })

  it('is refused a connection, an HTTPS request and a name lookup, with no DNS query', async () => {
    const connection = await failureOf((fail) => net.connect(443, 'wa.me').on('error', fail))
    const request = await failureOf((fail) => https.get(MAP).on('error', fail))
    const lookup = await dns.promises.lookup('maps.google.com').catch((error: NodeJS.ErrnoException) => error)
    const lookupByCallback = await failureOf((fail) => dns.lookup('wa.me', (error) => error && fail(error)))

    for (const error of [connection, request, lookup, lookupByCallback]) {
      expect(error).toMatchObject({ code: OUTBOUND_REFUSED })
    }
    expect(takeOutboundAttempts().map((attempt) => attempt.target)).toEqual([
      'wa.me:443',
      'maps.google.com:443',
      'maps.google.com',
      'wa.me',
    ])
  })

  it('still reaches this machine', async () => {
    const server = net.createServer((socket) => socket.end('hola'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as net.AddressInfo
    try {
      const received = await new Promise<string>((resolve, reject) => {
        let text = ''
        net
          .connect(port, 'localhost')
          .on('data', (chunk) => {
            text += chunk
          })
          .on('end', () => resolve(text))
          .on('error', reject)
      })
      expect(received).toBe('hola')
      expect(takeOutboundAttempts()).toEqual([])
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
