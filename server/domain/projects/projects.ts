import { toCentavos, toPesos } from '@contract/money'
import {
  ACTION_MSG,
  PAYMENTS_TO_PROJECTS_PAGE_SIZE,
  type PaymentsToProjectsQuery,
} from '@contract/paymentActions'
import type { PaymentsPage } from '@contract/payments'
import { type CreateProjectRequest, PROJECT_MSG, type Project, type ProjectForm } from '@contract/projects'
import type { ProjectCatalogue } from '@contract/quotes'
import { and, asc, count, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm'
import type { Clock } from '../../clock'
import { type Db, inTurn } from '../../db/client'
import { payments, projectPhases, projects, projectTypes } from '../../db/schema'
import type { AuthUser } from '../auth/sessions'
import { invalid, notFound } from '../errors'
import { advancePaymentStatuses } from '../payments/clock'
import { selectPayments, serializePayment } from '../payments/serialize'

type ProjectRow = typeof projects.$inferSelect

/** The project row with its type and phase names (catalogue tables); the totals are columns of the row. */
const projectColumns = {
  project: projects,
  type: projectTypes.name,
  phase: projectPhases.name,
}
const selectProjects = (db: Db) =>
  db
    .select(projectColumns)
    .from(projects)
    .leftJoin(projectTypes, eq(projectTypes.id, projects.typeId))
    .leftJoin(projectPhases, eq(projectPhases.id, projects.phaseId))

export function serializeProject(row: {
  project: ProjectRow
  type: string | null
  phase: string | null
}): Project {
  const p = row.project
  return {
    id: p.id,
    name: p.name,
    budget: p.budget === null ? null : toPesos(p.budget),
    address: p.address,
    start_date: p.startDate,
    type_id: p.typeId,
    phase_id: p.phaseId,
    type: row.type,
    phase: row.phase,
    payments_count: p.paymentsCount,
    payments_amount: toPesos(p.paymentsAmount),
  }
}

/** GET /api/projects/catalogue: construction types and phases, seeded by the migration. */
export async function projectCatalogue(db: Db): Promise<ProjectCatalogue> {
  const [types, phases] = await inTurn([
    db.select().from(projectTypes).orderBy(asc(projectTypes.id)),
    db.select().from(projectPhases).orderBy(asc(projectPhases.id)),
  ])
  return {
    types: types.map((t) => ({ id: t.id, name: t.name })),
    phases: phases.map((p) => ({ id: p.id, name: p.name, is_final: p.isFinal })),
  }
}

/**
 * Type and phase against the catalogue tables (the contract checks only their shape): an unknown one is 422
 * with the form's message; a new project in a final phase is 422 newFinished.
 */
async function checkCatalogue(
  db: Db,
  form: { type_id?: number | undefined; phase_id?: number | undefined },
  isNew: boolean,
): Promise<void> {
  const errors: Record<string, string[]> = {}
  if (form.type_id !== undefined) {
    const [type] = await db
      .select({ id: projectTypes.id })
      .from(projectTypes)
      .where(eq(projectTypes.id, form.type_id))
    if (!type) errors.type_id = [PROJECT_MSG.type]
  }
  if (form.phase_id !== undefined) {
    const [phase] = await db
      .select({ isFinal: projectPhases.isFinal })
      .from(projectPhases)
      .where(eq(projectPhases.id, form.phase_id))
    if (!phase) errors.phase_id = [PROJECT_MSG.phase]
    else if (isNew && phase.isFinal) errors.phase_id = [PROJECT_MSG.newFinished]
  }
  if (Object.keys(errors).length > 0) throw invalid(errors)
}

/** GET /api/projects: the caller organization's projects, newest first, with their assigned purchases. */
export async function listProjects(db: Db, auth: AuthUser): Promise<Project[]> {
  const rows = await selectProjects(db)
    .where(eq(projects.customerOrganizationId, auth.organizationId))
    .orderBy(desc(projects.id))
  return rows.map(serializeProject)
}

/** One project of the caller's organization; NotFound (404) for anyone else's or an unknown id. */
export async function getProject(db: Db, auth: AuthUser, id: number | null): Promise<Project> {
  if (id === null) throw notFound(ACTION_MSG.projectNotFound)
  const [row] = await selectProjects(db).where(
    and(eq(projects.id, id), eq(projects.customerOrganizationId, auth.organizationId)),
  )
  if (!row) throw notFound(ACTION_MSG.projectNotFound)
  return serializeProject(row)
}

/** The id when the project is the organization's; NotFound (404) otherwise. */
export async function ownProjectId(db: Db, auth: AuthUser, id: number): Promise<number> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.customerOrganizationId, auth.organizationId)))
  if (!row) throw notFound(ACTION_MSG.projectNotFound)
  return row.id
}

