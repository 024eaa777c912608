import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  'html, body': {
    fontFamily: 'body',
    color: 'fg',
    bg: 'bg.canvas',
    lineHeight: '1.5',
    WebkitFontSmoothing: 'antialiased',
    WebkitTextSizeAdjust: '100%',
  },
  body: { minHeight: '100dvh' },
  '*:focus-visible': {
    outline: '2px solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
  '::selection': { bg: 'brand.200' },
})
