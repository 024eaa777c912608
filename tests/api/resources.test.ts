import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MSG } from '@contract/messages'
import { RESOURCE_MSG } from '@contract/resources'
import { serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { PRIVACY_NOTICE } from '../../server/domain/resources/legal-texts'
import { renderGuide } from '../../server/domain/resources/pdf'
import { resourceFileName } from '../../server/domain/resources/resources'
import { FILE_CSP } from '../../server/files/serve'
import { parseOpsArgs, UsageError } from '../../server/ops/args'
import { runOps } from '../../server/ops/commands'
import { DEMO_PASSWORD } from '../../server/seed/demo'
import { DEMO_RESOURCES, seedDemoResources } from '../../server/seed/demo-resources'
import { ACTOR_EMAILS, firstErrors, forEachDatabase } from './harness'

/** Resources (/recursos): docs/decisions.md#resources. */

const GUIDE_NAMES = [
  'Guía para proveedores',
  'Guía para compradores',
  'Términos y condiciones',
  'Aviso de privacidad',
]
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const pdfBytes = (text: string) =>
  new TextEncoder().encode(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`)
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

describe('ops resources command line', () => {
  it('parses list, add and remove, and refuses bad lines with a Spanish reason', () => {
    expect(parseOpsArgs(['resources', 'list'])).toEqual({ name: 'resources', action: 'list' })
    expect(parseOpsArgs(['resources', 'remove', '3'])).toEqual({ name: 'resources', action: 'remove', id: 3 })
    expect(
      parseOpsArgs(['resources', 'add', '--name', ' Guía ', '--description', 'Una guía', '--file', 'g.pdf']),
    ).toEqual({ name: 'resources', action: 'add', title: 'Guía', description: 'Una guía', file: 'g.pdf' })
    const bad: [string[], RegExp][] = [
      [['resources'], /Falta la acción/],
      [['resources', 'borrar'], /Acción desconocida: resources borrar/],
      [['resources', 'list', '--name', 'x'], /resources list no acepta --name/],
      [['resources', 'list', 'x'], /Sobra el argumento x/],
      [['resources', 'remove'], /id del recurso/],
      [['resources', 'remove', 'x'], /id del recurso/],
      [['resources', 'remove', '1', '2'], /Sobra el argumento 2/],
      [['resources', 'add', '--description', 'd', '--file', 'f.pdf'], /Falta --name/],
      [['resources', 'add', '--name', '  ', '--description', 'd', '--file', 'f.pdf'], /Falta --name/],
      [['resources', 'add', '--name', 'n', '--file', 'f.pdf'], /Falta --description/],
      [['resources', 'add', '--name', 'n', '--description', 'd'], /Falta --file/],
      [['resources', 'add', '--name', 'x'.repeat(121), '--description', 'd', '--file', 'f.pdf'], /120/],
      [['resources', 'add', '--name', 'n', '--description', 'x'.repeat(501), '--file', 'f.pdf'], /500/],
      [['applications', '--file', 'f.pdf'], /applications no acepta --file/],
    ]
    for (const [argv, message] of bad) {
      expect(() => parseOpsArgs(argv), argv.join(' ')).toThrow(UsageError)
      expect(() => parseOpsArgs(argv), argv.join(' ')).toThrow(message)
    }
  })

  it('names the download after the resource', () => {
    expect(resourceFileName('Guía para proveedores')).toBe('guia-para-proveedores.pdf')
    expect(resourceFileName('Términos y condiciones')).toBe('terminos-y-condiciones.pdf')
    expect(resourceFileName('¿¡!?')).toBe('recurso.pdf')
  })
})

forEachDatabase('resources', (ctx) => {
  /** The raw answer (bytes intact), as a browser gets it. */
  const fetchFile = async (path: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.request(path, { headers })
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) }
  }
  const expectPdfHeaders = (res: Response, name: string) => {
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toBe(FILE_CSP)
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/)
  }
  const list = async (token?: string) => {
    const res = await ctx.request('GET', '/api/platform-resources', { token })
    expect(res.status).toBe(200)
    return res.body.data as { id: number; name: string; description: string; url: string }[]
  }

  it('without resources: an empty list, and the legal documents still answer with their built-in PDF', async () => {
    expect(await list()).toEqual([])
    for (const [key, name] of [
      ['terms', 'terminos-y-condiciones.pdf'],
      ['privacy', 'aviso-de-privacidad.pdf'],
    ] as const) {
      const { res, bytes } = await fetchFile(`/api/platform-resources/legal/${key}`)
      expect(res.status).toBe(200)
      expectPdfHeaders(res, name)
      expect(res.headers.get('content-length')).toBe(String(bytes.byteLength))
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    }
    const privacy = await fetchFile('/api/platform-resources/legal/privacy')
    expect(sha256(privacy.bytes)).toBe(sha256(await renderGuide(PRIVACY_NOTICE)))
  })

  it('answers 404 {msg} in Spanish for an unknown resource or legal document, never a 5xx', async () => {
    for (const path of [
      '/api/platform-resources/999999/file',
      '/api/platform-resources/0/file',
      '/api/platform-resources/abc/file',
      '/api/platform-resources/99999999999/file',
      '/api/platform-resources/legal/cookies',
      '/api/platform-resources/legal/__proto__',
      '/api/platform-resources/legal/constructor',
    ]) {
      const res = await ctx.request('GET', path)
      expect(res.status, path).toBe(404)
      expect(res.body, path).toEqual({ msg: RESOURCE_MSG.notFound })
    }
  })

  it('seeds the four demo guides once, lists them in order, and serves each PDF with its headers', async () => {
    expect(await seedDemoResources(ctx.db, ctx.config)).toBe(4)
    expect(await seedDemoResources(ctx.db, ctx.config)).toBe(0)
    const resources = await list()
    expect(resources.map((r) => r.name)).toEqual(GUIDE_NAMES)
    // Public: a signed-in user sees the same list.
    expect(await list(await ctx.as('customer'))).toEqual(resources)
    for (const [i, resource] of resources.entries()) {
      expect(resource.description).toBe(DEMO_RESOURCES[i]!.description)
      expect(resource.url).toBe(`/api/platform-resources/${resource.id}/file`)
      const { res, bytes } = await fetchFile(resource.url)
      expect(res.status).toBe(200)
      expectPdfHeaders(res, resourceFileName(resource.name))
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
      // Deterministic: the stored bytes are what the guide renders to on any machine.
      expect(sha256(bytes)).toBe(sha256(await renderGuide(DEMO_RESOURCES[i]!.guide)))
      expect(res.headers.get('etag')).toBe(`"${sha256(bytes)}"`)
      const again = await fetchFile(resource.url, { 'if-none-match': res.headers.get('etag')! })
      expect(again.res.status).toBe(304)
      expect(again.bytes.byteLength).toBe(0)
    }
    expect(resources[0]!.url).toMatch(/\/file$/)
    const { res } = await fetchFile(resources[0]!.url)
    expect(res.headers.get('content-disposition')).toContain('filename="guia-para-proveedores.pdf"')
    // The legal links now serve the published resources.
    const terms = resources.find((r) => r.name === 'Términos y condiciones')!
    const legal = await fetchFile('/api/platform-resources/legal/terms')
    expect(legal.res.headers.get('etag')).toBe((await fetchFile(terms.url)).res.headers.get('etag'))
    expect(legal.res.headers.get('cache-control')).toBe('public, max-age=300')
  })

  describe('the operator', () => {
    let server: ReturnType<typeof serve> | undefined
    let url = ''
    let dir = ''
    beforeAll(async () => {
      await new Promise<void>((resolve) => {
        server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
      })
      url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
      dir = await mkdtemp(join(tmpdir(), 'obrafiado-resources-'))
    })
    afterAll(async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    })
    const ops = async (argv: string[]) => {
      let stdout = ''
      let stderr = ''
      const code = await runOps(argv, {
        env: { OPS_URL: url, OPS_EMAIL: ACTOR_EMAILS.admin, OPS_PASSWORD: DEMO_PASSWORD },
        stdout: (text) => {
          stdout += `${text}\n`
        },
        stderr: (text) => {
          stderr += `${text}\n`
        },
      })
      return { code, stdout, stderr }
    }
    const form = (fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) => {
      const data = new FormData()
      for (const [key, value] of Object.entries(fields)) data.set(key, value)
      if (file) data.set('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name)
      return data
    }

    it('lists, adds a PDF at the end and removes it with its file, through npm run ops', async () => {
      const listed = await ops(['resources', 'list'])
      expect(listed.code).toBe(0)
      expect(listed.stdout).toMatch(/^ID +Nombre +Archivo +Descripción/)
      expect(listed.stdout).toContain('Guía para proveedores')
      expect(listed.stdout).toContain('4 recursos')

      const path = join(dir, 'manual.pdf')
      const bytes = pdfBytes('Manual de obra')
      await writeFile(path, bytes)
      const added = await ops([
        'resources',
        'add',
        '--name',
        'Manual de seguridad en obra',
        '--description',
        'Recomendaciones para recibir material en obra.',
        '--file',
        path,
      ])
      expect(added.stderr).toBe('')
      expect(added.code).toBe(0)
      const id = Number(/#(\d+)/.exec(added.stdout)?.[1])
      expect(added.stdout).toBe(
        `${RESOURCE_MSG.added}: #${id} Manual de seguridad en obra (/api/platform-resources/${id}/file).\n`,
      )
      const after = await list()
      expect(after.at(-1)).toEqual({
        id,
        name: 'Manual de seguridad en obra',
        description: 'Recomendaciones para recibir material en obra.',
        url: `/api/platform-resources/${id}/file`,
      })
      const file = await fetchFile(`/api/platform-resources/${id}/file`)
      expect(file.res.status).toBe(200)
      expectPdfHeaders(file.res, 'manual-de-seguridad-en-obra.pdf')
      expect(sha256(file.bytes)).toBe(sha256(bytes))
      const [row] = await ctx.db.select().from(schema.resources).where(eq(schema.resources.id, id))
      const [stored] = await ctx.db.select().from(schema.files).where(eq(schema.files.id, row!.fileId))
      expect(stored).toMatchObject({
        purpose: 'resource',
        contentType: 'application/pdf',
        size: bytes.byteLength,
      })
      const blob = join(ctx.config.dataDir, 'files', stored!.storageKey)
      expect(existsSync(blob)).toBe(true)

      const removed = await ops(['resources', 'remove', String(id)])
      expect(removed).toEqual({
        code: 0,
        stdout: `${RESOURCE_MSG.removed}: #${id} Manual de seguridad en obra.\n`,
        stderr: '',
      })
      expect((await list()).map((r) => r.id)).not.toContain(id)
      expect(await ctx.db.select().from(schema.files).where(eq(schema.files.id, row!.fileId))).toEqual([])
      expect(existsSync(blob)).toBe(false)
      expect((await ctx.request('GET', `/api/platform-resources/${id}/file`)).status).toBe(404)
      expect(await ops(['resources', 'remove', String(id)])).toEqual({
        code: 1,
        stdout: '',
        stderr: `${RESOURCE_MSG.notFound}\n`,
      })
    })

    it('refuses a file that is not a PDF, empty, missing or over 12 MB before sending it', async () => {
      const png = join(dir, 'foto.pdf')
      await writeFile(png, PNG)
      const empty = join(dir, 'vacio.pdf')
      await writeFile(empty, new Uint8Array())
      const big = join(dir, 'grande.pdf')
      await writeFile(big, new Uint8Array(12 * 1024 * 1024 + 1).fill(0x25))
      const before = await ctx.tableCounts()
      const add = (file: string) =>
        ops(['resources', 'add', '--name', 'X', '--description', 'Y', '--file', file])
      expect(await add(png)).toEqual({ code: 1, stdout: '', stderr: `${png} no es un PDF\n` })
      expect(await add(empty)).toEqual({ code: 1, stdout: '', stderr: `${empty} está vacío\n` })
      expect(await add(big)).toEqual({ code: 1, stdout: '', stderr: `${big} supera el máximo de 12 MB\n` })
      expect((await add(join(dir, 'no-existe.pdf'))).stderr).toContain('No se puede leer')
      expect(await ctx.tableCounts()).toEqual({ ...before, sessions: expect.any(Number) })
    })

    it('the server checks the form too: 422 with Spanish field errors, 413 over 12 MB, nothing written', async () => {
      const token = await ctx.as('admin')
      const before = await ctx.tableCounts()
      const create = (data: FormData) =>
        ctx.request('POST', '/api/platform-resources/create', { token, form: data })
      const ok = { name: 'Guía', description: 'Una guía' }
      const cases: [FormData, Record<string, string[]>][] = [
        [form(ok, { bytes: PNG, name: 'x.pdf' }), { file: [RESOURCE_MSG.fileType] }],
        [form(ok), { file: [RESOURCE_MSG.fileRequired] }],
        [form(ok, { bytes: new Uint8Array(), name: 'x.pdf' }), { file: [RESOURCE_MSG.fileEmpty] }],
        [
          form({ name: '  ', description: '' }, { bytes: pdfBytes('a'), name: 'a.pdf' }),
          { name: [RESOURCE_MSG.nameRequired], description: [RESOURCE_MSG.descriptionRequired] },
        ],
        [
          form(
            { name: 'x'.repeat(121), description: 'y'.repeat(501) },
            { bytes: pdfBytes('a'), name: 'a.pdf' },
          ),
          { name: [RESOURCE_MSG.nameTooLong], description: [RESOURCE_MSG.descriptionTooLong] },
        ],
        [
          form({ ...ok, position: '1' }, { bytes: pdfBytes('a'), name: 'a.pdf' }),
          { position: ['Campo no permitido'] },
        ],
      ]
      for (const [data, errors] of cases) {
        const res = await create(data)
        expect(res.status, res.text).toBe(422)
        expect(firstErrors(res.body)).toEqual(errors)
      }
      const big = await create(
        form(ok, { bytes: new Uint8Array(12 * 1024 * 1024 + 1).fill(0x25), name: 'g.pdf' }),
      )
      expect(big.status).toBe(413)
      expect(big.body).toEqual({ msg: RESOURCE_MSG.fileTooLarge })
      expect(await ctx.tableCounts()).toEqual(before)

      // Only the operator.
      for (const actor of ['admin-supplier', 'admin-customer', 'vendor'] as const) {
        const res = await ctx.request('POST', '/api/platform-resources/create', {
          token: await ctx.as(actor),
          form: form(ok, { bytes: pdfBytes('a'), name: 'a.pdf' }),
        })
        expect(res.status).toBe(403)
        expect(res.body).toEqual({ msg: MSG.forbidden })
      }
    })

    it('a new resource named like a legal document replaces what the registration links to', async () => {
      const bytes = pdfBytes('Aviso de privacidad 2026')
      const token = await ctx.as('admin')
      const res = await ctx.request('POST', '/api/platform-resources/create', {
        token,
        form: form(
          { name: 'Aviso de privacidad', description: 'Versión 2026.' },
          { bytes, name: 'aviso.pdf' },
        ),
      })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ success: true, msg: RESOURCE_MSG.added })
      const legal = await fetchFile('/api/platform-resources/legal/privacy')
      expect(sha256(legal.bytes)).toBe(sha256(bytes))
      // Removing it goes back to the one published before.
      const id = (res.body.data as { id: number }).id
      expect((await ctx.request('POST', `/api/platform-resources/delete/${id}`, { token })).status).toBe(200)
      const back = await fetchFile('/api/platform-resources/legal/privacy')
      expect(sha256(back.bytes)).toBe(sha256(await renderGuide(PRIVACY_NOTICE)))
    })
  })
})
