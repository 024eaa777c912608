import { whatsappLink } from '@contract/directoryTexts'
import type { SupplierProfileContext } from './suppliers.machine'

interface ProfileSnapshot {
  context: SupplierProfileContext
  hasTag: (tag: string) => boolean
}

/** The supplier profile as the view renders it: the data, its links, and the four outcomes. */
export function connectSupplierProfile(
  snapshot: ProfileSnapshot,
  send: (event: { type: 'profile.reload' }) => void,
) {
  const data = snapshot.context.data
  const phone = data?.directory_vendor_phone ?? data?.phone ?? null
  return {
    data,
    error: snapshot.context.error,
    loading: snapshot.hasTag('busy'),
    ready: snapshot.hasTag('ready'),
    notFound: snapshot.hasTag('notFound'),
    failed: snapshot.hasTag('failed'),
    /** wa.me link only when the supplier has a phone. */
    whatsappHref:
      data && phone ? whatsappLink(phone, `Hola ${data.business_name}, te escribo desde Obrafiado.`) : null,
    mapHref: data?.map ?? null,
    reload: () => send({ type: 'profile.reload' }),
  }
}
export type SupplierProfileApi = ReturnType<typeof connectSupplierProfile>

/**
 * A purchase's status as the builder reads it on the profile (the payments list's wording without the
 * factoring brand): 6 'funder paid, builder overdue' reads 'Vencida', 7 'paid to the funder' reads 'Pagada'.
 */
export const purchaseStatusLabel = (status: string): string => {
  switch (status) {
    case 'pending':
      return 'Pendiente'
    case 'to_confirm':
      return 'A confirmar'
    case 'paid':
    case 'paid_to_provider':
      return 'Pagada'
    case 'payment_in_financing':
      return 'Pago financiado'
    case 'rejected':
      return 'Rechazado'
    default:
      return 'Vencida'
  }
}
