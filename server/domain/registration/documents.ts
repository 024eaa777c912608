import type { UploadedDocument } from '@contract/registration'
import { BANK_STATEMENTS, type BusinessType, generalDocumentsFor, REG_MSG } from '@contract/registrationTexts'
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { files, registrationDocuments } from '../../db/schema'
import type { BlobStore } from '../../files/blob-store'
import { invalid } from '../errors'
import { withWizardApplication } from './wizard'

export type DocumentGroup = 'general' | 'bank'

/** The slots a step-6 call may declare: the business type's general documents, or the 3 bank statements. */
export const propsOf = (group: DocumentGroup, type: BusinessType): string[] =>
  (group === 'general' ? generalDocumentsFor(type) : BANK_STATEMENTS).map((d) => d.prop)

export type DocumentSlot = typeof registrationDocuments.$inferSelect

export const slotsOf = (db: Db, applicationId: number): Promise<DocumentSlot[]> =>
  db
    .select()
    .from(registrationDocuments)
    .where(eq(registrationDocuments.applicationId, applicationId))
    .orderBy(registrationDocuments.id)

/**
 * Deletes the rows of files no slot points at any more (inside the caller's transaction) and returns their
 * storage keys: the caller removes the bytes once the transaction committed.
 */
export async function deleteFileRows(tx: Db, fileIds: readonly number[]): Promise<string[]> {
  if (fileIds.length === 0) return []
  const rows = await tx
    .delete(files)
    .where(inArray(files.id, [...fileIds]))
    .returning({ storageKey: files.storageKey })
  return rows.map((row) => row.storageKey)
}

/** Removes bytes whose rows are gone; a failure only leaves an unreferenced blob behind. */
export const removeBlobs = (store: BlobStore, keys: readonly string[]): Promise<unknown> =>
  Promise.all(keys.map((key) => store.remove(key).catch(() => {})))

/**
 * Drops the application's slots that are not in `keep`, with their files (the business type changed).
 * Returns the storage keys to remove after commit.
 */
export async function dropSlotsOutside(tx: Db, applicationId: number, keep: readonly string[]) {
  const stale = (await slotsOf(tx, applicationId)).filter((slot) => !keep.includes(slot.prop))
  if (stale.length === 0) return []
  await tx.delete(registrationDocuments).where(
    inArray(
      registrationDocuments.id,
      stale.map((slot) => slot.id),
    ),
  )
  return deleteFileRows(
    tx,
    stale.flatMap((slot) => (slot.fileId === null ? [] : [slot.fileId])),
  )
}

export type DeclareDeps = { db: Db; clock: Clock; store: BlobStore }

/**
 * POST register/step-6-general-info | step-6-bank-statements: says which file (client-made hash) goes in
 * which slot. A slot declared again with the same hash keeps its file (a retry); with a new hash its old file
 * is dropped (row now, bytes after commit) until the new one is uploaded. A hash names one slot only, so an
 * upload always knows where it goes. Returns the application id (the uploads' customer_id).
 */
export async function declareDocuments(
  deps: DeclareDeps,
  token: string,
  group: DocumentGroup,
  filesData: readonly { prop: string; hash: string }[],
): Promise<number> {
  const { db, clock, store } = deps
  const props = filesData.map((d) => d.prop)
  const hashes = filesData.map((d) => d.hash)
  if (new Set(props).size !== props.length || new Set(hashes).size !== hashes.length) {
    throw invalid({ filesData: [REG_MSG.verifyData] })
  }
  const { id, removed } = await withWizardApplication(db, clock, token, async (tx, application) => {
    const allowed = propsOf(group, application.businessType)
    if (props.some((prop) => !allowed.includes(prop))) {
      throw invalid({ filesData: [REG_MSG.verifyData] })
    }
    const existing = await slotsOf(tx, application.id)
    const clash = existing.some((slot) => !props.includes(slot.prop) && hashes.includes(slot.hash))
    if (clash) throw invalid({ filesData: [REG_MSG.verifyData] })
    const now = clock.now()
    const dropped: number[] = []
    for (const { prop, hash } of filesData) {
      const slot = existing.find((s) => s.prop === prop)
      if (!slot) {
        await tx
          .insert(registrationDocuments)
          .values({ applicationId: application.id, prop, hash, updatedAt: now })
      } else if (slot.hash !== hash) {
        await tx
          .update(registrationDocuments)
          .set({ hash, fileId: null, updatedAt: now })
          .where(eq(registrationDocuments.id, slot.id))
        if (slot.fileId !== null) dropped.push(slot.fileId)
      }
    }
    return { id: application.id, removed: await deleteFileRows(tx, dropped) }
  })
  await removeBlobs(store, removed)
  return id
}

/** The uploaded documents of an application, in slot order: what the wizard shows as done. */
export async function uploadedDocuments(db: Db, applicationId: number): Promise<UploadedDocument[]> {
  const rows = await db
    .select({ prop: registrationDocuments.prop, name: files.originalName, size: files.size })
    .from(registrationDocuments)
    .innerJoin(files, eq(files.id, registrationDocuments.fileId))
    .where(
      and(eq(registrationDocuments.applicationId, applicationId), isNotNull(registrationDocuments.fileId)),
    )
    .orderBy(registrationDocuments.id)
  return rows
}
