import { isPaidStatusId, PAYMENT_STATUS as S } from '@contract/payments'
import { eq } from 'drizzle-orm'
import { addDays, type Clock, daysBetween, mxToday } from '../clock'
import type { Db } from '../db/client'
import { creditLines, payments, projects, quotes, termExtensionRequests } from '../db/schema'
import { chargeCredit, returnCredit } from '../domain/credit'
import { toStoredPhone } from '../domain/mexico'
import { weekOf } from '../domain/statements/statement'
import { createOrganization, createUser } from '../domain/users/create'
import { BASE_WORLD, type DemoWorld } from './world'

/** Demo accounts by e-mail: user id and organization id. */
export type DemoDirectory = Map<string, { userId: number; organizationId: number }>

/**
 * The customer that stopped paying: it holds the demo's reported non-payments (status 5). A business with a
 * payment in 5 cannot buy (docs/decisions.md#sales), so they cannot live on the two demo customers without
 * blocking
 * their purchases. No password: nobody signs in as it; suppliers see it among their customers.
 */
const DELINQUENT = {
  email: 'compras@construccionesvega.mx',
  organization: {
    kind: 'customer' as const,
    businessName: 'Construcciones Vega',
    businessType: 'company' as const,
    taxId: 'CVE120704MN8',
    legallyResponsible: 'Héctor Vega Salas',
    address: 'Av. Juárez 310, Tlaquepaque, Jal.',
    contactName: 'Héctor Vega',
    contactPhone: toStoredPhone('3324681357'),
    email: 'compras@construccionesvega.mx',
  },
}

type Factoring = 'requested' | 'paid_to_supplier'
type Plan = {
  key?: string
  status: number
  supplier: string
  /** The customer user who bought. */
  buyer: string
  /** Who registered the sale; the vendor of the sale when it is a vendor-supplier. */
  by: string
  vendor?: string
  /** Purchase date = today − daysAgo. */
  daysAgo: number
  term: number
  extended?: number
  /** Pesos. */
  amount: number
  /** Payment date = today − paidDaysAgo. */
  paidDaysAgo?: number
  manual?: 'pending' | 'accepted' | 'rejected'
  /**
   * Due on this week's Sunday (Mexico City) whatever the seed's weekday: the term is stretched from the
   * purchase date to it, so the weekly statement always has something due this week
   * (docs/decisions.md#statements).
   */
  dueSunday?: true
  factoring?: Factoring
  reference?: string
  project?: ProjectKey
}

type ProjectKey = 'andares' | 'salto' | 'providencia' | 'nave'

const FUERTE = 'proveedor@demo.mx'
const VENDEDOR = 'vendedor@demo.mx'
const ROBLES = 'cliente@demo.mx'
const COMPRADOR = 'comprador@demo.mx'
const ACEROS = 'proveedor2@demo.mx'
const HIDALGO = 'cliente2@demo.mx'

type Extra = Partial<
  Pick<
    Plan,
    | 'key'
    | 'vendor'
    | 'extended'
    | 'paidDaysAgo'
    | 'manual'
    | 'dueSunday'
    | 'factoring'
    | 'reference'
    | 'project'
  >
>
/** A sale of `supplier`: status, buyer, who registered it, days ago, term (days), amount (pesos), the rest. */
const saleOf =
  (supplier: string) =>
  (
    status: number,
    buyer: string,
    by: string,
    daysAgo: number,
    term: number,
    amount: number,
    extra: Extra = {},
  ) =>
    ({ supplier, status, buyer, by, daysAgo, term, amount, ...extra }) satisfies Plan
const fuerte = saleOf(FUERTE)
const aceros = saleOf(ACEROS)

/**
 * Every status for both demo suppliers and (but non_payment, see DELINQUENT) both demo customers; dates are
 * relative to the seed's today and agree with the payment clock: pending is due today or later, expired
 * within the last 30 days, not_reported earlier. Unpaid capital stays well under the credit limits.
 */
