import { css } from 'styled-system/css'
import { PageTitle } from '@/components/layout/PageTitle'
import { useFlow } from '@/lib/useFlow'
import { DirectoryView } from './DirectoryView'
import { directoryLogic, recommendLogic } from './directoryLogic'
import { RecommendSupplierView } from './RecommendSupplierView'

/** /where-buy '¿Donde comprar?' (admin-customer, customer). */
export default function DirectoryPage({ title }: { title: string }) {
  const directory = useFlow(directoryLogic)
  const recommend = useFlow(recommendLogic)
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}>
      <PageTitle>{title}</PageTitle>
      <RecommendSupplierView actorRef={recommend} />
      <DirectoryView actorRef={directory} />
    </div>
  )
}
