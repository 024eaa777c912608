import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { Config } from '../config'

/**
 * Where the bytes of stored files live, by random storage key (docs/architecture.md#files). The local folder
 * is the only
 * adapter today; an S3-compatible store would implement the same three calls.
 */
export type BlobStore = {
  /** Stores the bytes under a new random key and returns it; the key is never derived from user input. */
  write(bytes: Uint8Array): Promise<string>
  read(key: string): Promise<Buffer>
  /** Removes the bytes; a missing key is not an error. */
  remove(key: string): Promise<void>
}

const KEY_RE = /^[A-Za-z0-9_-]{32}$/
const newKey = () => randomBytes(24).toString('base64url')

/** A key this store could not have made names no blob: ENOENT, like a removed one. */
const checkedKey = (key: string) => {
  if (!KEY_RE.test(key)) throw Object.assign(new Error(`No blob ${JSON.stringify(key)}`), { code: 'ENOENT' })
  return key
}

/** `${dir}/<key>`: written to `${dir}/.tmp/<key>` first and renamed, so a reader never sees half a file. */
export function localBlobStore(dir: string): BlobStore {
  const tmp = join(dir, '.tmp')
  let ready: Promise<unknown> | undefined
  const ensureDirs = () => {
    ready ??= mkdir(tmp, { recursive: true, mode: 0o700 }).catch((error) => {
      ready = undefined
      throw error
    })
    return ready
  }
  return {
    async write(bytes) {
      await ensureDirs()
      const key = newKey()
      const partial = join(tmp, key)
      const handle = await open(partial, 'wx', 0o600)
      try {
        await handle.writeFile(bytes)
        await handle.sync()
      } finally {
        await handle.close()
      }
      try {
        await rename(partial, join(dir, key))
      } catch (error) {
        await unlink(partial).catch(() => {})
        throw error
      }
      return key
    },
    read: async (key) => readFile(join(dir, checkedKey(key))),
    async remove(key) {
      try {
        await unlink(join(dir, checkedKey(key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
    },
  }
}

const stores = new Map<string, BlobStore>()

/** The store of this installation: `${DATA_DIR}/files`. */
export function blobStoreOf(config: Pick<Config, 'dataDir'>): BlobStore {
  const dir = join(config.dataDir, 'files')
  let store = stores.get(dir)
  if (!store) {
    store = localBlobStore(dir)
    stores.set(dir, store)
  }
  return store
}
