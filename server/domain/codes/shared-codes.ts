import type { SharedToken } from '@contract/sales'
import { and, asc, eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { organizations, sharedCodes } from '../../db/schema'
import { isRowId } from '../customers'
import { SHARED_CODE_LENGTH, sharedCodeHash } from './purchase-codes'
import { type CodeKeys, decrypt, encrypt, randomCode } from './secret'

const aadOf = (customerUserId: number, supplierOrganizationId: number) =>
  `shared:${customerUserId}:${supplierOrganizationId}`

/** An active supplier organization a shared code may be made for (any supplier of the directory). */
async function activeSupplier(db: Db, supplierId: number) {
  if (!isRowId(supplierId)) return undefined
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.id, supplierId),
        eq(organizations.kind, 'supplier'),
        eq(organizations.status, 'active'),
      ),
    )
  return row
}

/** The customer user's shared codes, decrypted for display. */
export async function listSharedCodes(
  db: Db,
  keys: CodeKeys,
  customerUserId: number,
): Promise<SharedToken[]> {
  const rows = await db
    .select({
      supplierId: sharedCodes.supplierOrganizationId,
      supplierName: organizations.businessName,
      sealed: sharedCodes.codeEncrypted,
    })
    .from(sharedCodes)
    .innerJoin(organizations, eq(organizations.id, sharedCodes.supplierOrganizationId))
    .where(eq(sharedCodes.customerUserId, customerUserId))
    .orderBy(asc(organizations.businessName), asc(organizations.id))
  return rows.map((row) => {
    const code = decrypt(keys.sharedCodeEncryption, row.sealed, aadOf(customerUserId, row.supplierId))
    return {
      supplier_id: row.supplierId,
      supplier_name: row.supplierName,
      shared_token: code,
      use_shared_token: code !== null,
    }
  })
}

/** Creates (or replaces) the customer user's shared code for one supplier; null when no such supplier. */
export async function createSharedCode(
  db: Db,
  keys: CodeKeys,
  clock: Clock,
  customerUserId: number,
  supplierId: number,
): Promise<string | null> {
  if (!(await activeSupplier(db, supplierId))) return null
  const code = randomCode(SHARED_CODE_LENGTH)
  const values = {
    codeHash: sharedCodeHash(keys, code),
    codeEncrypted: encrypt(keys.sharedCodeEncryption, code, aadOf(customerUserId, supplierId)),
    createdAt: clock.now(),
  }
  await db
    .insert(sharedCodes)
    .values({ customerUserId, supplierOrganizationId: supplierId, ...values })
    .onConflictDoUpdate({
      target: [sharedCodes.customerUserId, sharedCodes.supplierOrganizationId],
      set: values,
    })
  return code
}

/** Deletes the shared code; false when no such supplier (deleting a code that does not exist is fine). */
export async function deleteSharedCode(db: Db, customerUserId: number, supplierId: number): Promise<boolean> {
  if (!isRowId(supplierId)) return false
  const [supplier] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, supplierId), eq(organizations.kind, 'supplier')))
  if (!supplier) return false
  await db
    .delete(sharedCodes)
    .where(
      and(eq(sharedCodes.customerUserId, customerUserId), eq(sharedCodes.supplierOrganizationId, supplierId)),
    )
  return true
}
