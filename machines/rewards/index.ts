export { connectRewards, type RewardsApi } from './rewards.connect'
export * from './rewards.machine'
