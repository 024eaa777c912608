import type { ActorRefLike, InspectionEvent, Observer } from 'xstate'
import { isSendToActor } from './protocol'

/** How many inspection events a QA build keeps for an inspector opened later (the oldest go first). */
const KEPT = 1000
/** Above this many actors kept, the stopped ones are forgotten. */
const KEPT_ACTORS = 200

/**
 * The one observer every actor of a QA build reports to from its start. It keeps the last events and the live
 * actors, and passes each event to the inspector QA opened from the toolbar, if any: an inspector opened later
 * first gets what was kept, so it shows the actors that started before it. It also delivers the events the
 * local inspector sends by hand to the live actor they name.
 *
 * An actor is reported when it is made, but passed on only once it starts: React may make a flow's actor in a
 * render it then throws away (a lazy part of the screen still loading) and make another on the next try. The
 * one thrown away never starts, yet its snapshot reads 'active'; passed on, it would be a second actor of the
 * same name in the inspector, deaf to the events sent to it by hand.
 */
export interface Relay {
  inspect: Observer<InspectionEvent>
  attach: (inspector: Observer<InspectionEvent>) => void
  detach: () => void
}

export const createRelay = (window: Window): Relay => {
  const kept: InspectionEvent[] = []
  // Each actor's start, kept apart while it lives: an inspector opened after a thousand events still knows it.
  const started = new Map<string, InspectionEvent & { type: '@xstate.actor' }>()
  // Made, not started yet: passed on at their start (`xstate.init`), or forgotten, oldest first.
  const made = new Map<string, InspectionEvent & { type: '@xstate.actor' }>()
  const actors = new Map<string, ActorRefLike>()
  const alive = (actor: ActorRefLike) => actor.getSnapshot()?.status === 'active'
  const forgetStopped = () => {
    for (const [sessionId, event] of started)
      if (!alive(event.actorRef)) {
        started.delete(sessionId)
        actors.delete(sessionId)
      }
  }
  let target: Observer<InspectionEvent> | undefined

  window.addEventListener('message', (message) => {
    if (message.origin !== window.location.origin || !isSendToActor(message.data)) return
    const actor = actors.get(message.data.sessionId)
    if (actor && alive(actor)) actor.send(message.data.event)
  })

  return {
    inspect: {
      next(event) {
        const sessionId = event.actorRef.sessionId
        if (event.type === '@xstate.actor') {
          made.set(sessionId, event)
          if (made.size > KEPT_ACTORS) made.delete(made.keys().next().value as string)
          return
        }
        const starting = event.type === '@xstate.event' && event.event.type === 'xstate.init'
        const actor = starting ? made.get(sessionId) : undefined
        if (actor) {
          made.delete(sessionId)
          actors.set(sessionId, actor.actorRef)
          started.set(sessionId, actor)
          if (started.size > KEPT_ACTORS) forgetStopped()
          target?.next?.(actor)
        }
        kept.push(event)
        if (kept.length > KEPT) kept.shift()
        target?.next?.(event)
      },
    },
    attach(inspector) {
      target = inspector
      forgetStopped()
      for (const event of started.values()) inspector.next?.(event)
      for (const event of kept) inspector.next?.(event)
    },
    detach() {
      target = undefined
    },
  }
}
