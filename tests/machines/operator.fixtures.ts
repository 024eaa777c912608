import type { ApplicationDetail, ApplicationSummary } from '@contract/applications'

/** The demo's application, as GET /api/applications/{id} answers it, waiting for the operator. */
export const SUBMITTED: ApplicationDetail = {
  id: 6,
  business_name: 'Edificaciones Ríos del Bajío',
  business_type: 'company',
  contact_name: 'Patricia Ríos',
  contact_email: 'patricia@edificacionesrios.mx',
  credit_requested: 300_000,
  status: 'submitted',
  last_step: 'users',
  origin: 'web',
  referred_by: 'Materiales El Fuerte',
  created_at: '2026-11-16T14:00:00.000Z',
  submitted_at: '2026-11-17T17:00:00.000Z',
  tax_id: null,
  decided_at: null,
  decided_by: null,
  contact_phone: '524421234567',
  legal_representative: {
    name: 'Patricia',
    last_name: 'Ríos Lozano',
    email: 'patricia@edificacionesrios.mx',
    phone: '524421234567',
  },
  users: {
    buyer_user: {
      name: 'Gerardo',
      last_name: 'Nava',
      email: 'compras@edificacionesrios.mx',
      phone: '524421234568',
    },
    is_payment_user_same_as_buyer: false,
    payment_user: {
      name: 'Irma',
      last_name: 'Salgado',
      email: 'pagos@edificacionesrios.mx',
      phone: '524421234569',
    },
  },
  documents: [
    {
      prop: 'official_identification_legal_representative',
      name: 'ine-patricia-rios.png',
      size: 1015,
      file_id: 41,
    },
    { prop: 'constitutive_act', name: 'constitutive-act.pdf', size: 1700, file_id: 42 },
  ],
  quiz_answers: [
    { title: '¿Cuántos años tiene operando tu negocio?', answer: 'De 3 a 10 años' },
    { title: '¿Cómo te enteraste de Obrafiado?', answer: 'Por mi proveedor' },
  ],
  decline_reason: null,
  customer_organization_id: null,
  credit_line: null,
}

/** The same application once the operator (Sofía Castañeda) approved it. */
export const APPROVED: ApplicationDetail = {
  ...SUBMITTED,
  status: 'approved',
  decided_at: '2026-11-18T17:05:00.000Z',
  decided_by: { id: 1, name: 'Sofía Castañeda' },
  customer_organization_id: 40,
  credit_line: { credit_limit: 150_000.5, transaction_limit: 50_000, term_limit: 30 },
}

/** The same application declined, with the reason mailed to its contact. */
export const DECLINED: ApplicationDetail = {
  ...SUBMITTED,
  status: 'declined',
  decided_at: '2026-11-18T18:30:00.000Z',
  decided_by: { id: 1, name: 'Sofía Castañeda' },
  decline_reason: 'Los estados de cuenta no son legibles.',
}

/** A supplier's client registration never continued: no people, documents or answers yet. */
export const IN_PROGRESS: ApplicationDetail = {
  ...SUBMITTED,
  id: 9,
  business_name: 'Remodelaciones Centro',
  status: 'in_progress',
  origin: 'frontdesk',
  credit_requested: 0,
  submitted_at: null,
  legal_representative: null,
  users: null,
  documents: [],
  quiz_answers: null,
}

/** The queue's row of an application. */
export const summaryOf = (detail: ApplicationDetail): ApplicationSummary => {
  const {
    contact_phone: _phone,
    legal_representative: _representative,
    users: _users,
    documents: _documents,
    quiz_answers: _quiz,
    decline_reason: _reason,
    customer_organization_id: _customer,
    credit_line: _line,
    ...summary
  } = detail
  return summary
}
