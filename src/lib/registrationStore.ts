const REGISTER_TOKEN = 'register_token'
const COMPLETED = 'register_completed'

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage)

/**
 * The registration wizard's token (docs/decisions.md#registration) and the
 * 'register_completed' mark success leaves, holding the quiz token so /register/success survives a reload.
 */
export const registrationStore = {
  token: (): string | null => storage()?.getItem(REGISTER_TOKEN) ?? null,
  save: (token: string) => storage()?.setItem(REGISTER_TOKEN, token),
  clear: () => storage()?.removeItem(REGISTER_TOKEN),
  completion: (): string | null => storage()?.getItem(COMPLETED) ?? null,
  complete: (questionnaireToken: string | null) => storage()?.setItem(COMPLETED, questionnaireToken ?? ''),
  forgetCompletion: () => storage()?.removeItem(COMPLETED),
  isCompleted: (): boolean => storage()?.getItem(COMPLETED) != null,
}
