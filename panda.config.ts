import { defineConfig } from '@pandacss/dev'
import { globalCss } from './src/theme/global'
import { keyframes, semanticTokens, tokens } from './src/theme/tokens'

// Component styles live in src/theme/recipes/*.ts as `cva`/`sva` atomic recipes: Panda extracts every
// variant from the definition itself, so variants passed as variables (e.g. a status → palette map)
// always have CSS, and nothing is emitted for recipes no source file defines. No staticCss.
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  importMap: 'styled-system',
  jsxFramework: 'react',
  // Catch typos in enum-like CSS values (display: 'flx') without forcing tokens for every length.
  strictPropertyValues: true,
  globalCss,
  conditions: {
    extend: {
      // Red only for what the form says is wrong (aria-invalid / data-invalid), never the browser's own
      // `:invalid`, which marks every empty required field before anyone typed (docs/decisions.md#validation).
      invalid: '&:is([data-invalid], [aria-invalid=true])',
      peerInvalid: '.peer:is([data-invalid], [aria-invalid=true]) ~ &',
      groupInvalid: '.group:is([data-invalid], [aria-invalid=true]) &',
    },
  },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      keyframes,
    },
  },
})
