import { describe, expect, it } from 'vitest'
import { and, setup } from 'xstate'
import { allNodes, chartOf, guardName, inlineGuardText } from '@/qa/chart'

/** What the flows page's chart says of a transition: guards by name or condition, delays with their duration. */

const machine = setup({
  types: { events: {} as { type: 'go'; ok: boolean } | { type: 'stay' } },
  guards: { isReady: () => true, isOpen: () => true },
  delays: { codeTick: 1000, lookupDebounce: 300 },
  actors: {},
}).createMachine({
  id: 'demo',
  initial: 'idle',
  states: {
    idle: {
      after: { codeTick: 'waiting', 250: 'waiting' },
      on: {
        go: [
          { guard: 'isReady', target: 'waiting' },
          { guard: and(['isReady', 'isOpen']), target: 'done' },
          { guard: ({ event }) => event.ok, target: 'done' },
          { target: 'waiting' },
        ],
        stay: {},
      },
    },
    waiting: { after: { lookupDebounce: 'done' }, always: { guard: 'isOpen', target: 'done' } },
    done: { type: 'final' },
  },
})

const transitionsOf = (id: string) => allNodes(chartOf(machine)).find((n) => n.id === id)!.transitions

describe('chart', () => {
  it('names guards: named ones by name, combinators with their parts, inline ones by their condition', () => {
    const go = transitionsOf('demo.idle').filter((t) => t.event === 'go')
    expect(go.map((t) => t.guard)).toEqual(['isReady', 'and(isReady, isOpen)', 'event.ok', undefined])
    expect(go.map((t) => t.index)).toEqual([0, 1, 2, 3])
    expect(go.some((t) => t.guard === 'inline' || t.label.includes('inline'))).toBe(false)
  })

  it('reads a minified inline guard with its parameter names put back', () => {
    // What a production-style minifier makes of `({ event, context }) => event.output.success && context.open`.
    const minified = new Function('return ({event:e,context:t})=>e.output.success&&t.open')() as () => boolean
    expect(inlineGuardText(minified)).toBe('event.output.success&&context.open')
    expect(guardName({ type: 'hasStatus', params: { status: 404 } })).toBe('hasStatus({"status":404})')
  })

  it('shows delays with their duration, named ones resolved from the machine', () => {
    const after = transitionsOf('demo.idle').filter((t) => t.kind === 'after')
    expect(after.map((t) => t.label).sort()).toEqual(['tras 250 ms', 'tras codeTick (1 s)'])
    expect(transitionsOf('demo.waiting').find((t) => t.kind === 'after')).toMatchObject({
      label: 'tras lookupDebounce (300 ms)',
      delayMs: 300,
      targets: ['demo.done'],
    })
    expect(transitionsOf('demo.waiting').find((t) => t.kind === 'always')).toMatchObject({
      label: 'siempre',
      guard: 'isOpen',
      event: '',
    })
    expect(transitionsOf('demo.idle').find((t) => t.event === 'stay')).toMatchObject({ targets: [] })
  })
})
