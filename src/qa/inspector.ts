import { currentInspect } from '@/lib/inspect'
import type { Inspect } from './replay'

let own: Inspect | undefined

/**
 * The inspector a replay reports to: the app's own when the build started one (VITE_XSTATE_INSPECT, on in QA
 * builds), else @statelyai/inspect started here on the first replay (a click, so the browser lets it open its tab).
 */
export const qaInspector = async (): Promise<Inspect> => {
  const running = currentInspect() ?? own
  if (running) return running
  const { createBrowserInspector } = await import('@statelyai/inspect')
  own = createBrowserInspector().inspect
  return own
}
