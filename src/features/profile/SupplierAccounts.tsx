import type { BankAccount } from '@contract/directory'
import { useFlow } from '@/lib/useFlow'
import { BankAccountsView } from './BankAccountsView'
import { bankAccountsLogic } from './bankAccountsLogic'

/**
 * The supplier's 'Cuentas bancarias' tab, a lazy chunk (it carries clabe-validator's tables): loaded when the
 * tab is first opened, then kept mounted with its actor while the tabs switch.
 */
export default function SupplierAccounts({
  accounts,
  canManage,
}: {
  accounts: BankAccount[]
  canManage: boolean
}) {
  const actorRef = useFlow(bankAccountsLogic, { accounts, canManage })
  return <BankAccountsView actorRef={actorRef} />
}
