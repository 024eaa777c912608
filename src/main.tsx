import { lazy, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import { App } from './app/App'
import { PageLoader } from './components/layout/PageLoader'
import { reportActorsTo } from './lib/inspect'

const dsn = import.meta.env.VITE_SENTRY_DSN
if (import.meta.env.PROD && dsn) {
  void import('./lib/monitoring').then(({ startMonitoring }) => startMonitoring(dsn))
}

/**
 * A QA build (VITE_QA=true, `npm run build:qa`): every actor reports to the QA relay from its start, and the QA
 * toolbar opens an inspector on a click (docs/architecture.md#inspector-qa). The condition is static, so a
 * production build drops the import and everything behind it.
 */
async function startQaTools(): Promise<void> {
  if (import.meta.env.VITE_QA !== 'true') return
  const { startQa } = await import('./qa/toolbar/startQa')
  reportActorsTo(startQa())
}

/**
 * The flows page of QA builds and of `npm run dev` (docs/architecture.md#flows-page-qa) stands beside the app, not
 * among its routes: it renders the app itself to replay the session. The condition is static in a production
 * build: Rollup drops the page and its chunk, and /qa is the app's not-found page.
 */
const QaFlowsRoot =
  import.meta.env.VITE_QA === 'true' || import.meta.env.DEV ? lazy(() => import('./qa/FlowsRoot')) : null

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')

void startQaTools().finally(() =>
  createRoot(root).render(
    <StrictMode>
      {QaFlowsRoot && /^\/qa(\/|$)/.test(window.location.pathname) ? (
        <Suspense fallback={<PageLoader />}>
          <QaFlowsRoot />
        </Suspense>
      ) : (
        <App />
      )}
    </StrictMode>,
  ),
)
