import { qaRelay } from './inspector/session'
import type { Inspect } from './replay'

/**
 * The inspector a replay reports to: the QA relay, which passes its events to the inspector QA opens from the
 * toolbar (local or hosted), as it does for every actor of the app.
 */
export const qaInspector = async (): Promise<Inspect> => qaRelay()
