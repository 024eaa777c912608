import { Steps as ArkSteps } from '@ark-ui/react/steps'
import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { steps as stepsRecipe } from '@/theme/recipes/steps'
import { CheckIcon } from './controlIcons'

export type StepItem = { title: string; description?: string }

export type StepsProps = {
  /** Current step index (0-based), e.g. from a machine selector. */
  step: number
  items: StepItem[]
  /** Content of the current step (the parent renders what belongs to `step`). */
  children?: ReactNode
  /** Accessible name of the step list; default 'Progreso'. */
  label?: string
  className?: string
  /** 'side': a column of titled steps from md, beside the content (across the top on a phone). */
  placement?: 'top' | 'side'
}

/**
 * Ark Steps, linear and fully controlled: only the parent moves `step`, so the steps are an ordered list
 * (current one aria-current="step"), not clickable tabs. Titles collapse to the current one below md
 * (360 px screens); "Paso n de N: título" is announced politely on change. `placement="side"` stacks the
 * steps in a column from md, each with its title (the registration wizard's side indicator).
 */
export function Steps({
  step,
  items,
  children,
  label = 'Progreso',
  className,
  placement = 'top',
}: StepsProps) {
  const s = stepsRecipe({ placement })
  const count = items.length
  const current = Math.min(Math.max(step, 0), Math.max(count - 1, 0))
  return (
    <ArkSteps.Root step={current} count={count} linear className={cx(s.root, className)}>
      <ol className={s.list} aria-label={label}>
        {items.map((item, index) => (
          <ArkSteps.Item key={item.title} index={index} asChild>
            <li className={s.item}>
              <span className={s.trigger} data-current={index === current ? '' : undefined}>
                <ArkSteps.Indicator className={s.indicator}>
                  {index < current ? <CheckIcon size={16} /> : index + 1}
                </ArkSteps.Indicator>
                <span className={s.title}>{item.title}</span>
              </span>
              {index < count - 1 && <ArkSteps.Separator className={s.separator} />}
            </li>
          </ArkSteps.Item>
        ))}
      </ol>
      <p className={s.status} aria-live="polite">
        Paso {current + 1} de {count}: {items[current]?.title}
      </p>
      <div className={s.content}>{children}</div>
    </ArkSteps.Root>
  )
}
