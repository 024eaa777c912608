import { css } from 'styled-system/css'
import { PageTitle } from '@/components/layout/PageTitle'
import { useFlow } from '@/lib/useFlow'
import { ReferralsView } from './ReferralsView'
import { referralsLogic } from './referralsLogic'

/** /referrals 'Clientes' (admin-supplier). */
export default function ReferralsPage({ title }: { title: string }) {
  const actorRef = useFlow(referralsLogic)
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <PageTitle>{title}</PageTitle>
      <ReferralsView actorRef={actorRef} />
    </div>
  )
}
