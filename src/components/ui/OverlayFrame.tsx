import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { dialog } from '@/theme/recipes/overlay'
import { XIcon } from './icons'

/** What a dialog and a drawer take alike. */
export type OverlayProps = {
  /** Controlled: the panel shows while true. */
  open: boolean
  /** Called with `false` on Escape, backdrop click or the close button (and `true` from a `trigger`). */
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  /** Body content. */
  children?: ReactNode
  /** Action buttons, laid out at the end (stacked on narrow screens). */
  footer?: ReactNode
  /** Optional element that opens the panel (rendered with Ark's Trigger via asChild). */
  trigger?: ReactNode
  closeLabel?: string
  closeOnInteractOutside?: boolean
  /** Element to focus when opening (default: first focusable). */
  initialFocusEl?: () => HTMLElement | null
  className?: string
}

type OverlayFrameProps = OverlayProps & {
  /** The classes of the overlay recipe's slots (a dialog's or a drawer's, src/theme/recipes/overlay.ts). */
  styles: ReturnType<typeof dialog>
  role?: 'dialog' | 'alertdialog'
  closeOnEscape?: boolean
  /** The title stays for screen readers only. */
  hideTitle?: boolean
  hideCloseButton?: boolean
  /** Render the body even when empty (a drawer keeps its footer at the bottom). */
  keepBody?: boolean
  /** Marks the panel with `data-side`. */
  side?: string
}

const srOnly = css({ srOnly: true })

/** Ark's dialog laid out as the overlay recipe's parts: backdrop, panel with header, body, footer and the ×. */
export function OverlayFrame({
  styles: s,
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  trigger,
  role,
  closeLabel = 'Cerrar',
  closeOnInteractOutside,
  closeOnEscape,
  initialFocusEl,
  hideTitle = false,
  hideCloseButton = false,
  keepBody = false,
  side,
  className,
}: OverlayFrameProps) {
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      role={role}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={closeOnInteractOutside}
      closeOnEscape={closeOnEscape}
      initialFocusEl={initialFocusEl}
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
            {(keepBody || children != null) && <div className={s.body}>{children}</div>}
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