const PLAN: Plan[] = [
  // Materiales El Fuerte → Constructora Robles: 29 payments, three pages of the list.
  fuerte(S.pending, COMPRADOR, VENDEDOR, 0, 30, 4_850, { reference: 'Cemento gris CPC 30R, 100 bultos' }),
  fuerte(S.pending, ROBLES, FUERTE, 25, 30, 6_320.5, {
    key: 'extension-pending',
    reference: 'Varilla corrugada 3/8", 2 toneladas',
    project: 'andares',
  }),
  fuerte(S.pending, COMPRADOR, FUERTE, 28, 30, 2_215, {
    key: 'extension-rejected',
    reference: 'Block hueco 15x20x40, 800 piezas',
  }),
  fuerte(S.pending, COMPRADOR, VENDEDOR, 30, 30, 1_980, { reference: 'Arena y grava, 6 m³' }),
  fuerte(S.pending, ROBLES, FUERTE, 35, 30, 7_600, {
    key: 'extension-accepted',
    vendor: VENDEDOR,
    extended: 15,
    reference: 'Malla electrosoldada 6x6-10/10',
    project: 'salto',
  }),
  fuerte(S.pending, ROBLES, FUERTE, 5, 45, 5_875.25, {
    factoring: 'requested',
    reference: 'Impermeabilizante acrílico, 20 cubetas',
  }),
  fuerte(S.pending, COMPRADOR, VENDEDOR, 1, 15, 1_340, { reference: 'Tubería PVC hidráulica 1/2"' }),
  fuerte(S.pending, COMPRADOR, FUERTE, 2, 30, 3_890, {
    reference: 'Cable THW calibre 12, 5 rollos',
    project: 'salto',
  }),
  fuerte(S.pending, ROBLES, VENDEDOR, 0, 7, 1_275, { reference: 'Clavos y alambre recocido' }),
  fuerte(S.pending, ROBLES, FUERTE, 12, 60, 4_500, {
    key: 'robles-pending-no-request',
    reference: 'Yeso y pasta texturizada',
  }),
  fuerte(S.to_confirm, COMPRADOR, FUERTE, 18, 30, 3_120, {
    manual: 'pending',
    reference: 'Pintura vinílica blanca, 10 cubetas',
  }),
  fuerte(S.to_confirm, ROBLES, VENDEDOR, 35, 30, 2_430, {
    manual: 'pending',
    reference: 'Azulejo 30x30, 40 m²',
  }),
  fuerte(S.expired, COMPRADOR, FUERTE, 33, 30, 1_675, { reference: 'Codos y coples de cobre' }),
  fuerte(S.expired, ROBLES, FUERTE, 40, 30, 2_820.4, { reference: 'Mortero, 50 bultos', project: 'andares' }),
  fuerte(S.expired, COMPRADOR, VENDEDOR, 50, 30, 1_140),
  fuerte(S.rejected, ROBLES, FUERTE, 15, 30, 2_560, {
    manual: 'rejected',
    reference: 'Puertas de tambor, 4 piezas',
  }),
  fuerte(S.not_reported, COMPRADOR, FUERTE, 80, 30, 1_210),
  fuerte(S.paid, ROBLES, FUERTE, 40, 30, 7_800, {
    paidDaysAgo: 0,
    manual: 'accepted',
    reference: 'Cimbra de madera, renta mensual',
    project: 'andares',
  }),
  fuerte(S.paid, COMPRADOR, VENDEDOR, 60, 30, 11_250, { paidDaysAgo: 32 }),
  fuerte(S.paid, ROBLES, FUERTE, 75, 45, 18_400, {
    paidDaysAgo: 35,
    manual: 'accepted',
    reference: 'Acero estructural IPR',
    project: 'salto',
  }),
  fuerte(S.paid, COMPRADOR, FUERTE, 90, 30, 9_120, { paidDaysAgo: 61 }),
  fuerte(S.paid, ROBLES, FUERTE, 120, 60, 22_500, { paidDaysAgo: 65, manual: 'accepted' }),
  fuerte(S.paid, COMPRADOR, VENDEDOR, 150, 30, 5_600, { paidDaysAgo: 121 }),
  fuerte(S.paid, ROBLES, FUERTE, 3, 15, 1_950, { paidDaysAgo: 1, manual: 'accepted' }),
  fuerte(S.paid, COMPRADOR, FUERTE, 45, 30, 13_300, {
    paidDaysAgo: 20,
    reference: "Concreto premezclado f'c 250, 12 m³",
    project: 'andares',
  }),
  fuerte(S.paid, ROBLES, FUERTE, 200, 30, 4_480, { paidDaysAgo: 175 }),
  fuerte(S.paid_by_provider, ROBLES, FUERTE, 100, 30, 8_900, { factoring: 'paid_to_supplier' }),
  fuerte(S.paid_to_provider, COMPRADOR, FUERTE, 80, 30, 6_450, {
    factoring: 'paid_to_supplier',
    paidDaysAgo: 52,
  }),
  fuerte(S.payment_in_financing, ROBLES, FUERTE, 10, 30, 9_700, {
    factoring: 'paid_to_supplier',
    reference: 'Ventanería de aluminio',
  }),

  // Aceros del Norte → Obras Hidalgo.
  aceros(S.pending, HIDALGO, ACEROS, 0, 30, 3_450, {
    key: 'hidalgo-pending-new',
    reference: 'Perfil tubular 2x2 cal. 14',
    project: 'nave',
  }),
  aceros(S.pending, HIDALGO, ACEROS, 24, 30, 2_780, {
    key: 'hidalgo-extension-pending',
    reference: 'Lámina galvanizada cal. 26',
    project: 'nave',
  }),
  aceros(S.pending, HIDALGO, ACEROS, 10, 20, 4_120, {
    key: 'hidalgo-extension-accepted',
    extended: 10,
    reference: 'Ángulo 1 1/2 x 1/8',
  }),
  // Due on Sunday of the seed's week (the term is set from the weekday): Obras Hidalgo's statement.
  aceros(S.pending, HIDALGO, ACEROS, 3, 0, 2_640, {
    key: 'hidalgo-due-this-week',
    dueSunday: true,
    reference: 'Malla ciclónica, 3 rollos',
  }),
  aceros(S.to_confirm, HIDALGO, ACEROS, 20, 30, 1_960, {
    manual: 'pending',
    reference: 'Soldadura 6013, 20 kg',
  }),
  aceros(S.paid, HIDALGO, ACEROS, 45, 30, 6_800, {
    paidDaysAgo: 16,
    manual: 'accepted',
    project: 'providencia',
  }),
  aceros(S.paid, HIDALGO, ACEROS, 2, 15, 2_350, { paidDaysAgo: 0 }),
  aceros(S.expired, HIDALGO, ACEROS, 37, 30, 1_890, {
    reference: 'Varilla lisa 1/4"',
    project: 'providencia',
  }),
  aceros(S.paid_by_provider, HIDALGO, ACEROS, 90, 30, 5_200, { factoring: 'paid_to_supplier' }),
  aceros(S.paid_to_provider, HIDALGO, ACEROS, 70, 30, 3_900, {
    factoring: 'paid_to_supplier',
    paidDaysAgo: 41,
  }),
  aceros(S.payment_in_financing, HIDALGO, ACEROS, 8, 30, 4_400, { factoring: 'paid_to_supplier' }),
  aceros(S.rejected, HIDALGO, ACEROS, 12, 30, 1_500, { manual: 'rejected' }),
  aceros(S.not_reported, HIDALGO, ACEROS, 75, 30, 2_240),

  // Construcciones Vega, which stopped paying both.
  fuerte(S.non_payment, DELINQUENT.email, FUERTE, 70, 30, 6_300, {
    reference: 'Cemento y cal, pedido de obra',
  }),
  fuerte(S.paid, DELINQUENT.email, VENDEDOR, 120, 30, 3_200, { paidDaysAgo: 95 }),
  aceros(S.non_payment, DELINQUENT.email, ACEROS, 65, 30, 4_750, { reference: 'Viga IPR 6"' }),
  aceros(S.expired, DELINQUENT.email, ACEROS, 40, 30, 2_100),
]

