import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { type DialogVariantProps, dialog } from '@/theme/recipes/overlay'
import { OverlayFrame, type OverlayProps } from './OverlayFrame'

export type DialogProps = DialogVariantProps &
  OverlayProps & {
    /** 'alertdialog' for destructive confirmations. */
    role?: 'dialog' | 'alertdialog'
    /** Hide the × button (e.g. while a request is running). */
    hideCloseButton?: boolean
    closeOnEscape?: boolean
  }

export function Dialog({ size, role = 'dialog', closeOnInteractOutside, ...rest }: DialogProps) {
  return (
    <OverlayFrame
      styles={dialog({ size })}
      role={role}
      closeOnInteractOutside={closeOnInteractOutside ?? role !== 'alertdialog'}
      {...rest}
    />
  )
}

/** Button inside the dialog that closes it (onOpenChange(false)). Use with asChild around a <Button>. */
export const DialogCloseTrigger = ArkDialog.CloseTrigger
