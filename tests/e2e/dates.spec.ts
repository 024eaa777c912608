import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { openAs } from './helpers'
import { expect, test } from './world'

/**
 * Dates as a Mexican user writes them (docs/decisions.md#dates): eight digits typed on a phone's keypad, or a
 * date pasted from a message, both become dd/mm/aaaa once the field is left, and the form goes through.
 */

const PHONE = { width: 360, height: 740 }

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })

/** Puts `text` on the clipboard and pastes it into `field` with the keyboard, as a person pastes. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await field.focus()
  await page.keyboard.press('ControlOrMeta+V')
}

async function fillProjectForm(form: Locator, name: string) {
  await form.getByLabel('Nombre del proyecto').fill(name)
  await form.getByLabel('Presupuesto').fill('180000')
  await form.getByLabel('Dirección').fill('Calle Morelos 8, Zapopan, Jal.')
}

async function chooseTypeAndPhase(form: Locator) {
  await form.getByLabel('Tipo de construcción').selectOption({ label: 'Residencial' })
  await form.getByLabel('Fase').selectOption({ label: 'Cimentación' })
}

/** Creates the project from its open form and checks its detail's start date. */
async function createAndCheck(builder: Page, form: Locator, name: string) {
  await form.getByRole('button', { name: 'Crear proyecto' }).click()
  const created = builder.getByRole('alertdialog', { name: 'Exitoso' })
  await expect(created).toContainText('Proyecto creado con éxito')
  await created.getByRole('button', { name: 'Aceptar' }).click()
  await expect(builder.getByRole('dialog')).toHaveCount(0)
  await card(builder, name)
    .getByRole('link', { name: `Ver detalle de ${name}` })
    .click()
  const detail = builder.getByRole('dialog', { name })
  await expect(detail.getByText('15 de enero de 2027')).toBeVisible()
  await builder.goBack()
  await expect(builder.getByRole('dialog')).toHaveCount(0)
}

test('on a phone, a builder types 15012027 and pastes 15/01/2027 as a start date and creates both projects', async ({
  browser,
  world,
}) => {
  const builder = await openAs(browser, world, 'cliente@demo.mx', PHONE)
  await builder.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await builder.goto('/projects')
  await expect(builder.getByRole('heading', { name: 'Mis proyectos' })).toBeVisible()

  // Typed on the keypad, no slashes.
  await builder.getByRole('button', { name: 'Crear proyecto' }).click()
  let form = builder.getByRole('dialog')
  await fillProjectForm(form, 'Casa Colomos')
  const typed = form.getByLabel('Fecha de inicio')
  await expect(typed).toHaveAttribute('inputmode', 'numeric')
  await typed.pressSequentially('15012027')
  await expect(form.getByRole('button', { name: 'Crear proyecto' })).toBeEnabled()
  await typed.press('Tab')
  await expect(typed).toHaveValue('15/01/2027')
  await chooseTypeAndPhase(form)
  await expect(typed).not.toHaveAttribute('aria-invalid', 'true')
  await createAndCheck(builder, form, 'Casa Colomos')

  // Pasted from a message, with slashes.
  await builder.getByRole('button', { name: 'Crear proyecto' }).click()
  form = builder.getByRole('dialog')
  await fillProjectForm(form, 'Bodega Tesistán')
  const pasted = form.getByLabel('Fecha de inicio')
  await paste(builder, pasted, '15/01/2027')
  await expect(pasted).toHaveValue('15/01/2027')
  await pasted.press('Tab')
  await expect(pasted).toHaveValue('15/01/2027')
  await chooseTypeAndPhase(form)
  await createAndCheck(builder, form, 'Bodega Tesistán')
})

test('a date that does not exist is named under its field once left; a day from the calendar replaces it', async ({
  browser,
  world,
}) => {
  const builder = await openAs(browser, world, 'cliente@demo.mx')
  await builder.goto('/projects')
  await builder.getByRole('button', { name: 'Crear proyecto' }).click()
  const form = builder.getByRole('dialog')
  await fillProjectForm(form, 'Casa Chapalita')
  const start = form.getByLabel('Fecha de inicio')
  await start.fill('31022027')
  // Nothing red while typing.
  await expect(start).not.toHaveAttribute('aria-invalid', 'true')
  await start.press('Tab')
  await expect(start).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('31/02/2027 no existe: febrero de 2027 tiene 28 días')).toBeVisible()
  // The field, its message and its calendar button: nothing axe finds (WCAG 2 A and AA), colours included.
  const axe = await new AxeBuilder({ page: builder })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])
  // The calendar button opens the browser's own calendar (drawn outside the page: the headless browser shows
  // none); the day picked there arrives in the calendar's input and shows as dd/mm/aaaa.
  await form.getByRole('button', { name: 'Abrir calendario' }).click()
  await form.locator('input[type="date"]').fill('2027-01-15', { force: true })
  await expect(start).toHaveValue('15/01/2027')
  await expect(form.getByText('31/02/2027 no existe: febrero de 2027 tiene 28 días')).toHaveCount(0)
  await expect(start).not.toHaveAttribute('aria-invalid', 'true')
  await chooseTypeAndPhase(form)
  await createAndCheck(builder, form, 'Casa Chapalita')
})

test("'Asignar compras' filters by dates typed as dd/mm/aaaa", async ({ browser, world }) => {
  const builder = await openAs(browser, world, 'cliente@demo.mx', PHONE)
  await builder.goto('/projects')
  const first = builder.getByRole('heading', { level: 3 }).first()
  await expect(first).toBeVisible()
  const name = (await first.textContent())!.trim()
  await card(builder, name)
    .getByRole('button', { name: `Asignar compras a ${name}` })
    .click()
  const drawer = builder.getByRole('dialog', { name: 'Asignar compras' })
  await expect(drawer.getByRole('list', { name: 'Compras' }).getByRole('listitem').first()).toBeVisible()

  const from = drawer.getByRole('textbox', { name: 'Desde' })
  const to = drawer.getByRole('textbox', { name: 'Hasta' })
  for (const field of [from, to]) {
    await expect(field).toHaveAttribute('type', 'text')
    await expect(field).toHaveAttribute('placeholder', 'dd/mm/aaaa')
    await expect(field).toHaveAttribute('inputmode', 'numeric')
  }
  await from.pressSequentially('01012020')
  await from.press('Enter')
  await expect(from).toHaveValue('01/01/2020')
  const chips = drawer.getByRole('list', { name: 'Filtros aplicados' })
  await expect(chips).toContainText('Desde: 01/01/2020')

  await to.fill('31/12/2019')
  await to.press('Tab')
  await expect(drawer.getByText('La fecha final debe ser igual o posterior a la fecha inicial')).toBeVisible()
  await expect(chips).not.toContainText('Hasta')
  const axe = await new AxeBuilder({ page: builder })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])
})
