import {
  atPath,
  CUSTOMER_MENU,
  DEMO_ACCOUNTS,
  ddAfter,
  emailField,
  mainNav,
  passwordField,
  SUPPLIER_MENU,
  signIn,
  submitLogin,
} from './helpers'
import { emailIn, expect, test } from './world'

test.describe('login page', () => {
  test('shows the form, the demo accounts and the forgot-password link', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()
    await expect(emailField(page)).toBeVisible()
    await expect(passwordField(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible()

    await expect(page.getByRole('heading', { name: 'Cuentas de demostración' })).toBeVisible()
    for (const { email } of DEMO_ACCOUNTS) {
      await expect(page.getByText(email).first()).toBeVisible()
    }

    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
    await expect(page).toHaveURL(atPath('/forgot-password'))
    await emailField(page).fill('cliente@demo.mx')
    await page.getByRole('button', { name: 'Enviar enlace' }).click()
    await expect(
      page.getByText('Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.'),
    ).toBeVisible()
  })

  test('a wrong password is refused with an alert', async ({ page, world }) => {
    await submitLogin(page, emailIn(world, 'proveedor@demo.mx'), 'NoEsLaClave1')
    await expect(
      page.getByRole('alert').filter({ hasText: 'Las credenciales no son correctas' }),
    ).toBeVisible()
    await expect(page).toHaveURL(atPath('/login'))
  })

  test('an empty submit marks both fields as required', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'Ingresar' }).click()
    await expect(page.getByText('El campo es requerido', { exact: true })).toHaveCount(2)
    await expect(emailField(page)).toHaveAccessibleDescription(/El campo es requerido/)
    await expect(passwordField(page)).toHaveAccessibleDescription(/El campo es requerido/)
    await expect(page).toHaveURL(atPath('/login'))
  })
})

test.describe('each demo role lands on its dashboard with its menu', () => {
  for (const demo of DEMO_ACCOUNTS) {
    test(`${demo.email} (${demo.role})`, async ({ page, world }) => {
      await signIn(page, demo.email, world)
      await expect(page.getByRole('heading', { name: demo.heading, level: 1 })).toBeVisible()

      const nav = mainNav(page)
      await expect(nav).toBeVisible()
      await expect(nav.getByRole('link')).toHaveText(demo.menu)
      await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden()

      if (demo.business === 'Constructora Robles') {
        // $250,000.00 of credit less the unpaid capital of its demo purchases (every status but the paid
        // ones: $54,801.15).
        await expect(ddAfter(page, 'Disponible')).toHaveText('$195,198.85')
      }
    })
  }
})

test.describe('phone drawer', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

  const cases = [
    { email: 'proveedor@demo.mx', menu: SUPPLIER_MENU, helpCentre: true },
    { email: 'cliente@demo.mx', menu: CUSTOMER_MENU, helpCentre: false },
  ]
  for (const { email, menu, helpCentre } of cases) {
    test(`${email} opens the menu from 'Abrir menú'`, async ({ page, world }) => {
      await signIn(page, email, world)
      await expect(page.getByRole('dialog')).toBeHidden()

      await page.getByRole('button', { name: 'Abrir menú' }).click()
      const drawer = page.getByRole('dialog')
      await expect(drawer).toBeVisible()
      await expect(drawer.getByRole('link').filter({ hasNotText: 'Centro de ayuda' })).toHaveText(menu)

      const help = drawer.getByRole('link', { name: 'Centro de ayuda' })
      if (helpCentre) {
        await expect(help).toBeVisible()
        await expect(help).toHaveAttribute('href', /^https?:\/\//)
      } else {
        await expect(help).toHaveCount(0)
      }

      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
    })
  }
})

test.describe('route guards', () => {
  for (const path of ['/dashboard-supplier', '/dashboard-customer', '/front-desk']) {
    test(`signed out, ${path} goes to /login`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(atPath('/login'))
      await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()
    })
  }

  const wrongRole = [
    { email: 'cliente@demo.mx', visit: '/front-desk', to: '/dashboard-customer' },
    { email: 'proveedor@demo.mx', visit: '/token', to: '/dashboard-supplier' },
    { email: 'vendedor@demo.mx', visit: '/dashboard-supplier', to: '/front-desk' },
    { email: 'comprador@demo.mx', visit: '/', to: '/dashboard-customer' },
    { email: 'vendedor@demo.mx', visit: '/', to: '/front-desk' },
  ]
  for (const { email, visit, to } of wrongRole) {
    test(`${email} visiting ${visit} goes to ${to}`, async ({ page, world }) => {
      await signIn(page, email, world)
      await page.goto(visit)
      await expect(page).toHaveURL(atPath(to))
      await expect(mainNav(page)).toBeVisible()
    })
  }
})

test('Salir signs out, revokes the token and the dashboard is guarded again', async ({
  page,
  request,
  world,
}) => {
  let authorization: string | undefined
  page.on('request', (req) => {
    authorization = req.headers().authorization ?? authorization
  })
  await signIn(page, 'cliente@demo.mx', world)
  await expect.poll(() => authorization, { message: 'the SPA sends a Bearer token' }).toMatch(/^Bearer \S+/)

  await page.getByRole('button', { name: 'Salir' }).click()
  await expect(page.getByText('Cerrando sesión…')).toBeVisible()
  await expect(page).toHaveURL(atPath('/login'), { timeout: 15_000 })
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()

  await page.goto('/dashboard-customer')
  await expect(page).toHaveURL(atPath('/login'))

  const after = await request.get('/api/payments/resume', { headers: { authorization: authorization ?? '' } })
  expect(after.status(), 'the old token is revoked at logout').toBe(401)
})
