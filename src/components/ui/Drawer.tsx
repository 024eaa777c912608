import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { type DrawerVariantProps, drawer } from '@/theme/recipes/overlay'
import { XIcon } from './icons'

export type DrawerProps = DrawerVariantProps & {
  /** Controlled: the drawer shows while true. */
  open: boolean
  /** Called with `false` on Escape, backdrop click or the close button (and `true` from a `trigger`). */
  onOpenChange: (open: boolean) => void
  /** Accessible title (visible unless `hideTitle`). */
  title: ReactNode
  hideTitle?: boolean
  description?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  /** Optional element that opens the drawer (Ark Trigger with asChild). */
  trigger?: ReactNode
  /**
   * 'left': navigation sheet on phones (85vw, max 20rem).
   * 'right' (default): detail panel, full width up to md/lg, 40% from lg.
   * 'bottom': bottom sheet.
   */
  side?: 'left' | 'right' | 'bottom'
  closeLabel?: string
  initialFocusEl?: () => HTMLElement | null
  /** False for a drawer holding a form: a tap beside it must not throw away what was typed. */
  closeOnInteractOutside?: boolean
  className?: string
}

const srOnly = css({ srOnly: true })

export function Drawer({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  trigger,
  side = 'right',
  closeLabel = 'Cerrar',
  initialFocusEl,
  closeOnInteractOutside = true,
  className,
}: DrawerProps) {
  const s = drawer({ side })
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      lazyMount
      unmountOnExit
      initialFocusEl={initialFocusEl}
      closeOnInteractOutside={closeOnInteractOutside}
    >
      {trigger != null && <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger>}
      <Portal>
        <ArkDialog.Backdrop className={s.backdrop} />
        <ArkDialog.Positioner className={s.positioner}>
          <ArkDialog.Content className={cx(s.content, className)} data-side={side}>
            <div className={hideTitle && description == null ? srOnly : s.header}>
              <ArkDialog.Title className={hideTitle ? srOnly : s.title}>{title}</ArkDialog.Title>
              {description != null && (
                <ArkDialog.Description className={s.description}>{description}</ArkDialog.Description>
              )}
            </div>
            <div className={s.body}>{children}</div>
            {footer != null && <div className={s.footer}>{footer}</div>}
            <ArkDialog.CloseTrigger className={s.closeTrigger} aria-label={closeLabel}>
              <XIcon />
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}

/** Element inside the drawer that closes it (e.g. a nav link): <DrawerCloseTrigger asChild><a …/></DrawerCloseTrigger>. */
export const DrawerCloseTrigger = ArkDialog.CloseTrigger
