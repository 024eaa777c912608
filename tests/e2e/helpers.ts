import { type Browser, expect, type Page } from '@playwright/test'
import { emailIn, type World } from './world'

export const DEMO_PASSWORD = 'Demo1234!'

// 'Registrar mis clientes' is the supplier's menu entry to the client-registration form.
export const SUPPLIER_MENU = [
  'Inicio',
  'Nueva venta',
  'Ventas',
  // The week's statement.
  'Estado de cuenta',
  'Registrar mis clientes',
  // The open quote requests a supplier answers.
  'Cotizaciones',
  'Clientes',
  'Perfil',
  'Recursos',
]
// Recursos is for admin-customer, admin-supplier, customer and vendor, not vendor-supplier
// (docs/decisions.md#routes-and-navigation).
export const VENDOR_MENU = [
  'Nueva venta',
  'Ventas',
  'Estado de cuenta',
  'Registrar mis clientes',
  'Cotizaciones',
]
export const CUSTOMER_MENU = [
  'Inicio',
  'Compras',
  'Mis proveedores',
  'Nueva compra',
  '¿Donde comprar?',
  'Proyectos',
  // The business profile.
  'Perfil',
  'Recursos',
]

/** The platform operator's menu: its console of applications, and the public resources. */
export const OPERATOR_MENU = ['Solicitudes', 'Recursos']

export interface DemoAccount {
  email: string
  role: 'admin-supplier' | 'vendor-supplier' | 'admin-customer' | 'customer' | 'admin'
  home: string
  business: string
  /** The landing page's heading: the business name on dashboards, 'Nueva venta' on /front-desk. */
  heading: string
  menu: string[]
}

/** The demo seed's accounts (docs/decisions.md#demo-data) and where each one lands. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'proveedor@demo.mx',
    role: 'admin-supplier',
    home: '/dashboard-supplier',
    business: 'Materiales El Fuerte',
    heading: 'Materiales El Fuerte',
    menu: SUPPLIER_MENU,
  },
  {
    email: 'vendedor@demo.mx',
    role: 'vendor-supplier',
    home: '/front-desk',
    business: 'Materiales El Fuerte',
    heading: 'Nueva venta',
    menu: VENDOR_MENU,
  },
  {
    email: 'cliente@demo.mx',
    role: 'admin-customer',
    home: '/dashboard-customer',
    business: 'Constructora Robles',
    heading: 'Constructora Robles',
    menu: CUSTOMER_MENU,
  },
  {
    email: 'comprador@demo.mx',
    role: 'customer',
    home: '/dashboard-customer',
    business: 'Constructora Robles',
    heading: 'Constructora Robles',
    menu: CUSTOMER_MENU,
  },
  {
    email: 'proveedor2@demo.mx',
    role: 'admin-supplier',
    home: '/dashboard-supplier',
    business: 'Aceros del Norte',
    heading: 'Aceros del Norte',
    menu: SUPPLIER_MENU,
  },
  {
    email: 'cliente2@demo.mx',
    role: 'admin-customer',
    home: '/dashboard-customer',
    business: 'Obras Hidalgo',
    heading: 'Obras Hidalgo',
    menu: CUSTOMER_MENU,
  },
  {
    email: 'operador@demo.mx',
    role: 'admin',
    home: '/operador/solicitudes',
    business: 'Obrafiado',
    heading: 'Solicitudes de crédito',
    menu: OPERATOR_MENU,
  },
]

export const account = (email: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email)
  if (!found) throw new Error(`Not a demo account: ${email}`)
  return found
}

/** Matches a URL whose path is exactly `path` (any query or hash). */
export const atPath = (path: string): RegExp =>
  new RegExp(`^[a-z]+://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?(?:[?#].*)?$`)

export const emailField = (page: Page) => page.getByLabel('Correo electrónico', { exact: true })
export const passwordField = (page: Page) => page.getByLabel('Contraseña', { exact: true })
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Principal' })

/** Fills the login form and submits it; does not wait for the redirect. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  // The buy tutorial opens once per browser on a customer's first dashboard; only its own test wants it.
  await page.addInitScript(() => localStorage.setItem('buyTutorialShowed', '1'))
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()
  await emailField(page).fill(email)
  await passwordField(page).fill(password)
  await page.getByRole('button', { name: 'Ingresar' }).click()
}

/**
 * Signs a demo account in through the login form and waits until it lands on its home route: the account of
 * `world` when one is given (tests/e2e/world.ts), else the shared demo account (only for tests that change
 * nothing).
 */
export async function signIn(page: Page, demoEmail: string, world?: World): Promise<DemoAccount> {
  const demo = account(demoEmail)
  await submitLogin(page, world ? emailIn(world, demoEmail) : demoEmail, DEMO_PASSWORD)
  await expect(page).toHaveURL(atPath(demo.home))
  return demo
}

/** A signed-in page of `world`'s account in its own browser context: the builder's phone, the counter PC. */
export async function openAs(
  browser: Browser,
  world: World,
  demoEmail: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await signIn(page, demoEmail, world)
  return page
}

/** The <dd> after the <dt> that reads `term` (the dashboards' figures). */
export const ddAfter = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')

/** The session token the SPA keeps, for API calls a test makes on the user's behalf. */
export const tokenOf = (page: Page): Promise<string> =>
  page.evaluate(() => localStorage.getItem('token') ?? '')

/** Pesos of a formatted amount ('$1,234.50' → 1234.5). */
export const pesosOf = (money: string): number => Number(money.replace(/[^\d.]/g, ''))

/** The e2e server's data directory (playwright.config.ts). */
export const e2eDataDir = (): string => process.env.OBRAFIADO_E2E_DATA_DIR as string

/**
 * The link of the newest mail to `to` whose subject contains `subject`: without SMTP_URL the server logs each
 * mail with its first link, and the e2e server's log is a file (playwright.config.ts).
 */
export async function mailLink(to: string, subject: string): Promise<string> {
  const { readFileSync } = await import('node:fs')
  const { join } = await import('node:path')
  let link: string | undefined
  await expect
    .poll(
      () => {
        const lines = readFileSync(join(e2eDataDir(), 'server.log'), 'utf8').split('\n')
        link = lines
          .filter((line) => line.includes('mail (not sent') && line.includes(subject))
          .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as { to: string; link?: string })
          .filter((mail) => mail.to === to && mail.link)
          .at(-1)?.link
        return link
      },
      { timeout: 15_000, message: `a mail '${subject}' to ${to}` },
    )
    .toBeTruthy()
  return link as string
}

/**
 * A day of the server's calendar (Mexico City), `days` after today there, as a Date whose UTC fields are that
 * day: a date typed in a form must be Mexico City's, since the browser's own day is a day ahead there in the
 * evening.
 */
export function mexicoCityDay(days = 0): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + days))
}

/** A day made by mexicoCityDay as typed in a date field: dd/mm/aaaa, or ddmmaaaa with an empty separator. */
export const typedDay = (day: Date, separator = '/'): string =>
  [
    String(day.getUTCDate()).padStart(2, '0'),
    String(day.getUTCMonth() + 1).padStart(2, '0'),
    day.getUTCFullYear(),
  ].join(separator)
