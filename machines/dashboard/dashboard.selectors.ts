import type { SnapshotFrom } from 'xstate'
import type { DashboardMachine, SectionData, SectionName } from './dashboard.machine'

type Snapshot = SnapshotFrom<DashboardMachine>

export type SectionStatus = 'loading' | 'ready' | 'failed'

/** What a section shows: `absent` when the role's dashboard has no such section. */
export type SectionView<K extends SectionName> =
  | { status: 'absent' }
  | { status: SectionStatus; data: SectionData[K] | null; error: string | null }

const statusOf = (s: Snapshot, section: SectionName): SectionStatus | undefined => {
  const sections = (s.value as { sections?: Record<string, string> }).sections
  return sections?.[section] as SectionStatus | undefined
}

/** The state, data and error of one section; data stays while it reloads (paging, after a dialog). */
export const selectSection =
  <K extends SectionName>(section: K) =>
  (s: Snapshot): SectionView<K> => {
    const status = statusOf(s, section)
    if (!status) return { status: 'absent' }
    return {
      status,
      data: s.context.data[section] as SectionData[K] | null,
      error: status === 'failed' ? s.context.errors[section] : null,
    }
  }

/**
 * Sections whose placeholder has their loaded size (the carousel, the resume's cards with 'Mis ventas del
 * mes'): nothing under them moves when they answer.
 */
const SIZED_WHILE_LOADING: readonly SectionName[] = ['suppliers', 'resume', 'salesTotal']

/**
 * Whether a section may be on the page yet: every other section above it has answered once (loaded, or
 * failed: its error stays until it loads, its data while it reloads, so an answer is never undone). The
 * sections under the resume thus appear in page order, and a late answer never pushes down what is already
 * on the screen (docs/decisions.md#dashboards).
 */
export const selectShown = (section: SectionName) => (s: Snapshot) => {
  const order = Object.keys((s.value as { sections?: object }).sections ?? {}) as SectionName[]
  return order
    .slice(0, Math.max(0, order.indexOf(section)))
    .filter((above) => !SIZED_WHILE_LOADING.includes(above))
    .every((above) => s.context.data[above] !== null || s.context.errors[above] !== null)
}

export const selectDialog = (s: Snapshot) => s.context.dialog
/** '¿Necesitas más crédito?' reads Si while its dialog is open. */
export const selectCreditToggle = (s: Snapshot) => s.context.dialog?.kind === 'creditExtension'
export const selectNotice = (s: Snapshot) => s.context.notice
/** The builder's credit block from its last loaded resume (docs/decisions.md#credit-block), or null. */
export const selectCreditBlock = (s: Snapshot) => s.context.data.resume?.credit_block ?? null
export const selectTutorialOpen = (s: Snapshot) => s.hasTag('tutorial')
