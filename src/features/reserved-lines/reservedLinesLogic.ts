import {
  type ReservedLineDialogMachine,
  type ReservedLinesMachine,
  reservedLineDialogMachine,
  reservedLinesMachine,
} from '@machines/reserved-lines'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { reservedLinesApi } from '@/api/reservedLines'

export const reservedLinesLogic = reservedLinesMachine.provide({
  actors: {
    loadLines: fromPromise(() => reservedLinesApi.list('all')),
    deactivateLine: fromPromise(({ input }) => reservedLinesApi.deactivate(input.id)),
  },
})
export type ReservedLinesActorRef = ActorRefFrom<ReservedLinesMachine>

/** The page adds `lineCreated` (reload its list) with one more `.provide()`. */
export const reservedLineDialogLogic = reservedLineDialogMachine.provide({
  actors: {
    createReservedLine: fromPromise(({ input }) =>
      reservedLinesApi.create(input.request, input.idempotencyKey),
    ),
  },
})
export type ReservedLineDialogActorRef = ActorRefFrom<ReservedLineDialogMachine>
