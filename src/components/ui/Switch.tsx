import { cx } from 'styled-system/css'
import { switchRecipe } from '@/theme/recipes/toggle'
import type { ToggleProps } from './toggleProps'

export type SwitchProps = ToggleProps

/**
 * A native checkbox with role="switch" inside its label (Space and a click on the label toggle it, it takes
 * part in forms), drawn as a track and a thumb. The browser does what Ark's switch machine did, without its
 * 12 kB on the builder's dashboard (docs/decisions.md#budgets).
 */
export function Switch({ label, checked, onCheckedChange, disabled, name, value, className }: SwitchProps) {
  const s = switchRecipe()
  const state = checked ? 'checked' : 'unchecked'
  return (
    <label className={cx(s.root, className)} data-disabled={disabled ? '' : undefined}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className={cx('peer', s.input)}
        checked={checked}
        disabled={disabled}
        name={name}
        value={value}
        onChange={(e) => onCheckedChange(e.currentTarget.checked)}
      />
      <span className={s.control} data-state={state} aria-hidden="true">
        <span className={s.thumb} data-state={state} />
      </span>
      <span className={s.label}>{label}</span>
    </label>
  )
}
