/**
 * The kinds of text the forms ask for, as the attributes of their input: the keyboard a phone shows and what the
 * browser may fill in. A view spreads one into its field (`<TextField {...PHONE_INPUT} … />`) and adds what is
 * its own (label, helper, limit), so a phone number or an amount is typed the same way on every screen.
 */

/** A Mexican phone number without its +52: ten digits, filled in with the user's own number. */
export const PHONE_INPUT = { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' } as const

/** An e-mail address, filled in with the user's own. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', autoComplete: 'email' } as const

/** A number or code typed from a paper or a screen (a user number, a purchase code, days): nothing to fill in. */
export const DIGITS_INPUT = { inputMode: 'numeric', autoComplete: 'off' } as const

/** An amount in pesos, with its decimals: nothing to fill in. */
export const AMOUNT_INPUT = { inputMode: 'decimal', autoComplete: 'off' } as const
