import { quoteStatusLook } from '@contract/quotes'
import { Badge, type BadgePalette } from '@/components/ui/Badge'
import { type IconProps, Svg } from '@/components/ui/icons'

/** Icons of the quote statuses (decorative: the chip's text says the status). */
function Icon({ name, ...rest }: { name: string } & IconProps) {
  const paths: Record<string, string> = {
    clock: 'M12 6v6l4 2',
    check: 'm9 12 2 2 4-4',
    help: 'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
    alert: 'M12 8v4M12 16h.01',
  }
  return (
    <Svg size={14} data-icon={name} {...rest}>
      <circle cx="12" cy="12" r="10" />
      <path d={paths[name] ?? paths.alert} />
    </Svg>
  )
}

/** Pendiente orange with a clock, Cotizada green with a check, Sin respuesta blue-grey with help, else grey alert. */
const PALETTE: Record<string, BadgePalette> = {
  orange: 'warning',
  green: 'success',
  blueGrey: 'info',
  grey: 'neutral',
}

export function QuoteStatusChip({ status }: { status: string }) {
  const look = quoteStatusLook(status)
  return (
    <Badge palette={PALETTE[look.tone] ?? 'neutral'} data-tone={look.tone}>
      <Icon name={look.icon} />
      {look.label}
    </Badge>
  )
}