const formValues = (form: Partial<ProjectForm>) => ({
  ...(form.budget === undefined ? {} : { budget: toCentavos(form.budget) }),
  ...(form.address === undefined ? {} : { address: form.address }),
  ...(form.start_date === undefined ? {} : { startDate: form.start_date }),
  ...(form.type_id === undefined ? {} : { typeId: form.type_id }),
  ...(form.phase_id === undefined ? {} : { phaseId: form.phase_id }),
})

/** POST /api/projects: `{name}` alone (the assignment dialog) or the full form; never born Finalizado. */
export async function createProject(db: Db, clock: Clock, auth: AuthUser, request: CreateProjectRequest) {
  await checkCatalogue(db, request, true)
  const now = clock.now()
  const [row] = await db
    .insert(projects)
    .values({
      customerOrganizationId: auth.organizationId,
      name: request.name,
      ...formValues(request),
      createdBy: auth.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  return getProject(db, auth, row!.id)
}

/** PUT /api/projects/{id}: the whole form (a running project may become Finalizado). */
export async function updateProject(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  id: number | null,
  form: ProjectForm,
): Promise<Project> {
  if (id === null) throw notFound(ACTION_MSG.projectNotFound)
  await checkCatalogue(db, form, false)
  const [row] = await db
    .update(projects)
    .set({ name: form.name, ...formValues(form), updatedAt: clock.now() })
    .where(and(eq(projects.id, id), eq(projects.customerOrganizationId, auth.organizationId)))
    .returning({ id: projects.id })
  if (!row) throw notFound(ACTION_MSG.projectNotFound)
  return getProject(db, auth, row.id)
}

/**
 * POST /api/payments/assign-project-to-payment: puts the payments on one project of the caller's
 * organization, replacing any earlier project. All or nothing: an unknown project or any payment that is not
 * the organization's purchase is a 404 and nothing changes. Paid payments may be assigned too: a project
 * is bookkeeping of the builder, it moves no money and no status.
 */
export async function assignProject(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  projectId: number,
  paymentIds: number[],
): Promise<void> {
  const ids = [...new Set(paymentIds)]
  await db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.customerOrganizationId, auth.organizationId)))
    if (!project) throw notFound(ACTION_MSG.projectNotFound)
    // Locks in one order (the payments by id, then every project whose totals the trigger will move, by id),
    // so concurrent assignments moving purchases between the same projects queue instead of deadlocking.
    const owned = await tx
      .select({ id: payments.id, projectId: payments.projectId })
      .from(payments)
      .where(and(inArray(payments.id, ids), eq(payments.customerOrganizationId, auth.organizationId)))
      .orderBy(asc(payments.id))
      .for('update')
    if (owned.length !== ids.length) throw notFound(ACTION_MSG.paymentNotFound)
    const touched = [
      ...new Set([projectId, ...owned.flatMap((p) => (p.projectId === null ? [] : [p.projectId]))]),
    ]
    await tx
      .select({ id: projects.id })
      .from(projects)
      .where(inArray(projects.id, touched))
      .orderBy(asc(projects.id))
      .for('update')
    await tx.update(payments).set({ projectId, updatedAt: clock.now() }).where(inArray(payments.id, ids))
  })
}

/**
 * GET /api/payments/get-payments-to-projects: the caller organization's purchases of one project (project_id,
 * which must be the organization's) or, without it, those on no project yet; by supplier and purchase dates;
 * newest purchase first, 10 a page.
 */
export async function paymentsToProjects(
  db: Db,
  clock: Clock,
  auth: AuthUser,
  query: PaymentsToProjectsQuery,
): Promise<PaymentsPage> {
  if (query.project_id !== undefined) {
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, query.project_id), eq(projects.customerOrganizationId, auth.organizationId)))
    if (!project) throw notFound(ACTION_MSG.projectNotFound)
  }
  await advancePaymentStatuses(db, clock, { customerOrganizationId: auth.organizationId })
  const where = and(
    eq(payments.customerOrganizationId, auth.organizationId),
    query.project_id === undefined ? isNull(payments.projectId) : eq(payments.projectId, query.project_id),
    query.supplier_id === undefined ? undefined : eq(payments.supplierOrganizationId, query.supplier_id),
    query.date_from === undefined ? undefined : gte(payments.purchaseDate, query.date_from),
    query.date_to === undefined ? undefined : lte(payments.purchaseDate, query.date_to),
  )
  const perPage = PAYMENTS_TO_PROJECTS_PAGE_SIZE
  const page = query.page ?? 1
  const [rows, [counted]] = await inTurn([
    selectPayments(db)
      .where(where)
      .orderBy(desc(payments.purchaseDate), desc(payments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(payments).where(where),
  ])
  const total = counted?.total ?? 0
  return {
    data: rows.map((row) => serializePayment(row, clock, 'customer')),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    // One business's purchases: counted exactly.
    total_capped: false,
    per_page: perPage,
  }
}
