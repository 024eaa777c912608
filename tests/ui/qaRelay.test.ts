import { describe, expect, it } from 'vitest'
import { createActor, createMachine, type InspectionEvent } from 'xstate'
import { SEND_TO_ACTOR } from '@/qa/inspector/protocol'
import { createRelay } from '@/qa/inspector/relay'

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
})

const post = (data: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }))

describe('the QA relay between the actors and the inspector', () => {
  it('gives an inspector opened late the actors started before it and the events kept', () => {
    const relay = createRelay(window)
    const actor = createActor(toggle, { inspect: relay.inspect }).start()
    actor.send({ type: 'flip' })
    const seen: InspectionEvent[] = []
    relay.attach({ next: (event) => seen.push(event) })
    expect(seen[0]).toMatchObject({ type: '@xstate.actor' })
    expect(seen.some((e) => e.type === '@xstate.event' && e.event.type === 'flip')).toBe(true)
    actor.send({ type: 'flip' })
    expect(seen.at(-1)).toMatchObject({ type: '@xstate.snapshot' })
    actor.stop()
  })

  it('passes an actor on once it starts, never one made and thrown away before starting', () => {
    const relay = createRelay(window)
    const seen: InspectionEvent[] = []
    relay.attach({ next: (event) => seen.push(event) })
    const actorsSeen = () => seen.filter((e) => e.type === '@xstate.actor').map((e) => e.actorRef.sessionId)
    // A render React throws away makes an actor it never starts; the next try makes the one that runs.
    const thrownAway = createActor(toggle, { inspect: relay.inspect })
    const running = createActor(toggle, { inspect: relay.inspect })
    expect(actorsSeen()).toEqual([])
    running.start()
    expect(actorsSeen()).toEqual([running.sessionId])
    expect(seen.findIndex((e) => e.type === '@xstate.actor')).toBeLessThan(
      seen.findIndex((e) => e.type === '@xstate.event' && e.event.type === 'xstate.init'),
    )

    // An inspector opened later knows only the running one, and an event sent by hand to the other goes nowhere.
    const late: InspectionEvent[] = []
    relay.attach({ next: (event) => late.push(event) })
    expect(late.filter((e) => e.type === '@xstate.actor').map((e) => e.actorRef.sessionId)).toEqual([
      running.sessionId,
    ])
    post({ type: SEND_TO_ACTOR, sessionId: thrownAway.sessionId, event: { type: 'flip' } })
    expect(thrownAway.getSnapshot().value).toBe('off')
    post({ type: SEND_TO_ACTOR, sessionId: running.sessionId, event: { type: 'flip' } })
    expect(running.getSnapshot().value).toBe('on')
    running.stop()
  })

  it('sends an event from the local inspector to the live actor it names, from its own origin only', () => {
    const relay = createRelay(window)
    const actor = createActor(toggle, { inspect: relay.inspect }).start()
    post(
      { type: SEND_TO_ACTOR, sessionId: actor.sessionId, event: { type: 'flip' } },
      'https://elsewhere.example',
    )
    expect(actor.getSnapshot().value).toBe('off')
    post({ type: SEND_TO_ACTOR, sessionId: actor.sessionId, event: { type: 'flip' } })
    expect(actor.getSnapshot().value).toBe('on')
    post({ type: SEND_TO_ACTOR, sessionId: 'x:99', event: { type: 'flip' } })
    expect(actor.getSnapshot().value).toBe('on')
    actor.stop()
  })
})
