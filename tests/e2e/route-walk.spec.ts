import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { BANK_STATEMENTS, generalDocumentsFor } from '@contract/registrationTexts'
import type { RoleName } from '@contract/roles'
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test'
import { ROUTES, type RouteDef } from '../../src/routes/table'
import { DEMO_ACCOUNTS, e2eDataDir, signIn } from './helpers'
import { test as base } from './outside'
import { WALK_NOW } from './walk-clock'

/**
 * "Checked by looking": every route of the route table (src/routes/table.ts) for every role allowed on it, and
 * the public pages signed out, at 360 × 740 and 1280 × 800, against the demo data of the walk's own server whose
 * clock stands still at WALK_NOW (playwright.config.ts, project `walk`). Each visit fails on horizontal
 * overflow, a console error, a failed request or an axe violation (WCAG 2 A and AA), and compares a full-page
 * screenshot with the committed baseline in route-walk.spec.ts-snapshots/ (docs/architecture.md#tests).
 * The walk is generated from the route table: a new route is walked, or listed below with its reason, or the
 * first test fails.
 */

type Role = 'admin-supplier' | 'vendor-supplier' | 'admin-customer' | 'customer' | 'admin'
type Visitor = Role | 'anonymous'
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

const WALK_ROLES: Role[] = ['admin-supplier', 'vendor-supplier', 'admin-customer', 'customer', 'admin']
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const

/** The demo account that walks as each role (docs/decisions.md#demo-data). */
const accountOf = (role: Role) => {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role)
  if (!found) throw new Error(`No demo account is ${role}`)
  return found
}

/** What a visit needs from the server besides the session: ids, codes and tokens of the demo data. */
type Ask = {
  request: APIRequestContext
  /** The visitor's bearer token ('' when signed out). */
  token: string
  /** The bearer token of a role (signs it in once per worker). */
  tokenOf: (role: Role) => Promise<string>
}
/**
 * Where a visit goes; `dialog`: the route opens a drawer over its page, which locks the page's scroll, so the
 * screenshot is of the viewport, taken once the drawer is open. `stored`: what the page finds in localStorage
 * when it opens. `heading`: the visit lands on `path` (no redirect) and shows this heading.
 */
type Target = { path: string; dialog?: boolean; stored?: Record<string, string>; heading?: string }
type Resolve = (ask: Ask) => Target | Promise<Target>

/** Routes with parameters, and how the walk fills them in. */
const RESOLVERS: Record<string, Resolve> = {
  '/login/:showMsg?': () => ({ path: '/login' }),
  '/payments/:status?': () => ({ path: '/payments' }),
  '/change-password/:token': async ({ request }) => ({ path: await passwordResetPath(request) }),
  // The demo's application waiting for the operator (server/seed/demo-application.ts).
  '/operador/solicitudes/:id': async ({ request, token }) => {
    const found = await getJson<{ data: { id: number; business_name: string }[] }>(
      request,
      token,
      '/api/applications?search=Edificaciones%20R%C3%ADos%20del%20Baj%C3%ADo',
    )
    return { path: `/operador/solicitudes/${firstId(found.data, 'application')}` }
  },
  '/supplier/:id': async ({ request, token }) => {
    const suppliers = await getJson<{ data: { id: number }[] }>(
      request,
      token,
      '/api/suppliers/get-suppliers-to-show?per_page=1',
    )
    return { path: `/supplier/${firstId(suppliers.data, 'supplier')}` }
  },
  '/projects/detail/:id': async ({ request, token }) => ({
    path: `/projects/detail/${firstId(await projectsOf(request, token), 'project')}`,
    dialog: true,
  }),
  '/projects/quotes/:id': async ({ request, token }) => ({
    path: `/projects/quotes/${firstId(await projectsOf(request, token), 'project')}`,
    dialog: true,
  }),
  '/checkout/:payment_code': async ({ request, token, tokenOf }) => ({
    path: `/checkout/${await checkoutCode(request, token, await tokenOf('admin-supplier'))}`,
  }),
  // Signed in: the supplier's own statement; signed out: a builder's, by the token of its mail.
  '/statement/:token?': async ({ token }) => ({ path: token ? '/statement' : statementPath() }),
  // Without a token: the page's notice to open the mailed link. The questionnaire itself needs the token a
  // finished registration mails (registration.spec.ts), so its form is not walked here.
  '/questionnaire/:token?': () => ({ path: '/questionnaire' }),
  // The wizard's steps beyond info: an application of the walk's own, made through the wizard's API up to the
  // step before, its register token stored as the wizard stores it; the page resumes at the step of the URL.
  '/register/files/company': async ({ request }) => ({
    path: '/register/files/company',
    stored: { register_token: await registrationUpTo(request, 'info') },
    heading: 'Documentos del negocio',
  }),
  '/register/files/bank-statements': async ({ request }) => ({
    path: '/register/files/bank-statements',
    stored: { register_token: await registrationUpTo(request, 'files-company') },
    heading: 'Estados de cuenta bancarios',
  }),
  '/register/legal-representative': async ({ request }) => ({
    path: '/register/legal-representative',
    stored: { register_token: await registrationUpTo(request, 'files-bank-statements') },
    heading: 'Representante legal',
  }),
  '/register/users': async ({ request }) => ({
    path: '/register/users',
    stored: { register_token: await registrationUpTo(request, 'legal-representative') },
    heading: 'Usuarios',
  }),
  // A registration submitted through the API leaves what the wizard's success leaves: no register token, and
  // 'register_completed' holding the questionnaire token (src/lib/registrationStore.ts).
  '/register/success': async ({ request }) => ({
    path: '/register/success',
    stored: { register_completed: await registrationUpTo(request, 'users') },
    heading: '¡Has finalizado tu solicitud!',
  }),
}

