export { connect as connectQuestionnaire, type QuestionnaireApi } from './questionnaire.connect'
export * from './questionnaire.machine'
export * from './questionnaire.selectors'
