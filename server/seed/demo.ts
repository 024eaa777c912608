import type { RoleName } from '@contract/roles'
import type { DemoAccounts } from '@contract/system'
import { count } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { claimSetting, SETTING_DEMO_SEED } from '../db/settings'
import { hashPassword } from '../domain/auth/passwords'
import { toStoredPhone } from '../domain/mexico'
import {
  createOrganization,
  createUser,
  type NewCreditLine,
  type NewOrganization,
} from '../domain/users/create'
import { type DemoDirectory, seedDemoActivity } from './demo-activity'
import { seedDemoApplication } from './demo-application'
import { DEMO_BANK_ACCOUNTS, seedBankAccounts } from './demo-bank-accounts'
import { directoryFieldsOf, seedDemoReferralsAndRewards, seedDirectorySuppliers } from './demo-directory'
import { seedDemoFiles } from './demo-files'
import { seedDemoQuoteAnswers } from './demo-quotes'
import { BASE_WORLD, type DemoWorld, taggedWorld } from './world'

export const DEMO_PASSWORD = 'Demo1234!'

/** Each demo supplier's code for the public client-registration form (/registrar-mis-clientes), by its admin. */
export const DEMO_REFERRAL_CODES = {
  'proveedor@demo.mx': 'ELFUERTE',
  'proveedor2@demo.mx': 'ACEROSNORTE',
} as const

type DemoUser = {
  email: string
  role: RoleName
  label: string
  name: string
  lastName: string
  phone: string
}
type DemoOrganization = { organization: NewOrganization; creditLine?: NewCreditLine; users: DemoUser[] }

const pesos = (amount: number) => amount * 100

