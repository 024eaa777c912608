import { createHash } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import { BANK_STATEMENTS, COMPANY_DOCUMENTS, QUIZ_QUESTIONS } from '@contract/registration'
import { and, eq, isNull } from 'drizzle-orm'
import { type Clock, DAY, HOUR } from '../clock'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { registrationApplications, registrationDocuments, users } from '../db/schema'
import { hashToken, newToken } from '../domain/auth/tokens'
import { storeFile } from '../files/stored-files'
import { demoPdf } from './demo-pdf'
import { BASE_WORLD, type DemoWorld } from './world'

/**
 * The demo's application waiting for the platform operator (operador@demo.mx): a company referred by
 * Materiales El Fuerte, every document uploaded, legal representative, two users, quiz answered.
 */
export const DEMO_APPLICATION = {
  businessName: 'Edificaciones Ríos del Bajío',
  contactName: 'Patricia Ríos',
  contactEmail: 'patricia@edificacionesrios.mx',
  contactPhone: '524421234567',
  creditRequested: 300_000_00,
  legalRepresentative: {
    name: 'Patricia',
    last_name: 'Ríos Lozano',
    email: 'patricia@edificacionesrios.mx',
    phone: '524421234567',
  },
  buyer: { name: 'Gerardo', last_name: 'Nava', email: 'compras@edificacionesrios.mx', phone: '524421234568' },
  payment: { name: 'Irma', last_name: 'Salgado', email: 'pagos@edificacionesrios.mx', phone: '524421234569' },
} as const

const DOCUMENTS = [...COMPANY_DOCUMENTS, ...BANK_STATEMENTS]

/** The application's people with the e-mails they have in `world` (server/seed/world.ts). */
const inWorld = (world: DemoWorld) => {
  const d = DEMO_APPLICATION
  return {
    ...d,
    contactEmail: world.email(d.contactEmail),
    legalRepresentative: { ...d.legalRepresentative, email: world.email(d.legalRepresentative.email) },
    buyer: { ...d.buyer, email: world.email(d.buyer.email) },
    payment: { ...d.payment, email: world.email(d.payment.email) },
  }
}

/**
 * Inserts the application and its document slots (their files come after the transaction:
 * seedDemoApplicationFiles), its people's e-mails as `world` names them.
 */
export async function seedDemoApplication(
  tx: Db,
  clock: Clock,
  referredBySupplierId: number,
  world: DemoWorld = BASE_WORLD,
): Promise<number> {
  const now = clock.now().getTime()
  const created = new Date(now - 2 * DAY)
  const submitted = new Date(now - DAY + 3 * HOUR)
  const d = inWorld(world)
  const [row] = await tx
    .insert(registrationApplications)
    .values({
      // Nobody holds these tokens: the wizard and the quiz of this application are finished.
      registerTokenHash: hashToken(newToken()),
      registerTokenExpiresAt: new Date(now + 28 * DAY),
      status: 'submitted',
      lastStep: 'users',
      origin: 'web',
      referredBySupplierId,
      businessName: d.businessName,
      businessType: 'company',
      contactName: d.contactName,
      contactPhone: d.contactPhone,
      contactEmail: d.contactEmail,
      creditRequested: d.creditRequested,
      optinsAcceptedAt: created,
      legalRepresentative: { ...d.legalRepresentative, optin_at: created.toISOString() },
      users: { buyer_user: d.buyer, is_payment_user_same_as_buyer: false, payment_user: d.payment },
      questionnaireTokenHash: hashToken(newToken()),
      quizAnswers: QUIZ_QUESTIONS.map((q, i) => ({
        title: q.title,
        answer: q.options[[2, 2, 1, 1, 0][i]!]!,
      })),
      quizAnsweredAt: new Date(submitted.getTime() + 10 * 60_000),
      submittedAt: submitted,
      createdAt: created,
      updatedAt: submitted,
    })
    .returning({ id: registrationApplications.id })
  const id = row!.id
  await tx.insert(registrationDocuments).values(
    DOCUMENTS.map((doc) => ({
      applicationId: id,
      prop: doc.prop,
      hash: createHash('sha256').update(`demo-${doc.prop}`).digest('hex').slice(0, 32),
      updatedAt: submitted,
    })),
  )
  return id
}

