export {
  type ApplicationDecisionApi,
  connect as connectApplicationDecision,
} from './applicationDecision.connect'
export * from './applicationDecision.machine'
export {
  type ApplicationReviewApi,
  connect as connectApplicationReview,
  type ReviewDocument,
} from './applicationReview.connect'
export * from './applicationReview.machine'
export {
  type ApplicationsQueueApi,
  applicationHref,
  connect as connectApplicationsQueue,
} from './applicationsQueue.connect'
export * from './applicationsQueue.machine'
