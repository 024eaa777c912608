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
  theme: {
    extend: {
      tokens,
      semanticTokens,
      keyframes,
    },
  },
})