/** Term extension requests: the customer user who asked, days, and the outcome (null = pending). */
const EXTENSIONS: {
  payment: string
  by: string
  days: number
  accepted: boolean | null
  handler?: string
  daysAgo: number
}[] = [
  { payment: 'extension-pending', by: ROBLES, days: 7, accepted: null, daysAgo: 1 },
  { payment: 'extension-accepted', by: ROBLES, days: 15, accepted: true, handler: FUERTE, daysAgo: 6 },
  { payment: 'extension-rejected', by: COMPRADOR, days: 10, accepted: false, handler: FUERTE, daysAgo: 3 },
  { payment: 'hidalgo-extension-pending', by: HIDALGO, days: 10, accepted: null, daysAgo: 2 },
  {
    payment: 'hidalgo-extension-accepted',
    by: HIDALGO,
    days: 10,
    accepted: true,
    handler: ACEROS,
    daysAgo: 4,
  },
]

/** Each demo builder's projects (Constructora Robles: cliente@demo.mx; Obras Hidalgo: cliente2@demo.mx). */
const PROJECTS: Record<
  ProjectKey,
  {
    owner: string
    name: string
    budget: number
    address: string
    startDaysAgo: number
    typeId: number
    phaseId: number
  }
> = {
  andares: {
    owner: ROBLES,
    name: 'Torre Andares',
    budget: 1_850_000,
    address: 'Av. Patria 1200, Zapopan, Jal.',
    startDaysAgo: 60,
    typeId: 1,
    phaseId: 2,
  },
  salto: {
    owner: ROBLES,
    name: 'Bodega El Salto',
    budget: 950_000,
    address: 'Carretera a El Salto km 8, El Salto, Jal.',
    startDaysAgo: 20,
    typeId: 3,
    phaseId: 1,
  },
  providencia: {
    owner: HIDALGO,
    name: 'Casa Providencia',
    budget: 2_400_000,
    address: 'Calle Montevideo 2850, Providencia, Guadalajara, Jal.',
    startDaysAgo: 90,
    typeId: 1,
    phaseId: 5,
  },
  nave: {
    owner: HIDALGO,
    name: 'Nave Industrial Tlaquepaque',
    budget: 5_600_000,
    address: 'Periférico Sur 7800, San Pedro Tlaquepaque, Jal.',
    startDaysAgo: 30,
    typeId: 3,
    phaseId: 2,
  },
}

