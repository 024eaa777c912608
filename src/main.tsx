import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import { App } from './app/App'
import { startQaTools } from './lib/inspect'

const dsn = import.meta.env.VITE_SENTRY_DSN
if (import.meta.env.PROD && dsn) {
  void import('./lib/monitoring').then(({ startMonitoring }) => startMonitoring(dsn))
}

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')

void startQaTools().finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
