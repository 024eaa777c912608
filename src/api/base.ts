/** Where the API answers: this origin's /api, or VITE_API_URL (another backend speaking the same paths). */
export const API_BASE: string = import.meta.env.VITE_API_URL ?? '/api'
