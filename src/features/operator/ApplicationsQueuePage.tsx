import { OPERATOR_MSG } from '@contract/applicationTexts'
import { css } from 'styled-system/css'
import { useSearch } from 'wouter'
import { PageTitle } from '@/components/layout/PageTitle'
import { ApplicationsQueueView } from './ApplicationsQueueView'
import { useQueueFlow } from './queueRoute'

/** /operador/solicitudes 'Solicitudes de crédito' (the platform operator's home). */
export default function ApplicationsQueuePage({ title }: { title: string }) {
  const queue = useQueueFlow(useSearch())
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <div className={css({ display: 'grid', gap: '1' })}>
        <PageTitle>{title}</PageTitle>
        <p className={css({ color: 'fg.muted' })}>{OPERATOR_MSG.queueIntro}</p>
      </div>
      <ApplicationsQueueView actorRef={queue} />
    </div>
  )
}
