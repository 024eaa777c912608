import { cva, type RecipeVariantProps } from 'styled-system/css'

export const badge = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '0.5',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: '1.4',
    whiteSpace: 'nowrap',
    borderRadius: 'full',
    borderWidth: '1px',
    borderStyle: 'solid',
  },
  variants: {
    palette: {
      primary: { bg: 'brand.50', color: 'brand.800', borderColor: 'brand.200' },
      warning: { bg: 'amber.50', color: 'amber.900', borderColor: 'amber.300' },
      success: { bg: 'green.50', color: 'green.800', borderColor: 'green.200' },
      red: { bg: 'red.50', color: 'red.800', borderColor: 'red.200' },
      info: { bg: 'blue.50', color: 'blue.800', borderColor: 'blue.200' },
      neutral: { bg: 'ink.50', color: 'ink.800', borderColor: 'ink.200' },
    },
    size: {
      sm: { fontSize: 'xs', px: '2' },
      md: { fontSize: 'sm', px: '2.5', py: '1' },
    },
  },
  defaultVariants: { palette: 'neutral', size: 'sm' },
})

export type BadgeVariantProps = RecipeVariantProps<typeof badge>
