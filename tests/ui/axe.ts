import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Runs axe-core on `container` (default: the whole document, so portalled dialogs are included) and
 * fails with a readable list of violations. color-contrast is off: the test DOM has no layout or cascade to compute it from.
 */
export async function expectNoAxeViolations(container: Element | Document = document): Promise<void> {
  // Under an open modal the page behind it is aria-hidden with its buttons in it: in a browser axe sees the modal
  // on screen and leaves that for review; the test DOM has no layout, so axe cannot see it and calls it a violation.
  const modalOpen = document.querySelector('[aria-modal="true"]') !== null
  const results = await axe.run(container as Element, {
    rules: {
      'aria-hidden-focus': { enabled: !modalOpen },
      'color-contrast': { enabled: false },
      // A lone component rendered in a test has no <main>, landmarks or page heading; pages are checked in e2e
      // (the route walk runs axe on every route).
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
    resultTypes: ['violations'],
  })
  const report = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.html}\n    ${n.failureSummary ?? ''}`).join('\n')}`,
  )
  expect(report, report.join('\n\n')).toEqual([])
}
