import type { RegistrationSnapshot, UploadedDocument } from '@contract/registration'
import type { InfoValues, LegalValues, PersonValues } from '@machines/registration'
import type { EventObject } from 'xstate'

export const settled = (actor: string, output: unknown) =>
  ({ type: `xstate.done.actor.${actor}`, output }) as EventObject
export const failed = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as EventObject

export const TODAY = '2026-11-15'

export const validInfo: InfoValues = {
  business_name: 'Constructora Robles',
  contact_name: 'Ana Robles',
  contact_phone: '5512345678',
  contact_email: 'ana@robles.mx',
  business_type: 'company',
  credit_requested: '150000',
  optin_data_protection: true,
  optin_terms_and_conditions: true,
}
export const validLegal: LegalValues = {
  name: 'Luis',
  last_name: 'Robles',
  email: 'luis@robles.mx',
  phone: '5587654321',
  optin: true,
}
export const buyer: PersonValues = {
  name: 'Eva',
  last_name: 'Soto',
  email: 'eva@robles.mx',
  phone: '5511112222',
}

export const companyDocs: UploadedDocument[] = [
  { prop: 'official_identification_legal_representative', name: 'ine.pdf', size: 2048 },
  { prop: 'constitutive_act', name: 'acta.pdf', size: 4096 },
  { prop: 'fiscal_situation', name: 'csf.pdf', size: 1024 },
  { prop: 'tax_address', name: 'domicilio.png', size: 3072 },
]
export const bankDocs: UploadedDocument[] = [1, 2, 3].map((n) => ({
  prop: `bank_statement_${n}`,
  name: `estado-${n}.pdf`,
  size: 5000 + n,
}))

/** An application whose general documents are recorded: it resumes at the bank statements. */
export const midSnapshot: RegistrationSnapshot = {
  customer_id: 7,
  last_step: 'files-company',
  business_type: 'company',
  info: {
    business_name: 'Constructora Robles',
    contact_name: 'Ana Robles',
    contact_phone: '525512345678',
    contact_email: 'ana@robles.mx',
    credit_requested: 150000,
  },
  legal_representative: null,
  users: null,
  documents: companyDocs,
}

/** Files serialise by name and size, so the model tells two picks of one slot apart. */
const describable = (file: File) => {
  Object.defineProperty(file, 'toJSON', { value: () => ({ name: file.name, size: file.size }) })
  return file
}
export const pdf = (name: string, bytes = 2048) =>
  describable(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }))
/** A file that claims 65 MB without allocating it. */
export const hugePdf = (name: string) => {
  const file = pdf(name, 10)
  Object.defineProperty(file, 'size', { value: 65 * 1024 * 1024 })
  return file
}

/** An application a supplier registered: the mailed link opens it with no opt-ins and no amount yet. */
export const mailedSnapshot: RegistrationSnapshot = {
  ...midSnapshot,
  last_step: null,
  info: { ...midSnapshot.info, credit_requested: 0 },
  documents: [],
}
