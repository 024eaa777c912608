import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Runs axe-core on `container` (default: the whole document, so portalled dialogs are included) and
 * fails with a readable list of violations. color-contrast is off: jsdom computes no styles.
 */
export async function expectNoAxeViolations(container: Element | Document = document): Promise<void> {
  const results = await axe.run(container as Element, {
    rules: {
      'color-contrast': { enabled: false },
      // A lone component rendered in a test has no <main>/landmarks; pages are checked in e2e.
      region: { enabled: false },
    },
    resultTypes: ['violations'],
  })
  const report = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.html}\n    ${n.failureSummary ?? ''}`).join('\n')}`,
  )
  expect(report, report.join('\n\n')).toEqual([])
}
