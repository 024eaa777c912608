import { statementMachine } from '@machines/statement'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { statementsApi } from '@/api/statements'
import { saveFile } from '@/lib/download'

/** A builder's statement by the token of its mail, or the signed-in supplier's (token null). */
export const statementLogic = statementMachine.provide({
  actors: {
    loadStatement: fromPromise(({ input }) =>
      input.token === null ? statementsApi.ofSupplier() : statementsApi.byToken(input.token),
    ),
    exportStatement: fromPromise(async ({ input }) =>
      saveFile(
        await (input.token === null
          ? statementsApi.exportOfSupplier()
          : statementsApi.exportByToken(input.token)),
      ),
    ),
  },
})

export type StatementActorRef = ActorRefFrom<typeof statementMachine>
