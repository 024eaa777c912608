/**
 * A dynamic import started at most once: the first call downloads, later calls share it. A failed download is
 * forgotten, so the next call (a later hover, or the opening itself) asks again.
 */
export const loadOnce = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
