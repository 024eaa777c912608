import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import { cx } from 'styled-system/css'
import { checkbox } from '@/theme/recipes/toggle'
import { CheckIcon } from './controlIcons'
import type { ToggleProps } from './toggleProps'

export type CheckboxProps = ToggleProps & {
  required?: boolean
  invalid?: boolean
}

/** Ark Checkbox with a visible label (hidden native input carries name/value for forms). */
export function Checkbox({
  label,
  checked,
  onCheckedChange,
  disabled,
  required,
  invalid,
  name,
  value,
  className,
}: CheckboxProps) {
  const s = checkbox()
  return (
    <ArkCheckbox.Root
      checked={checked}
      onCheckedChange={(d) => onCheckedChange(d.checked === true)}
      disabled={disabled}
      required={required}
      invalid={invalid}
      name={name}
      value={value}
      className={cx(s.root, className)}
    >
      <ArkCheckbox.Control className={s.control}>
        <ArkCheckbox.Indicator className={s.indicator}>
          <CheckIcon size={14} strokeWidth={3} />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label className={s.label}>{label}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput />
    </ArkCheckbox.Root>
  )
}
