import { MSG } from '@contract/messages'
import { QUIZ_QUESTIONS, REG_MSG } from '@contract/registration'
import { expect, it } from 'vitest'
import { newToken } from '../../server/domain/auth/tokens'
import { applicationRow, createApplication, VALID_ANSWERS } from './applications-fixtures'
import { firstErrors, forEachDatabase, TEST_START } from './harness'

const PATH = '/api/customers/save-quiz-answers'
const READ = '/api/customers/quiz'

forEachDatabase('quiz answers', (ctx) => {
  const save = (questionnaire_token: string, quiz_answers: unknown = VALID_ANSWERS) =>
    ctx.request('POST', PATH, { json: { questionnaire_token, quiz_answers } })
  const read = (questionnaire_token: string) =>
    ctx.request('GET', `${READ}?questionnaire_token=${encodeURIComponent(questionnaire_token)}`)

  it('reads a link: waiting for answers, then the day they arrived (in Mexico City), and nothing else', async () => {
    const application = await createApplication(ctx)
    const before = await read(application.questionnaireToken)
    expect(before.status).toBe(200)
    expect(before.body).toEqual({ answered_on: null })
    // 23:30 on 18 November in Mexico City is already the 19th in UTC.
    ctx.clock.set('2026-11-19T05:30:00Z')
    try {
      expect((await save(application.questionnaireToken)).status).toBe(200)
    } finally {
      ctx.clock.set(TEST_START)
    }
    const after = await read(application.questionnaireToken)
    expect(after.status).toBe(200)
    expect(after.body).toEqual({ answered_on: '2026-11-18' })
  })

  it('reads a decided application too, since answering late is fine', async () => {
    for (const status of ['approved', 'declined'] as const) {
      const application = await createApplication(ctx, { status })
      expect((await read(application.questionnaireToken)).body).toEqual({ answered_on: null })
    }
  })

  it('answers 404 to a link that holds no submitted application, 422 to one without a token', async () => {
    const draft = await createApplication(ctx, { status: 'in_progress' })
    for (const token of [newToken(), 'no-es-un-token', draft.questionnaireToken, 'x'.repeat(200)]) {
      const res = await read(token)
      expect(res.status, token).toBe(404)
      expect(res.body).toEqual({ msg: REG_MSG.quizLinkInvalid })
    }
    for (const query of ['', '?questionnaire_token=', '?questionnaire_token=%20', '?token=abc']) {
      const res = await ctx.request('GET', `${READ}${query}`)
      expect(res.status, query).toBe(422)
      expect(firstErrors(res.body)).toEqual({ questionnaire_token: [MSG.required] })
    }
    const tooLong = await read('x'.repeat(201))
    expect(tooLong.status).toBe(422)
    expect((await applicationRow(ctx, draft.id)).quizAnsweredAt).toBeNull()
  })

  it('stores the answers of a submitted application, without signing in', async () => {
    const application = await createApplication(ctx)
    const answers = QUIZ_QUESTIONS.map((q) => ({ title: q.title, answer: q.options.at(-1) }))
    const res = await save(application.questionnaireToken, answers)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, msg: REG_MSG.quizSaved })
    const row = await applicationRow(ctx, application.id)
    expect(row.quizAnswers).toEqual(answers)
    expect(row.quizAnsweredAt).toEqual(ctx.clock.now())
    expect(row.status).toBe('submitted')
  })

  it('answers 404 for an unknown, malformed or still in-progress token, and stores nothing', async () => {
    for (const token of [newToken(), 'no-es-un-token']) {
      const res = await save(token)
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ msg: REG_MSG.quizLinkInvalid })
    }
    const draft = await createApplication(ctx, { status: 'in_progress' })
    const res = await save(draft.questionnaireToken)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ msg: REG_MSG.quizLinkInvalid })
    expect((await applicationRow(ctx, draft.id)).quizAnsweredAt).toBeNull()
  })

  it('answers 409 to a replay and keeps the first answers', async () => {
    const application = await createApplication(ctx)
    expect((await save(application.questionnaireToken)).status).toBe(200)
    const other = QUIZ_QUESTIONS.map((q) => ({ title: q.title, answer: q.options[1] }))
    const replay = await save(application.questionnaireToken, other)
    expect(replay.status).toBe(409)
    expect(replay.body).toEqual({ msg: REG_MSG.quizAnswered })
    expect((await applicationRow(ctx, application.id)).quizAnswers).toEqual(VALID_ANSWERS)
  })

  it('accepts answers after the operator decided, once', async () => {
    for (const status of ['approved', 'declined'] as const) {
      const application = await createApplication(ctx, { status })
      expect((await save(application.questionnaireToken)).status).toBe(200)
      expect((await save(application.questionnaireToken)).status).toBe(409)
    }
  })

  it('stores exactly one of racing submissions', async () => {
    const application = await createApplication(ctx)
    const answers = QUIZ_QUESTIONS.map((q, i) => ({
      title: q.title,
      answer: q.options[i % q.options.length],
    }))
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save(application.questionnaireToken, i === 0 ? answers : VALID_ANSWERS).then((res) => res.status),
      ),
    )
    expect(results.filter((s) => s === 200)).toHaveLength(1)
    expect(results.filter((s) => s === 409)).toHaveLength(5)
    const row = await applicationRow(ctx, application.id)
    expect([answers, VALID_ANSWERS]).toContainEqual(row.quizAnswers)
  })

  it('rejects incomplete, foreign or reordered answers with 422 and stores nothing', async () => {
    const application = await createApplication(ctx)
    const cases: unknown[] = [
      [],
      VALID_ANSWERS.slice(0, 4),
      [...VALID_ANSWERS].reverse(),
      VALID_ANSWERS.map((a, i) => (i === 2 ? { ...a, answer: 'Muchísimo' } : a)),
      VALID_ANSWERS.map((a, i) => (i === 0 ? { ...a, title: '¿Otra pregunta?' } : a)),
    ]
    for (const answers of cases) {
      const res = await save(application.questionnaireToken, answers)
      expect(res.status).toBe(422)
      expect(firstErrors(res.body)).toEqual({ quiz_answers: [REG_MSG.quizAnswer] })
    }
    const missing = await ctx.request('POST', PATH, { json: { quiz_answers: VALID_ANSWERS } })
    expect(missing.status).toBe(422)
    expect(firstErrors(missing.body)).toEqual({ questionnaire_token: [MSG.required] })
    const extra = await ctx.request('POST', PATH, {
      json: { questionnaire_token: application.questionnaireToken, quiz_answers: VALID_ANSWERS, score: 10 },
    })
    expect(extra.status).toBe(422)
    expect(firstErrors(extra.body)).toEqual({ score: [MSG.unknownField] })
    expect((await applicationRow(ctx, application.id)).quizAnsweredAt).toBeNull()
  })
})
