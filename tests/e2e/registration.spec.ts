import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { format } from 'date-fns/format'
import { es } from 'date-fns/locale/es'
import { atPath, DEMO_PASSWORD, ddAfter, emailField, mailLink, passwordField, signIn } from './helpers'
import { expect, test } from './world'

const run = promisify(execFile)

/** A real (tiny) PDF and PNG, as a prospect's phone would upload them. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF })
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

/** Today in Mexico City, as the quiz writes the day it was answered ('18 de noviembre de 2026'). */
const mexicoToday = (): string => {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number]
  return format(new Date(year, month - 1, day), "d 'de' MMMM 'de' yyyy", { locale: es })
}

/** The operator's CLI (`npm run ops`), against the e2e server, as the README says to run it. */
async function ops(baseURL: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('node', ['--import', 'tsx', 'server/ops/cli.ts', ...args], {
    env: { ...process.env, OPS_URL: baseURL, OPS_EMAIL: 'operador@demo.mx', OPS_PASSWORD: DEMO_PASSWORD },
  })
  return stdout
}

async function uploadAll(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const inputs = page.locator('input[type=file]')
  await expect(inputs).toHaveCount(files.length)
  for (const [i, file] of files.entries()) await inputs.nth(i).setInputFiles(file)
  await page.getByRole('button', { name: 'Continuar' }).click()
}

test('a company registers from a phone, answers the quiz (its link then says so), is approved by the operator and can buy', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const buyerEmail = `compras.${stamp}@alameda-e2e.mx`
  const contactEmail = `contacto.${stamp}@alameda-e2e.mx`
  const business = `Constructora Alameda ${stamp}`
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await phone.newPage()

  // 1 · Info
  await page.goto('/register')
  await expect(page).toHaveURL(atPath('/register/info'))
  await expect(page.getByRole('heading', { name: 'Información de tu negocio' })).toBeVisible()
  await page.getByLabel('Razón social o nombre del negocio').fill(business)
  await page.getByLabel('Nombre de contacto').fill('Laura Méndez')
  await page.getByLabel('Teléfono de contacto').fill('5512345678')
  await page.getByLabel('Correo electrónico de contacto').fill(contactEmail)
  await page.getByLabel('Figura jurídica').selectOption('company')
  await page.getByLabel('Crédito solicitado (pesos)').fill('250000')
  await page.getByText('Acepto el aviso de privacidad').click()
  await page.getByText('Acepto los términos y condiciones').click()
  await page.getByRole('button', { name: 'Continuar' }).click()

  // 2 · Documents: the company's four, then three bank statements
  await expect(page).toHaveURL(atPath('/register/files/company'))
  await expect(page.getByRole('heading', { name: 'Documentos del negocio' })).toBeVisible()
  await uploadAll(page, [png('ine.png'), pdf('acta.pdf'), pdf('constancia.pdf'), pdf('domicilio.pdf')])
  await expect(page).toHaveURL(atPath('/register/files/bank-statements'))
  await uploadAll(page, [pdf('estado-1.pdf'), pdf('estado-2.pdf'), pdf('estado-3.pdf')])

  // A reload in the middle resumes where the application is.
  await expect(page).toHaveURL(atPath('/register/legal-representative'))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Representante legal' })).toBeVisible()

  // 3 · Legal representative and users
  await page.getByLabel(/^Nombre\*?$/).fill('Laura')
  await page.getByLabel('Apellidos').fill('Méndez Ruiz')
  await page.getByLabel(/^Correo electrónico\*?$/).fill(`laura.${stamp}@alameda-e2e.mx`)
  await page.getByLabel(/^Teléfono\*?$/).fill('5512345678')
  await page.getByText('Acepto el aviso de privacidad').click()
  await page.getByRole('button', { name: 'Continuar' }).click()

  await expect(page).toHaveURL(atPath('/register/users'))
  const buyer = page.getByRole('group', { name: 'Usuario comprador' })
  await buyer.getByLabel(/^Nombre\*?$/).fill('Jorge')
  await buyer.getByLabel('Apellidos').fill('Salas')
  await buyer.getByLabel('Correo electrónico').fill(buyerEmail)
  await buyer.getByLabel('Teléfono').fill('5587654321')
  await page.getByText('El usuario de pagos es el mismo que el comprador').click()
  await expect(
    page.getByRole('group', { name: 'Usuario de pagos' }).getByLabel('Correo electrónico'),
  ).toHaveValue(buyerEmail)
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()

  await expect(page.getByRole('heading', { name: '¡Has finalizado tu solicitud!' })).toBeVisible()
  await expect(page.getByText(/48 horas hábiles/)).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('register_token'))).toBeNull()

  // Quiz: five questions, then the thank-you page.
  const answeredOn = [mexicoToday()]
  await page.getByRole('link', { name: 'Responder cuestionario' }).click()
  for (let question = 1; question <= 5; question++) {
    await expect(page.getByText(`Pregunta ${question} de 5`)).toBeVisible()
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Continuar' }).click()
  }
  await expect(page).toHaveURL(atPath('/register-success'))
  await expect(page.getByRole('heading', { name: '¡Gracias por registrarte!' })).toBeVisible()

  // The quiz's link in the mail, opened again: it says when it was answered and asks nothing.
  const quizLink = await mailLink(contactEmail, 'Recibimos tu solicitud en Obrafiado')
  await page.goto(new URL(quizLink).pathname + new URL(quizLink).search)
  const answered = page.getByRole('status').filter({ hasText: 'Ya respondiste este cuestionario' })
  await expect(answered).toBeVisible()
  // The day the answers arrived (the one before, should Mexico City's midnight fall in between).
  answeredOn.push(mexicoToday())
  await expect(answered).toContainText(new RegExp(`Recibimos tus respuestas el (${answeredOn.join('|')})\\.`))
  await expect(page.getByRole('radio')).toHaveCount(0)
  await expect(page.getByText(/Pregunta \d de 5/)).toHaveCount(0)

  // The operator finds it with the CLI and approves it.
  const list = await ops(baseURL as string, 'applications')
  const line = list.split('\n').find((l) => l.includes(business))
  expect(line, list).toBeTruthy()
  const id = /\d+/.exec(line as string)?.[0] as string
  const detail = await ops(baseURL as string, 'show', id)
  expect(detail).toContain('Acta constitutiva: acta_0.pdf')
  expect(detail).toContain('Estado de cuenta bancario (mes 3): estado-3_0.pdf')
  expect(detail).toContain('¿Cómo te enteraste de Obrafiado?')
  await ops(
    baseURL as string,
    'approve',
    id,
    '--credit-limit',
    '180000',
    '--transaction-limit',
    '60000',
    '--term-limit',
    '30',
  )

  // The buyer sets a password from the mailed link, signs in and has the approved credit.
  const link = await mailLink(buyerEmail, 'Crea tu contraseña')
  await page.goto(new URL(link).pathname)
  await page.getByLabel('Nueva contraseña').fill('Alameda2026')
  await page.getByLabel('Confirmar contraseña').fill('Alameda2026')
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()

  await page.addInitScript(() => localStorage.setItem('buyTutorialShowed', '1'))
  await page.goto('/login')
  await emailField(page).fill(buyerEmail)
  await passwordField(page).fill('Alameda2026')
  await page.getByRole('button', { name: 'Ingresar' }).click()
  await expect(page).toHaveURL(atPath('/dashboard-customer'))
  await expect(page.getByRole('heading', { name: business })).toBeVisible()
  await expect(ddAfter(page, 'Disponible')).toHaveText('$180,000.00')
  await phone.close()
})

