import { checkClabe } from '@contract/clabe'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { supplierBankAccounts } from '../db/schema'
import { buildClabe } from '../domain/mexico'

type DemoAccount = {
  currency: 'pesos' | 'usd'
  /** Bank code (3 digits) and plaza (3 digits) of the CLABE; the account number is its 11 digits. */
  bank: string
  plaza: string
  accountNumber: string
}

/**
 * Where builders pay the demo suppliers (docs/decisions.md#bank-accounts): valid CLABEs of real banks and
 * plazas (Guadalajara 320, Monterrey 580, Ciudad de México 180), the bank named by clabe-validator.
 */
export const DEMO_BANK_ACCOUNTS: Record<string, DemoAccount[]> = {
  'proveedor@demo.mx': [
    { currency: 'pesos', bank: '012', plaza: '320', accountNumber: '01234567891' },
    { currency: 'usd', bank: '072', plaza: '320', accountNumber: '00987654321' },
  ],
  'proveedor2@demo.mx': [{ currency: 'pesos', bank: '014', plaza: '580', accountNumber: '65501234567' }],
}
/** The directory suppliers each get one pesos account, banks in turn. */
const DIRECTORY_BANKS = ['012', '002', '014', '072', '021', '044', '030', '036']

export async function seedBankAccounts(
  tx: Db,
  clock: Clock,
  supplierOrganizationId: number,
  beneficiaryName: string,
  accounts: DemoAccount[],
): Promise<void> {
  const now = clock.now()
  for (const account of accounts) {
    const accountKey = buildClabe(account.bank, account.plaza, account.accountNumber)
    const check = checkClabe(accountKey)
    if (!check.ok) throw new Error(`Demo CLABE ${accountKey}: ${check.message}`)
    await tx.insert(supplierBankAccounts).values({
      supplierOrganizationId,
      bankName: check.bank,
      currency: account.currency,
      accountNumber: account.accountNumber,
      accountKey,
      beneficiaryName,
      createdAt: now,
      updatedAt: now,
    })
  }
}

/** The n-th directory supplier's account (Ciudad de México plaza, its number from n). */
export const directoryBankAccount = (n: number): DemoAccount => ({
  currency: 'pesos',
  bank: DIRECTORY_BANKS[n % DIRECTORY_BANKS.length]!,
  plaza: '180',
  accountNumber: String(70_000_000_000 + n * 1_234_567),
})
