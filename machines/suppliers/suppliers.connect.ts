import { whatsappLink } from '@contract/directoryTexts'
import { paymentStatusLabel } from '@contract/paymentStatusLabels'
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
    /**
     * A purchase's status as the builder reads it in its payments list (the profile's rows do not say whether a
     * sale is factored, so 'A confirmar' never names the funder).
     */
    statusLabelOf: (purchase: { status_id: number }) =>
      paymentStatusLabel(purchase.status_id, {
        viewer: 'customer',
        isFactoring: false,
        brand: snapshot.context.brand,
      }),
  }
}
export type SupplierProfileApi = ReturnType<typeof connectSupplierProfile>
