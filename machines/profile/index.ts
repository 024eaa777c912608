export { type BankAccountsApi, connect as connectBankAccounts } from './bankAccounts.connect'
export * from './bankAccounts.machine'
export { connect as connectProfile, type ProfileApi } from './profile.connect'
export * from './profile.machine'
