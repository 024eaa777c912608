import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { switchRecipe } from '@/theme/recipes/toggle'

export type SwitchProps = {
  label: ReactNode
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
  name?: string
  value?: string
  className?: string
}

/** Ark Switch (role="switch" hidden input, Space toggles). */
export function Switch({ label, checked, onCheckedChange, disabled, name, value, className }: SwitchProps) {
  const s = switchRecipe()
  return (
    <ArkSwitch.Root
      checked={checked}
      onCheckedChange={(d) => onCheckedChange(d.checked)}
      disabled={disabled}
      name={name}
      value={value}
      className={cx(s.root, className)}
    >
      <ArkSwitch.Control className={s.control}>
        <ArkSwitch.Thumb className={s.thumb} />
      </ArkSwitch.Control>
      <ArkSwitch.Label className={s.label}>{label}</ArkSwitch.Label>
      <ArkSwitch.HiddenInput role="switch" />
    </ArkSwitch.Root>
  )
}