/** Listed on the login page in this order. The platform operator comes first so it gets user id 1. */
const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    organization: { kind: 'platform', businessName: 'Obrafiado', businessType: 'company' },
    users: [
      {
        email: 'operador@demo.mx',
        role: 'admin',
        label: 'Operador de la plataforma',
        name: 'Sofía',
        lastName: 'Castañeda',
        phone: '5550000001',
      },
    ],
  },
  {
    organization: {
      kind: 'supplier',
      businessName: 'Materiales El Fuerte',
      businessType: 'company',
      taxId: 'MEF100312AB3',
      legallyResponsible: 'Laura Méndez Orozco',
      address: 'Av. Vallarta 2450, Guadalajara, Jal.',
      contactName: 'Laura Méndez',
      contactPhone: toStoredPhone('3312345678'),
      email: 'contacto@materialeselfuerte.mx',
      ...directoryFieldsOf({
        businessName: 'Materiales El Fuerte',
        address: 'Av. Vallarta 2450, Guadalajara, Jal.',
        city: 'Guadalajara',
        state: 'Jalisco',
        phone: '3312345670',
      }),
      hasRewards: 1,
      useFactoring: true,
      factoringCanRequest: true,
      factoringShowSelect: true,
      canSelectVendor: true,
      referralCode: DEMO_REFERRAL_CODES['proveedor@demo.mx'],
      penaltyBasisPoints: 300,
      // Its credit terms: up to $300,000 owed by one client, $100,000 a sale, 90 days.
      clientCreditLimit: pesos(300_000),
      saleLimit: pesos(100_000),
      maxTermDays: 90,
    },
    users: [
      {
        email: 'proveedor@demo.mx',
        role: 'admin-supplier',
        label: 'Proveedor (administrador)',
        name: 'Laura',
        lastName: 'Méndez',
        phone: '3312345678',
      },
      {
        email: 'vendedor@demo.mx',
        role: 'vendor-supplier',
        label: 'Vendedor del proveedor',
        name: 'Jorge',
        lastName: 'Ruiz',
        phone: '3312345679',
      },
    ],
  },
  {
    organization: {
      kind: 'customer',
      businessName: 'Constructora Robles',
      businessType: 'company',
      taxId: 'CRO150820KJ9',
      legallyResponsible: 'Ana Robles Treviño',
      address: 'Calle Morelos 118, Zapopan, Jal.',
      contactName: 'Ana Robles',
      contactPhone: toStoredPhone('3398765432'),
      email: 'compras@constructorarobles.mx',
    },
    creditLine: {
      creditLimit: pesos(250_000),
      transactionLimit: pesos(80_000),
      termLimitDays: 60,
      used: 0,
    },
    users: [
      {
        email: 'cliente@demo.mx',
        role: 'admin-customer',
        label: 'Cliente (administrador)',
        name: 'Ana',
        lastName: 'Robles',
        phone: '3398765432',
      },
      {
        email: 'comprador@demo.mx',
        role: 'customer',
        label: 'Comprador del cliente',
        name: 'Luis',
        lastName: 'Pérez',
        phone: '3398765433',
      },
    ],
  },
  {
    organization: {
      kind: 'supplier',
      businessName: 'Aceros del Norte',
      businessType: 'company',
      taxId: 'ANO090215PQ8',
      legallyResponsible: 'Ricardo Garza Leal',
      address: 'Av. Constitución 905, Monterrey, N.L.',
      contactName: 'Ricardo Garza',
      contactPhone: toStoredPhone('8187654321'),
      email: 'ventas@acerosdelnorte.mx',
      ...directoryFieldsOf({
        businessName: 'Aceros del Norte',
        address: 'Av. Constitución 905, Monterrey, N.L.',
        city: 'Monterrey',
        state: 'Nuevo León',
        phone: '8187654320',
      }),
      referralCode: DEMO_REFERRAL_CODES['proveedor2@demo.mx'],
      penaltyBasisPoints: 200,
      clientCreditLimit: pesos(150_000),
      saleLimit: pesos(50_000),
      maxTermDays: 45,
    },
    users: [
      {
        email: 'proveedor2@demo.mx',
        role: 'admin-supplier',
        label: 'Otro proveedor (administrador)',
        name: 'Ricardo',
        lastName: 'Garza',
        phone: '8187654321',
      },
    ],
  },
  {
    organization: {
      kind: 'customer',
      businessName: 'Obras Hidalgo',
      businessType: 'person',
      taxId: 'HIMM800514TR9',
      legallyResponsible: 'Martín Hidalgo Mora',
      address: 'Calle Juárez 47, Pachuca, Hgo.',
      contactName: 'Martín Hidalgo',
      contactPhone: toStoredPhone('7711234567'),
      email: 'martin@obrashidalgo.mx',
    },
    creditLine: {
      creditLimit: pesos(120_000),
      transactionLimit: pesos(40_000),
      termLimitDays: 30,
      used: 0,
    },
    users: [
      {
        email: 'cliente2@demo.mx',
        role: 'admin-customer',
        label: 'Otro cliente (administrador)',
        name: 'Martín',
        lastName: 'Hidalgo',
        phone: '7711234567',
      },
    ],
  },
]

export const DEMO_ACCOUNTS: DemoAccounts = {
  accounts: DEMO_ORGANIZATIONS.flatMap((org) =>
    org.users.map((user) => ({
      email: user.email,
      role_name: user.role,
      label: `${user.label} · ${org.organization.businessName}`,
    })),
  ),
  password: DEMO_PASSWORD,
}

type SeedDeps = { db: Db; clock: Clock; scryptLogN: number }

/**
 * Hashes of the demo password by user, computed in parallel outside any transaction: one per user (own salt),
 * or one for all when `shared` (a test world, where seeding time counts more than distinct salts).
 */
async function demoPasswordHashes(scryptLogN: number, shared = false): Promise<Map<string, string>> {
  const allUsers = DEMO_ORGANIZATIONS.flatMap((org) => org.users)
  const count = shared ? 1 : allUsers.length
  const hashes = await Promise.all(
    Array.from({ length: count }, () => hashPassword(DEMO_PASSWORD, scryptLogN)),
  )
  return new Map(allUsers.map((user, i) => [user.email, hashes[shared ? 0 : i]!]))
}

/**
 * The demo organizations, their users and their activity, named by `world` (server/seed/world.ts), inside the
 * caller's transaction. The directory is keyed by the base e-mails whatever the world. Returns the ids of the
 * payments made (all, and the keyed ones of the plan by key).
 */
