import type { ReactNode } from 'react'

/** What a checkbox and a switch take alike: a labelled on/off control of a form. */
export type ToggleProps = {
  label: ReactNode
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
  name?: string
  value?: string
  className?: string
}
