import { cva, type RecipeVariantProps } from 'styled-system/css'

export const heading = cva({
  base: {
    fontFamily: 'heading',
    fontWeight: 'bold',
    color: 'fg',
    lineHeight: '1.25',
    letterSpacing: '-0.01em',
  },
  variants: {
    size: {
      xs: { fontSize: 'md' },
      sm: { fontSize: 'lg' },
      md: { fontSize: 'xl' },
      lg: { fontSize: { base: 'xl', md: '2xl' } },
      xl: { fontSize: { base: '2xl', md: '3xl' } },
    },
  },
  defaultVariants: { size: 'lg' },
})

export const text = cva({
  base: { color: 'fg' },
  variants: {
    tone: {
      default: {},
      muted: { color: 'fg.muted' },
      danger: { color: 'danger.text' },
      success: { color: 'success.text' },
      accent: { color: 'accent.text' },
    },
    size: {
      xs: { fontSize: 'xs' },
      sm: { fontSize: 'sm' },
      md: { fontSize: 'md' },
      lg: { fontSize: 'lg' },
    },
    weight: {
      normal: { fontWeight: 'normal' },
      medium: { fontWeight: 'medium' },
      semibold: { fontWeight: 'semibold' },
      bold: { fontWeight: 'bold' },
    },
    numeric: { true: { fontVariantNumeric: 'tabular-nums' } },
  },
  defaultVariants: { tone: 'default' },
})

export const link = cva({
  base: {
    color: 'accent.text',
    fontWeight: 'medium',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    textDecorationThickness: '1px',
    cursor: 'pointer',
    borderRadius: 'l1',
    _hover: { color: 'brand.900', textDecorationThickness: '2px' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  },
  variants: {
    variant: {
      default: {},
      subtle: {
        color: 'fg',
        textDecoration: 'none',
        _hover: { color: 'accent.text', textDecoration: 'underline' },
      },
    },
  },
  defaultVariants: { variant: 'default' },
})

export type HeadingVariantProps = RecipeVariantProps<typeof heading>
export type TextVariantProps = RecipeVariantProps<typeof text>
export type LinkVariantProps = RecipeVariantProps<typeof link>
