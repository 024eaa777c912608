import { requiredText } from '@contract/auth'
import {
  formPhone,
  REG_MSG,
  type RegisterStep1Request,
  type RegisterStep2Request,
  type RegisterStep5Request,
  type RegistrationSnapshot,
  type RegistrationUser,
  registrationEmail,
  withoutPrefix,
  withPrefix,
} from '@contract/registration'
import { amountSchema } from '@contract/sales'
import { z } from 'zod/mini'
import { parseAmount } from '../shared/form'
import { firstErrors } from '../shared/validation'

/** The forms as typed: text stays text, phones are the 10 digits (the wire adds 52). */
export interface InfoValues {
  business_name: string
  contact_name: string
  contact_phone: string
  contact_email: string
  business_type: '' | 'person' | 'company'
  credit_requested: string
  optin_data_protection: boolean
  optin_terms_and_conditions: boolean
}
export interface PersonValues {
  name: string
  last_name: string
  email: string
  phone: string
}
export interface LegalValues extends PersonValues {
  optin: boolean
}
export interface UsersValues {
  buyer: PersonValues
  sameAsBuyer: boolean
  payment: PersonValues
}

export const EMPTY_INFO: InfoValues = {
  business_name: '',
  contact_name: '',
  contact_phone: '',
  contact_email: '',
  business_type: '',
  credit_requested: '',
  optin_data_protection: false,
  optin_terms_and_conditions: false,
}
export const EMPTY_PERSON: PersonValues = { name: '', last_name: '', email: '', phone: '' }
export const EMPTY_LEGAL: LegalValues = { ...EMPTY_PERSON, optin: false }
export const EMPTY_USERS: UsersValues = { buyer: EMPTY_PERSON, sameAsBuyer: false, payment: EMPTY_PERSON }

const optin = z.literal(true, { error: REG_MSG.optin })
const person = {
  name: requiredText(120),
  last_name: requiredText(120),
  email: registrationEmail(),
  phone: formPhone(),
}
const infoSchema = z.object({
  business_name: requiredText(200),
  contact_name: requiredText(200),
  contact_phone: formPhone(),
  contact_email: registrationEmail(),
  business_type: z.enum(['person', 'company'], { error: REG_MSG.businessType }),
  credit_requested: amountSchema,
  optin_data_protection: optin,
  optin_terms_and_conditions: optin,
})
const legalSchema = z.object({ ...person, optin })
const personSchema = z.object(person)

export const infoErrors = (values: InfoValues): Record<string, string> => {
  const errors = firstErrors(infoSchema, {
    ...values,
    business_type: values.business_type || undefined,
    credit_requested: parseAmount(values.credit_requested),
  })
  if (errors.credit_requested && values.credit_requested.trim() !== '')
    errors.credit_requested = REG_MSG.creditRequested
  return errors
}
export const legalErrors = (values: LegalValues) => firstErrors(legalSchema, values)

const prefixed = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(Object.entries(errors).map(([key, message]) => [`${prefix}.${key}`, message]))

/** Keys as the server names them: 'buyer_user.email', 'payment_user.phone'. */
export const usersErrors = (values: UsersValues): Record<string, string> => ({
  ...prefixed(firstErrors(personSchema, values.buyer), 'buyer_user'),
  ...(values.sameAsBuyer ? {} : prefixed(firstErrors(personSchema, values.payment), 'payment_user')),
})

const wireUser = (p: PersonValues): RegistrationUser => ({
  name: p.name.trim(),
  last_name: p.last_name.trim(),
  email: p.email.trim(),
  phone: withPrefix(p.phone.trim()),
})

export const step1RequestOf = (v: InfoValues): RegisterStep1Request => ({
  business_name: v.business_name.trim(),
  contact_name: v.contact_name.trim(),
  contact_phone: withPrefix(v.contact_phone.trim()),
  contact_email: v.contact_email.trim(),
  business_type: v.business_type === 'company' ? 'company' : 'person',
  credit_requested: parseAmount(v.credit_requested) ?? 0,
  optin_data_protection: true,
  optin_terms_and_conditions: true,
})
export const step2RequestOf = (v: LegalValues, token: string): RegisterStep2Request => ({
  ...wireUser(v),
  optin: true,
  register_token: token,
})
export const step5RequestOf = (v: UsersValues, token: string): RegisterStep5Request => ({
  buyer_user: wireUser(v.buyer),
  is_payment_user_same_as_buyer: v.sameAsBuyer,
  payment_user: v.sameAsBuyer ? null : wireUser(v.payment),
  register_token: token,
})

const personOf = (u: RegistrationUser): PersonValues => ({
  name: u.name,
  last_name: u.last_name,
  email: u.email,
  phone: withoutPrefix(u.phone),
})

/**
 * The forms as the server holds them (restore after a reload). The opt-ins show ticked once info was recorded
 * (step 1 needed them); an application a supplier registered has neither opt-ins nor an amount (0) yet.
 */
export const valuesOf = (snapshot: RegistrationSnapshot, infoRecorded: boolean) => ({
  info: {
    ...snapshot.info,
    contact_phone: withoutPrefix(snapshot.info.contact_phone),
    credit_requested: snapshot.info.credit_requested > 0 ? String(snapshot.info.credit_requested) : '',
    business_type: snapshot.business_type,
    optin_data_protection: infoRecorded,
    optin_terms_and_conditions: infoRecorded,
  } satisfies InfoValues,
  legal: snapshot.legal_representative
    ? ({ ...personOf(snapshot.legal_representative), optin: true } satisfies LegalValues)
    : EMPTY_LEGAL,
  users: snapshot.users
    ? ({
        buyer: personOf(snapshot.users.buyer_user),
        sameAsBuyer: snapshot.users.is_payment_user_same_as_buyer,
        payment: snapshot.users.is_payment_user_same_as_buyer
          ? personOf(snapshot.users.buyer_user)
          : snapshot.users.payment_user
            ? personOf(snapshot.users.payment_user)
            : EMPTY_PERSON,
      } satisfies UsersValues)
    : EMPTY_USERS,
})
