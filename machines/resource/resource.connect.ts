import type { ResourceContext } from './resource.machine'

interface ResourceSnapshot<T> {
  context: ResourceContext<T>
  hasTag: (tag: string) => boolean
}

/** What a view renders of a loaded resource: the data, loading, failed with its message, and a reload. */
export function connect<T>(
  snapshot: ResourceSnapshot<T>,
  send: (event: { type: 'resource.reload' }) => void,
) {
  return {
    data: snapshot.context.data,
    error: snapshot.context.error,
    loading: snapshot.hasTag('busy'),
    failed: snapshot.hasTag('failed'),
    ready: snapshot.hasTag('ready'),
    reload: () => send({ type: 'resource.reload' }),
  }
}
