import { readFile, stat } from 'node:fs/promises'
import { basename } from 'node:path'
import type { ApplicationDecision, ApplicationDetail, ApplicationsPage } from '@contract/applications'
import { RESOURCE_FILE_MAX_BYTES, type ResourceAction, type ResourcesResponse } from '@contract/resources'
import { type OpsCommand, parseOpsArgs, USAGE, UsageError } from './args'
import { type OpsClient, OpsError, openOpsClient } from './client'
import {
  applicationDetail,
  applicationsTable,
  type RecommendationPage,
  recommendationsTable,
  resourcesTable,
} from './format'

export type OpsIo = {
  stdout: (text: string) => void
  stderr: (text: string) => void
  env: Record<string, string | undefined>
  fetch?: typeof fetch
}

/** Runs one signed-in command and returns what to print. */
export async function execute(
  client: OpsClient,
  command: Exclude<OpsCommand, { name: 'help' }>,
): Promise<string> {
  switch (command.name) {
    case 'applications': {
      const query = new URLSearchParams({ status: command.status, page: String(command.page) })
      if (command.search) query.set('search', command.search)
      return applicationsTable(await client.get<ApplicationsPage>(`/applications?${query}`), command)
    }
    case 'recommendations':
      return recommendationsTable(
        await client.get<RecommendationPage>(`/recommendations?page=${command.page}`),
      )
    case 'show':
      return applicationDetail(await client.get<ApplicationDetail>(`/applications/${command.id}`))
    case 'approve': {
      const res = await client.post<ApplicationDecision>(`/applications/${command.id}/approve`, {
        credit_limit: command.creditLimit,
        transaction_limit: command.transactionLimit,
        term_limit: command.termLimit,
      })
      const users = res.data.users
      const invited = users
        ? [
            users.buyer_user.email,
            ...(users.payment_user && !users.is_payment_user_same_as_buyer ? [users.payment_user.email] : []),
          ]
        : [res.data.contact_email]
      return [
        `${res.msg}: ${res.data.business_name} es el cliente #${res.data.customer_organization_id}.`,
        `Enviamos el enlace para crear la contraseña a ${[...new Set(invited.map((e) => e.toLowerCase()))].join(' y ')}.`,
      ].join('\n')
    }
    case 'decline': {
      const res = await client.post<ApplicationDecision>(`/applications/${command.id}/decline`, {
        reason: command.reason,
      })
      return `${res.msg}: enviamos el motivo a ${res.data.contact_email}.`
    }
    case 'resources':
      return resourcesCommand(client, command)
  }
}

/** `resources list | add | remove` over /api/platform-resources. */
async function resourcesCommand(
  client: OpsClient,
  command: Extract<OpsCommand, { name: 'resources' }>,
): Promise<string> {
  switch (command.action) {
    case 'list':
      return resourcesTable((await client.get<ResourcesResponse>('/platform-resources')).data)
    case 'add': {
      const bytes = await readPdf(command.file)
      const form = new FormData()
      form.set('name', command.title)
      form.set('description', command.description)
      form.set('file', new Blob([bytes], { type: 'application/pdf' }), basename(command.file))
      const res = await client.postForm<ResourceAction>('/platform-resources/create', form)
      return `${res.msg}: #${res.data.id} ${res.data.name} (${res.data.url}).`
    }
    case 'remove': {
      const res = await client.post<ResourceAction>(`/platform-resources/delete/${command.id}`, {})
      return `${res.msg}: #${res.data.id} ${res.data.name}.`
    }
  }
}

/** The bytes of a PDF on disk, checked before anything is sent (the server checks them again). */
async function readPdf(path: string): Promise<Uint8Array<ArrayBuffer>> {
  let size: number
  try {
    const info = await stat(path)
    if (!info.isFile()) throw new OpsError(`${path} no es un archivo`, null)
    size = info.size
  } catch (error) {
    if (error instanceof OpsError) throw error
    throw new OpsError(`No se puede leer ${path}`, null)
  }
  if (size === 0) throw new OpsError(`${path} está vacío`, null)
  if (size > RESOURCE_FILE_MAX_BYTES) throw new OpsError(`${path} supera el máximo de 12 MB`, null)
  const bytes = new Uint8Array(await readFile(path))
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-')
    throw new OpsError(`${path} no es un PDF`, null)
  return bytes
}

/**
 * The whole CLI: parses `argv`, signs in with OPS_EMAIL / OPS_PASSWORD at OPS_URL, runs the command, signs out.
 * Exit code 0 on success, 1 when the server refuses (its Spanish msg or field errors on stderr), 2 on a usage
 * error.
 */
export async function runOps(argv: readonly string[], io: OpsIo): Promise<number> {
  let command: OpsCommand
  try {
    command = parseOpsArgs(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.stderr(`${error.message}\n\n${USAGE}`)
    return 2
  }
  if (command.name === 'help') {
    io.stdout(USAGE)
    return 0
  }
  const email = io.env.OPS_EMAIL?.trim()
  const password = io.env.OPS_PASSWORD
  if (!email || !password) {
    io.stderr('Define OPS_EMAIL y OPS_PASSWORD con la cuenta del operador de la plataforma.')
    return 2
  }
  const url = io.env.OPS_URL?.trim() || 'http://localhost:3000'
  try {
    const client = await openOpsClient({ url, email, password }, io.fetch)
    try {
      io.stdout(await execute(client, command))
    } finally {
      await client.close()
    }
    return 0
  } catch (error) {
    if (!(error instanceof OpsError)) throw error
    io.stderr(error.message)
    return 1
  }
}
