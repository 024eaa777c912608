import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { type DialogVariantProps, dialog } from '@/theme/recipes/overlay'
import { XIcon } from './icons'

export type DialogProps = DialogVariantProps & {
  /** Controlled: the dialog shows while true. */
  open: boolean
  /** Called with `false` on Escape, backdrop click or the close button (and `true` from a `trigger`). */
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  /** Body content. */
  children?: ReactNode
  /** Action buttons, laid out at the end (stacked on narrow screens). */
  footer?: ReactNode
  /** Optional element that opens the dialog (rendered with Ark's Trigger via asChild). */
  trigger?: ReactNode
  /** 'alertdialog' for destructive confirmations. */
  role?: 'dialog' | 'alertdialog'
  /** Hide the × button (e.g. while a request is running). */
  hideCloseButton?: boolean
  closeLabel?: string
  closeOnInteractOutside?: boolean
  closeOnEscape?: boolean
  /** Element to focus when opening (default: first focusable). */
  initialFocusEl?: () => HTMLElement | null
  className?: string
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  trigger,
  role = 'dialog',
  size,
  hideCloseButton = false,
  closeLabel = 'Cerrar',
  closeOnInteractOutside,
  closeOnEscape,
  initialFocusEl,
  className,
}: DialogProps) {
  const s = dialog({ size })
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      role={role}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={closeOnInteractOutside ?? role !== 'alertdialog'}
      closeOnEscape={closeOnEscape}
      initialFocusEl={initialFocusEl}
    >
      {trigger != null && <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger>}
      <Portal>
        <ArkDialog.Backdrop className={s.backdrop} />
        <ArkDialog.Positioner className={s.positioner}>
          <ArkDialog.Content className={cx(s.content, className)}>
            <div className={s.header}>
              <ArkDialog.Title className={s.title}>{title}</ArkDialog.Title>
              {description != null && (
                <ArkDialog.Description className={s.description}>{description}</ArkDialog.Description>
              )}
            </div>
            {children != null && <div className={s.body}>{children}</div>}
            {footer != null && <div className={s.footer}>{footer}</div>}
            {!hideCloseButton && (
              <ArkDialog.CloseTrigger className={s.closeTrigger} aria-label={closeLabel}>
                <XIcon />
              </ArkDialog.CloseTrigger>
            )}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}

/** Button inside the dialog that closes it (onOpenChange(false)). Use with asChild around a <Button>. */
export const DialogCloseTrigger = ArkDialog.CloseTrigger
