import { LEGAL_DOCUMENTS, type LegalDocument, RESOURCE_MSG, type Resource } from '@contract/resources'
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { files, resources } from '../../db/schema'
import { type BlobStore, blobStoreOf } from '../../files/blob-store'
import { insertFileRows, withStagedUploads } from '../../files/stored-files'
import type { Upload } from '../../files/uploads'
import type { AuthUser } from '../auth/sessions'
import { isRowId } from '../customers'
import { notFound } from '../errors'
import { BUILT_IN_LEGAL } from './legal-texts'
import { renderGuide } from './pdf'

/** The public path of a resource's PDF: stable for the life of the resource (rows are never edited). */
export const resourceFilePath = (id: number) => `/api/platform-resources/${id}/file`

/**
 * The name a resource downloads with, from its name: 'Guía para proveedores' → 'guia-para-proveedores.pdf'
 * (ASCII, lower case, words joined by '-').
 */
export function resourceFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  return `${slug || 'recurso'}.pdf`
}

const toResource = (row: { id: number; name: string; description: string }): Resource => ({
  id: row.id,
  name: row.name,
  description: row.description,
  url: resourceFilePath(row.id),
})

/** GET /api/platform-resources: every resource, by position then id (public). */
export async function listResources(db: Db): Promise<Resource[]> {
  const rows = await db
    .select({ id: resources.id, name: resources.name, description: resources.description })
    .from(resources)
    .orderBy(asc(resources.position), asc(resources.id))
  return rows.map(toResource)
}

/** A PDF to answer with: its bytes, the download name and an entity tag (its sha256). */
export type ResourceDownload = { bytes: Uint8Array; name: string; etag: string }

const fileOfResource = async (
  db: Db,
  config: Pick<Config, 'dataDir'>,
  where: ReturnType<typeof eq>,
  order: 'first' | 'newest',
): Promise<ResourceDownload | null> => {
  const [row] = await db
    .select({ name: resources.name, storageKey: files.storageKey, sha256: files.sha256 })
    .from(resources)
    .innerJoin(files, eq(files.id, resources.fileId))
    .where(where)
    .orderBy(order === 'newest' ? desc(resources.id) : asc(resources.id))
    .limit(1)
  if (!row) return null
  try {
    const bytes = await blobStoreOf(config).read(row.storageKey)
    return { bytes, name: resourceFileName(row.name), etag: `"${row.sha256}"` }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** GET /api/platform-resources/{id}/file: the resource's PDF; unknown id (or bytes gone) → 404. */
export async function resourceFile(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  id: number | null,
): Promise<ResourceDownload> {
  const found = isRowId(id) ? await fileOfResource(db, config, eq(resources.id, id), 'first') : null
  if (!found) throw notFound(RESOURCE_MSG.notFound)
  return found
}

const builtIn = new Map<LegalDocument, Promise<ResourceDownload>>()

/** The built-in version of a legal document, rendered once per process. */
function builtInLegal(document: LegalDocument): Promise<ResourceDownload> {
  let made = builtIn.get(document)
  if (!made) {
    made = renderGuide(BUILT_IN_LEGAL[document]).then((bytes) => ({
      bytes,
      name: resourceFileName(LEGAL_DOCUMENTS[document]),
      etag: `"builtin-${document}-${BUILT_IN_LEGAL[document].edition}"`,
    }))
    made.catch(() => builtIn.delete(document))
    builtIn.set(document, made)
  }
  return made
}

/**
 * GET /api/platform-resources/legal/{terms|privacy} (public): the newest resource named exactly like the
 * document ('Términos y condiciones', 'Aviso de privacidad'), else the built-in version, so the registration
 * opt-ins' links never 404, with or without the demo seed. Any other key → 404.
 */
export async function legalDocument(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  key: string,
): Promise<ResourceDownload> {
  if (!Object.hasOwn(LEGAL_DOCUMENTS, key)) throw notFound(RESOURCE_MSG.notFound)
  const document = key as LegalDocument
  const published = await fileOfResource(db, config, eq(resources.name, LEGAL_DOCUMENTS[document]), 'newest')
  return published ?? builtInLegal(document)
}

/** Inserts a resource row for a stored file, after the others (inside the caller's transaction). */
export async function insertResource(
  tx: Db,
  input: { name: string; description: string; fileId: number; now?: Date },
): Promise<Resource> {
  const [row] = await tx
    .insert(resources)
    .values({
      name: input.name,
      description: input.description,
      fileId: input.fileId,
      position: sql`(select coalesce(max(${resources.position}), 0) + 1 from ${resources})`,
      ...(input.now ? { createdAt: input.now } : {}),
    })
    .returning({ id: resources.id, name: resources.name, description: resources.description })
  return toResource(row!)
}

/**
 * POST /api/platform-resources/create (the operator): stores the PDF (checked by its bytes by the route) and
 * adds the resource at the end of the list, in one transaction; on a failure no bytes stay behind.
 */
export async function addResource(
  deps: { db: Db; store: BlobStore; now: Date },
  auth: AuthUser,
  input: { name: string; description: string },
  upload: Upload,
): Promise<Resource> {
  const upload_ = { ...upload, name: resourceFileName(input.name) }
  return withStagedUploads(
    deps.store,
    [upload_],
    (staged) =>
      deps.db.transaction(async (tx) => {
        const [fileId] = await insertFileRows(tx, staged, {
          purpose: 'resource',
          uploadedBy: auth.userId,
          now: deps.now,
        })
        return insertResource(tx, { ...input, fileId: fileId!, now: deps.now })
      }),
    () => true,
  )
}

/**
 * POST /api/platform-resources/delete/{id} (the operator): removes the resource and its file row in one
 * transaction, then the bytes. Unknown id → 404.
 */
export async function removeResource(
  deps: { db: Db; store: BlobStore },
  id: number | null,
): Promise<Resource> {
  if (!isRowId(id)) throw notFound(RESOURCE_MSG.notFound)
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(resources).where(eq(resources.id, id)).returning({
      id: resources.id,
      name: resources.name,
      description: resources.description,
      fileId: resources.fileId,
    })
    if (!row) return null
    const [file] = await tx
      .delete(files)
      .where(eq(files.id, row.fileId))
      .returning({ storageKey: files.storageKey })
    return { resource: toResource(row), storageKey: file?.storageKey ?? null }
  })
  if (!removed) throw notFound(RESOURCE_MSG.notFound)
  if (removed.storageKey) await deps.store.remove(removed.storageKey).catch(() => {})
  return removed.resource
}
