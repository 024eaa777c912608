import { insertResource } from '../../../server/domain/resources/resources'
import { storeFile } from '../../../server/files/stored-files'
import type { TestContext } from '../harness'
import { everyone, type MatrixEntry, onlyRoles } from './lib'

const pdf = () => new TextEncoder().encode('%PDF-1.4\n%matriz\n%%EOF\n')

/** A fresh resource with its file (what the operator adds), for the file and delete routes. */
async function aResource(ctx: TestContext): Promise<number> {
  const fileId = await storeFile(ctx.db, ctx.config, {
    bytes: pdf(),
    originalName: 'matriz.pdf',
    purpose: 'resource',
    accept: ['pdf'],
  })
  return (await insertResource(ctx.db, { name: 'Matriz', description: 'Recurso de la matriz', fileId })).id
}

const operatorForm = () => {
  const form = new FormData()
  form.set('name', 'Guía de la matriz')
  form.set('description', 'Un PDF de prueba')
  form.set('file', new Blob([pdf()]), 'guia.pdf')
  return form
}

/**
 * Resources (/recursos): the list, the files and the legal documents are public (every role and
 * anonymous); adding and removing is the operator's (docs/decisions.md#resources).
 */
export const RESOURCE_ROUTES: MatrixEntry[] = [
  { route: 'GET /api/platform-resources', expect: everyone(200) },
  {
    route: 'GET /api/platform-resources/legal/:document',
    expect: everyone(200),
    request: () => ({ path: '/api/platform-resources/legal/privacy' }),
  },
  {
    route: 'GET /api/platform-resources/:id/file',
    expect: everyone(200),
    request: async ({ ctx }) => ({ path: `/api/platform-resources/${await aResource(ctx)}/file` }),
  },
  {
    route: 'POST /api/platform-resources/create',
    expect: onlyRoles(['admin']),
    request: () => ({ form: operatorForm() }),
  },
  {
    route: 'POST /api/platform-resources/delete/:id',
    expect: onlyRoles(['admin']),
    success: { admin: true },
    request: async ({ ctx }) => ({ path: `/api/platform-resources/delete/${await aResource(ctx)}` }),
  },
]
