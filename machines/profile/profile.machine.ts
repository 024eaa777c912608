import type { BusinessInformation } from '@contract/directory'
import type { ActionResult } from '@contract/http'
import { type ContactUpdate, contactUpdateSchema, PROFILE_MSG } from '@contract/profile'
import { withoutPrefix, withPrefix } from '@contract/registration'
import { type RoleName, SUPPLIER_ROLES } from '@contract/roles'
import { assign, fromPromise, setup } from 'xstate'
import { loadStates } from '../resource/loadStates'
import { fieldErrorsOf, isApiFailure, messageOf } from '../shared/failure'
import { touch, withEdits } from '../shared/form'
import { firstErrors, hasErrors } from '../shared/validation'

export type ProfileTab = 'info' | 'banks'

export interface ContactValues {
  phone: string
  email: string
  address: string
  tax_id: string
}
export type ContactField = keyof ContactValues

export interface ProfileContext {
  role: RoleName
  data: BusinessInformation | null
  /** The load's failure text. */
  error: string | null
  tab: ProfileTab
  /** The contact form: values, fields left, a send tried, 422 messages, the failure text. */
  values: ContactValues
  touched: string[]
  submitted: boolean
  serverErrors: Record<string, string>
  formError: string | null
  /** 'Datos actualizados' once saved. */
  notice: string | null
}

export type ProfileEvent =
  | { type: 'profile.reload' }
  | { type: 'tab.select'; tab: ProfileTab }
  | { type: 'contact.open' }
  | { type: 'contact.close' }
  | { type: 'contact.change'; values: Partial<ContactValues> }
  | { type: 'contact.blur'; field: ContactField }
  | { type: 'contact.submit' }

/** Who may edit the contact data: the admins of the business (docs/decisions.md#profile). */
export const canEditContact = (role: RoleName) => role === 'admin-supplier' || role === 'admin-customer'
/** Credit terms and bank-account buttons: suppliers only (the spec). */
export const isSupplierRole = (role: RoleName) => SUPPLIER_ROLES.includes(role)

/** The request of the form: the RFC only while the business has none and one was typed. */
export const contactBodyOf = (values: ContactValues, rfcMissing: boolean): ContactUpdate => ({
  phone: values.phone.trim(),
  email: values.email.trim(),
  address: values.address.trim(),
  ...(rfcMissing && values.tax_id.trim() !== '' ? { tax_id: values.tax_id.trim().toUpperCase() } : {}),
})

export const contactErrors = (values: ContactValues, rfcMissing: boolean): Record<string, string> =>
  firstErrors(contactUpdateSchema, contactBodyOf(values, rfcMissing))

/** The business has no RFC yet: the contact form offers one (optional), sent only then. */
export const rfcMissingOf = (context: ProfileContext) => context.data !== null && context.data.tax_id === null

const valuesOf = (data: BusinessInformation | null): ContactValues => ({
  phone: withoutPrefix(data?.phone),
  email: data?.email ?? '',
  address: data?.address ?? '',
  tax_id: '',
})

/**
 * /profile (docs/decisions.md#profile): loading → ready | failed (retry). Ready shows two tabs, 'Información
 * del negocio' and 'Cuentas bancarias' (the accounts are their own flow, `bankAccountsMachine`); an admin
 * edits the contact data in a dialog: closed → editing → saving → closed with 'Datos actualizados' and the
 * new data | failed (the server's field messages, else 'Ocurrio un error al actualizar los datos').
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as { role: RoleName },
  },
  actors: {
    load: fromPromise<BusinessInformation>(async () => {
      throw new Error('profile: load not provided')
    }),
    saveContact: fromPromise<ActionResult, ContactUpdate>(async () => {
      throw new Error('profile: saveContact not provided')
    }),
  },
  guards: {
    mayEdit: ({ context }) => canEditContact(context.role),
    invalid: ({ context }) => hasErrors(contactErrors(context.values, rfcMissingOf(context))),
  },
  actions: {
    applyChange: assign(({ context, event }) =>
      event.type === 'contact.change' ? { ...withEdits(context, event.values) } : {},
    ),
    applyBlur: assign({
      touched: ({ context, event }) =>
        event.type === 'contact.blur' ? touch(context.touched, [event.field]) : context.touched,
    }),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({
    role: input.role,
    data: null,
    error: null,
    tab: 'info',
    values: valuesOf(null),
    touched: [],
    submitted: false,
    serverErrors: {},
    formError: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    ...loadStates<ProfileContext, BusinessInformation, 'load'>({
      src: 'load',
      loaded: (data) => ({ data }),
      retry: 'profile.reload',
    }),
    ready: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            'tab.select': { actions: assign({ tab: ({ event }) => event.tab, notice: null }) },
            'contact.open': {
              guard: 'mayEdit',
              target: 'editing',
              actions: assign(({ context }) => ({
                values: valuesOf(context.data),
                touched: [],
                submitted: false,
                serverErrors: {},
                formError: null,
                notice: null,
              })),
            },
          },
        },
        editing: {
          tags: ['dialog'],
          on: {
            'contact.change': { actions: 'applyChange' },
            'contact.blur': { actions: 'applyBlur' },
            'contact.submit': [
              { guard: 'invalid', actions: assign({ submitted: true }) },
              { target: 'saving', actions: assign({ submitted: true }) },
            ],
            'contact.close': 'viewing',
          },
        },
        saving: {
          tags: ['dialog', 'busy'],
          entry: assign({ formError: null }),
          invoke: {
            id: 'saveContact',
            src: 'saveContact',
            input: ({ context }) => contactBodyOf(context.values, rfcMissingOf(context)),
            onDone: {
              target: 'viewing',
              actions: assign(({ context, event }) => {
                const body = contactBodyOf(context.values, rfcMissingOf(context))
                return {
                  notice: event.output.msg || PROFILE_MSG.contactUpdated,
                  data: context.data && {
                    ...context.data,
                    phone: withPrefix(body.phone),
                    email: body.email,
                    address: body.address,
                    tax_id: body.tax_id ?? context.data.tax_id,
                  },
                }
              }),
            },
            onError: {
              target: 'failed',
              actions: assign({
                serverErrors: ({ event }) => fieldErrorsOf(event.error),
                formError: ({ event }) =>
                  isApiFailure(event.error) && event.error.kind === 'network'
                    ? messageOf(event.error)
                    : PROFILE_MSG.contactFailed,
              }),
            },
          },
        },
        failed: {
          tags: ['dialog'],
          on: {
            'contact.change': { target: 'editing', actions: ['applyChange', assign({ formError: null })] },
            'contact.blur': { actions: 'applyBlur' },
            'contact.submit': [{ guard: 'invalid' }, { target: 'saving' }],
            'contact.close': 'viewing',
          },
        },
      },
    },
  },
})

export type ProfileMachine = typeof profileMachine