/**
 * The demo's quote requests: every status for each builder. `answers` (supplier e-mails, pesos) are stored
 * with real PDFs after the seed's transaction by seedDemoQuoteAnswers (the file store writes to disk), which
 * also makes those requests completed; until then they are pending. Requests with neither answers nor a
 * recent date are no_response. The newest ones stay open, unanswered by proveedor@demo.mx.
 */
export const DEMO_QUOTES: {
  project: ProjectKey
  daysAgo: number
  description: string
  status: 'pending' | 'no_response'
  answers: { supplier: string; amount: number | null; note: string | null }[]
}[] = [
  {
    project: 'andares',
    daysAgo: 20,
    description: 'Varilla corrugada 1/2", 3 toneladas, entrega en obra.',
    status: 'no_response',
    answers: [],
  },
  {
    project: 'andares',
    daysAgo: 3,
    description: 'Cemento gris CPC 30R, 200 bultos.\nEntrega en dos partes.',
    status: 'pending',
    answers: [
      { supplier: FUERTE, amount: 48_500, note: 'Precio con flete incluido.' },
      { supplier: ACEROS, amount: 51_200, note: null },
    ],
  },
  {
    project: 'salto',
    daysAgo: 4,
    description: 'Lámina galvanizada cal. 24 para cubierta, 600 m².',
    status: 'pending',
    answers: [{ supplier: ACEROS, amount: 187_300, note: 'Vigencia de 15 días.' }],
  },
  {
    project: 'salto',
    daysAgo: 1,
    description: 'Block hueco 15x20x40, 3 000 piezas, y mortero para pegarlo.',
    status: 'pending',
    answers: [],
  },
  {
    project: 'providencia',
    daysAgo: 2,
    description: 'Piso porcelánico 60x60 color arena, 120 m², con adhesivo.',
    status: 'pending',
    answers: [{ supplier: FUERTE, amount: null, note: 'Incluye muestras sin costo.' }],
  },
  {
    project: 'nave',
    daysAgo: 0,
    description: 'Perfil IPR 8" x 31 kg/m, 40 piezas de 12 m.',
    status: 'pending',
    answers: [],
  },
  {
    project: 'nave',
    daysAgo: 25,
    description: 'Pintura epóxica para piso industrial, 80 cubetas.',
    status: 'no_response',
    answers: [],
  },
]

