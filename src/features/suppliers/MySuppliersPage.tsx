import { css } from 'styled-system/css'
import { PageTitle } from '@/components/layout/PageTitle'
import { useFlow } from '@/lib/useFlow'
import { MySuppliersView } from './MySuppliersView'
import { mySuppliersLogic } from './suppliersLogic'

/** /suppliers 'Mis proveedores' (admin-customer, customer). */
export default function MySuppliersPage({ title }: { title: string }) {
  const actorRef = useFlow(mySuppliersLogic)
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <PageTitle>{title}</PageTitle>
      <MySuppliersView actorRef={actorRef} />
    </div>
  )
}
