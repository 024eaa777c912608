import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@contract/applicationTexts'
import { Badge, type BadgePalette } from '@/components/ui/Badge'

const PALETTE: Record<ApplicationStatus, BadgePalette> = {
  submitted: 'warning',
  in_progress: 'neutral',
  approved: 'success',
  declined: 'red',
}

/** An application's status as its badge: 'Por evaluar', 'En proceso', 'Aprobada', 'Rechazada'. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge palette={PALETTE[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>
}
