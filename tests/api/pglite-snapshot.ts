import { createHash, randomBytes } from 'node:crypto'
import { readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../../server/db/client'
import { migrateDatabase } from '../../server/db/migrate'

let snapshot: Promise<Blob> | undefined

/**
 * A freshly migrated PGlite data directory, as a tarball cached in the temp folder and keyed by the
 * migrations and the PGlite version: loading it takes well under a second where initdb takes several.
 * Used by the harness (memory://) and by the process tests (loaded into a data directory on disk).
 */
export function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const migrations = fileURLToPath(new URL('../../server/db/migrations', import.meta.url))
    const pglitePackage = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)
    const hash = createHash('sha256').update(await readFile(pglitePackage))
    for (const name of (await readdir(migrations, { recursive: true })).sort()) {
      if (name.endsWith('.sql') || name.endsWith('.json'))
        hash.update(name).update(await readFile(join(migrations, name)))
    }
    const file = join(tmpdir(), `obrafiado-pglite-${hash.digest('hex').slice(0, 16)}.tar`)
    try {
      return new Blob([await readFile(file)])
    } catch {
      const handle = await openDatabase({ dataDir: 'memory://' })
      await migrateDatabase(handle)
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
  return snapshot
}
