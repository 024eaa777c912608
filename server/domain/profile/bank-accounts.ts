import { type BankAccountCreate, type BankAccountUpdate, PROFILE_MSG } from '@contract/bankAccounts'
import { checkClabe } from '@contract/clabe'
import type { BankAccount } from '@contract/directory'
import { DIRECTORY_MSG } from '@contract/directory'
import { PAID_STATUS_IDS } from '@contract/paymentStatus'
import { and, asc, eq, notInArray } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { payments, supplierBankAccounts } from '../../db/schema'
import type { AuthUser } from '../auth/sessions'
import { dealsWithSupplier } from '../directory/my-suppliers'
import { conflict, invalid, notFound } from '../errors'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const columns = {
  id: supplierBankAccounts.id,
  bank_name: supplierBankAccounts.bankName,
  currency: supplierBankAccounts.currency,
  account_number: supplierBankAccounts.accountNumber,
  account_key: supplierBankAccounts.accountKey,
  beneficiary_name: supplierBankAccounts.beneficiaryName,
}

/** A supplier's accounts, oldest first. */
export const bankAccountsOf = (db: Db | Tx, supplierOrganizationId: number): Promise<BankAccount[]> =>
  db
    .select(columns)
    .from(supplierBankAccounts)
    .where(eq(supplierBankAccounts.supplierOrganizationId, supplierOrganizationId))
    .orderBy(asc(supplierBankAccounts.id))

/**
 * The stored fields of a request: the bank is clabe-validator's name for the CLABE (a sent `bank_name` must be
 * that same name, so a form cannot store a bank the CLABE does not belong to).
 */
function storedFields(request: BankAccountCreate) {
  const check = checkClabe(request.account_key)
  // The schema already refused an invalid CLABE; this keeps the domain safe on its own.
  if (!check.ok) throw invalid({ account_key: [check.message] })
  const sent = request.bank_name?.trim()
  if (sent && sent.localeCompare(check.bank, 'es', { sensitivity: 'base' }) !== 0) {
    throw invalid({ bank_name: [PROFILE_MSG.bankMismatch] })
  }
  return {
    bankName: check.bank,
    currency: request.currency,
    accountNumber: request.account_number,
    accountKey: request.account_key,
    beneficiaryName: request.beneficiary_name,
  }
}

/** POST /api/suppliers-bank-accounts/create (admin-supplier): an account of the caller's own supplier. */
export async function createBankAccount(
  db: Db,
  auth: AuthUser,
  request: BankAccountCreate,
): Promise<BankAccount> {
  const [row] = await db
    .insert(supplierBankAccounts)
    .values({ ...storedFields(request), supplierOrganizationId: auth.organizationId })
    .returning(columns)
  return row!
}

/**
 * Inside a transaction: locks the supplier's accounts (so concurrent deletes and edits queue) and refuses to
 * leave it without a pesos account while any of its sales is unpaid (builders pay into it). `leaving` is the
 * account that stops being a pesos account. Returns the locked accounts.
 */
async function keepPesosAccount(tx: Tx, supplierOrganizationId: number, leaving: number | null) {
  const accounts = await tx
    .select({ id: supplierBankAccounts.id, currency: supplierBankAccounts.currency })
    .from(supplierBankAccounts)
    .where(eq(supplierBankAccounts.supplierOrganizationId, supplierOrganizationId))
    .orderBy(asc(supplierBankAccounts.id))
    .for('update')
  const target = accounts.find((a) => a.id === leaving)
  if (leaving === null || !target || target.currency !== 'pesos') return accounts
  if (accounts.some((a) => a.id !== leaving && a.currency === 'pesos')) return accounts
  const [unpaid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.supplierOrganizationId, supplierOrganizationId),
        notInArray(payments.statusId, [...PAID_STATUS_IDS]),
      ),
    )
    .limit(1)
  if (unpaid) throw conflict(PROFILE_MSG.lastPesosAccount)
  return accounts
}

/**
 * POST /api/suppliers-bank-accounts/update (admin-supplier): only an account of the caller's own supplier
 * (else 404). Turning the last pesos account into dollars follows the delete rule.
 */
export async function updateBankAccount(
  db: Db,
  auth: AuthUser,
  request: BankAccountUpdate,
): Promise<BankAccount> {
  const { id, ...fields } = request
  const values = storedFields(fields)
  return db.transaction(async (tx) => {
    const accounts = await keepPesosAccount(tx, auth.organizationId, values.currency === 'pesos' ? null : id)
    if (!accounts.some((a) => a.id === id)) throw notFound(PROFILE_MSG.accountNotFound)
    const [row] = await tx
      .update(supplierBankAccounts)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(
          eq(supplierBankAccounts.id, id),
          eq(supplierBankAccounts.supplierOrganizationId, auth.organizationId),
        ),
      )
      .returning(columns)
    return row!
  })
}

/**
 * POST /api/suppliers-bank-accounts/delete/{id} (admin-supplier): only the caller's own (else 404); never the
 * last pesos account while a sale is unpaid (409), decided under the lock of the supplier's accounts.
 */
export async function deleteBankAccount(db: Db, auth: AuthUser, id: number | null): Promise<void> {
  if (id === null) throw notFound(PROFILE_MSG.accountNotFound)
  await db.transaction(async (tx) => {
    const accounts = await keepPesosAccount(tx, auth.organizationId, id)
    if (!accounts.some((a) => a.id === id)) throw notFound(PROFILE_MSG.accountNotFound)
    await tx
      .delete(supplierBankAccounts)
      .where(
        and(
          eq(supplierBankAccounts.id, id),
          eq(supplierBankAccounts.supplierOrganizationId, auth.organizationId),
        ),
      )
  })
}

/**
 * GET /api/suppliers/get-bank-accounts/{supplierId} (builders): the accounts of one of the builder's suppliers
 * ('Mis proveedores'); any other supplier is the 404 'Proveedor no encontrado'.
 */
export async function bankAccountsForBuilder(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  supplierId: number | null,
): Promise<BankAccount[]> {
  if (supplierId === null || !(await dealsWithSupplier(db, clock, auth.organizationId, supplierId))) {
    throw notFound(DIRECTORY_MSG.supplierNotFound)
  }
  return bankAccountsOf(db, supplierId)
}
