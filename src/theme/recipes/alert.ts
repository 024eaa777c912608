import { type RecipeVariantProps, sva } from 'styled-system/css'

export const alert = sva({
  slots: ['root', 'icon', 'content', 'title', 'description', 'closeTrigger'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: 'full',
      p: '3',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderRadius: 'l2',
      fontSize: 'sm',
    },
    icon: { flexShrink: '0', width: '5', height: '5', mt: '0.5' },
    content: { display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minWidth: '0' },
    title: { fontWeight: 'semibold' },
    description: { color: 'fg', overflowWrap: 'anywhere' },
    // Over iconButton (src/theme/recipes/icon-button.ts).
    closeTrigger: {
      mt: '-1',
      me: '-1',
      _hover: { bg: 'blackAlpha.100', color: 'fg' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
    },
  },
  variants: {
    status: {
      info: { root: { bg: 'info.subtle', borderColor: 'info.border' }, icon: { color: 'info.text' } },
      success: {
        root: { bg: 'success.subtle', borderColor: 'success.border' },
        icon: { color: 'success.text' },
      },
      warning: {
        root: { bg: 'warning.subtle', borderColor: 'warning.border' },
        icon: { color: 'warning.text' },
      },
      error: { root: { bg: 'danger.subtle', borderColor: 'danger.border' }, icon: { color: 'danger.text' } },
    },
  },
  defaultVariants: { status: 'info' },
})

export type AlertVariantProps = RecipeVariantProps<typeof alert>
