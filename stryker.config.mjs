// @ts-check
// Mutation testing of the flows: `npm run mutate` (README.md#test-it, docs/architecture.md#model-based-tests).
// Stryker changes machines/ one small edit at a time (a guard negated, an assign emptied, a target string
// blanked…) and runs the machine tests against each change; a change no test notices "survives".
// One machine at a time: `npm run mutate -- --mutate 'machines/sale/**/*.ts'` (the quotes keep the shell off the
// glob). --mutate replaces the list below: index.ts re-exports have no mutants anyway, but add
// `,!machines/**/*.types.ts` to leave out payment-dialog/dialog.types.ts as the full run does.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['machines/**/*.ts', '!machines/**/index.ts', '!machines/**/*.types.ts'],
  coverageAnalysis: 'perTest',
  // The machine is shared and has two cores: one test runner at a time (raise it with --concurrency on a
  // bigger machine).
  concurrency: 1,
  // The view paths render React in happy-dom: a test may take seconds, so a mutant is a timeout only well beyond.
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Re-runs test only the mutants whose code or tests changed since the last run (--force retests all). A static
  // mutant (in the machine's config object, evaluated on import) that survived is kept as survived even when the
  // tests change (stryker-js#4372, #6119): take figures after a test change with --force.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  thresholds: { high: 80, low: 60, break: null },
  // The sandbox is a copy of the project: leave out what the tests never read (node_modules is symlinked; a
  // leading / anchors a pattern to the project root).
  ignorePatterns: [
    '/dist',
    '/data',
    '/test-results',
    '/playwright-report',
    '/reports',
    '/bench/out',
    '/.ci',
    '/*.log',
    '/.stryker-tmp*',
  ],
  // Stryker reads tsconfig.json with TypeScript's JS API only to rewrite `extends`/`references` that point outside
  // the sandbox; ours has neither, and TypeScript 7 (the Go compiler) has no JS API: point it at no file.
  tsconfigFile: 'stryker-no-tsconfig.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
}
