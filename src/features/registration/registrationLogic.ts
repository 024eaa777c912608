import { mediaRoutes } from '@contract/api/media'
import type { StatusCustomerResponse } from '@contract/registration'
import {
  type DocumentsMachine,
  documentsMachine,
  type InfoStepMachine,
  infoStepMachine,
  inWizard,
  type LegalStepMachine,
  legalStepMachine,
  type RegistrationMachine,
  registrationMachine,
  type UploadInput,
  type UploadReport,
  type UsersStepMachine,
  usersStepMachine,
  WIZARD_STEPS,
  type WizardStep,
} from '@machines/registration'
import { type ActorRefFrom, type EventObject, fromCallback, fromPromise } from 'xstate'
import { registrationApi } from '@/api/registration'
import { uploadForm } from '@/api/uploads'
import { registrationStore } from '@/lib/registrationStore'

export const pathOf = (step: WizardStep) => `/register/${step}`
export const stepOfPath = (path: string): WizardStep | null => {
  const step = path.replace(/^\/register\//, '').replace(/\/$/, '')
  return (WIZARD_STEPS as readonly string[]).includes(step) ? (step as WizardStep) : null
}

/** One file per request: its own progress, and a failed one is retried alone. */
const uploadDocument = fromCallback<EventObject, UploadInput>(({ input, sendBack }) => {
  const report = (event: UploadReport) => sendBack(event)
  const form = new FormData()
  form.append('files', input.file)
  form.append('register_token', input.registerToken)
  form.append('customer_id', String(input.customerId))
  form.append('hashNames', JSON.stringify([input.hash]))
  return uploadForm(
    mediaRoutes.files,
    form,
    {
      onProgress: (percent) => report({ type: 'upload.progress', percent }),
      onDone: (answer) => {
        const document = answer.files.find((f) => f.prop === input.prop) ?? answer.files[0]
        if (document) report({ type: 'upload.done', document })
        else report({ type: 'upload.failed', error: { kind: 'http', status: 500 } })
      },
      onError: (error) => report({ type: 'upload.failed', error }),
    },
    { Register_Token: input.registerToken },
  )
})

export const documentsLogic = documentsMachine.provide({
  actors: {
    declareDocuments: fromPromise(({ input }) =>
      registrationApi.declareDocuments(
        input.step === 'files/company' ? 'general-info' : 'bank-statements',
        input.registerToken,
        input.filesData,
      ),
    ),
    uploadDocument,
  },
})

const recordStep = fromPromise<StatusCustomerResponse, { step: string; token: string }>(({ input }) =>
  registrationApi.recordStep(input.step, input.token),
)

/** The form steps with their calls; the info step also stores the token step 1 answers. */
export const infoStepLogic = infoStepMachine.provide({
  actors: {
    saveInfo: fromPromise(({ input }) => registrationApi.saveInfo(input.request, input.token)),
    recordStep,
  },
  actions: {
    storeToken: (_, { token }) => registrationStore.save(token),
    forgetCompletion: () => registrationStore.forgetCompletion(),
  },
})
export const legalStepLogic = legalStepMachine.provide({
  actors: {
    saveLegalRepresentative: fromPromise(({ input }) =>
      registrationApi.saveLegalRepresentative(input.request),
    ),
    recordStep,
  },
})
export const usersStepLogic = usersStepMachine.provide({
  actors: { saveUsers: fromPromise(({ input }) => registrationApi.saveUsers(input.request)), recordStep },
})

/** The wizard with its calls and storage; `go` moves the URL (wouter's navigate). */
export const registrationLogicWith = (go: (path: string) => void) =>
  registrationMachine.provide({
    actors: {
      readStoredToken: fromPromise(async ({ input }) => {
        if (input.queryToken) registrationStore.save(input.queryToken)
        return { token: registrationStore.token(), completion: registrationStore.completion() }
      }),
      loadSnapshot: fromPromise(({ input }) => registrationApi.snapshot(input.token)),
      recordStep,
      infoStep: inWizard(infoStepLogic),
      companyDocuments: documentsLogic,
      bankDocuments: documentsLogic,
      legalStep: inWizard(legalStepLogic),
      usersStep: inWizard(usersStepLogic),
    },
    actions: {
      showStep: (_, { step }) => go(pathOf(step)),
      forgetToken: () => registrationStore.clear(),
      rememberCompletion: (_, { questionnaireToken }) => registrationStore.complete(questionnaireToken),
      forgetCompletion: () => registrationStore.forgetCompletion(),
    },
  })

export type RegistrationActorRef = ActorRefFrom<RegistrationMachine>
export type DocumentsActorRef = ActorRefFrom<DocumentsMachine>
export type InfoStepActorRef = ActorRefFrom<InfoStepMachine>
export type LegalStepActorRef = ActorRefFrom<LegalStepMachine>
export type UsersStepActorRef = ActorRefFrom<UsersStepMachine>
