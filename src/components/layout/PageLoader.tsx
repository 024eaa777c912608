import { css } from 'styled-system/css'
import { Spinner } from '@/components/ui/Spinner'

export function PageLoader({ label = 'Cargando' }: { label?: string }) {
  return (
    <div className={css({ display: 'grid', placeItems: 'center', minH: '40vh' })}>
      <Spinner size="lg" label={label} />
    </div>
  )
}