const centavos = (pesos: number) => Math.round(pesos * 100)

/** Noon in Mexico City of a date (UTC−6, no daylight saving), never after now. */
const instantOf = (date: string, now: Date, minute = 0): Date => {
  const at = new Date(`${date}T18:00:00.000Z`)
  at.setUTCMinutes(minute)
  return at.getTime() > now.getTime() ? new Date(now.getTime() - (60 - minute) * 1_000) : at
}

/**
 * Payments in every status, term extension requests (pending, accepted, rejected), the two projects of
 * Constructora Robles with some purchases on them, and a delinquent customer. Credit goes through the sale
 * helpers: every sale charges its customer's line (a 'sale' movement), every paid one gives it back (a
 * 'payment' movement), so `used` equals the sum of the ledger and is the unpaid capital. Proof and invoice
 * files are left out (they need the file store). Runs inside the seed's transaction; returns the ids of the
 * payments it made, and those of the keyed ones by key. `world` names the accounts (server/seed/world.ts).
 */
export async function seedDemoActivity(
  tx: Db,
  clock: Clock,
  directory: DemoDirectory,
  world: DemoWorld = BASE_WORLD,
): Promise<{ all: number[]; byKey: Record<string, number> }> {
  const now = clock.now()
  const today = mxToday(clock)
  const dateAgo = (days: number) => addDays(today, -days)

  const delinquentOrg = await createOrganization(
    tx,
    {
      ...DELINQUENT.organization,
      taxId: world.taxId(DELINQUENT.organization.taxId),
      email: world.email(DELINQUENT.organization.email),
      createdAt: now,
    },
    {
      creditLimit: centavos(50_000),
      transactionLimit: centavos(20_000),
      termLimitDays: 45,
      used: 0,
      updatedAt: now,
    },
  )
  const delinquentUser = await createUser(tx, {
    organizationId: delinquentOrg,
    role: 'admin-customer',
    name: 'Héctor',
    lastName: 'Vega',
    email: world.email(DELINQUENT.email),
    phone: toStoredPhone('3324681357'),
    passwordHash: null,
    createdAt: now,
  })
  directory.set(DELINQUENT.email, { userId: delinquentUser, organizationId: delinquentOrg })
  const who = (email: string) => {
    const found = directory.get(email)
    if (!found) throw new Error(`Demo seed: no account ${email}`)
    return found
  }

  const projectIds = {} as Record<ProjectKey, number>
  for (const [key, project] of Object.entries(PROJECTS) as [ProjectKey, (typeof PROJECTS)[ProjectKey]][]) {
    const owner = who(project.owner)
    const [row] = await tx
      .insert(projects)
      .values({
        customerOrganizationId: owner.organizationId,
        name: project.name,
        budget: centavos(project.budget),
        address: project.address,
        startDate: dateAgo(project.startDaysAgo),
        typeId: project.typeId,
        phaseId: project.phaseId,
        createdBy: owner.userId,
        createdAt: instantOf(dateAgo(project.startDaysAgo), now),
        updatedAt: instantOf(dateAgo(project.startDaysAgo), now),
      })
      .returning({ id: projects.id })
    projectIds[key] = row!.id
  }
  for (const [i, quote] of DEMO_QUOTES.entries()) {
    const owner = who(PROJECTS[quote.project].owner)
    const at = instantOf(dateAgo(quote.daysAgo), now, i)
    await tx.insert(quotes).values({
      customerOrganizationId: owner.organizationId,
      projectId: projectIds[quote.project],
      createdBy: owner.userId,
      description: quote.description,
      phone: toStoredPhone(i % 2 === 0 ? '3312345678' : '3398765432'),
      status: quote.status,
      createdAt: at,
      updatedAt: at,
    })
  }

  const lineIds = new Map<number, number>()
  const lineOf = async (organizationId: number) => {
    const known = lineIds.get(organizationId)
    if (known !== undefined) return known
    const [line] = await tx
      .select({ id: creditLines.id })
      .from(creditLines)
      .where(eq(creditLines.organizationId, organizationId))
    if (!line) throw new Error(`Demo seed: no credit line for organization ${organizationId}`)
    lineIds.set(organizationId, line.id)
    return line.id
  }

  // Oldest first, so ids and the ledger follow the calendar.
  const ordered = PLAN.map((plan, i) => ({ plan, i })).sort(
    (a, b) => b.plan.daysAgo - a.plan.daysAgo || a.i - b.i,
  )
  const paymentIds = new Map<string, number>()
  const allPaymentIds: number[] = []
  for (const { plan, i } of ordered) {
    const buyer = who(plan.buyer)
    const supplier = who(plan.supplier)
    const by = who(plan.by)
    const purchaseDate = dateAgo(plan.daysAgo)
    const term = plan.dueSunday ? daysBetween(purchaseDate, weekOf(today).to) : plan.term
    const createdAt = instantOf(purchaseDate, now, i % 60)
    const paid = isPaidStatusId(plan.status)
    const amount = centavos(plan.amount)
    const paymentDate = plan.paidDaysAgo === undefined ? null : dateAgo(plan.paidDaysAgo)
    const vendor = plan.vendor ?? (plan.by === VENDEDOR ? VENDEDOR : undefined)
    const [row] = await tx
      .insert(payments)
      .values({
        customerOrganizationId: buyer.organizationId,
        customerUserId: buyer.userId,
        supplierOrganizationId: supplier.organizationId,
        vendorUserId: vendor ? who(vendor).userId : null,
        createdBy: by.userId,
        amount,
        paidAmount: paid ? amount : 0,
        statusId: plan.status,
        manualConfirmationStatus: plan.manual ?? null,
        isFactoring: plan.factoring !== undefined,
        isPaidToSupplier: plan.factoring === 'paid_to_supplier',
        factoringRequestedAt: plan.factoring ? createdAt : null,
        term,
        extendedTerm: plan.extended ?? 0,
        purchaseDate,
        expirationDate: addDays(purchaseDate, term + (plan.extended ?? 0)),
        paymentDate,
        reference: plan.reference ?? null,
        projectId: plan.project ? projectIds[plan.project] : null,
        pendingRequestExtendTerm: EXTENSIONS.some((e) => e.payment === plan.key && e.accepted === null),
        createdAt,
        updatedAt: paymentDate ? instantOf(paymentDate, now, i % 60) : createdAt,
      })
      .returning({ id: payments.id })
    const paymentId = row!.id
    allPaymentIds.push(paymentId)
    if (plan.key) paymentIds.set(plan.key, paymentId)
    const lineId = await lineOf(buyer.organizationId)
    const charged = await chargeCredit(tx, lineId, {
      customerOrganizationId: buyer.organizationId,
      amount,
      kind: 'sale',
      paymentId,
      createdBy: by.userId,
      now: createdAt,
    })
    if (!charged) throw new Error(`Demo seed: payment ${paymentId} does not fit the credit line`)
    if (paid) {
      await returnCredit(tx, {
        customerOrganizationId: buyer.organizationId,
        amount,
        kind: 'payment',
        paymentId,
        createdBy: by.userId,
        now: paymentDate ? instantOf(paymentDate, now, i % 60) : createdAt,
      })
    }
  }

  for (const extension of EXTENSIONS) {
    const paymentId = paymentIds.get(extension.payment)
    if (paymentId === undefined) throw new Error(`Demo seed: no payment ${extension.payment}`)
    const at = instantOf(dateAgo(extension.daysAgo), now)
    await tx.insert(termExtensionRequests).values({
      paymentId,
      requestedBy: who(extension.by).userId,
      days: extension.days,
      accepted: extension.accepted,
      handledBy: extension.handler ? who(extension.handler).userId : null,
      handledAt: extension.accepted === null ? null : at,
      createdAt: at,
      updatedAt: at,
    })
  }
  return { all: allPaymentIds, byKey: Object.fromEntries(paymentIds) }
}
