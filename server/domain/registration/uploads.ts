import type { UploadedDocument } from '@contract/registration'
import { REG_MSG } from '@contract/registrationTexts'
import { eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { registrationDocuments } from '../../db/schema'
import type { BlobStore } from '../../files/blob-store'
import { insertFileRows, withStagedUploads } from '../../files/stored-files'
import type { Upload } from '../../files/uploads'
import { invalid, notFound } from '../errors'
import { deleteFileRows, removeBlobs, slotsOf } from './documents'
import type { ApplicationRow } from './tokens'
import { withWizardApplication, wizardApplication } from './wizard'

const HASH = /^[A-Za-z0-9-]{8,64}$/
const MAX_NAME_LENGTH = 150

/** The hashNames field: a JSON array of distinct hashes, one per file; null when it is anything else. */
export function parseHashNames(text: string, files: number): string[] | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!Array.isArray(value) || value.length !== files) return null
  if (!value.every((hash): hash is string => typeof hash === 'string' && HASH.test(hash))) return null
  return new Set(value).size === value.length ? value : null
}

/** `acta.pdf`, 0 → `acta_0.pdf` (the name is already sanitised: last path segment, extension of its kind). */
export function indexedName(name: string, index: number): string {
  const dot = name.lastIndexOf('.')
  const suffix = `_${index}${name.slice(dot)}`
  return `${[...name.slice(0, dot)].slice(0, MAX_NAME_LENGTH - suffix.length).join('')}${suffix}`
}

export type SaveFilesDeps = { db: Db; clock: Clock; store: BlobStore }

/** The slot of each hash, or RegistrationInvalid when one was never declared for this application. */
async function targetSlots(
  db: Db,
  application: ApplicationRow,
  customerId: number,
  hashes: readonly string[],
) {
  // Someone else's application id: the same answer as an unknown token, nothing about it is revealed.
  if (application.id !== customerId) throw notFound(REG_MSG.tokenInvalid)
  const slots = await slotsOf(db, application.id)
  return hashes.map((hash) => {
    const slot = slots.find((s) => s.hash === hash)
    if (!slot) throw invalid({ hashNames: [REG_MSG.verifyData] })
    return slot
  })
}

/**
 * Stores the uploads in the slots their hashes were declared for, all or nothing: the bytes are staged
 * first and removed again unless the transaction that points the slots at them commits. A slot's previous
 * file goes (row now, bytes after commit).
 */
export async function saveDocumentFiles(
  deps: SaveFilesDeps,
  token: string,
  customerId: number,
  uploads: readonly Upload[],
  hashes: readonly string[],
): Promise<UploadedDocument[]> {
  const { db, clock, store } = deps
  // Checked before any byte is written; checked again under the lock below.
  await targetSlots(db, await wizardApplication(db, clock, token), customerId, hashes)
  const named = uploads.map((upload, i) => ({ ...upload, name: indexedName(upload.name, i) }))
  const { documents, removed } = await withStagedUploads(
    store,
    named,
    (staged) =>
      withWizardApplication(db, clock, token, async (tx, application) => {
        const slots = await targetSlots(tx, application, customerId, hashes)
        const now = clock.now()
        const ids = await insertFileRows(tx, staged, { purpose: 'registration', now })
        const replaced: number[] = []
        for (const [i, slot] of slots.entries()) {
          await tx
            .update(registrationDocuments)
            .set({ fileId: ids[i]!, updatedAt: now })
            .where(eq(registrationDocuments.id, slot.id))
          if (slot.fileId !== null) replaced.push(slot.fileId)
        }
        return {
          documents: slots.map((slot, i) => ({
            prop: slot.prop,
            name: staged[i]!.name,
            size: staged[i]!.size,
          })),
          removed: await deleteFileRows(tx, replaced),
        }
      }),
    () => true,
  )
  await removeBlobs(store, removed)
  return documents
}