/** Routes the walk leaves out, each with its reason (none today). */
const NOT_WALKED: Record<string, string> = {}

/**
 * Axe violations known today, by visit (none since the lists became cards on phones,
 * docs/decisions.md#phones-first). A visit asserts exactly its entry, so an entry that no longer holds fails
 * too and has to go.
 */
const KNOWN_AXE: Record<string, string[]> = {}

/** Failed requests that are not failures, each with its reason. */
const EXPECTED_PROBLEMS: RegExp[] = [
  // /how-to-use's videos: Chromium reads a video's first bytes for its poster and duration, then cancels the
  // rest of the response until the video plays (net::ERR_ABORTED); nothing is missing.
  /^request failed: GET \S+\/help\/[\w-]+\.webm net::ERR_ABORTED$/,
]

/** Who walks a route: the allowed walk roles, or nobody signed in for the public pages. */
const visitorsOf = (route: RouteDef): Visitor[] => {
  const access = route.access
  switch (access.kind) {
    case 'public':
    case 'register':
      return ['anonymous']
    case 'roles':
    case 'checkout':
      return WALK_ROLES.filter((role) => access.roles.includes(role as RoleName))
    case 'statement':
      return [...WALK_ROLES.filter((role) => role.endsWith('-supplier')), 'anonymous']
  }
}

const hasParams = (path: string) => path.includes(':')

/** The visit of a route without parameters, or its resolver's. */
const resolverOf = (route: RouteDef): Resolve | undefined =>
  RESOLVERS[route.path] ?? (hasParams(route.path) ? undefined : () => ({ path: route.path }))

const walked = ROUTES.filter((route) => !NOT_WALKED[route.path] && resolverOf(route))

const test = base.extend<{ visitor: Visitor }, { sessions: (role: Role) => Promise<StorageState> }>({
  visitor: ['anonymous', { option: true }],
  // Each role signs in once per worker, through the login form; its visits reuse the stored session.
  sessions: [
    async ({ browser }, use, workerInfo) => {
      const cache = new Map<Role, Promise<StorageState>>()
      await use((role) => {
        let state = cache.get(role)
        if (!state) {
          state = (async () => {
            // Signed out: the test that asks first may carry another role's session in its default options.
            const context = await browser.newContext({
              baseURL: workerInfo.project.use.baseURL,
              storageState: { cookies: [], origins: [] },
            })
            const page = await context.newPage()
            await signIn(page, accountOf(role).email)
            const stored = await context.storageState()
            await context.close()
            return stored
          })()
          cache.set(role, state)
        }
        return state
      })
    },
    { scope: 'worker' },
  ],
  storageState: async ({ visitor, sessions }, use) => {
    await use(visitor === 'anonymous' ? undefined : await sessions(visitor))
  },
})

