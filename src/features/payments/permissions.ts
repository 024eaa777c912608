import { EXPORT_ROLE_IDS } from '@contract/roles'

/** 'Reporte de clientes': admin roles only; in the payments list admin is role id 2 (and the platform's 1). */
export const CUSTOMERS_REPORT_ROLE_IDS: readonly number[] = [1, 2]

export const canCustomersReport = (roleId: number): boolean => CUSTOMERS_REPORT_ROLE_IDS.includes(roleId)
/** 'Exportar': role ids 1, 2 and 4 (docs/decisions.md#roles). */
export const canExport = (roleId: number): boolean => EXPORT_ROLE_IDS.includes(roleId)
