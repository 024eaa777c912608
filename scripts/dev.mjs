#!/usr/bin/env node
// `npm run dev`: the API (node --watch, PORT 3000) and Vite (5173, proxying /api to 3000) together.
// Output of both is forwarded with a prefix; Ctrl-C (or either one exiting) stops both.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

if (!fs.existsSync(path.join(root, 'styled-system'))) {
  spawnSync(bin('panda'), ['codegen', '--silent'], { cwd: root, stdio: 'inherit' })
}

const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }
const apiPort = process.env.API_PORT ?? '3000'

const services = [
  {
    name: 'api',
    color: 36,
    cmd: process.execPath,
    args: ['--watch', '--import', 'tsx', 'server/main.ts'],
    env: { ...env, PORT: apiPort },
  },
  { name: 'web', color: 35, cmd: bin('vite'), args: [], env },
]

const children = new Map()
let stopping = false
let exitCode = 0

function stopAll(signal = 'SIGTERM') {
  if (stopping) return
  stopping = true
  for (const child of children.values()) child.kill(signal)
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL')
  }, 5000).unref()
}

for (const s of services) {
  const child = spawn(s.cmd, s.args, { cwd: root, env: s.env, stdio: ['ignore', 'pipe', 'pipe'] })
  children.set(s.name, child)
  const prefix = `\x1b[${s.color}m[${s.name}]\x1b[0m `
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`))
  }
  child.on('error', (error) => {
    process.stderr.write(`${prefix}could not start: ${error.message}\n`)
    exitCode ||= 1
    children.delete(s.name)
    stopAll()
  })
  child.on('exit', (code, signal) => {
    children.delete(s.name)
    if (!stopping) {
      process.stderr.write(`${prefix}exited (${code ?? signal}); stopping the others\n`)
      exitCode = code || 1
      stopAll()
    }
    if (children.size === 0) process.exit(exitCode)
  })
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll('SIGTERM'))
}
