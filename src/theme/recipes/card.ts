import { type RecipeVariantProps, sva } from 'styled-system/css'

export const card = sva({
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      minWidth: '0',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border',
      borderRadius: 'l3',
      overflow: 'hidden',
    },
    header: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      px: '4',
      pt: '4',
      md: { px: '6', pt: '5' },
    },
    title: { fontSize: 'lg', fontWeight: 'semibold', lineHeight: '1.3', color: 'fg' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', p: '4', md: { px: '6', py: '5' } },
    footer: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '2',
      justifyContent: 'flex-end',
      px: '4',
      pb: '4',
      md: { px: '6', pb: '5' },
    },
  },
  variants: {
    variant: {
      outline: {},
      elevated: { root: { boxShadow: 'card', borderColor: 'border.subtle' } },
      subtle: { root: { bg: 'bg.subtle', borderColor: 'transparent' } },
    },
    interactive: {
      true: {
        root: {
          cursor: 'pointer',
          transitionProperty: 'box-shadow, border-color',
          transitionDuration: 'fast',
          _hover: { borderColor: 'border.strong', boxShadow: 'card' },
          _focusWithin: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
        },
      },
    },
  },
  defaultVariants: { variant: 'outline' },
})

export type CardVariantProps = RecipeVariantProps<typeof card>
