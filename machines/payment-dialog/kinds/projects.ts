import { ACTION_MSG } from '@contract/paymentActions'
import {
  PROJECT_BUDGET_MAX_LENGTH,
  PROJECT_MSG,
  type ProjectForm,
  projectFormSchema,
  projectNameSchema,
} from '@contract/projects'
import type { ProjectCatalogue } from '@contract/quotes'
import { z } from 'zod/mini'
import { type DateRule, dateTextOf, dayOfText, withDateErrors } from '../../shared/dateText'
import { isApiFailure } from '../../shared/failure'
import { type FieldErrors, parseAmount } from '../../shared/form'
import { firstErrors } from '../../shared/validation'
import type { DialogDefinition, DialogSubject, DialogValues, Prefetched } from '../dialog.types'
import { defaultSuccess, failureWith, paymentBlocked, paymentIdOf } from './outcome'

/** Projects: the project form (new or edit, as a drawer) and assigning a payment to a project. */

/** The assignment select's value for 'Crear nuevo proyecto'. */
export const NEW_PROJECT = 'new'

export const PROJECT_FIELDS = ['name', 'budget', 'address', 'start_date', 'type_id', 'phase_id'] as const

/** Budget text: digits and one point, at most 2 decimals and 11 characters. */
export const normalizeBudget = (text: string): string => {
  const kept = text.replace(/[^\d.]/g, '')
  const [whole = '', ...rest] = kept.split('.')
  const withDecimals = rest.length > 0 ? `${whole}.${rest.join('').slice(0, 2)}` : whole
  return withDecimals.slice(0, PROJECT_BUDGET_MAX_LENGTH)
}

/** The start date: required, any day the platform takes. */
const PROJECT_DATE_RULES: Record<string, DateRule> = { start_date: { required: PROJECT_MSG.startDate } }

const projectRequestOf = (values: DialogValues) => ({
  name: values.name ?? '',
  budget: parseAmount(values.budget),
  address: values.address ?? '',
  // The day the typed text names ('' while it names none: the date rule says why).
  start_date: dayOfText(values.start_date) ?? '',
  type_id: parseAmount(values.type_id),
  phase_id: parseAmount(values.phase_id),
})

/** 'Completá todos los campos' until name, budget, address and start date are filled. */
export const projectFormIncomplete = (values: DialogValues): boolean =>
  ['name', 'budget', 'address', 'start_date'].some((field) => (values[field] ?? '').trim() === '')

/** The form's text fields; types and phases are checked against the server's catalogue instead. */
const projectTextsSchema = z.omit(projectFormSchema, { type_id: true, phase_id: true })

/** A phase a new project may take (not the final one, Finalizado). */
export const phaseAllowed = (phase: { is_final: boolean }, isNew: boolean): boolean =>
  !isNew || !phase.is_final

const projectErrors = (
  values: DialogValues,
  subject: DialogSubject,
  catalogue: ProjectCatalogue | null,
): FieldErrors => {
  const { type_id: _type, phase_id: _phase, ...texts } = projectRequestOf(values)
  const raw = projectRequestOf(values)
  const errors = withDateErrors(firstErrors(projectTextsSchema, texts), values, PROJECT_DATE_RULES)
  const types = catalogue?.types ?? []
  const phases = catalogue?.phases ?? []
  if (!types.some((type) => type.id === raw.type_id)) errors.type_id = PROJECT_MSG.type
  const phase = phases.find((p) => p.id === raw.phase_id)
  if (!phase) errors.phase_id = PROJECT_MSG.phase
  else if (!phaseAllowed(phase, subject.project === null)) errors.phase_id = PROJECT_MSG.newFinished
  return errors
}

export const projectForm: DialogDefinition = {
  kind: 'projectForm',
  form: true,
  confirm: false,
  // Construction types and phases come from the server (GET projects/catalogue).
  prefetch: 'catalogue',
  initialValues: (subject) => {
    const p = subject.project
    return {
      name: p?.name ?? '',
      budget: p?.budget != null ? normalizeBudget(String(p.budget)) : '',
      address: p?.address ?? '',
      start_date: dateTextOf(p?.start_date),
      type_id: p?.type_id != null ? String(p.type_id) : '',
      phase_id: p?.phase_id != null ? String(p.phase_id) : '',
    }
  },
  change: (values, patch) => ({
    ...values,
    ...patch,
    ...(patch.budget !== undefined ? { budget: normalizeBudget(patch.budget) } : {}),
  }),
  dateRules: () => PROJECT_DATE_RULES,
  validate: (values, _files, subject, prefetched: Prefetched) =>
    projectErrors(values, subject, prefetched.catalogue),
  submission: (values, _files, subject) => {
    const raw = projectRequestOf(values)
    return {
      kind: 'projectForm',
      projectId: subject.project?.id ?? null,
      body: { ...raw, name: raw.name.trim(), address: raw.address.trim() } as ProjectForm,
    }
  },
  successText: defaultSuccess,
  failureText: (failure) => failureWith(ACTION_MSG.projectCreateFailed)(failure),
  prefetchFailureText: failureWith(ACTION_MSG.genericError),
}

/**
 * What the assignment's submit actor throws when the new project could not be created (the assignment was not
 * tried): the dialog then says 'Ocurrio un error al crear el proyecto', not the server's words about a field
 * it does not show.
 */
export interface ProjectCreateFailure {
  kind: 'projectCreate'
  cause: unknown
}

export const projectCreateFailure = (cause: unknown): ProjectCreateFailure => ({
  kind: 'projectCreate',
  cause,
})

const isProjectCreateFailure = (failure: unknown): failure is ProjectCreateFailure =>
  typeof failure === 'object' && failure !== null && (failure as { kind?: unknown }).kind === 'projectCreate'

/** A failed create: the connection text when the answer was lost, else the spec's text. */
const assignFailure = (failure: unknown): string => {
  if (!isProjectCreateFailure(failure)) return failureWith(ACTION_MSG.genericError)(failure)
  const cause = failure.cause
  if (isApiFailure(cause) && cause.kind === 'network') return failureWith(ACTION_MSG.genericError)(cause)
  return ACTION_MSG.projectCreateFailed
}

/** The new project's name: 'Ingrese el nombre del proyecto' when empty, else the contract's limit. */
const newProjectNameErrors = (name: string): FieldErrors => {
  if (name.trim() === '') return { new_project_name: ACTION_MSG.projectNewName }
  const message = firstErrors(projectNameSchema, name)._
  return message ? { new_project_name: message } : {}
}

export const assignProject: DialogDefinition = {
  kind: 'assignProject',
  form: true,
  confirm: false,
  prefetch: 'projects',
  blocked: paymentBlocked,
  initialValues: () => ({ project_id: '', new_project_name: '' }),
  validate: (values): FieldErrors => {
    if (values.project_id === NEW_PROJECT) return newProjectNameErrors(values.new_project_name ?? '')
    return parseAmount(values.project_id) ? {} : { project_id: ACTION_MSG.projectChoose }
  },
  submission: (values, _files, subject) => {
    const isNew = values.project_id === NEW_PROJECT
    return {
      kind: 'assignProject',
      paymentId: paymentIdOf(subject),
      projectId: isNew ? null : (parseAmount(values.project_id) ?? null),
      newProjectName: isNew ? (values.new_project_name ?? '').trim() : null,
    }
  },
  successText: defaultSuccess,
  failureText: assignFailure,
  prefetchFailureText: failureWith(ACTION_MSG.genericError),
}
