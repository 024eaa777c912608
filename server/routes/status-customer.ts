import { statusCustomerRoutes } from '@contract/api/status-customer'
import { REG_MSG, type RegisterStatusStep } from '@contract/registration'
import { recordStep } from '../domain/registration/status'
import { mountRoutes } from '../http/declared'
import { registerTokenOf } from '../http/register-token'

/** Records a complete step of the registration wizard; the last one submits the application. */
export const statusCustomerRouter = mountRoutes(statusCustomerRoutes, {
  create: async (c, { body }) => {
    const token = registerTokenOf(c, body.register_token)
    const { db, clock, config, mailer } = c.var.deps
    const outcome = await recordStep(
      { db, clock, appUrl: config.appUrl },
      token,
      body.step as RegisterStatusStep,
    )
    if (!outcome.submitted) return c.json({ success: true, msg: REG_MSG.stepSaved }, 200)
    mailer.notify()
    return c.json(
      { success: true, msg: REG_MSG.submitted, questionnaire_token: outcome.questionnaireToken },
      200,
    )
  },
})
