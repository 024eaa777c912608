import {
  CUSTOMER_ROLE_IDS,
  CUSTOMER_ROLES,
  CUSTOMERS_REPORT_ROLES,
  canCustomersReport,
  canExport,
  EXPORT_ROLES,
  mainRoleOfRole,
  ROLE_NAMES,
  ROLES,
  roleIdsOf,
  SUPPLIER_ROLE_IDS,
  SUPPLIER_ROLES,
} from '@contract/roles'
import { describe, expect, it } from 'vitest'

/**
 * The role lists and report permissions of contract/roles.ts (docs/decisions.md#roles), read by the server's
 * routes and queries and by the SPA's route table, menus and buttons.
 */

describe('role lists', () => {
  it('names the users of a supplier business and of a builder business, by name and by id', () => {
    expect(SUPPLIER_ROLES).toEqual(['admin-supplier', 'vendor-supplier'])
    expect(CUSTOMER_ROLES).toEqual(['admin-customer', 'customer'])
    expect(SUPPLIER_ROLE_IDS).toEqual([2, 3])
    expect(CUSTOMER_ROLE_IDS).toEqual([4, 5])
    expect(roleIdsOf(['admin', 'vendor'])).toEqual([1, 6])
  })

  it('gives every role its main role', () => {
    expect(Object.fromEntries(ROLE_NAMES.map((role) => [role, mainRoleOfRole(role)]))).toEqual({
      admin: 'admin',
      'admin-supplier': 'supplier',
      'vendor-supplier': 'supplier',
      'admin-customer': 'customer',
      customer: 'customer',
      vendor: 'vendor',
    })
  })
})

describe('report permissions', () => {
  it("'Reporte de clientes' for role ids 1 and 2, 'Exportar' for 1, 2 and 4", () => {
    expect([1, 2, 3, 4, 5, 6].filter(canCustomersReport)).toEqual([1, 2])
    expect([1, 2, 3, 4, 5, 6].filter(canExport)).toEqual([1, 2, 4])
  })

  it('says the same by role name, which the server routes on', () => {
    const allowed = (list: readonly string[]) => ROLE_NAMES.filter((role) => list.includes(role))
    expect(allowed(EXPORT_ROLES)).toEqual(['admin', 'admin-supplier', 'admin-customer'])
    expect(allowed(CUSTOMERS_REPORT_ROLES)).toEqual(['admin', 'admin-supplier'])
    for (const role of ROLE_NAMES) {
      expect(canExport(ROLES[role]), role).toBe(EXPORT_ROLES.includes(role))
      expect(canCustomersReport(ROLES[role]), role).toBe(CUSTOMERS_REPORT_ROLES.includes(role))
    }
  })

  it('allows no unknown role id', () => {
    for (const id of [0, 7, -1]) {
      expect(canExport(id), String(id)).toBe(false)
      expect(canCustomersReport(id), String(id)).toBe(false)
    }
  })
})
