import type { InspectionEvent, Observer } from 'xstate'

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void)

let inspect: Inspect | undefined

/** The observer every actor reports to in a QA build (see startQaTools); none in a production build. */
export const currentInspect = (): Inspect | undefined => inspect

/**
 * A QA build (VITE_QA=true, `npm run build:qa`): every actor reports to the QA relay from its start, and the QA
 * toolbar opens an inspector on a click (docs/architecture.md#inspector-qa). The condition is static, so a
 * production build drops the import and everything behind it.
 */
export const startQaTools = async (): Promise<void> => {
  if (import.meta.env.VITE_QA !== 'true') return
  const { startQa } = await import('@/qa/toolbar/startQa')
  inspect = startQa()
}