async function seedWorld(
  tx: Db,
  clock: Clock,
  hashByEmail: Map<string, string>,
  world: DemoWorld,
): Promise<{ directory: DemoDirectory; payments: { all: number[]; byKey: Record<string, number> } }> {
  const now = clock.now()
  const directory: DemoDirectory = new Map()
  for (const { organization, creditLine, users: members } of DEMO_ORGANIZATIONS) {
    const organizationId = await createOrganization(
      tx,
      {
        ...organization,
        taxId: organization.taxId && world.taxId(organization.taxId),
        email: organization.email && world.email(organization.email),
        referralCode: organization.referralCode && world.referralCode(organization.referralCode),
        createdAt: now,
      },
      creditLine && { ...creditLine, updatedAt: now },
    )
    for (const user of members) {
      const userId = await createUser(tx, {
        organizationId,
        role: user.role,
        name: user.name,
        lastName: user.lastName,
        email: world.email(user.email),
        phone: toStoredPhone(user.phone),
        passwordHash: hashByEmail.get(user.email)!,
        createdAt: now,
      })
      directory.set(user.email, { userId, organizationId })
      const accounts = DEMO_BANK_ACCOUNTS[user.email]
      if (accounts) await seedBankAccounts(tx, clock, organizationId, organization.businessName, accounts)
    }
  }
  const payments = await seedDemoActivity(tx, clock, directory, world)
  await seedDemoReferralsAndRewards(tx, clock, directory, world, payments.all)
  return { directory, payments }
}

/**
 * Loads the demo data into an empty database: the accounts, then their payments in every status, term
 * extension requests and projects (demo-activity.ts) and an application waiting for the operator
 * (demo-application.ts), all in one transaction. Returns false (and writes
 * nothing) when there are users already or another process is seeding at the same time.
 */
export async function seedDemo(deps: SeedDeps): Promise<boolean> {
  const { db, clock } = deps
  const [existing] = await db.select({ n: count() }).from(users)
  if ((existing?.n ?? 0) > 0) return false

  const hashByEmail = await demoPasswordHashes(deps.scryptLogN)
  const now = clock.now()

  return db.transaction(async (tx) => {
    // The claim makes a second process that starts at the same time wait for this one, then skip.
    if (!(await claimSetting(tx, SETTING_DEMO_SEED, 'loaded', now))) return false
    const { directory } = await seedWorld(tx, clock, hashByEmail, BASE_WORLD)
    await seedDirectorySuppliers(tx, clock)
    await seedDemoApplication(tx, clock, directory.get('proveedor@demo.mx')!.organizationId)
    return true
  })
}

/** A tagged copy of the demo accounts: each base e-mail and the e-mail it has in the world. */
export type SeededWorld = {
  tag: string
  password: string
  accounts: Record<string, { email: string; user_id: number; organization_id: number }>
  /** Payments of the demo plan that carry a key (demo-activity.ts), by key. */
  payments: Record<string, number>
}

/**
 * Another copy of the demo organizations, users, payments (with their receipt and invoice files), extension
 * requests and projects, with e-mails, RFCs and referral codes carrying `tag` (server/seed/world.ts), in a
 * database that may hold other worlds: what an end-to-end test works on, alone.
 */
export async function seedTaggedWorld(
  deps: SeedDeps & { config: Pick<Config, 'dataDir'> },
  tag: string,
): Promise<SeededWorld> {
  const world = taggedWorld(tag)
  const hashByEmail = await demoPasswordHashes(deps.scryptLogN, true)
  const { directory, payments } = await deps.db.transaction((tx) =>
    seedWorld(tx, deps.clock, hashByEmail, world),
  )
  await seedDemoFiles(deps.db, deps.config, payments.all)
  await seedDemoQuoteAnswers(deps.db, deps.config, world)
  const accounts: SeededWorld['accounts'] = {}
  for (const [base, ids] of directory) {
    accounts[base] = { email: world.email(base), user_id: ids.userId, organization_id: ids.organizationId }
  }
  return { tag, password: DEMO_PASSWORD, accounts, payments: payments.byKey }
}
