import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { coverageOf, expectCovered } from './coverage'
import { describePath, type ModelSpec, modelPaths, modelWalks, runPathOnActor } from './modelPaths'
import { expectViewCoversModel, runPathOnView, type ViewSpec } from './viewPaths'

/** Fails naming each resting state (not shown impossible) that has no invariant. */
export const expectInvariantForEveryState = <TMachine extends AnyStateMachine, TSelected>(
  spec: ModelSpec<TMachine, TSelected>,
) => {
  const missing = coverageOf(spec.machine, spec.report)
    .restingStates(spec.impossible)
    .filter((id) => !spec.invariants?.[id])
  expect(missing, `states of ${spec.machine.id} without an invariant`).toEqual([])
}

/** Another start of the same flow (another input, other events offered, another view setup). */
export type Variant<TMachine extends AnyStateMachine, TSelected> = { name: string } & Partial<
  ViewSpec<TMachine, TSelected>
>

/**
 * The model test of a flow: for the spec and each variant, every generated path on a live actor (the
 * spec's invariants) and on the view (its screens); then every transition and state of the definition must
 * have been taken by some live run. The file's afterAll writes reports/flows/<report or machineId>.json.
 */
export const describeModel = <TMachine extends AnyStateMachine, TSelected>(
  name: string,
  spec: ModelSpec<TMachine, TSelected>,
  view?: Omit<ViewSpec<TMachine, TSelected>, keyof ModelSpec<TMachine, TSelected>>,
  variants: Array<Variant<TMachine, TSelected>> = [],
): void => {
  const generate = () =>
    (variants.length > 0 ? variants : [{ name: '' }]).map((variant) => {
      const full: ViewSpec<TMachine, TSelected> = {
        ...spec,
        ...(view ?? { render: () => {}, userEvents: {} }),
        ...variant,
        name: variant.name || undefined,
      }
      const paths = modelPaths(full)
      const walks = view ? modelWalks(paths, full.name) : []
      if (process.env.MODEL_STATS)
        console.log(
          `MODEL_STATS ${name}${full.name ? ` (${full.name})` : ''}: ${paths.length} paths, ${paths.reduce((n, p) => n + p.steps.length - 1, 0)} steps; ${walks.length} walks, ${walks.reduce((n, p) => n + p.steps.length - 1, 0)} steps`,
        )
      const named = (list: typeof paths) => list.map((path) => [describePath(path), path] as const)
      return { full, paths, named: named(paths), walks: named(walks) }
    })
  let runs: ReturnType<typeof generate>
  try {
    runs = generate()
  } catch (error) {
    // A machine whose paths cannot be generated (it throws on a step) fails as a test of its own: a file that
    // cannot be collected has no tests, which a mutation run would count as a survived mutant.
    describe(name, () => {
      it('generates its model paths', () => {
        throw error
      })
    })
    return
  }
  const base = runs[0]!.full
  describe(name, () => {
    it('has an invariant for every resting state', () => expectInvariantForEveryState(base))
    for (const { full, named } of runs)
      it.each(named)('live actor: %s', async (_, path) => runPathOnActor(full, path))
    it('takes every transition of the definition', async () => {
      // Paths filtered out of this run (`-t`) or failed still count: run them again, recording only.
      const recorded = coverageOf(spec.machine, spec.report).paths
      for (const { full, named } of runs)
        for (const [key, path] of named)
          if (!recorded.has(key)) await runPathOnActor(full, path, { checks: false })
      expectCovered(spec.machine, {
        scopes: [spec.scope ?? spec.machine.id],
        impossible: spec.impossible,
        report: spec.report,
      })
    })
    if (view) {
      for (const { full, paths } of runs)
        it(`has a view for every resting state and user event${full.name ? ` (${full.name})` : ''}`, () =>
          expectViewCoversModel(full, paths))
      // A walk takes 20–200 ms a step alone; its limit, for a hang, grows with its steps (a 98-step walk starved
      // of CPU passed 30 s; docs/architecture.md#tests), each step still failing on its own 10 s wait.
      for (const { full, walks } of runs)
        for (const [name, path] of walks)
          it(
            `view: ${name}`,
            async () => runPathOnView(full, path),
            Math.max(90_000, 3_000 * path.steps.length),
          )
    }
  })
}
