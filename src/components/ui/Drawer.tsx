import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { type DrawerVariantProps, drawer } from '@/theme/recipes/overlay'
import { OverlayFrame, type OverlayProps } from './OverlayFrame'

export type DrawerProps = DrawerVariantProps &
  OverlayProps & {
    /** The title is for screen readers only. */
    hideTitle?: boolean
    /**
     * 'left': navigation sheet on phones (85vw, max 20rem).
     * 'right' (default): detail panel, full width up to md/lg, 40% from lg.
     * 'bottom': bottom sheet.
     */
    side?: 'left' | 'right' | 'bottom'
    /** False for a drawer holding a form: a tap beside it must not throw away what was typed. */
    closeOnInteractOutside?: boolean
  }

export function Drawer({ side = 'right', closeOnInteractOutside = true, ...rest }: DrawerProps) {
  return (
    <OverlayFrame
      styles={drawer({ side })}
      side={side}
      closeOnInteractOutside={closeOnInteractOutside}
      keepBody
      {...rest}
    />
  )
}

/** Element inside the drawer that closes it (e.g. a nav link): <DrawerCloseTrigger asChild><a …/></DrawerCloseTrigger>. */
export const DrawerCloseTrigger = ArkDialog.CloseTrigger
