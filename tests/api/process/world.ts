import { randomBytes } from 'node:crypto'
import { systemClock } from '../../../server/clock'
import type { Db } from '../../../server/db/client'
import { createSession } from '../../../server/domain/auth/sessions'
import { createOrganization, createUser } from '../../../server/domain/users/create'

/**
 * The organizations a crash or scale-out run needs, written straight into a migrated database before the
 * server starts (SEED=none), with sessions minted for the real clock (no password hashing).
 */

export type WorldSupplier = {
  orgId: number
  adminId: number
  vendorId: number
  token: string
  vendorToken: string
}
export type WorldCustomer = { orgId: number; userId: number; token: string; creditLimit: number }

const pesos = (amount: number) => Math.round(amount * 100)

export async function seedSupplier(db: Db): Promise<WorldSupplier> {
  const n = randomBytes(4).toString('hex')
  const orgId = await createOrganization(db, {
    kind: 'supplier',
    businessName: `Materiales ${n}`,
    businessType: 'company',
    canSelectVendor: true,
  })
  const adminId = await createUser(db, {
    organizationId: orgId,
    role: 'admin-supplier',
    name: 'Prov',
    email: `proveedor.${n}@crash.test`,
    passwordHash: null,
  })
  const vendorId = await createUser(db, {
    organizationId: orgId,
    role: 'vendor-supplier',
    name: 'Vende',
    email: `vendedor.${n}@crash.test`,
    passwordHash: null,
  })
  return {
    orgId,
    adminId,
    vendorId,
    token: await createSession(db, adminId, systemClock),
    vendorToken: await createSession(db, vendorId, systemClock),
  }
}

/** A customer organization with its credit line (pesos) and one admin-customer user. */
export async function seedCustomer(
  db: Db,
  credit: { creditLimit: number; transactionLimit?: number; termLimitDays?: number },
): Promise<WorldCustomer> {
  const n = randomBytes(4).toString('hex')
  const orgId = await createOrganization(
    db,
    { kind: 'customer', businessName: `Constructora ${n}`, businessType: 'company', status: 'active' },
    {
      creditLimit: pesos(credit.creditLimit),
      transactionLimit: pesos(credit.transactionLimit ?? credit.creditLimit),
      termLimitDays: credit.termLimitDays ?? 90,
      used: 0,
    },
  )
  const userId = await createUser(db, {
    organizationId: orgId,
    role: 'admin-customer',
    name: 'Cliente',
    email: `cliente.${n}@crash.test`,
    passwordHash: null,
  })
  return {
    orgId,
    userId,
    token: await createSession(db, userId, systemClock),
    creditLimit: credit.creditLimit,
  }
}
