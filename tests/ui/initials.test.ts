import { describe, expect, it } from 'vitest'
import { initials } from '@/lib/initials'

describe('initials', () => {
  it('takes the capital first letters of the first two words, ignoring extra spaces', () => {
    expect(initials('aceros  del Norte')).toBe('AD')
    expect(initials(' Cemex ')).toBe('C')
    expect(initials('')).toBe('')
  })
})
