import { Alert } from './Alert'
import { Button } from './Button'

/** A load that failed: its title, the reason and 'Reintentar' (every list, profile and detail screen). */
export function LoadFailed({
  title = 'Atención',
  error,
  onRetry,
}: {
  title?: string
  error: string | null
  onRetry: () => void
}) {
  return (
    <Alert status="error" title={title}>
      <p>{error}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Reintentar
      </Button>
    </Alert>
  )
}
