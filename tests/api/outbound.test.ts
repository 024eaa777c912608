import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

type Run = { code: number | null; output: string }

/** A Vitest run of tests/outbound/fixtures, apart from this one (a clean environment: no VITEST_* of ours). */
const runFixtures = () =>
  new Promise<Run>((resolve) => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')))
    execFile(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/outbound/fixtures/vitest.config.ts'],
      { cwd: root, env: { ...env, NO_COLOR: '1', FORCE_COLOR: '0' }, timeout: 240_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, output: stdout + stderr }),
    )
  })

describe('a test file that reaches outside this machine', () => {
  it('fails the run, naming the host and the test, though its own test passed', async () => {
    const { code, output } = await runFixtures()

    expect(code, output).toBe(1)
    expect(output).toContain('This file tried to reach outside this machine')
    expect(output).toContain(
      '- wa.me:443 (net.Socket.connect, in "opens a connection to a host on the internet")',
    )
    expect(output).toMatch(/Tests\s+1 passed/)
    expect(output).not.toContain('ENOTFOUND')
  })
})
