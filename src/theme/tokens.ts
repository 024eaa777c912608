import { defineSemanticTokens, defineTokens } from '@pandacss/dev'

/** Brand palettes: construction orange (primary) and a deep blue-grey ("ink"). */
export const tokens = defineTokens({
  colors: {
    brand: {
      50: { value: '#fff7ed' },
      100: { value: '#ffedd5' },
      200: { value: '#fed7aa' },
      300: { value: '#fdba74' },
      400: { value: '#fb923c' },
      500: { value: '#f97316' },
      600: { value: '#ea580c' },
      700: { value: '#c2410c' },
      800: { value: '#9a3412' },
      900: { value: '#7c2d12' },
      950: { value: '#431407' },
    },
    ink: {
      50: { value: '#f4f6f9' },
      100: { value: '#e6eaf0' },
      200: { value: '#cdd4df' },
      300: { value: '#a7b2c3' },
      400: { value: '#7a889e' },
      500: { value: '#5a687f' },
      600: { value: '#465367' },
      700: { value: '#364154' },
      800: { value: '#263143' },
      900: { value: '#1a2433' },
      950: { value: '#0f1620' },
    },
  },
  fonts: {
    body: {
      value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    heading: { value: '{fonts.body}' },
    mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" },
  },
  radii: {
    control: { value: '0.5rem' },
    card: { value: '0.75rem' },
  },
  shadows: {
    card: { value: '0 1px 2px rgba(15, 22, 32, 0.06), 0 1px 3px rgba(15, 22, 32, 0.1)' },
    overlay: { value: '0 10px 30px rgba(15, 22, 32, 0.18), 0 2px 6px rgba(15, 22, 32, 0.12)' },
  },
  durations: {
    fast: { value: '120ms' },
    normal: { value: '200ms' },
  },
  // Layers: the sticky header and table columns stay under menus, dialogs and their overlays.
  zIndex: {
    sticky: { value: 1100 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    dropdown: { value: 1500 },
    popover: { value: 1600 },
    toast: { value: 1700 },
  },
})

export const semanticTokens = defineSemanticTokens({
  colors: {
    fg: {
      DEFAULT: { value: '{colors.ink.900}' },
      muted: { value: '{colors.ink.600}' },
      subtle: { value: '{colors.ink.500}' },
      inverted: { value: '{colors.white}' },
      disabled: { value: '{colors.ink.400}' },
    },
    bg: {
      DEFAULT: { value: '{colors.white}' },
      canvas: { value: '{colors.ink.50}' },
      surface: { value: '{colors.white}' },
      subtle: { value: '{colors.ink.50}' },
      muted: { value: '{colors.ink.100}' },
      inverted: { value: '{colors.ink.900}' },
      backdrop: { value: 'rgba(15, 22, 32, 0.55)' },
    },
    border: {
      DEFAULT: { value: '{colors.ink.200}' },
      strong: { value: '{colors.ink.400}' },
      subtle: { value: '{colors.ink.100}' },
    },
    /** Primary (construction orange). `accent` is the solid fill; `accent.text` is safe for text on white. */
    accent: {
      DEFAULT: { value: '{colors.brand.700}' },
      emphasized: { value: '{colors.brand.800}' },
      fg: { value: '{colors.white}' },
      text: { value: '{colors.brand.800}' },
      subtle: { value: '{colors.brand.50}' },
      muted: { value: '{colors.brand.100}' },
      border: { value: '{colors.brand.300}' },
    },
    secondary: {
      DEFAULT: { value: '{colors.ink.800}' },
      emphasized: { value: '{colors.ink.900}' },
      fg: { value: '{colors.white}' },
    },
    danger: {
      DEFAULT: { value: '{colors.red.700}' },
      emphasized: { value: '{colors.red.800}' },
      fg: { value: '{colors.white}' },
      text: { value: '{colors.red.800}' },
      subtle: { value: '{colors.red.50}' },
      border: { value: '{colors.red.300}' },
    },
    success: {
      DEFAULT: { value: '{colors.green.700}' },
      emphasized: { value: '{colors.green.800}' },
      fg: { value: '{colors.white}' },
      text: { value: '{colors.green.800}' },
      subtle: { value: '{colors.green.50}' },
      border: { value: '{colors.green.300}' },
    },
    warning: {
      DEFAULT: { value: '{colors.amber.500}' },
      emphasized: { value: '{colors.amber.600}' },
      fg: { value: '{colors.amber.950}' },
      text: { value: '{colors.amber.900}' },
      subtle: { value: '{colors.amber.50}' },
      border: { value: '{colors.amber.300}' },
    },
    info: {
      DEFAULT: { value: '{colors.blue.700}' },
      fg: { value: '{colors.white}' },
      text: { value: '{colors.blue.800}' },
      subtle: { value: '{colors.blue.50}' },
      border: { value: '{colors.blue.300}' },
    },
    focusRing: { value: '{colors.brand.600}' },
  },
  radii: {
    l1: { value: '{radii.sm}' },
    l2: { value: '{radii.control}' },
    l3: { value: '{radii.card}' },
  },
})

export const keyframes = {
  spin: { to: { transform: 'rotate(360deg)' } },
  fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
  fadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
  scaleIn: { from: { opacity: '0', transform: 'scale(0.96)' }, to: { opacity: '1', transform: 'scale(1)' } },
  slideInLeft: { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
  slideOutLeft: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
  slideInRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
  slideOutRight: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
  slideInBottom: { from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } },
  slideOutBottom: { from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } },
  /** Strokes an SVG path whose dash offset starts at its length (the checkout's check mark). */
  drawStroke: { to: { strokeDashoffset: '0' } },
}
