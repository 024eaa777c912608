import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { REG_MSG, REGISTRATION_FILE_MAX_BYTES, REGISTRATION_UPLOAD_RULE } from '@contract/registrationTexts'
import { eq, inArray } from 'drizzle-orm'
import { expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { checkUploads } from '../../server/files/uploads'
import { forEachDatabase, type TestContext } from './harness'
import {
  completeApplication,
  declare,
  mediaForm,
  recordStep,
  slotsFor,
  startApplication,
} from './matrix/registration'
import { fileOf, HTML, JPEG, PDF, PNG } from './payment-action-fixtures'

const blobs = (ctx: TestContext) => {
  const dir = join(ctx.config.dataDir, 'files')
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name !== '.tmp')
        .sort()
    : []
}

const upload = (ctx: TestContext, form: FormData) => ctx.request('POST', '/api/media/files', { form })

const slotRows = (ctx: TestContext, applicationId: number) =>
  ctx.db
    .select()
    .from(schema.registrationDocuments)
    .where(eq(schema.registrationDocuments.applicationId, applicationId))
    .orderBy(schema.registrationDocuments.prop)

/** A fresh company application with `props` declared; returns token, id and the declared slots. */
async function declared(
  ctx: TestContext,
  props: string[],
  group: 'general-info' | 'bank-statements' = 'general-info',
) {
  const token = await startApplication(ctx)
  const slots = slotsFor(props)
  const res = await declare(ctx, token, group, slots)
  expect(res.status).toBe(200)
  return { token, id: res.body.customer_id as number, slots }
}

