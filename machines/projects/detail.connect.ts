import type { DetailContext, DetailEvent } from './detail.machine'

interface DetailSnapshot<T> {
  context: DetailContext<T>
  matches: (state: 'loading' | 'ready' | 'failed') => boolean
}

/** What a detail drawer renders: the data once loaded, loading, the failure with its retry. */
export function connect<T>(snapshot: DetailSnapshot<T>, send: (event: DetailEvent) => void) {
  return {
    data: snapshot.matches('ready') ? snapshot.context.data : null,
    loading: snapshot.matches('loading'),
    error: snapshot.matches('failed') ? snapshot.context.error : null,
    getRetryProps: () => ({ onClick: () => send({ type: 'detail.retry' }) }),
  }
}
