import { randomInt, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { mxToday } from '../../server/clock'
import * as schema from '../../server/db/schema'
import { type InvoiceOptions, invoiceXml } from '../fixtures/cfdi/build'
import type { TestContext } from './harness'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const letters = (n: number) => Array.from({ length: n }, () => LETTERS[randomInt(26)]).join('')

/** A company RFC of the right shape (12 characters), random so that each test organization has its own. */
export const randomCompanyRfc = () =>
  `${letters(3)}${String(randomInt(100)).padStart(2, '0')}0${randomInt(1, 10)}1${randomInt(1, 10)}${letters(2)}${randomInt(10)}`

/** Gives the organization an RFC on file (as the operator or 'Perfil' would) and returns it. */
export async function giveRfc(ctx: TestContext, organizationId: number): Promise<string> {
  const rfc = randomCompanyRfc()
  await ctx.db
    .update(schema.organizations)
    .set({ taxId: rfc })
    .where(eq(schema.organizations.id, organizationId))
  return rfc
}

/** Centavos as a CFDI writes them: 100000 → '1000.00'. */
export const cfdiAmount = (centavos: number) => (centavos / 100).toFixed(2)

export type InvoiceFor = { supplierRfc: string; builderRfc: string; amount: number }

/**
 * The bytes of a CFDI 4.0 that fits the sale: from the supplier's RFC to the builder's, its amount, PPD, MXN,
 * stamped today (the test clock) with a UUID of its own; `options` changes one value to make it wrong.
 */
export function invoiceFor(ctx: TestContext, sale: InvoiceFor, options: InvoiceOptions = {}): Uint8Array {
  const xml = invoiceXml({
    emisorRfc: sale.supplierRfc,
    receptorRfc: sale.builderRfc,
    total: cfdiAmount(sale.amount),
    uuid: randomUUID().toUpperCase(),
    fechaTimbrado: `${mxToday(ctx.clock)}T08:00:00`,
    ...options,
  })
  return new TextEncoder().encode(xml)
}
