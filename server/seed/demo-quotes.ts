import { formatMoney } from '@contract/money'
import { and, count, eq, inArray } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { organizations, quotes, supplierQuotes, users } from '../db/schema'
import { storeFile } from '../files/stored-files'
import { DEMO_QUOTES } from './demo-activity'
import { demoPdf } from './demo-pdf'
import { BASE_WORLD, type DemoWorld } from './world'

const HOUR_MS = 3_600_000

/**
 * The supplier answers of the demo's quote requests (DEMO_QUOTES), each with a real one-page PDF in the file
 * store, and their requests made completed. Runs after the seed's transaction (the file store writes to
 * disk); requests that already have answers are left alone, so a second run stores nothing. Returns the
 * number of files stored.
 */
export async function seedDemoQuoteAnswers(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  world: DemoWorld = BASE_WORLD,
): Promise<number> {
  const orgOf = async (email: string) => {
    const [row] = await db
      .select({ id: users.organizationId, name: organizations.businessName, userId: users.id })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(users.email, world.email(email)))
    return row
  }
  let stored = 0
  for (const plan of DEMO_QUOTES) {
    if (plan.answers.length === 0) continue
    const candidates = await db
      .select({ id: quotes.id, createdAt: quotes.createdAt, customer: quotes.customerOrganizationId })
      .from(quotes)
      .where(eq(quotes.description, plan.description))
    for (const quote of candidates) {
      const owner = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.organizationId, quote.customer))
      // Only this world's copy of the request.
      if (
        !owner.some(
          (u) => u.email === world.email('cliente@demo.mx') || u.email === world.email('cliente2@demo.mx'),
        )
      )
        continue
      const [answered] = await db
        .select({ n: count() })
        .from(supplierQuotes)
        .where(eq(supplierQuotes.quoteId, quote.id))
      if ((answered?.n ?? 0) > 0) continue
      let firstAt: Date | undefined
      for (const [i, answer] of plan.answers.entries()) {
        const supplier = await orgOf(answer.supplier)
        if (!supplier) throw new Error(`Demo seed: no supplier ${answer.supplier}`)
        const at = new Date(quote.createdAt.getTime() + (i + 2) * HOUR_MS)
        firstAt ??= at
        const bytes = await demoPdf(
          `Cotización ${supplier.name}`,
          [
            `Solicitud: Cotización #${quote.id}`,
            `Material: ${plan.description.replace(/\n/g, ' ')}`,
            answer.amount === null
              ? 'Importe: a convenir'
              : `Importe total: ${formatMoney(answer.amount)} (IVA incluido)`,
            ...(answer.note ? [answer.note] : []),
          ],
          'Documento de demostración: sin validez comercial.',
        )
        const fileId = await storeFile(db, config, {
          bytes,
          originalName: `cotizacion-${quote.id}-${i + 1}.pdf`,
          purpose: 'quote',
          uploadedBy: supplier.userId,
          accept: ['pdf'],
        })
        stored++
        await db.insert(supplierQuotes).values({
          quoteId: quote.id,
          supplierOrganizationId: supplier.id,
          fileId,
          amount: answer.amount === null ? null : Math.round(answer.amount * 100),
          note: answer.note,
          createdBy: supplier.userId,
          createdAt: at,
        })
      }
      await db
        .update(quotes)
        .set({ status: 'completed', answeredAt: firstAt ?? null })
        .where(and(eq(quotes.id, quote.id), inArray(quotes.status, ['pending', 'no_response'])))
    }
  }
  return stored
}
