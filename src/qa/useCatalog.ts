import { useEffect, useState } from 'react'
import { type FlowEntry, loadCatalog } from './catalog'

let cached: Promise<FlowEntry[]> | undefined

/** The machines, loaded once per page load; undefined while loading. */
export const useCatalog = (): FlowEntry[] | undefined => {
  const [entries, setEntries] = useState<FlowEntry[]>()
  useEffect(() => {
    let live = true
    cached ??= loadCatalog()
    void cached.then((list) => live && setEntries(list))
    return () => {
      live = false
    }
  }, [])
  return entries
}
