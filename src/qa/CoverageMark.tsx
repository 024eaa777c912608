import { Badge } from '@/components/ui/Badge'
import type { Covered } from './coverage'

/** 'Cubierto' / 'Sin cubrir' as the last test run saw it; nothing when the run did not report it. */
export function CoverageMark({ covered }: { covered: Covered }) {
  if (covered === undefined) return null
  return covered ? <Badge palette="success">Cubierto</Badge> : <Badge palette="red">Sin cubrir</Badge>
}
