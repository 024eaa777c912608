import { describe, expect, it } from 'vitest'
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../server/domain/auth/passwords'
import { hashToken, looksLikeToken, newToken } from '../../server/domain/auth/tokens'

describe('password hashing', () => {
  it('stores the scrypt parameters with a random salt', async () => {
    const hash = await hashPassword('Demo1234!', 14)
    expect(hash).toMatch(/^scrypt\$14\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/)
    expect(await hashPassword('Demo1234!', 14)).not.toBe(hash)
  })

  it('verifies with the parameters stored in the hash', async () => {
    const hash = await hashPassword('Demo1234!', 15)
    expect(await verifyPassword('Demo1234!', hash)).toBe(true)
    expect(await verifyPassword('demo1234!', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
  })

  it('refuses malformed hashes and parameters out of bounds without computing them', async () => {
    const hash = await hashPassword('Demo1234!', 14)
    const [, , r, p, salt, key] = hash.split('$')
    for (const stored of [
      '',
      'bcrypt$2b$10$abc',
      hash.replace('scrypt$14', 'scrypt$30'),
      hash.replace('scrypt$14', 'scrypt$x'),
      ['scrypt', 14, r, p, salt, ''].join('$'),
      ['scrypt', 14, 64, p, salt, key].join('$'),
      `${hash}$extra`,
    ]) {
      expect(await verifyPassword('Demo1234!', stored), stored).toBe(false)
    }
  })

  it('makes one dummy hash per cost', async () => {
    expect(await dummyPasswordHash(14)).toBe(await dummyPasswordHash(14))
    expect(await verifyPassword('Demo1234!', await dummyPasswordHash(14))).toBe(false)
  })
})

describe('tokens', () => {
  it('are 256-bit base64url and stored as sha256 hex', () => {
    const token = newToken()
    expect(looksLikeToken(token)).toBe(true)
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(newToken()).not.toBe(token)
    expect(looksLikeToken(`${token}=`)).toBe(false)
  })
})
