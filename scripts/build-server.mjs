// The server compiled ahead of time (`npm run build`): one ES module bundle of server/ and what it imports from
// contract/ and machines/, packages left to node_modules, the migrations beside it. `npm start` and
// `npm run serve` run it with plain Node: run through tsx the same server held about 110 MB more at rest,
// the TypeScript loader and its transforms (docs/architecture.md#runtime).
//   node scripts/build-server.mjs [--out-dir dist-server]
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'

const root = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url))
const outAt = process.argv.indexOf('--out-dir')
const outDir = resolve(outAt >= 0 ? (process.argv[outAt + 1] ?? '') : root('dist-server'))
// The directory is emptied first: only a directory inside the project that is empty or holds a build.
const project = root('.').replace(/\/$/, '')
const holdsBuild =
  !existsSync(outDir) ||
  readdirSync(outDir).every((name) => /^(main\.js|.*\.js\.map|[\w-]+\.js|migrations)$/.test(name))
if (!outDir.startsWith(`${project}${sep}`) || !holdsBuild) {
  console.error(`build-server: ${outDir} is not a build directory inside ${project}; nothing written`)
  process.exit(2)
}

/** A bare import names a package: it is loaded from node_modules at run time, never bundled. */
const isPackage = (id) => !/^(\.|\/|@contract\b|@machines\b)/.test(id) && !id.startsWith('\0')

rmSync(outDir, { recursive: true, force: true })
await build({
  input: root('server/main.ts'),
  platform: 'node',
  external: isPackage,
  resolve: { alias: { '@contract': root('contract'), '@machines': root('machines') } },
  logLevel: 'warn',
  output: { dir: outDir, format: 'esm', sourcemap: true },
})
// server/db/migrate.ts reads them from beside itself.
cpSync(root('server/db/migrations'), `${outDir}/migrations`, { recursive: true })