const tokenIn = (state: StorageState | undefined): string =>
  state?.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'token')?.value ?? ''

test('every route of the route table is walked or listed with its reason', () => {
  const unwalked = ROUTES.filter((route) => !NOT_WALKED[route.path] && !resolverOf(route)).map((r) => r.path)
  expect(unwalked, 'routes with parameters need a resolver in RESOLVERS or a reason in NOT_WALKED').toEqual(
    [],
  )
  const stale = [...Object.keys(RESOLVERS), ...Object.keys(NOT_WALKED)].filter(
    (path) => !ROUTES.some((route) => route.path === path),
  )
  expect(stale, 'RESOLVERS and NOT_WALKED name only routes of the table').toEqual([])
  const names = walked.flatMap((route) =>
    visitorsOf(route).flatMap((visitor) => WIDTHS.map((v) => snapshotName(route.path, visitor, v.width))),
  )
  expect(new Set(names).size, 'one baseline per visit').toBe(names.length)
  const nobody = walked.filter((route) => visitorsOf(route).length === 0).map((route) => route.path)
  expect(nobody, 'every walked route has a walking role (WALK_ROLES) or is public').toEqual([])
})

for (const route of walked) {
  for (const visitor of visitorsOf(route)) {
    test.describe(`${route.path} as ${visitor}`, () => {
      test.use({ visitor, viewport: WIDTHS[0] })
      test('looks right at 360 and 1280', async ({ page, request, sessions, storageState }) => {
        const resolve = resolverOf(route) as Resolve
        const target = await resolve({
          request,
          token: tokenIn(storageState as StorageState | undefined),
          tokenOf: async (role) => tokenIn(await sessions(role)),
        })
        const problems = watch(page)
        await pinLook(page)
        if (target.stored)
          await page.addInitScript((items) => {
            for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value)
          }, target.stored)
        await page.goto(target.path)
        await settle(page)
        if (target.heading) {
          await expect(page, 'no redirect').toHaveURL((url) => url.pathname === target.path)
          await expect(
            page.getByRole('heading', { level: 1, name: target.heading, exact: true }),
          ).toBeVisible()
        }
        if (target.dialog) await expect(page.getByRole('dialog')).toBeVisible()
        // One visit, both widths: the page is laid out again at the second, as a rotated tablet would.
        for (const viewport of WIDTHS) {
          const visit = `${route.path} as ${visitor} at ${viewport.width}`
          await test.step(visit, async () => {
            if (viewport !== WIDTHS[0]) {
              await page.setViewportSize(viewport)
              await settle(page)
            }
            const overflow = await page.evaluate(() => ({
              scrollWidth: document.documentElement.scrollWidth,
              innerWidth: window.innerWidth,
            }))
            expect
              .soft(overflow.scrollWidth, `${visit}: no horizontal overflow of the page`)
              .toBeLessThanOrEqual(overflow.innerWidth)

            await expect
              .soft(page)
              .toHaveScreenshot(`${snapshotName(route.path, visitor, viewport.width)}.png`, {
                fullPage: !target.dialog,
                animations: 'disabled',
                caret: 'hide',
                mask: masksOf(page),
                // Two runs in a row differed by a few dozen anti-aliased pixels in the dashboard's scaled
                // supplier logos; a changed text or layout differs by far more than 0.1 % of the page.
                maxDiffPixelRatio: 0.001,
              })

            const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
            expect
              .soft(
                axe.violations.map((v) => v.id),
                `${visit}: no axe violation but the known ones (${JSON.stringify(
                  axe.violations.map(
                    (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
                  ),
                )})`,
              )
              .toEqual(KNOWN_AXE[visit] ?? [])
          })
        }
        expect(
          problems.filter((problem) => !EXPECTED_PROBLEMS.some((expected) => expected.test(problem))),
          'no console error and no failed request',
        ).toEqual([])
      })
    })
  }
}

/** Console errors, page errors and failed requests of a visit. */
function watch(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`),
  )
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`)
  })
  return problems
}

