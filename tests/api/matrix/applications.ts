import { createApplication, VALID_ANSWERS } from '../applications-fixtures'
import { everyone, type MatrixEntry, onlyRoles } from './lib'

const OPERATOR = onlyRoles(['admin'])

/** The quiz (public, by questionnaire token) and the operator's applications API (role admin only). */
export const APPLICATION_ROUTES: MatrixEntry[] = [
  {
    route: 'GET /api/customers/quiz',
    expect: everyone(200),
    request: async ({ ctx }) => ({
      path: `/api/customers/quiz?questionnaire_token=${(await createApplication(ctx)).questionnaireToken}`,
    }),
  },
  {
    route: 'POST /api/customers/save-quiz-answers',
    expect: everyone(200),
    success: { anonymous: true, admin: true, 'admin-customer': true },
    request: async ({ ctx }) => ({
      json: {
        questionnaire_token: (await createApplication(ctx)).questionnaireToken,
        quiz_answers: VALID_ANSWERS,
      },
    }),
  },
  {
    // The console's queue: a status filter and a search on the business name or the RFC.
    route: 'GET /api/applications',
    expect: OPERATOR,
    request: () => ({ path: '/api/applications?status=all&search=R%C3%ADos&page=1' }),
  },
  {
    route: 'GET /api/applications/:id',
    expect: OPERATOR,
    request: async ({ ctx }) => ({ path: `/api/applications/${(await createApplication(ctx)).id}` }),
  },
  {
    route: 'POST /api/applications/:id/approve',
    expect: OPERATOR,
    success: { admin: true },
    request: async ({ ctx }) => ({
      path: `/api/applications/${(await createApplication(ctx)).id}/approve`,
      json: { credit_limit: 1000, transaction_limit: 500, term_limit: 30 },
    }),
  },
  {
    route: 'POST /api/applications/:id/decline',
    expect: OPERATOR,
    success: { admin: true },
    request: async ({ ctx }) => ({
      path: `/api/applications/${(await createApplication(ctx)).id}/decline`,
      json: { reason: 'Documentos ilegibles' },
    }),
  },
]
