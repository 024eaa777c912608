import { REWARD_PROGRAM } from '@contract/directory'
import { PAYMENT_STATUS } from '@contract/payments'
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { type Clock, DAY } from '../clock'
import type { Db } from '../db/client'
import { payments, registrationApplications, rewards } from '../db/schema'
import { claimSetting } from '../db/settings'
import { hashToken, newToken } from '../domain/auth/tokens'
import { toStoredPhone } from '../domain/mexico'
import { accrueOnTimePayment, accrueReferralPrize } from '../domain/rewards/accrual'
import { createOrganization } from '../domain/users/create'
import type { DemoDirectory } from './demo-activity'
import { directoryBankAccount, seedBankAccounts } from './demo-bank-accounts'
import type { DemoWorld } from './world'

/** A maps search link for an address (what 'Ver ubicación' opens). */
export const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`

/** Lower-case ASCII words joined by dashes: the file name of a logo or a reward image. */
export const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export const logoUrlOf = (businessName: string) => `/logos/${slugOf(businessName)}.svg`
export const rewardImageUrlOf = (name: string) => `/rewards/${slugOf(name)}.svg`

type DirectorySupplier = {
  businessName: string
  taxId: string
  address: string
  city: string
  state: string
  contactName: string
  /** 10 digits. */
  phone: string
  email: string
  /** Brand colour of the generated logo. */
  color: string
}

/**
 * The directory's demo suppliers besides the two with accounts (Materiales El Fuerte and Aceros del Norte,
 * in demo.ts): active, with logo, WhatsApp phone, map link, state and city, and no users. With those two they
 * are 14, so the directory has a second page (12 per page). Loaded by the demo seed only, not by the tagged
 * worlds of the e2e tests.
 */
export const DIRECTORY_SUPPLIERS: DirectorySupplier[] = [
  [
    'Cementos y Block del Bajío',
    'CBB110405KL4',
    'Blvd. Adolfo López Mateos 1820, León, Gto.',
    'León',
    'Guanajuato',
    'Rosa Aguilar',
    '4771234501',
    '#8d6e63',
  ],
  [
    'Ferretería La Paloma',
    'FPA090817RT9',
    'Av. Reforma 3305, Puebla, Pue.',
    'Puebla',
    'Puebla',
    'Miguel Ángel Soto',
    '2221234502',
    '#1e88e5',
  ],
  [
    'Maderas Finas de Durango',
    'MFD130222HNA',
    'Calle 5 de Febrero 410, Durango, Dgo.',
    'Durango',
    'Durango',
    'Tomás Quiñones',
    '6181234503',
    '#6d4c41',
  ],
  [
    'Eléctrica Industrial Morelos',
    'EIM160511JB1',
    'Av. Emiliano Zapata 902, Cuernavaca, Mor.',
    'Cuernavaca',
    'Morelos',
    'Diana Campos',
    '7771234504',
    '#fbc02d',
  ],
  [
    'Tubos y Conexiones del Golfo',
    'TCG120930PL6',
    'Av. Díaz Mirón 2150, Veracruz, Ver.',
    'Veracruz',
    'Veracruz',
    'Ernesto Lara',
    '2291234505',
    '#00897b',
  ],
  [
    'Pinturas Arcoíris',
    'PAR140708QW7',
    'Av. Constituyentes 88, Querétaro, Qro.',
    'Querétaro',
    'Querétaro',
    'Fernanda Ibarra',
    '4421234506',
    '#e53935',
  ],
  [
    'Vidrios y Aluminios Sol',
    'VAS150126ZXA',
    'Calle 60 No. 455, Mérida, Yuc.',
    'Mérida',
    'Yucatán',
    'Raúl Pech',
    '9991234507',
    '#f57c00',
  ],
  [
    'Agregados La Cantera',
    'ALC100603CV2',
    'Periférico Poniente 7200, Zapopan, Jal.',
    'Zapopan',
    'Jalisco',
    'Gabriela Núñez',
    '3331234508',
    '#757575',
  ],
  [
    'Azulejos Talavera Poblana',
    'ATP170914BN9',
    'Calle 4 Poniente 12, San Pedro Cholula, Pue.',
    'San Pedro Cholula',
    'Puebla',
    'Lucía Tlapa',
    '2221234509',
    '#3949ab',
  ],
  [
    'Impermeabilizantes Norteños',
    'INO180419MK8',
    'Blvd. Venustiano Carranza 2900, Saltillo, Coah.',
    'Saltillo',
    'Coahuila',
    'Jesús Valdés',
    '8441234510',
    '#43a047',
  ],
  [
    'Grupo Ferretero del Pacífico',
    'GFP110227LP7',
    'Av. Ejército Mexicano 1600, Mazatlán, Sin.',
    'Mazatlán',
    'Sinaloa',
    'Karla Osuna',
    '6691234511',
    '#0277bd',
  ],
  [
    'Acabados San Pedro',
    'ASP190110DF1',
    'Calzada del Valle 400, San Pedro Garza García, N.L.',
    'San Pedro Garza García',
    'Nuevo León',
    'Alberto Treviño',
    '8111234512',
    '#5e35b1',
  ],
].map(([businessName, taxId, address, city, state, contactName, phone, color]) => ({
  businessName: businessName!,
  taxId: taxId!,
  address: address!,
  city: city!,
  state: state!,
  contactName: contactName!,
  phone: phone!,
  email: `ventas@${slugOf(businessName!).replace(/-/g, '')}.mx`,
  color: color!,
}))

/** A supplier that stopped working with the platform: blocked, so the directory never shows it. */
export const BLOCKED_SUPPLIER = {
  businessName: 'Materiales Suspendidos del Centro',
  taxId: 'MSC100101AA1',
  city: 'Toluca',
  state: 'Estado de México',
  phone: '7221234599',
}

/** Loads the directory's suppliers (demo seed only). */
export async function seedDirectorySuppliers(tx: Db, clock: Clock): Promise<void> {
  const now = clock.now()
  for (const [n, s] of DIRECTORY_SUPPLIERS.entries()) {
    const organizationId = await createOrganization(tx, {
      kind: 'supplier',
      businessName: s.businessName,
      businessType: 'company',
      taxId: s.taxId,
      address: s.address,
      contactName: s.contactName,
      contactPhone: toStoredPhone(s.phone),
      email: s.email,
      logoUrl: logoUrlOf(s.businessName),
      state: s.state,
      city: s.city,
      mapUrl: mapLink(s.address),
      directoryVendorPhone: toStoredPhone(s.phone),
      createdAt: now,
    })
    await seedBankAccounts(tx, clock, organizationId, s.businessName, [directoryBankAccount(n)])
  }
  const b = BLOCKED_SUPPLIER
  await createOrganization(tx, {
    kind: 'supplier',
    businessName: b.businessName,
    businessType: 'company',
    taxId: b.taxId,
    state: b.state,
    city: b.city,
    directoryVendorPhone: toStoredPhone(b.phone),
    status: 'blocked',
    createdAt: now,
  })
}

/** The rewards catalogue (program 1: MXN per approved referral; program 2: points). */
export const DEMO_REWARDS: {
  programId: number
  name: string
  amount: number
  currency: 'MXN' | 'PTS'
  color: string
}[] = [
  {
    programId: REWARD_PROGRAM.referrals,
    name: 'Bono por cliente referido',
    amount: 500_00,
    currency: 'MXN',
    color: '#2e7d32',
  },
  {
    programId: REWARD_PROGRAM.referrals,
    name: 'Bono de temporada',
    amount: 750_00,
    currency: 'MXN',
    color: '#c62828',
  },
  {
    programId: REWARD_PROGRAM.points,
    name: 'Casco de seguridad',
    amount: 150,
    currency: 'PTS',
    color: '#f9a825',
  },
  {
    programId: REWARD_PROGRAM.points,
    name: 'Juego de herramientas',
    amount: 600,
    currency: 'PTS',
    color: '#1565c0',
  },
  {
    programId: REWARD_PROGRAM.points,
    name: 'Tarjeta de regalo de $1,000',
    amount: 1_000,
    currency: 'PTS',
    color: '#6a1b9a',
  },
  {
    programId: REWARD_PROGRAM.points,
    name: 'Taladro inalámbrico',
    amount: 2_500,
    currency: 'PTS',
    color: '#ef6c00',
  },
]

/** Inserts the rewards catalogue once per database (the demo seed and every tagged world share it). */
async function ensureRewardCatalogue(tx: Db, clock: Clock): Promise<void> {
  if (!(await claimSetting(tx, 'demo_rewards', 'loaded', clock.now()))) return
  await tx.insert(rewards).values(
    DEMO_REWARDS.map((r, i) => ({
      programId: r.programId,
      name: r.name,
      amount: r.amount,
      currency: r.currency,
      imageUrl: rewardImageUrlOf(r.name),
      position: i,
      createdAt: clock.now(),
    })),
  )
}

/**
 * Materiales El Fuerte's referrals in every state of authorization: an unfinished counter registration and a
 * submitted one (pending), an approved one (Construcciones Vega, with its referral prize) and a declined one;
 * demo.ts adds the application waiting for the operator (pending too). Aceros del Norte gets one of its own.
 */
const REFERRALS = [
  {
    status: 'in_progress',
    origin: 'frontdesk',
    businessName: 'Herrería Domínguez',
    contactName: 'Óscar Domínguez',
    phone: '3312340001',
    daysAgo: 1,
  },
  {
    status: 'submitted',
    origin: 'frontdesk',
    businessName: 'Remodelaciones Álvarez',
    contactName: 'Beatriz Álvarez',
    phone: '3312340002',
    daysAgo: 3,
  },
  {
    status: 'approved',
    origin: 'web',
    businessName: 'Construcciones Vega',
    contactName: 'Héctor Vega',
    phone: '3324681357',
    daysAgo: 40,
  },
  {
    status: 'declined',
    origin: 'frontdesk',
    businessName: 'Obras Express Tonalá',
    contactName: 'Ramiro Gil',
    phone: '3312340004',
    daysAgo: 20,
  },
] as const

export async function seedDemoReferralsAndRewards(
  tx: Db,
  clock: Clock,
  directory: DemoDirectory,
  world: DemoWorld,
  paymentIds: number[],
): Promise<void> {
  await ensureRewardCatalogue(tx, clock)
  const now = clock.now().getTime()
  const elFuerte = directory.get('proveedor@demo.mx')!.organizationId
  const aceros = directory.get('proveedor2@demo.mx')!.organizationId
  const vega = directory.get('compras@construccionesvega.mx')?.organizationId ?? null
  const rows = [
    ...REFERRALS.map((r) => ({ ...r, supplier: elFuerte })),
    {
      status: 'submitted' as const,
      origin: 'frontdesk' as const,
      businessName: 'Pisos y Muros Garza',
      contactName: 'Elsa Garza',
      phone: '8112340005',
      daysAgo: 2,
      supplier: aceros,
    },
  ]
  for (const r of rows) {
    const created = new Date(now - r.daysAgo * DAY)
    const decided = r.status === 'approved' || r.status === 'declined'
    const [application] = await tx
      .insert(registrationApplications)
      .values({
        registerTokenHash: hashToken(newToken()),
        registerTokenExpiresAt: new Date(now + 20 * DAY),
        status: r.status,
        lastStep: r.status === 'in_progress' ? 'info' : 'users',
        origin: r.origin,
        referredBySupplierId: r.supplier,
        businessName: r.businessName,
        businessType: 'company',
        contactName: r.contactName,
        contactPhone: toStoredPhone(r.phone),
        contactEmail: world.email(`contacto.${slugOf(r.businessName).replace(/-/g, '')}@demo.mx`),
        submittedAt: r.status === 'in_progress' ? null : new Date(created.getTime() + DAY / 2),
        decidedAt: decided ? new Date(created.getTime() + 2 * DAY) : null,
        declineReason: r.status === 'declined' ? 'No pudimos validar los estados de cuenta' : null,
        customerOrganizationId: r.status === 'approved' ? vega : null,
        createdAt: created,
        updatedAt: created,
      })
      .returning({
        id: registrationApplications.id,
        referredBySupplierId: registrationApplications.referredBySupplierId,
      })
    if (r.status === 'approved') await accrueReferralPrize(tx, clock, application!)
  }

  // Points: every demo purchase paid on or before its due date, by the rule of the real events.
  if (paymentIds.length === 0) return
  const paid = await tx
    .select({
      id: payments.id,
      customerOrganizationId: payments.customerOrganizationId,
      amount: payments.amount,
      paymentDate: payments.paymentDate,
      expirationDate: payments.expirationDate,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.id, paymentIds),
        eq(payments.statusId, PAYMENT_STATUS.paid),
        isNotNull(payments.paymentDate),
      ),
    )
  for (const p of paid) await accrueOnTimePayment(tx, clock, p)
}

/** Directory fields of a demo supplier with accounts (demo.ts). */
export const directoryFieldsOf = (s: {
  businessName: string
  address: string
  city: string
  state: string
  phone: string
}) => ({
  logoUrl: logoUrlOf(s.businessName),
  state: s.state,
  city: s.city,
  mapUrl: mapLink(s.address),
  directoryVendorPhone: toStoredPhone(s.phone),
})
