import { type Vendor, vendorLabel, vendorOptions } from '@contract/vendors'
import { describe, expect, it } from 'vitest'
import { SAME_NAME_LABELS, SAME_NAME_VENDORS } from '../fixtures/vendors'

/** How a vendor reads in the vendor selects of 'Nueva venta' and 'Registrar mis clientes'. */
describe('vendorLabel', () => {
  const jorge: Vendor = { id: 3, code: 'V-3', name: 'Jorge Ruiz' }

  it('is the name alone when no other vendor has it', () => {
    expect(vendorLabel(jorge, [jorge])).toBe('Jorge Ruiz')
    expect(vendorLabel(jorge, [jorge, { id: 4, code: 'V-4', name: 'Jorge Ruiz Soto' }])).toBe('Jorge Ruiz')
  })

  it('adds the number when another vendor has the same name, accents, case and spaces aside', () => {
    for (const name of ['Jorge Ruiz', 'jorge ruiz', 'Jorge  Ruíz ', 'JORGE RUÍZ']) {
      const other = { id: 8, code: 'V-8', name }
      expect(vendorLabel(jorge, [jorge, other])).toBe('Jorge Ruiz (V-3)')
      expect(vendorLabel(other, [jorge, other])).toBe(`${name.trim()} (V-8)`)
    }
  })

  it('is the number when there is no name', () => {
    expect(vendorLabel({ id: 5, code: 'V-5', name: '  ' }, [jorge])).toBe('V-5')
  })

  it('gives the options of a select in the list order, the id as value', () => {
    expect(vendorOptions(SAME_NAME_VENDORS)).toEqual(
      SAME_NAME_VENDORS.map((vendor, i) => ({ value: String(vendor.id), label: SAME_NAME_LABELS[i] })),
    )
    expect(vendorOptions([])).toEqual([])
  })
})
