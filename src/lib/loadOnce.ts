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

/**
 * Props for a control whose code loads on demand: reaching for it (the pointer over it, a touch, keyboard focus)
 * starts the download, so that on a slow phone it is there when pressed (docs/decisions.md#budgets). A failed
 * download is left to the opening to report.
 */
export const loadOnReach = (load: () => Promise<unknown>) => {
  const start = () => {
    load().catch(() => {})
  }
  return { onPointerEnter: start, onTouchStart: start, onFocus: start }
}
