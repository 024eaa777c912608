export * from './paymentRules'
