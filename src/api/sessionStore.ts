import type { User } from '@contract/auth'

const TOKEN = 'token'
const USER = 'user'
const REDIRECT_TO_CHECKOUT = 'redirect_to_checkout'

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage)

/** The bearer token and user kept in the browser (docs/decisions.md#sign-in-and-sessions). */
export const sessionStore = {
  token: (): string | null => storage()?.getItem(TOKEN) ?? null,
  save: ({ token, user }: { token: string; user: User }) => {
    storage()?.setItem(TOKEN, token)
    storage()?.setItem(USER, JSON.stringify(user))
  },
  clear: () => {
    storage()?.removeItem(TOKEN)
    storage()?.removeItem(USER)
  },
  /** The checkout page a signed-out visitor came from; login returns there. */
  checkoutRedirect: (): string | null => storage()?.getItem(REDIRECT_TO_CHECKOUT) ?? null,
  rememberCheckout: (path: string) => storage()?.setItem(REDIRECT_TO_CHECKOUT, path),
  forgetCheckout: () => storage()?.removeItem(REDIRECT_TO_CHECKOUT),
}
