/**
 * The dialog and the drawer: one base of what they share (slots, backdrop, header, body and footer spacing, the
 * × in the corner, the fixed layer and the panel), each recipe adding where its panel sits and how it comes in.
 * The base stays in this file, unexported: Panda extracts the CSS only from objects it can read in the recipe's
 * own module (an imported base gave no CSS at all), and the build turns a module into tables only when it
 * exports nothing but recipes (docs/decisions.md#budgets).
 */
import { type RecipeVariantProps, sva } from 'styled-system/css'

const overlaySlots = [
  'backdrop',
  'positioner',
  'content',
  'header',
  'title',
  'description',
  'body',
  'footer',
  'closeTrigger',
] as const

/** The fixed layer over the page that places the panel (each recipe says where). */
const overlayPositioner = {
  position: 'fixed',
  inset: '0',
  zIndex: 'modal',
  display: 'flex',
  overscrollBehaviorY: 'none',
} as const

/** The panel: a column whose body scrolls between header and footer. */
const overlayContent = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  bg: 'bg.surface',
  color: 'fg',
  boxShadow: 'overlay',
  outline: 'none',
} as const

/** The slots a dialog and a drawer style alike. */
const overlayParts = {
  backdrop: {
    position: 'fixed',
    inset: '0',
    zIndex: 'overlay',
    bg: 'bg.backdrop',
    _open: { animation: 'fadeIn 200ms ease-out' },
    _closed: { animation: 'fadeOut 150ms ease-in' },
  },
  header: {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    px: '4',
    pt: '4',
    pe: '14',
    md: { px: '6', pt: '5' },
  },
  title: { fontSize: 'lg', fontWeight: 'semibold', lineHeight: '1.3', color: 'fg' },
  description: { fontSize: 'sm', color: 'fg.muted' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    // The body scrolls between the header and the footer: the footer's actions ('Cancelar' first) are on
    // screen as the panel opens, however long its body (the 'Pagar' sheet at 360 × 740).
    flex: '1',
    minHeight: '0',
    overflowY: 'auto',
    px: '4',
    py: '4',
    md: { px: '6' },
  },
  footer: {
    display: 'flex',
    flexWrap: 'wrap-reverse',
    gap: '2',
    justifyContent: 'flex-end',
    px: '4',
    pb: '4',
    md: { px: '6', pb: '5' },
  },
  closeTrigger: {
    position: 'absolute',
    top: '2',
    insetInlineEnd: '2',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '11',
    height: '11',
    borderRadius: 'l2',
    color: 'fg.muted',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted', color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
  },
} as const

/** A dialog: centred from sm up, a sheet from the bottom on a phone. */
export const dialog = sva({
  slots: [...overlaySlots],
  base: {
    ...overlayParts,
    positioner: {
      ...overlayPositioner,
      alignItems: { base: 'flex-end', sm: 'center' },
      justifyContent: 'center',
      p: { base: '0', sm: '4' },
      overflowY: 'auto',
    },
    content: {
      ...overlayContent,
      width: 'full',
      maxHeight: { base: '92dvh', sm: 'calc(100dvh - 2rem)' },
      borderTopRadius: 'l3',
      borderBottomRadius: { base: '0', sm: 'l3' },
      _open: { animation: 'scaleIn 200ms ease-out' },
      _closed: { animation: 'fadeOut 150ms ease-in' },
    },
  },
  variants: {
    size: {
      sm: { content: { sm: { maxWidth: 'sm' } } },
      md: { content: { sm: { maxWidth: 'lg' } } },
      lg: { content: { sm: { maxWidth: '3xl' } } },
    },
  },
  defaultVariants: { size: 'md' },
})

export type DialogVariantProps = RecipeVariantProps<typeof dialog>

/** A drawer's panel slides in from its side and back out. */
const slideFrom = (side: 'Left' | 'Right' | 'Bottom') =>
  ({
    _open: { animation: `slideIn${side} 220ms ease-out` },
    _closed: { animation: `slideOut${side} 180ms ease-in` },
  }) as const

/** A drawer: a panel from a side (or the bottom) over the page. */
export const drawer = sva({
  slots: [...overlaySlots],
  base: { ...overlayParts, positioner: overlayPositioner, content: overlayContent },
  variants: {
    side: {
      left: {
        positioner: { justifyContent: 'flex-start' },
        content: {
          height: '100dvh',
          width: '85vw',
          maxWidth: '20rem',
          ...slideFrom('Left'),
        },
      },
      right: {
        positioner: { justifyContent: 'flex-end' },
        content: {
          height: '100dvh',
          width: { base: 'full', lg: '40%' },
          ...slideFrom('Right'),
        },
      },
      bottom: {
        positioner: { alignItems: 'flex-end' },
        content: {
          width: 'full',
          maxHeight: '90dvh',
          borderTopRadius: 'l3',
          ...slideFrom('Bottom'),
        },
      },
    },
  },
  defaultVariants: { side: 'right' },
})

export type DrawerVariantProps = RecipeVariantProps<typeof drawer>