/**
 * The browser's clock stands at WALK_NOW like the server's; the app's font stack is pinned to DejaVu (Debian's
 * fonts-dejavu, what the stack falls to there anyway), so the baselines do not hang on installed fonts.
 */
async function pinLook(page: Page): Promise<void> {
  await page.clock.setFixedTime(new Date(WALK_NOW))
  await page.addInitScript(() => {
    const style = document.createElement('style')
    style.textContent =
      ":root { --fonts-body: 'DejaVu Sans', sans-serif !important; --fonts-heading: 'DejaVu Sans', sans-serif !important; --fonts-mono: 'DejaVu Sans Mono', monospace !important; }"
    document.addEventListener('DOMContentLoaded', () => document.head.append(style))
  })
}

/**
 * Waits until the page has loaded what it shows: no spinner (src/components/ui/Spinner.tsx) and nothing busy,
 * then no request in flight (images included), fonts ready. The spinners first: a lazy page's data request
 * may start after a quiet half second.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expect(page.getByRole('status', { name: /^Cargando/ })).toHaveCount(0)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/**
 * What differs between visits of the same page: the purchase code /token makes on open and its countdown, the
 * checkout's fresh payment code, and /how-to-use's videos (their controls draw how much has buffered).
 */
const masksOf = (page: Page) => [
  page.locator('dt:text-is("Código de compra") + dd'),
  page.getByRole('timer'),
  page.locator('dt:text-is("Código de pago") + dd'),
  page.locator('video'),
]

/**
 * '/payments/:status?' → 'payments-status--customer--360', in the letters, digits and dashes Playwright keeps
 * in a file name; the first test checks that no two visits share one.
 */
const snapshotName = (path: string, visitor: Visitor, width: number): string =>
  `${SNAPSHOT_STEMS[path] ?? (path.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '') || 'root')}--${visitor}--${width}`

/** Routes whose file name would be another's: '/register/success' (the wizard's) and '/register-success' (the quiz's). */
const SNAPSHOT_STEMS: Record<string, string> = { '/register/success': 'register-wizard-success' }

async function getJson<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const response = await request.get(url, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status(), url).toBe(200)
  return (await response.json()) as T
}

const firstId = (rows: { id: number }[], what: string): number => {
  const id = rows[0]?.id
  if (id === undefined) throw new Error(`The demo data has no ${what} to walk`)
  return id
}

const projectsOf = async (request: APIRequestContext, token: string) => {
  const answer = await getJson<{ data: { id: number }[] } | { id: number }[]>(request, token, '/api/projects')
  return Array.isArray(answer) ? answer : answer.data
}

/** A checkout code of the demo supplier for the visiting builder (as tests/e2e/obras-hidalgo.spec.ts makes one). */
async function checkoutCode(request: APIRequestContext, buyerToken: string, supplierToken: string) {
  const { id } = await getJson<{ id: number }>(request, buyerToken, '/api/user')
  const created = await request.post('/api/checkout/create', {
    headers: { Authorization: `Bearer ${supplierToken}` },
    data: {
      user_id: id,
      amount: 820.5,
      term: 15,
      reference: 'Pedido en línea 1043',
      redirect_url: `${test.info().project.use.baseURL}/recursos`,
    },
  })
  expect(created.status(), 'a checkout code').toBe(200)
  return ((await created.json()) as { payment_code: string }).payment_code
}

/** The walk server's log (playwright.config.ts). */
const walkLog = (): string[] => readFileSync(join(e2eDataDir(), 'walk', 'server.log'), 'utf8').split('\n')

/** The statement link the demo seed logs for Constructora Robles (server/main.ts). */
function statementPath(): string {
  const line = walkLog().find((l) => l.includes('demo statement of Constructora Robles'))
  if (!line) throw new Error('The walk server logged no demo statement link')
  return new URL(line.slice(line.indexOf('http'))).pathname
}

/** A password-reset link of a demo account, asked for now and read from the walk server's log. */
async function passwordResetPath(request: APIRequestContext): Promise<string> {
  const email = accountOf('customer').email
  const asked = await request.post('/api/forgot-password', { data: { email } })
  expect(asked.status(), 'a password-reset mail').toBe(200)
  let link: string | undefined
  await expect
    .poll(() => {
      link = walkLog()
        .filter((line) => line.includes('mail (not sent') && line.includes(email))
        .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as { link?: string })
        .findLast((mail) => mail.link?.includes('/change-password/'))?.link
      return link
    })
    .toBeTruthy()
  return new URL(link as string).pathname
}

