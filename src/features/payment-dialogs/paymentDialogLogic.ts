import {
  type DialogAnswer,
  type DialogKind,
  type DialogSubmission,
  type PaymentDialogMachine,
  type PrefetchOutput,
  paymentDialogMachineOf,
  projectCreateFailure,
} from '@machines/payment-dialog'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { paymentActionsApi } from '@/api/paymentActions'
import { projectsApi } from '@/api/projects'
import { reportsApi } from '@/api/reports'
import { saveFile } from '@/lib/download'

/** A 2xx answer counts as done unless it says `success: false`. */
const answered = (answer: { success?: boolean; msg?: string | null } | null | undefined): DialogAnswer => ({
  success: answer?.success !== false,
  msg: answer?.msg ?? null,
})

/**
 * What a dialog loads first: the CLABE for 'Pagar', the customer's projects for the assignment, the
 * construction types and phases for the project form.
 */
export const loadClabe = async (paymentId: number): Promise<PrefetchOutput> => ({
  clabe: (await paymentActionsApi.clabe(paymentId)).clabe ?? null,
})
export const loadProjects = async (): Promise<PrefetchOutput> => ({ projects: await projectsApi.list() })
export const loadCatalogue = async (): Promise<PrefetchOutput> => ({
  catalogue: await projectsApi.catalogue(),
})

/** Each dialog kind's call. Money POSTs (confirm, report-payment, update-payment) carry the dialog's key. */
export const submitDialog = async (s: DialogSubmission, idempotencyKey: string): Promise<DialogAnswer> => {
  switch (s.kind) {
    case 'confirm':
      return answered(await paymentActionsApi.confirm(s.body.payment_id, idempotencyKey))
    case 'reject':
      return answered(await paymentActionsApi.reject(s.body.payment_id))
    case 'reportNonPayment':
      return answered(await paymentActionsApi.reportNonPayment(s.body.payment_id))
    case 'requestFactoring':
      return answered(await paymentActionsApi.requestFactoring(s.body.payment_id))
    case 'pay':
    case 'informPayment':
      return answered(await paymentActionsApi.reportPayment(s.paymentId, s.file, s.transfer, idempotencyKey))
    case 'extendTerm':
      return answered(await paymentActionsApi.extendTerm(s.body))
    case 'requestExtendTerm':
      return answered(await paymentActionsApi.requestExtendTerm(s.body))
    case 'attachInvoice':
      return answered(await paymentActionsApi.attachInvoice(s.paymentId, s.files))
    case 'edit':
      return answered(await paymentActionsApi.updatePayment(s.paymentId, s.body, idempotencyKey))
    case 'handleExtension':
      return answered(await paymentActionsApi.handleExtendTerm(s.body))
    case 'assignProject': {
      let projectId = s.projectId
      if (projectId === null) {
        const created = await projectsApi.create({ name: s.newProjectName ?? '' }).catch((error: unknown) => {
          throw projectCreateFailure(error)
        })
        const id = created.data?.id ?? (created as { id?: number }).id
        if (created.success === false || typeof id !== 'number') throw projectCreateFailure(created)
        projectId = id
      }
      return answered(await projectsApi.assignToPayment({ project_id: projectId, payment_id: s.paymentId }))
    }
    case 'export':
      saveFile(await reportsApi.exportPayments(s.body))
      return { success: true }
    case 'customersReport':
      saveFile(await reportsApi.customersReport(s.body))
      return { success: true }
    case 'projectForm':
      return answered(
        await (s.projectId === null ? projectsApi.create(s.body) : projectsApi.update(s.projectId, s.body)),
      )
    case 'createBuyer':
      return answered(await paymentActionsApi.createBuyer(s.body))
    case 'creditExtension':
      return answered(await paymentActionsApi.creditExtension(s.body))
  }
}

/** A kind's dialog machine wired to the API; the host adds notifyClosed / notifyDone with one more `.provide()`. */
export const paymentDialogLogicOf = (kind: DialogKind) =>
  paymentDialogMachineOf(kind).provide({
    actors: {
      loadClabe: fromPromise(({ input }) => loadClabe(input.paymentId)),
      loadProjects: fromPromise(loadProjects),
      loadCatalogue: fromPromise(loadCatalogue),
      submit: fromPromise(({ input }) => submitDialog(input.submission, input.idempotencyKey)),
    },
  })

export type PaymentDialogActorRef = ActorRefFrom<PaymentDialogMachine>
