import { describe, expect, it } from 'vitest'

/**
 * Every machine module of machines/ loads: a definition XState refuses when the module is evaluated (an
 * initial state that does not exist, a target no state has) fails here, by file. The model tests would not
 * say so in a mutation run: Stryker counts a test file that cannot be imported as one with no tests, so such a
 * mutant "survived" (docs/architecture.md#model-based-tests).
 */
const modules = import.meta.glob('../../machines/**/*.machine.ts')

const isMachine = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'root' in value && 'id' in value

describe('machine modules', () => {
  it('finds the machines', () => expect(Object.keys(modules).length).toBeGreaterThan(20))

  it.each(Object.keys(modules))('%s loads and builds its machines', async (path) => {
    const exports = Object.values((await modules[path]!()) as Record<string, unknown>)
    // A module exports its machine, or a factory of machines (the dashboards).
    expect(exports.some((value) => isMachine(value) || typeof value === 'function')).toBe(true)
    for (const machine of exports.filter(isMachine)) expect((machine as { id: string }).id).not.toBe('')
  })
})
