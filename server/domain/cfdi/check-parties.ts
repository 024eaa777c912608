import { CFDI_CHECK_MSG } from '@contract/cfdiTexts'
import type { ComprobanteReading } from './comprobante'

/** A party of the sale as our records know it: its RFC and the name the messages call it by. */
export type Counterpart = { rfc: string; name: string }

/** A field of a CFDI that does not match our records, with the Spanish message naming both values. */
export type FieldFailure<Field extends string> = { field: Field; message: string }

/** The only currency a sale on the platform is in. */
export const MXN = 'MXN'

const sameRfc = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase()

/** The CFDI must be issued by the supplier (emisor) to the builder (receptor). */
export function partyFailures(
  reading: ComprobanteReading,
  supplier: Counterpart,
  builder: Counterpart,
): FieldFailure<'emisor.rfc' | 'receptor.rfc'>[] {
  const failures: FieldFailure<'emisor.rfc' | 'receptor.rfc'>[] = []
  if (!sameRfc(reading.emisor.rfc, supplier.rfc))
    failures.push({
      field: 'emisor.rfc',
      message: CFDI_CHECK_MSG.emisorRfc(reading.emisor.rfc, supplier.name, supplier.rfc),
    })
  if (!sameRfc(reading.receptor.rfc, builder.rfc))
    failures.push({
      field: 'receptor.rfc',
      message: CFDI_CHECK_MSG.receptorRfc(reading.receptor.rfc, builder.name, builder.rfc),
    })
  return failures
}
