import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { CoverageSummary } from '@/qa/CoverageSummary'
import { chartOf } from '@/qa/chart'
import type { FlowReport } from '@/qa/reports'

/** The flows page's coverage: a guard written in place reads as its condition, never as 'inline'. */

const machine = setup({ types: { events: {} as { type: 'go'; ok: boolean } } }).createMachine({
  id: 'demo',
  initial: 'idle',
  states: {
    idle: { on: { go: [{ guard: ({ event }) => event.ok, target: 'done' }, { target: 'idle' }] } },
    done: {},
  },
})

const report: FlowReport = {
  machine: 'demo',
  testFile: 'tests/machines/demo.model.test.tsx',
  generatedAt: '2026-12-07T12:00:00.000Z',
  states: [
    { id: 'demo.idle', covered: true },
    { id: 'demo.done', covered: false },
  ],
  transitions: [
    { id: 'a', source: 'demo.idle', event: 'go', guard: 'inline', targets: ['demo.done'], covered: false },
    { id: 'b', source: 'demo.idle', event: 'go', targets: ['demo.idle'], covered: true },
  ],
  paths: [],
}

describe('CoverageSummary', () => {
  it("names an uncovered transition's inline guard by its condition", () => {
    render(<CoverageSummary report={report} chart={chartOf(machine)} />)
    const missing = screen.getByRole('list', { name: 'Sin cubrir' })
    expect(missing).toHaveTextContent('demo.idle: go [event.ok] → demo.done')
    expect(missing).not.toHaveTextContent('inline')
  })
})