/** A real (tiny) PDF, as registration.spec.ts uploads. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

const REGISTRATION_STEPS = [
  'info',
  'files-company',
  'files-bank-statements',
  'legal-representative',
  'users',
] as const
type RecordedStep = (typeof REGISTRATION_STEPS)[number]

/**
 * A web registration made through the wizard's API (step 1, its documents, the legal representative, the
 * users), each step recorded with status-customer/create as the wizard records it, up to and with `last`.
 * Returns the register token, or the questionnaire token once `users` submits it. Every call makes a new
 * application: the e-mails are random (the clock stands still, and a contact e-mail may start only a few
 * applications an hour), nothing of it is on the walked screens, and a web application names no supplier, so
 * no signed-in page of the walk lists it.
 */
async function registrationUpTo(request: APIRequestContext, last: RecordedStep): Promise<string> {
  const unique = randomUUID().slice(0, 8)
  const ok = async (what: string, answer: Promise<APIResponse>) => {
    const response = await answer
    expect(response.status(), `${what}: ${await response.text()}`).toBe(200)
    return (await response.json()) as Record<string, unknown>
  }
  const started = await ok(
    'register/step-1',
    request.post('/api/register/step-1', {
      data: {
        business_name: 'Constructora Recorrido',
        contact_name: 'Laura Méndez',
        contact_phone: '525512345678',
        contact_email: `contacto.${unique}@recorrido-e2e.mx`,
        business_type: 'company',
        credit_requested: 250000,
        optin_data_protection: true,
        optin_terms_and_conditions: true,
      },
    }),
  )
  const token = started.register_token as string
  const headers = { Register_Token: token }
  const record = (step: RecordedStep) =>
    ok(
      `status-customer/create ${step}`,
      request.post('/api/status-customer/create', { headers, data: { step, register_token: token } }),
    )
  const upload = async (group: 'general-info' | 'bank-statements', props: readonly string[]) => {
    const filesData = props.map((prop) => ({ prop, hash: `${prop.replaceAll('_', '-')}-${unique}` }))
    const declared = await ok(
      `register/step-6-${group}`,
      request.post(`/api/register/step-6-${group}`, { headers, data: { filesData, register_token: token } }),
    )
    // One file a request, as the wizard sends them.
    for (const { prop, hash } of filesData)
      await ok(
        `media/files ${prop}`,
        request.post('/api/media/files', {
          headers,
          multipart: {
            files: { name: `${prop}.pdf`, mimeType: 'application/pdf', buffer: PDF },
            register_token: token,
            customer_id: String(declared.customer_id),
            hashNames: JSON.stringify([hash]),
          },
        }),
      )
  }
  const steps: Record<RecordedStep, () => Promise<unknown>> = {
    info: async () => {},
    'files-company': () =>
      upload(
        'general-info',
        generalDocumentsFor('company').map((d) => d.prop),
      ),
    'files-bank-statements': () =>
      upload(
        'bank-statements',
        BANK_STATEMENTS.map((d) => d.prop),
      ),
    'legal-representative': () =>
      ok(
        'register/step-2',
        request.post('/api/register/step-2', {
          data: {
            name: 'Laura',
            last_name: 'Méndez Ruiz',
            email: `laura.${unique}@recorrido-e2e.mx`,
            phone: '525512345678',
            optin: true,
            register_token: token,
          },
        }),
      ),
    users: () =>
      ok(
        'register/step-5',
        request.post('/api/register/step-5', {
          data: {
            buyer_user: {
              name: 'Jorge',
              last_name: 'Salas',
              email: `compras.${unique}@recorrido-e2e.mx`,
              phone: '525587654321',
            },
            is_payment_user_same_as_buyer: true,
            register_token: token,
          },
        }),
      ),
  }
  for (const step of REGISTRATION_STEPS.slice(0, REGISTRATION_STEPS.indexOf(last) + 1)) {
    await steps[step]()
    const recorded = await record(step)
    if (step === 'users') return recorded.questionnaire_token as string
  }
  return token
}
