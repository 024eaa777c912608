import { cva, type RecipeVariantProps } from 'styled-system/css'

export const button = cva({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: 'l2',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    textAlign: 'center',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    flexShrink: '0',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: 'fast',
    WebkitTapHighlightColor: 'transparent',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    _disabled: { opacity: '0.6', cursor: 'not-allowed' },
    '&[aria-busy=true]': { cursor: 'progress' },
    '& svg': { flexShrink: '0' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent',
        color: 'accent.fg',
        _hover: { _enabled: { bg: 'accent.emphasized' } },
      },
      secondary: {
        bg: 'secondary',
        color: 'secondary.fg',
        _hover: { _enabled: { bg: 'secondary.emphasized' } },
      },
      outline: {
        bg: 'bg.surface',
        color: 'fg',
        borderColor: 'border.strong',
        _hover: { _enabled: { bg: 'bg.subtle', borderColor: 'ink.500' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg',
        _hover: { _enabled: { bg: 'bg.muted' } },
      },
      danger: {
        bg: 'danger',
        color: 'danger.fg',
        _hover: { _enabled: { bg: 'danger.emphasized' } },
      },
      link: {
        bg: 'transparent',
        color: 'accent.text',
        px: '0!',
        minH: 'auto!',
        textDecoration: 'underline',
        textUnderlineOffset: '2px',
        _hover: { _enabled: { color: 'brand.900' } },
      },
    },
    size: {
      sm: { minH: '9', px: '3', fontSize: 'sm' },
      md: { minH: '11', px: '4', fontSize: 'md' },
      lg: { minH: '12', px: '6', fontSize: 'lg' },
      icon: { minH: '11', minW: '11', px: '0', fontSize: 'md' },
    },
    fullWidth: {
      true: { width: 'full' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})

export type ButtonVariantProps = RecipeVariantProps<typeof button>
