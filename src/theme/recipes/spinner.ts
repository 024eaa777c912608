import { cva, type RecipeVariantProps } from 'styled-system/css'

export const spinner = cva({
  base: {
    display: 'inline-block',
    flexShrink: '0',
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderInlineEndColor: 'transparent',
    animation: 'spin 0.7s linear infinite',
    verticalAlign: 'middle',
    _motionReduce: { animationDuration: '1.6s' },
  },
  variants: {
    size: {
      sm: { width: '4', height: '4' },
      md: { width: '6', height: '6' },
      lg: { width: '10', height: '10', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
})

export type SpinnerVariantProps = RecipeVariantProps<typeof spinner>
