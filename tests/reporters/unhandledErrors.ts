import type { Reporter } from 'vitest/node'

type UnhandledErrors = Parameters<NonNullable<Reporter['onTestRunEnd']>>[1]

/**
 * Repeats each unhandled error in one line after the run's summary: CI keeps only the end of a long log, and
 * the default reporter prints these errors before it (a red run with every test passed said no more than
 * "8 errors, originated in tests/api/rate-limit.test.ts").
 */
export default class UnhandledErrorsSummary implements Reporter {
  onTestRunEnd(_modules: unknown, unhandledErrors: UnhandledErrors): void {
    if (unhandledErrors.length === 0) return
    const lines = unhandledErrors.map((error) => {
      const { VITEST_TEST_PATH: origin = '', VITEST_TEST_NAME: test = '' } = error as Record<string, string>
      const frames = (error.stack ?? '')
        .split('\n')
        .slice(1, 4)
        .map((line) => line.trim())
      return `- ${error.name ?? 'Error'}: ${error.message}${origin ? ` [${origin}${test ? ` > ${test}` : ''}]` : ''} ${frames.join(' | ')}`
    })
    process.stderr.write(`\n${unhandledErrors.length} unhandled error(s), in order:\n${lines.join('\n')}\n`)
  }
}