test('a supplier registers a client from its menu; the client gets a link to continue', async ({
  page,
  world,
}) => {
  await signIn(page, 'vendedor@demo.mx', world)
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Registrar mis clientes' })
    .click()
  await expect(page).toHaveURL(atPath('/registrar-mis-clientes'))
  const email = `obra.${Date.now()}@cliente-e2e.mx`
  await page.getByLabel('Nombre del negocio').fill('Remodelaciones Centro')
  await page.getByLabel('Nombre del contacto').fill('Pedro Ruiz')
  await page.getByLabel('Teléfono').fill('5511122233')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Figura jurídica').selectOption('person')
  // Materiales El Fuerte lets its people pick the vendor the client is registered for.
  await page.getByLabel('Vendedor').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByRole('heading', { name: '¡Cliente registrado!' })).toBeVisible()

  // The prospect continues the same application from the mailed link.
  const link = await mailLink(email, 'te invita a solicitar crédito')
  const url = new URL(link)
  await page.goto(`${url.pathname}${url.search}`)
  await expect(page.getByLabel('Razón social o nombre del negocio')).toHaveValue('Remodelaciones Centro')
})

// At md and wider the side indicator once listed three overlapping circles and one title.
test('the side step indicator shows each step with its title, side by side with nothing overlapping', async ({
  browser,
}) => {
  for (const [width, titles] of [
    [1280, ['Información', 'Documentos', 'Representante y usuarios']],
    [768, ['Información', 'Documentos', 'Representante y usuarios']],
    // A phone shows the current step's title only; 'Paso 1 de 3' is announced.
    [360, ['Información']],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 800 } })
    const page = await context.newPage()
    await page.goto('/register')
    const steps = page.getByRole('list', { name: 'Pasos del registro' })
    await expect(steps.getByRole('listitem')).toHaveCount(3)
    for (const title of titles) await expect(steps.getByText(title, { exact: true })).toBeVisible()
    const boxes = await steps.locator('[data-part="indicator"]').evaluateAll((nodes) =>
      nodes.map((node) => {
        const { left, right, top, bottom } = node.getBoundingClientRect()
        return { left, right, top, bottom }
      }),
    )
    expect(boxes).toHaveLength(3)
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top
        expect(apart, `${width} px: step circles overlap ${JSON.stringify([a, b])}`).toBe(true)
      }
    // Nothing runs off a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await context.close()
  }
})
