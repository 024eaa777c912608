import { toPesos } from '@contract/money'
import type { RegistrationSnapshot } from '@contract/registration'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { uploadedDocuments } from './documents'
import type { StoredLegalRepresentative, StoredUsers } from './steps'
import type { ApplicationRow } from './tokens'
import { wizardApplication } from './wizard'

/** The steps' data of an application as the wizard and the operator read it. */
export function applicationData(application: ApplicationRow) {
  const legal = application.legalRepresentative as StoredLegalRepresentative | null
  const users = application.users as StoredUsers | null
  return {
    legal_representative: legal
      ? { name: legal.name, last_name: legal.last_name, email: legal.email, phone: legal.phone }
      : null,
    users: users
      ? {
          buyer_user: users.buyer_user,
          is_payment_user_same_as_buyer: users.is_payment_user_same_as_buyer,
          payment_user: users.payment_user,
        }
      : null,
  }
}

/**
 * GET register/application: everything the wizard needs to resume after a reload. A supplier-registered
 * application without an amount shows credit_requested 0 (the info step asks for it again).
 */
export async function registrationSnapshot(
  db: Db,
  clock: Clock,
  token: string,
): Promise<RegistrationSnapshot> {
  const application = await wizardApplication(db, clock, token)
  return {
    customer_id: application.id,
    last_step: application.lastStep,
    business_type: application.businessType,
    info: {
      business_name: application.businessName,
      contact_name: application.contactName,
      contact_phone: application.contactPhone,
      contact_email: application.contactEmail,
      credit_requested: toPesos(application.creditRequested ?? 0),
    },
    ...applicationData(application),
    documents: await uploadedDocuments(db, application.id),
  }
}