forEachDatabase('registration uploads', (ctx) => {
  it('stores each file in its slot: purpose registration, sanitised and indexed names, bytes on disk', async () => {
    const { token, id, slots } = await declared(ctx, ['constitutive_act', 'tax_address', 'fiscal_situation'])
    const res = await upload(
      ctx,
      mediaForm(
        token,
        id,
        [
          fileOf(PDF, '../../etc/acta.pdf'),
          fileOf(PNG, 'C:\\fotos\\domicilio.png'),
          fileOf(JPEG, 'constancia.txt'),
        ],
        slots.map((s) => s.hash),
      ),
    )
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      success: true,
      msg: REG_MSG.filesSaved,
      files: [
        { prop: 'constitutive_act', name: 'acta_0.pdf', size: PDF.byteLength },
        { prop: 'tax_address', name: 'domicilio_1.png', size: PNG.byteLength },
        { prop: 'fiscal_situation', name: 'constancia_2.jpg', size: JPEG.byteLength },
      ],
    })
    const rows = await slotRows(ctx, id)
    const fileIds = rows.map((r) => r.fileId!)
    expect(fileIds.every((f) => typeof f === 'number')).toBe(true)
    const files = await ctx.db.select().from(schema.files).where(inArray(schema.files.id, fileIds))
    expect(files.every((f) => f.purpose === 'registration' && f.paymentId === null)).toBe(true)
    expect(files.map((f) => f.contentType).sort()).toEqual(['application/pdf', 'image/jpeg', 'image/png'])
    for (const file of files) expect(blobs(ctx)).toContain(file.storageKey)
  })

  it('refuses bad files with nothing stored: HTML named .pdf, empty, no file, undeclared or missing hashes', async () => {
    const { token, id, slots } = await declared(ctx, ['constitutive_act', 'tax_address'])
    const hashes = slots.map((s) => s.hash)
    const before = { counts: await ctx.tableCounts(), blobs: blobs(ctx) }
    const cases: [FormData, number, Record<string, string[]>][] = [
      [
        mediaForm(token, id, [fileOf(PDF, 'a.pdf'), fileOf(HTML, 'b.pdf')], hashes),
        422,
        { files: [REG_MSG.fileType] },
      ],
      [
        mediaForm(token, id, [fileOf(new Uint8Array(0), 'vacio.pdf')], hashes.slice(0, 1)),
        422,
        { files: [REG_MSG.fileEmpty] },
      ],
      [mediaForm(token, id, [], []), 422, { files: [REG_MSG.fileRequired] }],
      [
        mediaForm(token, id, [fileOf(PDF, 'a.pdf')], ['zzzzzzzzzz']),
        422,
        { hashNames: [REG_MSG.verifyData] },
      ],
      [
        mediaForm(token, id, [fileOf(PDF, 'a.pdf'), fileOf(PDF, 'b.pdf')], hashes.slice(0, 1)),
        422,
        { hashNames: [REG_MSG.verifyData] },
      ],
      [
        mediaForm(token, id, [fileOf(PDF, 'a.pdf'), fileOf(PDF, 'b.pdf')], [hashes[0]!, hashes[0]!]),
        422,
        { hashNames: [REG_MSG.verifyData] },
      ],
    ]
    for (const [form, status, errors] of cases) {
      const res = await upload(ctx, form)
      expect(res.status).toBe(status)
      expect(res.body.errors).toEqual(errors)
    }
    const noToken = mediaForm(token, id, [fileOf(PDF, 'a.pdf')], hashes.slice(0, 1))
    noToken.delete('register_token')
    noToken.set('sobra', '1')
    const res = await upload(ctx, noToken)
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors as object).sort()).toEqual(['register_token', 'sobra'])
    expect(await ctx.tableCounts()).toEqual(before.counts)
    expect(blobs(ctx)).toEqual(before.blobs)
    expect((await slotRows(ctx, id)).every((r) => r.fileId === null)).toBe(true)
  })

  it("another application's customer_id, or an unknown token, is 404 and stores nothing", async () => {
    const mine = await declared(ctx, ['tax_address'])
    const theirs = await declared(ctx, ['tax_address'])
    const before = { counts: await ctx.tableCounts(), blobs: blobs(ctx) }
    const crossed = await upload(
      ctx,
      mediaForm(mine.token, theirs.id, [fileOf(PDF, 'a.pdf')], [mine.slots[0]!.hash]),
    )
    expect(crossed.status).toBe(404)
    expect(crossed.body).toEqual({ msg: REG_MSG.tokenInvalid })
    const theirHash = await upload(
      ctx,
      mediaForm(mine.token, mine.id, [fileOf(PDF, 'a.pdf')], [theirs.slots[0]!.hash]),
    )
    expect(theirHash.status).toBe(422)
    const unknown = await upload(
      ctx,
      mediaForm('q'.repeat(43), mine.id, [fileOf(PDF, 'a.pdf')], [mine.slots[0]!.hash]),
    )
    expect(unknown.status).toBe(404)
    expect(await ctx.tableCounts()).toEqual(before.counts)
    expect(blobs(ctx)).toEqual(before.blobs)
  })

  it('a new upload to a slot, or a re-declared slot, removes the old file row and bytes', async () => {
    const { token, id, slots } = await declared(ctx, ['tax_address'])
    const hash = slots[0]!.hash
    const storageKeyOf = async () => {
      const [slot] = await slotRows(ctx, id)
      if (!slot?.fileId) return null
      const [file] = await ctx.db.select().from(schema.files).where(eq(schema.files.id, slot.fileId))
      return file!.storageKey
    }
    await upload(ctx, mediaForm(token, id, [fileOf(PDF, 'uno.pdf')], [hash]))
    const first = await storageKeyOf()
    expect(blobs(ctx)).toContain(first)
    // Same hash again (a retry): the slot gets the new file, the old one goes.
    await upload(ctx, mediaForm(token, id, [fileOf(PNG, 'dos.png')], [hash]))
    const second = await storageKeyOf()
    expect(second).not.toBe(first)
    expect(blobs(ctx)).not.toContain(first)
    expect(await ctx.db.select().from(schema.files).where(eq(schema.files.storageKey, first!))).toEqual([])
    // Declared again with the same hash: kept.
    await declare(ctx, token, 'general-info', slots)
    expect(await storageKeyOf()).toBe(second)
    // Declared with a new hash: the file is dropped until the new one arrives.
    await declare(ctx, token, 'general-info', slotsFor(['tax_address'], 'nuevo'))
    expect(await storageKeyOf()).toBeNull()
    expect(blobs(ctx)).not.toContain(second)
    expect(await ctx.db.select().from(schema.files).where(eq(schema.files.storageKey, second!))).toEqual([])
    expect((await recordStep(ctx, token, 'files-company')).body.errors).toMatchObject({
      tax_address: [REG_MSG.fileRequired],
    })
  })

  it('after submission uploads are 403 and store nothing', async () => {
    const { token, id } = await completeApplication(ctx)
    expect((await recordStep(ctx, token, 'users')).status).toBe(200)
    const [slot] = await slotRows(ctx, id)
    const before = { counts: await ctx.tableCounts(), blobs: blobs(ctx) }
    const res = await upload(ctx, mediaForm(token, id, [fileOf(PDF, 'tarde.pdf')], [slot!.hash]))
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ msg: REG_MSG.alreadySubmitted })
    expect(await ctx.tableCounts()).toEqual(before.counts)
    expect(blobs(ctx)).toEqual(before.blobs)
  })

  it('a file a bit over 64 MB is 413 with the registration message, nothing stored', async () => {
    const { token, id, slots } = await declared(ctx, ['tax_address'])
    const big = new Uint8Array(REGISTRATION_FILE_MAX_BYTES + 1)
    big.set(PDF)
    const before = { counts: await ctx.tableCounts(), blobs: blobs(ctx) }
    const res = await upload(ctx, mediaForm(token, id, [fileOf(big, 'grande.pdf')], [slots[0]!.hash]))
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ msg: REG_MSG.fileTooLarge })
    expect(await ctx.tableCounts()).toEqual(before.counts)
    expect(blobs(ctx)).toEqual(before.blobs)
  })
})

it('the registration upload rule: over 64 MB is 413 fileTooLarge, exactly 64 MB passes', async () => {
  const exact = new Uint8Array(REGISTRATION_FILE_MAX_BYTES)
  exact.set(PDF)
  expect((await checkUploads([fileOf(exact, 'a.pdf')], REGISTRATION_UPLOAD_RULE)).ok).toBe(true)
  const over = new Uint8Array(REGISTRATION_FILE_MAX_BYTES + 1)
  over.set(PDF)
  expect(await checkUploads([fileOf(over, 'a.pdf')], REGISTRATION_UPLOAD_RULE)).toEqual({
    ok: false,
    status: 413,
    msg: REG_MSG.fileTooLarge,
  })
})
