import { spawn } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { MSG } from '@contract/messages'
import { REG_MSG } from '@contract/registration'
import { SALE_MSG } from '@contract/sales'
import { serve } from '@hono/node-server'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { parseOpsArgs, USAGE, UsageError } from '../../server/ops/args'
import { runOps } from '../../server/ops/commands'
import { DEMO_PASSWORD } from '../../server/seed/demo'
import { DEMO_APPLICATION } from '../../server/seed/demo-application'
import { applicationRow, createApplication } from './applications-fixtures'
import { ACTOR_EMAILS, forEachDatabase } from './harness'

type Run = { code: number; stdout: string; stderr: string }

it('parses commands, and refuses bad command lines with a Spanish reason', () => {
  expect(parseOpsArgs(['applications'])).toEqual({
    name: 'applications',
    status: 'submitted',
    search: '',
    page: 1,
  })
  expect(parseOpsArgs(['applications', '--status', 'declined', '--page', '2'])).toEqual({
    name: 'applications',
    status: 'declined',
    search: '',
    page: 2,
  })
  expect(parseOpsArgs(['applications', '--status', 'all', '--search', ' Ríos del Bajío '])).toEqual({
    name: 'applications',
    status: 'all',
    search: 'Ríos del Bajío',
    page: 1,
  })
  expect(
    parseOpsArgs([
      'approve',
      '7',
      '--credit-limit',
      '150000',
      '--transaction-limit',
      '50000.50',
      '--term-limit',
      '30',
    ]),
  ).toEqual({
    name: 'approve',
    id: 7,
    creditLimit: 150_000,
    transactionLimit: 50_000.5,
    termLimit: 30,
  })
  expect(parseOpsArgs(['decline', '7', '--reason', ' Sin ingresos '])).toEqual({
    name: 'decline',
    id: 7,
    reason: 'Sin ingresos',
  })
  expect(parseOpsArgs(['--help'])).toEqual({ name: 'help' })
  const bad: [string[], RegExp][] = [
    [[], /Falta el comando/],
    [['aprobar', '1'], /Comando desconocido: aprobar/],
    [['applications', '--status', 'pending'], /--status debe ser uno de/],
    [['applications', '--page', '0'], /--page/],
    [['show'], /id de la solicitud/],
    [['show', 'abc'], /id de la solicitud/],
    [['show', '1', '2'], /Sobra el argumento 2/],
    [['show', '1', '--reason', 'x'], /show no acepta --reason/],
    [['approve', '1', '--transaction-limit', '5', '--term-limit', '30'], /Falta --credit-limit/],
    [
      ['approve', '1', '--credit-limit', '1,000', '--transaction-limit', '5', '--term-limit', '30'],
      /--credit-limit debe ser un monto/,
    ],
    [['decline', '1'], /Falta --reason/],
    [['decline', '1', '--motivo', 'x'], /motivo/],
    // The approval's and the decline's own rules: the contract schemas the server and the console check.
    [
      ['approve', '1', '--credit-limit', '1000', '--transaction-limit', '5000', '--term-limit', '30'],
      new RegExp(`^--transaction-limit: ${REG_MSG.transactionOverCredit}$`),
    ],
    [
      ['approve', '1', '--credit-limit', '1000', '--transaction-limit', '500', '--term-limit', '400'],
      new RegExp(`^--term-limit: ${REG_MSG.termInvalid}$`),
    ],
    [
      ['approve', '1', '--credit-limit', '1000.555', '--transaction-limit', '0', '--term-limit', '7.5'],
      new RegExp(
        `^--credit-limit: ${SALE_MSG.amountDecimals}\n--transaction-limit: ${SALE_MSG.amountPositive}\n--term-limit: ${REG_MSG.termInvalid}$`,
      ),
    ],
    [['decline', '1', '--reason', '   '], new RegExp(`^--reason: ${MSG.required}$`)],
    [['decline', '1', '--reason', 'x'.repeat(1001)], /^--reason: Caracteres excedidos\. Máximo: 1000$/],
    [['applications', '--search', 'x'.repeat(101)], /^--search: Caracteres excedidos. Máximo: 100$/],
    [
      ['applications', '--status', 'todas'],
      /--status debe ser uno de: submitted, in_progress, approved, declined, all/,
    ],
  ]
  for (const [argv, message] of bad) {
    expect(() => parseOpsArgs(argv), argv.join(' ')).toThrow(UsageError)
    expect(() => parseOpsArgs(argv), argv.join(' ')).toThrow(message)
  }
})

