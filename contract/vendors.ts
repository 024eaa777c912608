import type { Vendor } from './sales'

/**
 * A supplier's vendors (its vendor-supplier users) and how a screen names one (docs/decisions.md#vendors).
 * zod-free, so the views and the server read it cheaply (the type alone comes from sales.ts).
 */

/** `GET /api/suppliers/get-vendors` and `vendors` of `GET /api/register/client-form`. */
export type { Vendor }

/** The vendor's number: the same on every answer that lists vendors. */
export const vendorCodeOf = (userId: number): string => `V-${userId}`

/** A name as people compare them: no accents, no case, single spaces. */
const sameNameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-MX')
    .trim()
    .replace(/\s+/g, ' ')

/**
 * How a vendor reads in a list of the supplier's vendors: the name, as a supplier calls its people; the
 * vendor's number only beside a name that another vendor of the list shares ('Jorge Ruiz (V-3)'), or alone
 * when there is no name.
 */
export function vendorLabel(vendor: Vendor, vendors: readonly Vendor[]): string {
  const name = vendor.name.trim()
  if (name === '') return vendor.code
  const key = sameNameKey(name)
  const shared = vendors.some((other) => other.id !== vendor.id && sameNameKey(other.name) === key)
  return shared ? `${name} (${vendor.code})` : name
}

/** The options of a vendor select, in the list's order: the vendor's id as the value, its label. */
export const vendorOptions = (vendors: readonly Vendor[]): { value: string; label: string }[] =>
  vendors.map((vendor) => ({ value: String(vendor.id), label: vendorLabel(vendor, vendors) }))
