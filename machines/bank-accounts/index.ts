export { type BankAccountsApi, connect as connectBankAccounts } from './bankAccounts.connect'
export * from './bankAccounts.machine'
