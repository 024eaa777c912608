export { authorizationLabel, connectReferrals, type ReferralsApi } from './referrals.connect'
export * from './referrals.machine'
