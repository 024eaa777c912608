import { selectUser } from '@machines/session'
import { useSelector } from '@xstate/react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { linkStyles } from '@/components/ui/Link'
import { useFlow } from '@/lib/useFlow'
import { useSessionActor } from '@/session/context'
import { SaleView } from './SaleView'
import { saleLogic } from './saleLogic'

/** /front-desk: admin-supplier and vendor-supplier register a sale on the customer's credit. */
export default function SalePage({ title }: { title: string }) {
  const user = useSelector(useSessionActor(), selectUser)
  const canSelectVendor = user?.can_select_vendor ?? false
  const canFactor = Boolean(user?.use_factoring && user.factoring.show_select)
  const sale = useFlow(saleLogic, { canSelectVendor, canFactor })
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <SaleView title={title} actorRef={sale} isVendorSupplier={user?.role_name === 'vendor-supplier'} />
      {/* The navigation bar of the spec has no entry for the reserved lines: they are reached from here. */}
      <p className={css({ fontSize: 'sm' })}>
        <Link href="/reserved-credit-lines" className={linkStyles()}>
          Líneas de crédito reservadas
        </Link>
      </p>
    </div>
  )
}
