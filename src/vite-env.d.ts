/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string
  readonly VITE_SENTRY_DSN?: string
  /** 'true' in QA builds (`npm run build:qa`): the flows page at /qa (src/qa/). */
  readonly VITE_QA?: string
}
