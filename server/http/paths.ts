/** The API's paths: everything else is the SPA or one of its files. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/')

/** A path under /assets, or whose last segment has a dot, names a file: it never falls back to index.html. */
export const namesFile = (path: string) => path.startsWith('/assets/') || /\.[^/]*$/.test(path)
