import { css } from 'styled-system/css'
import { PageTitle } from '@/components/layout/PageTitle'
import { useFlow } from '@/lib/useFlow'
import { RewardsView } from './RewardsView'
import { rewardsLogic } from './rewardsLogic'

/** /rewards 'Recompensas' (admin-customer). */
export default function RewardsPage({ title }: { title: string }) {
  const actorRef = useFlow(rewardsLogic)
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <PageTitle>{title}</PageTitle>
      <RewardsView actorRef={actorRef} />
    </div>
  )
}
