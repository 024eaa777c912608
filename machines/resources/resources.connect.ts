import type { Resource } from '@contract/resources'
import { connect as connectResource } from '../resource/resource.connect'
import type { ResourceContext } from '../resource/resource.machine'

interface ResourcesSnapshot {
  context: ResourceContext<Resource[]>
  hasTag: (tag: string) => boolean
}

/** What /recursos renders: the generic loader's outcomes, the resources, and whether the list is empty. */
export function connectResources(
  snapshot: ResourcesSnapshot,
  send: (event: { type: 'resource.reload' }) => void,
) {
  const base = connectResource(snapshot, send)
  const items = base.data ?? []
  return { ...base, items, empty: base.ready && items.length === 0 }
}
export type ResourcesApi = ReturnType<typeof connectResources>
