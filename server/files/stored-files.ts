import { createHash } from 'node:crypto'
import { FILE_KINDS, type FileKind } from '@contract/uploads'
import { eq } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { type FILE_PURPOSES, files, payments } from '../db/schema'
import { type BlobStore, blobStoreOf } from './blob-store'
import { detectFileKind } from './kinds'
import { safeFileName } from './names'
import type { ServedFile } from './serve'
import type { Upload } from './uploads'

export type FilePurpose = (typeof FILE_PURPOSES)[number]

/** An upload whose bytes are on disk but not yet in the database. */
export type StagedFile = Upload & { storageKey: string; size: number; sha256: string }

export type FileOwner = {
  purpose: FilePurpose
  paymentId?: number | null
  uploadedBy?: number | null
  now?: Date
}

/** Writes the bytes of every upload (temp file, then rename); on a failure removes what it wrote. */
export async function stageUploads(store: BlobStore, uploads: readonly Upload[]): Promise<StagedFile[]> {
  const staged: StagedFile[] = []
  try {
    for (const upload of uploads) {
      const storageKey = await store.write(upload.bytes)
      const sha256 = createHash('sha256').update(upload.bytes).digest('hex')
      staged.push({ ...upload, storageKey, size: upload.bytes.byteLength, sha256 })
    }
    return staged
  } catch (error) {
    await discardStaged(store, staged)
    throw error
  }
}

/** Removes staged bytes whose rows were never committed. */
export async function discardStaged(store: BlobStore, staged: readonly StagedFile[]): Promise<void> {
  await Promise.all(staged.map((file) => store.remove(file.storageKey).catch(() => {})))
}

/**
 * Stages the uploads, runs `work` (the transaction that writes their rows) and keeps the bytes only when it
 * committed: when it throws, or `committed(result)` says it rolled back, the bytes are removed.
 */
export async function withStagedUploads<T>(
  store: BlobStore,
  uploads: readonly Upload[],
  work: (staged: StagedFile[]) => Promise<T>,
  committed: (result: T) => boolean,
): Promise<T> {
  const staged = await stageUploads(store, uploads)
  let keep = false
  try {
    const result = await work(staged)
    keep = committed(result)
    return result
  } finally {
    if (!keep) await discardStaged(store, staged)
  }
}

/** Inserts the rows of staged files (inside the caller's transaction); ids in the same order. */
export async function insertFileRows(
  tx: Db,
  staged: readonly StagedFile[],
  owner: FileOwner,
): Promise<number[]> {
  if (staged.length === 0) return []
  const rows = await tx
    .insert(files)
    .values(
      staged.map((file) => ({
        storageKey: file.storageKey,
        purpose: owner.purpose,
        paymentId: owner.paymentId ?? null,
        originalName: file.name,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        uploadedBy: owner.uploadedBy ?? null,
        ...(owner.now ? { createdAt: owner.now } : {}),
      })),
    )
    .returning({ id: files.id })
  return rows.map((row) => row.id)
}

export type StoreFileInput = FileOwner & {
  bytes: Uint8Array
  /** The name the file is downloaded with (sanitised here). */
  originalName: string
  /** Kinds allowed (default: any known kind); the kind always comes from the bytes. */
  accept?: readonly FileKind[]
}

/**
 * Stores one file from memory (the demo seed, jobs, other issues): bytes to `${DATA_DIR}/files` under a
 * random key, then its row; returns the file id. Throws when the bytes are not an accepted kind. Called
 * inside a transaction that later rolls back, the bytes stay behind unused: prefer calling it outside, or
 * use withStagedUploads + insertFileRows.
 */
export async function storeFile(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  input: StoreFileInput,
): Promise<number> {
  const kind = detectFileKind(input.bytes)
  if (!kind || (input.accept && !input.accept.includes(kind))) {
    throw new Error(`storeFile: ${input.originalName} is not an accepted file type`)
  }
  const upload: Upload = {
    bytes: input.bytes,
    kind,
    contentType: FILE_KINDS[kind].contentType,
    name: safeFileName(input.originalName, kind),
  }
  const [id] = await withStagedUploads(
    blobStoreOf(config),
    [upload],
    (staged) => insertFileRows(db, staged, input),
    () => true,
  )
  return id!
}

/**
 * Makes a stored file the payment's proof of payment or its invoice (payments.proof_file_id /
 * invoice_file_id). No status change: the actions do that; this is for the seed and for data fixes.
 */
export async function attachPaymentFile(
  db: Db,
  paymentId: number,
  fileId: number,
  as: 'proof' | 'invoice',
): Promise<void> {
  await db
    .update(payments)
    .set(as === 'proof' ? { proofFileId: fileId } : { invoiceFileId: fileId })
    .where(eq(payments.id, paymentId))
}

/** A stored file's bytes, type and name; null when its row or its bytes are gone. */
export async function readStoredFile(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  id: number,
): Promise<ServedFile | null> {
  const [file] = await db.select().from(files).where(eq(files.id, id))
  if (!file) return null
  try {
    const bytes = await blobStoreOf(config).read(file.storageKey)
    return { bytes, contentType: file.contentType, name: file.originalName }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
