import type { TermExtension } from '@contract/paymentActions'
import type { Payment } from '@contract/payments'
import type { SnapshotFrom } from 'xstate'
import { FILE_ACTIONS, type PaymentActionName } from '../payments'
import type { SendOf } from '../shared/connect'
import type { DashboardMachine, DialogActionName, PagedSection, SectionName } from './dashboard.machine'
import {
  selectCreditBlock,
  selectCreditToggle,
  selectDialog,
  selectNotice,
  selectSection,
  selectShown,
  selectTutorialOpen,
} from './dashboard.selectors'

/** The actions that only open a file: the browser opens them, not the machine. */
export type DashboardFileAction = Exclude<PaymentActionName, DialogActionName>
/** Opens a payment's file; resolves the message to show when it could not, else null. */
export type OpenFile = (action: DashboardFileAction, payment: Payment) => Promise<string | null>

const isFileAction = (action: PaymentActionName): action is DashboardFileAction =>
  FILE_ACTIONS.includes(action)

/**
 * What the dashboards render (see docs/architecture.md, "Connect layer"): each section's state, data and
 * error with its retry and pager, the notice, '¿Necesitas más crédito?', 'Crear usuario comprador', the
 * extension requests' Aceptar and Rechazar, the tutorial and the payment dialog, and the handler of a card's or
 * row's action.
 */
export function connect(snapshot: SnapshotFrom<DashboardMachine>, send: SendOf<DashboardMachine>) {
  const creditToggle = selectCreditToggle(snapshot)
  return {
    /** The state, data and error of one section (`absent` when the role's dashboard has none). */
    section: <K extends SectionName>(name: K) => selectSection(name)(snapshot),
    /** Whether a section under the resume is on the page yet (in page order, each once those above answered). */
    shown: (name: SectionName) => selectShown(name)(snapshot),
    notice: selectNotice(snapshot),
    /** Why the builder cannot buy on credit (its resume's credit_block), or null. */
    creditBlock: selectCreditBlock(snapshot),
    tutorialOpen: selectTutorialOpen(snapshot),
    /** The payment dialog to show, if any. */
    dialog: selectDialog(snapshot),

    /** 'Reintentar' of a section that could not load: that section only. */
    getRetryProps: (section: SectionName) => ({
      onClick: () => send({ type: 'section.retry', section }),
    }),
    /** 'Anterior' / 'Siguiente' through a paged section. */
    getPagerProps: (section: PagedSection, page: { current_page: number; last_page: number }) => ({
      page: page.current_page,
      lastPage: page.last_page,
      onPage: (next: number) => send({ type: 'section.page', section, page: next }),
    }),
    getNoticeProps: () => ({ onClose: () => send({ type: 'notice.dismiss' }) }),
    /** 'Ver cómo comprar' shows and hides the tutorial card (a disclosure button: it says whether it is shown). */
    getTutorialOpenerProps: () => {
      const open = selectTutorialOpen(snapshot)
      return {
        onClick: () => send({ type: open ? 'tutorial.close' : 'tutorial.open' }),
        'aria-expanded': open,
      }
    },
    getTutorialProps: () => ({ onClose: () => send({ type: 'tutorial.close' }) }),
    /** '¿Necesitas más crédito?' reads Si while its dialog is open; switching it on opens that dialog. */
    getCreditToggleProps: () => ({
      checked: creditToggle,
      onCheckedChange: (checked: boolean) => {
        if (checked) send({ type: 'credit.request' })
      },
    }),
    getCreateBuyerProps: () => ({
      onClick: () => send({ type: 'dialog.open', request: { kind: 'createBuyer' } }),
    }),
    /** Aceptar (`accepted`) or Rechazar a term extension request. */
    getHandleExtensionProps: (extension: TermExtension, accepted: boolean) => ({
      onClick: () => send({ type: 'dialog.open', request: { kind: 'handleExtension', extension, accepted } }),
    }),
    getDialogProps: () => ({
      onClose: () => send({ type: 'dialog.close' }),
      onDone: () => send({ type: 'dialog.done' }),
    }),
    /**
     * The handler of a card's or row's action: the file ones open through `openFile` (a failure shows in the
     * notice), the others open their dialog.
     */
    actionHandler:
      (openFile: OpenFile) =>
      (action: PaymentActionName, payment: Payment): void => {
        if (isFileAction(action)) {
          void openFile(action, payment).then((error) => {
            if (error) send({ type: 'notice.show', message: error })
          })
        } else send({ type: 'dialog.open', request: { kind: 'action', action, payment } })
      },
  }
}

export type DashboardApi = ReturnType<typeof connect>
