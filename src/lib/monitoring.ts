/**
 * Error reporting, production only (docs/decisions.md#monitoring): loaded lazily, only with VITE_SENTRY_DSN.
 */
export const startMonitoring = async (dsn: string): Promise<void> => {
  const Sentry = await import('@sentry/react')
  Sentry.init({
    dsn,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
  })
}
