import { eq } from 'drizzle-orm'
import * as schema from '../../../server/db/schema'
import { buildClabe } from '../../../server/domain/mexico'
import type { TestContext } from '../harness'
import { CUSTOMER, type MatrixEntry, onlyRoles, ROLE_OF, row } from './lib'

const ACCOUNT = {
  currency: 'usd',
  account_number: '0123456789',
  account_key: buildClabe('012', '320', '00123456789'),
  beneficiary_name: 'Materiales El Fuerte SA de CV',
}

/** A fresh dollars account of Materiales El Fuerte (so deleting it never meets the last-pesos rule). */
async function elFuerteAccount(ctx: TestContext): Promise<number> {
  const supplierOrganizationId = await ctx.organizationIdOf('proveedor@demo.mx')
  const [created] = await ctx.db
    .insert(schema.supplierBankAccounts)
    .values({
      supplierOrganizationId,
      bankName: 'BBVA Bancomer',
      currency: 'usd',
      accountNumber: ACCOUNT.account_number,
      accountKey: ACCOUNT.account_key,
      beneficiaryName: ACCOUNT.beneficiary_name,
    })
    .returning({ id: schema.supplierBankAccounts.id })
  return created!.id
}

/**
 * The business profile and bank accounts (docs/decisions.md#bank-accounts): only the
 * admin-supplier writes accounts, another supplier's writes on El Fuerte's account are 404; a builder reads
 * the accounts of its own suppliers (El Fuerte sold to cliente and comprador, not to cliente2: 404); the
 * admins edit their own business's contact data.
 */
export const PROFILE_ROUTES: MatrixEntry[] = [
  {
    route: 'POST /api/suppliers-bank-accounts/create',
    expect: onlyRoles(['admin-supplier']),
    request: () => ({ json: ACCOUNT }),
  },
  {
    route: 'POST /api/suppliers-bank-accounts/update',
    expect: row((actor) => (actor === 'other-supplier' ? 404 : onlyRoles(['admin-supplier'])[actor])),
    request: async ({ ctx }) => ({ json: { id: await elFuerteAccount(ctx), ...ACCOUNT } }),
  },
  {
    route: 'POST /api/suppliers-bank-accounts/delete/:id',
    expect: row((actor) => (actor === 'other-supplier' ? 404 : onlyRoles(['admin-supplier'])[actor])),
    request: async ({ ctx }) => ({
      path: `/api/suppliers-bank-accounts/delete/${await elFuerteAccount(ctx)}`,
    }),
  },
  {
    route: 'GET /api/suppliers/get-bank-accounts/:supplierId',
    expect: row((actor) => {
      if (actor === 'anonymous') return 401
      if (actor === 'other-customer') return 404
      return CUSTOMER.includes(ROLE_OF[actor]) ? 200 : 403
    }),
    request: async ({ ctx }) => ({
      path: `/api/suppliers/get-bank-accounts/${await ctx.organizationIdOf('proveedor@demo.mx')}`,
    }),
  },
  {
    route: 'POST /api/organizations/update-contact',
    expect: onlyRoles(['admin-supplier', 'admin-customer']),
    request: async ({ ctx, email }) => {
      // Each admin sends its own business's current data back, so the demo stays as it was.
      const organizationId = await ctx.organizationIdOf(email ?? 'proveedor@demo.mx')
      const [current] = await ctx.db
        .select({
          phone: schema.organizations.contactPhone,
          email: schema.organizations.email,
          address: schema.organizations.address,
        })
        .from(schema.organizations)
        .where(eq(schema.organizations.id, organizationId))
      return {
        json: {
          phone: current?.phone?.slice(2) || '3312345678',
          email: current?.email || 'contacto@negocio.mx',
          address: current?.address || 'Av. Juárez 10, Guadalajara',
        },
      }
    },
  },
]
