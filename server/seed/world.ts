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

/**
 * A world whose accounts carry `tag` (three characters, [0-9a-z]): `proveedor@demo.mx` becomes
 * `proveedor+tag@demo.mx`, an RFC keeps its shape with the tag as its last three characters, a referral code
 * gets the tag appended.
 */
export function taggedWorld(tag: string): DemoWorld {
  if (!/^[0-9a-z]{3}$/.test(tag)) throw new Error(`A world tag is three characters [0-9a-z]: ${tag}`)
  const upper = tag.toUpperCase()
  return {
    tag,
    email: (base) => base.replace('@', `+${tag}@`),
    taxId: (base) => `${base.slice(0, -3)}${upper}`,
    referralCode: (base) => `${base}${upper}`,
  }
}
