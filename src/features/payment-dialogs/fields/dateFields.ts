import type { DialogFieldsOf } from '../DialogFields'
import { ExportFields, ReportFields } from './ExportFields'
import { ProjectFields } from './ProjectFields'

/** The fields of the 'dates' kinds (fields/kinds.ts): a period or a start date. */
export const DATE_FIELDS: DialogFieldsOf = {
  export: ExportFields,
  customersReport: ReportFields,
  projectForm: ProjectFields,
}
