import type {
  ApplicationDetail,
  ApplicationFilter,
  ApplicationSummary,
  ApplicationsPage,
} from '@contract/applications'
import type { RecommendationsPage } from '@contract/directory'
import { formatMoney } from '@contract/money'
import { BANK_STATEMENTS, BUSINESS_TYPES, COMPANY_DOCUMENTS } from '@contract/registration'
import type { Resource } from '@contract/resources'

/** Plain-text renderings of the operator API's answers for a terminal. */

const date = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('es-MX', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'America/Mexico_City',
      }).format(new Date(iso))
    : '—'
const typeLabel = (type: string) => BUSINESS_TYPES.find((t) => t.value === type)?.label ?? type
const documentLabel = (prop: string) =>
  [...COMPANY_DOCUMENTS, ...BANK_STATEMENTS].find((d) => d.prop === prop)?.label ?? prop
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** Columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

/** Who decided an application and when ('18/11/26, 11:05 · Sofía Castañeda'), or '—'. */
const decision = (a: ApplicationSummary) =>
  a.decided_at ? `${date(a.decided_at)} · ${a.decided_by?.name ?? '—'}` : '—'

export function applicationsTable(
  page: ApplicationsPage,
  query: { status: ApplicationFilter; search: string },
): string {
  const { status, search } = query
  const where = search ? ` que coincidan con "${search}"` : ''
  if (page.total === 0) return `No hay solicitudes con estado ${status}${where}.`
  // The status column when the list mixes them, the decision where there is one.
  const mixed = status === 'all'
  const decided = status === 'all' || status === 'approved' || status === 'declined'
  const rows = page.data.map((a) => [
    String(a.id),
    a.business_name,
    ...(mixed ? [a.status] : []),
    typeLabel(a.business_type),
    a.contact_name,
    a.contact_email,
    formatMoney(a.credit_requested),
    date(a.submitted_at ?? a.created_at),
    a.referred_by ?? '—',
    ...(decided ? [decision(a)] : []),
  ])
  return [
    table(
      [
        'ID',
        'Negocio',
        ...(mixed ? ['Estado'] : []),
        'Figura',
        'Contacto',
        'Correo',
        'Crédito solicitado',
        'Enviada',
        'Referido por',
        ...(decided ? ['Decidida'] : []),
      ],
      rows,
    ),
    '',
    `Página ${page.current_page} de ${page.last_page} · ${page.total} solicitud${page.total === 1 ? '' : 'es'} (${status})${where}`,
  ].join('\n')
}

const field = (label: string, value: string) => `  ${`${label}:`.padEnd(22)}${value}`
const personLine = (p: { name: string; last_name: string; email: string; phone: string }) =>
  `${p.name} ${p.last_name} · ${p.email} · ${p.phone}`

export function applicationDetail(a: ApplicationDetail): string {
  const out = [
    `Solicitud ${a.id}: ${a.business_name} (${a.status})`,
    field('Figura jurídica', typeLabel(a.business_type)),
    field('Contacto', `${a.contact_name} · ${a.contact_email} · ${a.contact_phone}`),
    field('Crédito solicitado', formatMoney(a.credit_requested)),
    field('Origen', a.origin === 'frontdesk' ? 'mostrador del proveedor' : 'web'),
    field('Referido por', a.referred_by ?? '—'),
    field('Creada', date(a.created_at)),
    field('Enviada', date(a.submitted_at)),
    field('Último paso', a.last_step ?? '—'),
  ]
  if (a.decided_at) out.push(field('Decidida', decision(a)))
  if (a.customer_organization_id !== null) out.push(field('Cliente creado', `#${a.customer_organization_id}`))
  if (a.tax_id) out.push(field('RFC', a.tax_id))
  if (a.credit_line)
    out.push(
      field(
        'Línea de crédito',
        `${formatMoney(a.credit_line.credit_limit)}, hasta ${formatMoney(a.credit_line.transaction_limit)} por compra, ${a.credit_line.term_limit} días`,
      ),
    )
  if (a.decline_reason) out.push(field('Motivo del rechazo', a.decline_reason))
  out.push(
    '',
    'Representante legal:',
    a.legal_representative ? `  ${personLine(a.legal_representative)}` : '  —',
  )
  out.push('', 'Usuarios:')
  if (!a.users) out.push('  —')
  else {
    out.push(`  Comprador: ${personLine(a.users.buyer_user)}`)
    out.push(
      a.users.is_payment_user_same_as_buyer || !a.users.payment_user
        ? '  Pagos: el mismo que el comprador'
        : `  Pagos: ${personLine(a.users.payment_user)}`,
    )
  }
  out.push('', 'Documentos (descarga con GET /api/files/<archivo>):')
  if (a.documents.length === 0) out.push('  —')
  for (const d of a.documents)
    out.push(`  ${documentLabel(d.prop)}: ${d.name} (${size(d.size)}, archivo ${d.file_id})`)
  out.push('', 'Cuestionario:')
  if (!a.quiz_answers) out.push('  sin responder')
  else for (const q of a.quiz_answers) out.push(`  ${q.title} ${q.answer}`)
  return out.join('\n')
}

/** GET /api/recommendations. */
export type RecommendationPage = RecommendationsPage

/** `npm run ops -- recommendations`: the suppliers builders recommended, newest first. */
export function recommendationsTable(page: RecommendationPage): string {
  if (page.total === 0) return 'No hay recomendaciones de proveedores.'
  const rows = page.data.map((r) => [
    String(r.id),
    r.name,
    // Stored as 52 + 10 digits: shown as the 10 digits a person dials.
    r.phone.replace(/^52/, ''),
    r.business_name,
    r.user_email,
    date(r.created_at),
    (r.notes ?? '—').replace(/\s+/g, ' ').slice(0, 80),
  ])
  return [
    table(['ID', 'Proveedor', 'Teléfono', 'Recomendado por', 'Usuario', 'Fecha', 'Notas'], rows),
    '',
    `Página ${page.current_page} de ${page.last_page} · ${page.total} recomendaci${page.total === 1 ? 'ón' : 'ones'}`,
  ].join('\n')
}

/** `npm run ops -- resources list`: the resources of /recursos, in their order. */
export function resourcesTable(resources: Resource[]): string {
  if (resources.length === 0) return 'No hay recursos publicados.'
  const rows = resources.map((r) => [
    String(r.id),
    r.name,
    r.url,
    r.description.replace(/\s+/g, ' ').slice(0, 80),
  ])
  return [
    table(['ID', 'Nombre', 'Archivo', 'Descripción'], rows),
    '',
    `${resources.length} recurso${resources.length === 1 ? '' : 's'}`,
  ].join('\n')
}
