import type { ReactNode } from 'react'
import { Button } from '@/components/ui/Button'
import { Drawer } from '@/components/ui/Drawer'
import { LoadFailed } from '@/components/ui/LoadFailed'
import { Spinner } from '@/components/ui/Spinner'

/** What a detail machine's connect layer gives the drawer (machines/projects/detail.connect.ts). */
type DetailApi<T> = {
  data: T | null
  loading: boolean
  error: string | null
  getRetryProps: () => { onClick: () => void }
}

/**
 * The frame of the projects screen's detail drawers: 'Cargando…' as the title until the data comes, a spinner,
 * the error with 'Reintentar', and 'Cerrar'.
 */
export function DetailDrawer<T>({
  api,
  onClose,
  titleOf,
  loadingLabel,
  children,
}: {
  api: DetailApi<T>
  onClose: () => void
  titleOf: (data: T) => string
  loadingLabel: string
  children: (data: T) => ReactNode
}) {
  return (
    <Drawer
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={api.data ? titleOf(api.data) : 'Cargando…'}
      footer={
        <Button variant="outline" onClick={onClose}>
          Cerrar
        </Button>
      }
    >
      {api.loading && <Spinner label={loadingLabel} />}
      {api.error && <LoadFailed error={api.error} onRetry={api.getRetryProps().onClick} />}
      {api.data && children(api.data)}
    </Drawer>
  )
}
