import { withRfcCheckDigit } from './demo-rfc'

/**
 * How the demo's accounts are named in one copy of the demo data. The demo seed uses the base world (the
 * e-mails, RFCs and referral codes of the README); every end-to-end test asks the e2e server for a tagged
 * world of its own (server/seed/tagged-world.ts), so tests never share rows and can assert exact figures.
 */
export type DemoWorld = {
  tag: string
  email(base: string): string
  taxId(base: string): string
  referralCode(base: string): string
}

export const BASE_WORLD: DemoWorld = {
  tag: '',
  email: (base) => base,
  taxId: (base) => base,
  referralCode: (base) => base,
}

const TAG_CHARS = '0123456789abcdefghijklmnopqrstuvwxyz'

/**
 * The world's own RFC from a base one, still valid (validate-rfc): the tag's first two characters are the
 * homoclave, its third gives the month and day (36 values: months 1-12 of days 1-3), then the check digit.
 */
function taggedRfc(base: string, tag: string): string {
  const third = TAG_CHARS.indexOf(tag[2]!)
  const monthDay = `${String(1 + (third % 12)).padStart(2, '0')}0${1 + Math.floor(third / 12)}`
  return withRfcCheckDigit(`${base.slice(0, -7)}${monthDay}${tag.slice(0, 2).toUpperCase()}0`)
}

/**
 * A world whose accounts carry `tag` (three characters, [0-9a-z]): `proveedor@demo.mx` becomes
 * `proveedor+tag@demo.mx`, an RFC keeps its shape and stays valid with the tag in its date and homoclave
 * (taggedRfc), a referral code gets the tag appended.
 */
export function taggedWorld(tag: string): DemoWorld {
  if (!/^[0-9a-z]{3}$/.test(tag)) throw new Error(`A world tag is three characters [0-9a-z]: ${tag}`)
  const upper = tag.toUpperCase()
  return {
    tag,
    email: (base) => base.replace('@', `+${tag}@`),
    taxId: (base) => taggedRfc(base, tag),
    referralCode: (base) => `${base}${upper}`,
  }
}
