/** The API's paths: everything else is the SPA or one of its files. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/')
