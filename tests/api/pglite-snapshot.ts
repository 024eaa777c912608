import { createHash, randomBytes } from 'node:crypto'
import { readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../../server/db/client'
import { migrateDatabase } from '../../server/db/migrate'

const cache = new Map<string, Promise<Blob>>()

/** A hash of the files under `dirs` (relative to the repository) whose names end with one of `extensions`. */
export async function sourceHash(dirs: string[], extensions: string[]): Promise<string> {
  const hash = createHash('sha256')
  const pglitePackage = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)
  hash.update(await readFile(pglitePackage))
  for (const dir of dirs) {
    const root = fileURLToPath(new URL(`../../${dir}`, import.meta.url))
    for (const name of (await readdir(root, { recursive: true })).sort()) {
      if (extensions.some((ext) => name.endsWith(ext)))
        hash.update(name).update(await readFile(join(root, name)))
    }
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * A PGlite data directory made by `build`, as a tarball cached in the temp folder under `key`: loading it
 * takes about a second where initdb, the migrations and the demo seed take several per test file.
 */
export function cachedPgliteSnapshot(
  name: string,
  key: () => Promise<string>,
  build: (handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
): Promise<Blob> {
  let snapshot = cache.get(name)
  if (!snapshot) {
    snapshot = (async () => {
      const file = join(tmpdir(), `obrafiado-pglite-${name}-${await key()}.tar`)
      try {
        return new Blob([await readFile(file)])
      } catch {
        const handle = await openDatabase({ dataDir: 'memory://' })
        await build(handle)
        if (handle.engine.kind !== 'pglite') throw new Error('unreachable')
        const dump = await handle.engine.client.dumpDataDir('none')
        await handle.close()
        // Written aside then renamed: parallel workers never read a half-written file.
        const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
        await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
        await rename(partial, file)
        return dump
      }
    })()
    cache.set(name, snapshot)
  }
  return snapshot
}

/**
 * A freshly migrated PGlite data directory, keyed by the migrations and the PGlite version.
 * Used by the process tests (loaded into a data directory on disk).
 */
export const migratedSnapshot = (): Promise<Blob> =>
  cachedPgliteSnapshot(
    'migrated',
    () => sourceHash(['server/db/migrations'], ['.sql', '.json']),
    migrateDatabase,
  )
