const REGISTER_TOKEN = 'register_token'

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage)

/** The registration wizard's token (sales-registration-projects.md §2.1 registration rules). */
export const registrationStore = {
  token: (): string | null => storage()?.getItem(REGISTER_TOKEN) ?? null,
  save: (token: string) => storage()?.setItem(REGISTER_TOKEN, token),
  clear: () => storage()?.removeItem(REGISTER_TOKEN),
}