const pdf = (title: string, lines: string[]) =>
  demoPdf(title, lines, 'Documento de demostración: sin validez oficial.')

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const out = Buffer.alloc(body.length + 8)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(crc32(body), body.length + 4)
  return out
}

/** A 320×200 RGB PNG that looks like a photographed ID card (a band, a photo box, text lines). */
export function idCardPng(): Buffer {
  const width = 320
  const height = 200
  const pixel = (x: number, y: number): [number, number, number] => {
    if (x < 6 || y < 6 || x >= width - 6 || y >= height - 6) return [120, 120, 120]
    if (y < 40) return [150, 30, 60]
    if (x >= 20 && x < 100 && y >= 55 && y < 165) return [200, 190, 175]
    if (x >= 120 && x < 290 && (y - 60) % 22 < 8 && y < 170) return [70, 70, 80]
    return [236, 230, 218]
  }
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    raw[row] = 0 // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const MONTHS = ['enero', 'febrero', 'marzo']

async function documentFile(prop: string, label: string): Promise<{ bytes: Buffer; name: string }> {
  const d = DEMO_APPLICATION
  if (prop === 'official_identification_legal_representative') {
    return { bytes: idCardPng(), name: 'ine-patricia-rios.png' }
  }
  const statement = /^bank_statement_(\d)$/.exec(prop)
  if (statement) {
    const month = MONTHS[Number(statement[1]) - 1]!
    return {
      bytes: await pdf(label, [
        d.businessName,
        `Periodo: ${month}`,
        'Banco: Banorte · Cuenta terminación 4821',
      ]),
      name: `estado-de-cuenta-${month}.pdf`,
    }
  }
  return {
    bytes: await pdf(label, [
      d.businessName,
      'RFC: ERB180910QX4',
      'Av. Constituyentes 1200, Querétaro, Qro.',
    ]),
    name: `${prop.replaceAll('_', '-')}.pdf`,
  }
}

/**
 * Stores the demo application's documents like uploads (purpose registration) and fills its slots. Runs after
 * the seed's transaction (the file store writes to disk); slots that already have a file are left alone.
 */
export async function seedDemoApplicationFiles(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  world: DemoWorld = BASE_WORLD,
): Promise<number> {
  const slots = await db
    .select({ id: registrationDocuments.id, prop: registrationDocuments.prop })
    .from(registrationDocuments)
    .innerJoin(registrationApplications, eq(registrationApplications.id, registrationDocuments.applicationId))
    .where(
      and(
        eq(registrationApplications.contactEmail, inWorld(world).contactEmail),
        isNull(registrationDocuments.fileId),
      ),
    )
  for (const slot of slots) {
    const label = DOCUMENTS.find((doc) => doc.prop === slot.prop)?.label ?? slot.prop
    const file = await documentFile(slot.prop, label)
    const fileId = await storeFile(db, config, {
      bytes: file.bytes,
      originalName: file.name,
      purpose: 'registration',
    })
    await db.update(registrationDocuments).set({ fileId }).where(eq(registrationDocuments.id, slot.id))
  }
  return slots.length
}

/**
 * The demo application again, for an end-to-end test's world (POST /api/e2e/applications): its people's
 * e-mails carry the world's tag, so approving it creates users no other world has; referred by the world's
 * Materiales El Fuerte. Returns its id.
 */
export async function seedWorldApplication(
  deps: { db: Db; clock: Clock; config: Pick<Config, 'dataDir'> },
  world: DemoWorld,
): Promise<number> {
  const { db, clock, config } = deps
  const [supplier] = await db
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.email, world.email('proveedor@demo.mx')))
  if (!supplier) throw new Error(`No world ${world.tag}`)
  const id = await db.transaction((tx) => seedDemoApplication(tx, clock, supplier.organizationId, world))
  await seedDemoApplicationFiles(db, config, world)
  return id
}
