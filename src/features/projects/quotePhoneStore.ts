/**
 * The WhatsApp phone of the last quote request (the spec's local projects store, `quote_phone`), kept in this
 * browser so the next quote form starts with it. 10 digits; '' when none or storage is unavailable.
 */
const KEY = 'quote_phone'

export const quotePhoneStore = {
  read: (): string => {
    try {
      const value = globalThis.localStorage?.getItem(KEY) ?? ''
      return /^\d{10}$/.test(value) ? value : ''
    } catch {
      return ''
    }
  },
  save: (phone: string): void => {
    try {
      if (/^\d{10}$/.test(phone)) globalThis.localStorage?.setItem(KEY, phone)
    } catch {
      // Private mode or full storage: the next form starts empty.
    }
  },
}
