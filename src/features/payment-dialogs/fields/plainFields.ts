import type { DialogFieldsOf } from '../DialogFields'
import { BuyerFields, CreditFields } from './AccountRequestFields'
import { AssignFields } from './AssignFields'
import { DaysField, EditFields } from './TermAndAmountFields'

/** The fields of the 'plain' kinds (fields/kinds.ts); the confirmations have none. */
export const PLAIN_FIELDS: DialogFieldsOf = {
  extendTerm: DaysField,
  requestExtendTerm: DaysField,
  edit: EditFields,
  assignProject: AssignFields,
  createBuyer: BuyerFields,
  creditExtension: CreditFields,
}