forEachDatabase('ops CLI', (ctx) => {
  let server: ReturnType<typeof serve> | undefined
  let url = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
    })
    url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  })

  const operatorEnv = () => ({ OPS_URL: url, OPS_EMAIL: ACTOR_EMAILS.admin, OPS_PASSWORD: DEMO_PASSWORD })
  const ops = async (argv: string[], env: Record<string, string> = operatorEnv()): Promise<Run> => {
    let stdout = ''
    let stderr = ''
    const code = await runOps(argv, {
      env,
      stdout: (text) => {
        stdout += `${text}\n`
      },
      stderr: (text) => {
        stderr += `${text}\n`
      },
    })
    return { code, stdout, stderr }
  }
  const liveOperatorSessions = async () =>
    ctx.db
      .select({ id: schema.sessions.id })
      .from(schema.sessions)
      .where(
        and(
          eq(schema.sessions.userId, await ctx.userId(ACTOR_EMAILS.admin)),
          isNull(schema.sessions.revokedAt),
        ),
      )

  it('prints the help with exit 0 and usage errors with exit 2, without calling the server', async () => {
    expect(await ops(['help'], {})).toEqual({ code: 0, stdout: `${USAGE}\n`, stderr: '' })
    const unknown = await ops(['borrar', '1'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Comando desconocido: borrar')
    expect(unknown.stderr).toContain(USAGE)
    const noCredentials = await ops(['applications'], { OPS_URL: url })
    expect(noCredentials.code).toBe(2)
    expect(noCredentials.stderr).toContain('OPS_EMAIL')
  })

  it('lists the applications waiting for evaluation and signs out afterwards', async () => {
    const sessions = (await liveOperatorSessions()).length
    const run = await ops(['applications'])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('')
    expect(run.stdout).toMatch(/^ID +Negocio +Figura +Contacto/)
    expect(run.stdout).toContain(DEMO_APPLICATION.businessName)
    expect(run.stdout).toContain('Materiales El Fuerte')
    expect(run.stdout).toContain('$300,000.00')
    expect(run.stdout).toMatch(/Página 1 de 1 · \d+ solicitud/)
    expect((await liveOperatorSessions()).length).toBe(sessions)
    const none = await ops(['applications', '--status', 'approved'])
    expect(none).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^(No hay solicitudes con estado approved\.|ID)/),
    })
  })

  it('lists the suppliers builders recommended, newest first', async () => {
    const empty = await ops(['recommendations'])
    expect(empty).toEqual({ code: 0, stdout: 'No hay recomendaciones de proveedores.\n', stderr: '' })
    const builder = await ctx.as('admin-customer')
    for (const [name, phone] of [
      ['Block y Arena Sánchez', '3312345678'],
      ['Vidrios Tonalá', '3398765432'],
    ]) {
      const res = await ctx.request('POST', '/api/customers/refer-supplier', {
        token: builder,
        json: { name, phone, notes: 'Buen precio\nen varilla' },
      })
      expect(res.status).toBe(200)
    }
    const run = await ops(['recommendations'])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^ID +Proveedor +Teléfono +Recomendado por +Usuario +Fecha +Notas/)
    const lines = run.stdout.split('\n')
    expect(lines[2]).toContain('Vidrios Tonalá')
    expect(lines[2]).toContain('3398765432')
    expect(lines[2]).toContain('Constructora Robles')
    expect(lines[2]).toContain('cliente@demo.mx')
    expect(lines[2]).toContain('Buen precio en varilla')
    expect(lines[3]).toContain('Block y Arena Sánchez')
    expect(run.stdout).toContain('Página 1 de 1 · 2 recomendaciones')
    expect(parseOpsArgs(['recommendations', '--page', '2'])).toEqual({ name: 'recommendations', page: 2 })
    expect(() => parseOpsArgs(['recommendations', '--status', 'x'])).toThrow(/no acepta --status/)
  })

  it('shows an application with its documents and quiz answers', async () => {
    const application = await createApplication(ctx, { withFiles: true, quizAnswered: true })
    const run = await ops(['show', String(application.id)])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`Solicitud ${application.id}:`)
    expect(run.stdout).toContain(`Identificación oficial del representante legal: identificacion.png`)
    expect(run.stdout).toContain(`archivo ${application.fileIds[0]}`)
    expect(run.stdout).toContain('Estado de cuenta bancario (mes 3)')
    expect(run.stdout).toContain('¿Cuántos años tiene operando tu negocio? Menos de 1 año')
    expect(run.stdout).toContain(`Comprador: Gerardo Nava · ${application.buyerEmail}`)
    const missing = await ops(['show', '999999'])
    expect(missing).toEqual({ code: 1, stdout: '', stderr: `${REG_MSG.applicationNotFound}\n` })
  })

  it('approves and declines, printing the server messages and field errors', async () => {
    const application = await createApplication(ctx)
    const approve = (credit: string, transaction: string, term: string) =>
      ops([
        'approve',
        String(application.id),
        '--credit-limit',
        credit,
        '--transaction-limit',
        transaction,
        '--term-limit',
        term,
      ])
    // Refused before anything is sent, with the messages the server would give.
    const before = await ctx.tableCounts()
    const overCredit = await approve('1000', '5000', '30')
    expect(overCredit).toEqual({
      code: 2,
      stdout: '',
      stderr: `--transaction-limit: ${REG_MSG.transactionOverCredit}\n\n${USAGE}\n`,
    })
    const longTerm = await approve('1000', '500', '400')
    expect(longTerm.code).toBe(2)
    expect(longTerm.stderr).toContain(`--term-limit: ${REG_MSG.termInvalid}`)
    expect(await ctx.tableCounts()).toEqual(before)

    const ok = await ops([
      'approve',
      String(application.id),
      '--credit-limit',
      '150000',
      '--transaction-limit',
      '50000',
      '--term-limit',
      '30',
    ])
    expect(ok.code).toBe(0)
    const row = await applicationRow(ctx, application.id)
    expect(ok.stdout).toContain(
      `${REG_MSG.approved}: ${row.businessName} es el cliente #${row.customerOrganizationId}.`,
    )
    expect(ok.stdout).toContain(`${application.buyerEmail} y ${application.paymentEmail}`)

    const again = await ops(['decline', String(application.id), '--reason', 'Tarde'])
    expect(again).toEqual({ code: 1, stdout: '', stderr: `${REG_MSG.applicationDecided}\n` })

    const other = await createApplication(ctx)
    const declined = await ops(['decline', String(other.id), '--reason', 'Documentos ilegibles'])
    expect(declined.code).toBe(0)
    expect(declined.stdout).toContain(`${REG_MSG.declined}: enviamos el motivo a ${other.contactEmail}.`)
    expect((await applicationRow(ctx, other.id)).declineReason).toBe('Documentos ilegibles')

    // Who decided and when, in the application and in the lists of decided ones.
    const shown = await ops(['show', String(application.id)])
    expect(shown.stdout).toMatch(
      /Decidida: +\d{2}\/\d{2}\/\d{2}, \d{1,2}:\d{2}\s[ap]\.\s?m\. · Sofía Castañeda/,
    )
    expect(shown.stdout).toContain('Línea de crédito:     $150,000.00, hasta $50,000.00 por compra, 30 días')
    const name = row.businessName
    const all = await ops(['applications', '--status', 'all', '--search', name.toUpperCase()])
    expect(all.code, all.stderr).toBe(0)
    expect(all.stdout).toMatch(/^ID +Negocio +Estado +Figura .* +Decidida$/m)
    expect(all.stdout).toMatch(new RegExp(`${application.id} +${name} +approved .*· Sofía Castañeda$`, 'm'))
    expect(all.stdout).toContain(
      `Página 1 de 1 · 1 solicitud (all) que coincidan con "${name.toUpperCase()}"`,
    )
    const none = await ops(['applications', '--search', name])
    expect(none.stdout).toBe(`No hay solicitudes con estado submitted que coincidan con "${name}".\n`)
  })

  it('exits 1 with the reason when it cannot sign in, is not the operator or cannot connect', async () => {
    const wrong = await ops(['applications'], { ...operatorEnv(), OPS_PASSWORD: 'Equivocada1' })
    expect(wrong).toEqual({ code: 1, stdout: '', stderr: `${MSG.invalidCredentials}\n` })
    const supplier = await ops(['applications'], {
      ...operatorEnv(),
      OPS_EMAIL: ACTOR_EMAILS['admin-supplier'],
    })
    expect(supplier).toEqual({ code: 1, stdout: '', stderr: `${MSG.forbidden}\n` })
    const down = await ops(['applications'], { ...operatorEnv(), OPS_URL: 'http://127.0.0.1:9' })
    expect(down.code).toBe(1)
    expect(down.stderr).toContain('No se pudo conectar con http://127.0.0.1:9')
  })

  it('runs as `npm run ops` does, with its exit codes', async () => {
    const cli = (argv: string[]) =>
      new Promise<Run>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', ...argv], {
          env: { ...process.env, ...operatorEnv() },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        let stdout = ''
        let stderr = ''
        child.stdout.on('data', (chunk) => {
          stdout += chunk
        })
        child.stderr.on('data', (chunk) => {
          stderr += chunk
        })
        child.once('error', reject)
        child.once('exit', (code) => resolve({ code: code ?? -1, stdout, stderr }))
      })
    const [list, usage, missing] = await Promise.all([
      cli(['applications']),
      cli(['approve', '1']),
      cli(['show', '999999']),
    ])
    expect(list.code, list.stderr).toBe(0)
    expect(list.stdout).toContain(DEMO_APPLICATION.businessName)
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('Falta --credit-limit')
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain(REG_MSG.applicationNotFound)
  })
})
