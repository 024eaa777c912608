import { type ContactUpdate, PROFILE_MSG } from '@contract/profile'
import { withPrefix } from '@contract/registration'
import { rfcError } from '@contract/rfc'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { organizations } from '../../db/schema'
import type { AuthUser } from '../auth/sessions'
import { invalid, notFound } from '../errors'
import { isUniqueViolation } from '../payments/actions/errors'

/**
 * POST /api/organizations/update-contact (admin-supplier, admin-customer): the caller's own business's phone,
 * e-mail and address (docs/decisions.md#profile). The RFC may be given once, while the business has none
 * (registration asks for none): checked by validate-rfc against the business type (12 characters for a
 * company, 13 for a person) and unique; after that only the operator changes it.
 */
export async function updateContact(db: Db, auth: AuthUser, request: ContactUpdate): Promise<void> {
  const [organization] = await db
    .select({ taxId: organizations.taxId, businessType: organizations.businessType })
    .from(organizations)
    .where(eq(organizations.id, auth.organizationId))
  if (!organization) throw notFound(PROFILE_MSG.contactFailed)
  const taxId = request.tax_id?.trim().toUpperCase()
  if (taxId !== undefined && taxId !== organization.taxId) {
    if (organization.taxId !== null) throw invalid({ tax_id: [PROFILE_MSG.rfcFixed] })
    const message = rfcError(taxId, organization.businessType)
    if (message) throw invalid({ tax_id: [message] })
  }
  try {
    await db
      .update(organizations)
      .set({
        contactPhone: withPrefix(request.phone),
        email: request.email,
        address: request.address,
        ...(taxId !== undefined && organization.taxId === null ? { taxId } : {}),
      })
      .where(eq(organizations.id, auth.organizationId))
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ tax_id: [PROFILE_MSG.rfcTaken] })
    throw error
  }
}
