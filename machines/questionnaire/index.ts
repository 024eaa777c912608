export * from './questionnaire.machine'
export * from './questionnaire.selectors'
