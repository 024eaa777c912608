import { quoteStatusLook } from '@contract/quotes'
import type { SVGProps } from 'react'
import { Badge, type BadgePalette } from '@/components/ui/Badge'

/** Icons of the quote statuses (decorative: the chip's text says the status). */
function Icon({ name, ...rest }: { name: string } & SVGProps<SVGSVGElement>) {
  const paths: Record<string, string> = {
    clock: 'M12 6v6l4 2',
    check: 'm9 12 2 2 4-4',
    help: 'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
    alert: 'M12 8v4M12 16h.01',
  }
  return (
    <svg
      width={14}
      height={14}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      {...rest}
    >
      <circle cx="12" cy="12" r="10" />
      <path d={paths[name] ?? paths.alert} />
    </svg>
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
