/**
 * React 19 has useSyncExternalStore built in; @xstate/react still imports the React 17 shim.
 * vite.config.ts points the shim here so its fallback code stays out of every bundle.
 */
export { useSyncExternalStore } from 'react'
