import { useActorRef } from '@xstate/react'
import type { ActorRefFrom, AnyActorLogic, InputFrom } from 'xstate'
import { currentInspect } from './inspect'

const useActorRefLoose = useActorRef as (logic: AnyActorLogic, options: object) => unknown

/** useActorRef with the QA inspector attached: every flow of the app goes through here. */
export const useFlow = <TLogic extends AnyActorLogic>(
  logic: TLogic,
  input?: InputFrom<TLogic>,
): ActorRefFrom<TLogic> =>
  useActorRefLoose(logic, { input, inspect: currentInspect() }) as ActorRefFrom<TLogic>
