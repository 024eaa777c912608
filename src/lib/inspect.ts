import type { InspectionEvent, Observer } from 'xstate'

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void)

let inspect: Inspect | undefined

/** The observer every actor reports to in a QA build (see reportActorsTo); none in a production build. */
export const currentInspect = (): Inspect | undefined => inspect

/**
 * Makes every actor started from now on report to `observer`: the QA relay, which the entry of a QA build
 * starts before the app renders (src/main.tsx, docs/architecture.md#inspector-qa).
 */
export const reportActorsTo = (observer: Inspect): void => {
  inspect = observer
}
