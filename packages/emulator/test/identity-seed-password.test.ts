import { describe, expect, it } from 'vitest'
import { hashPassword, seedPasswordHash, verifyPassword } from '../src/areas/identity/passwords'
import { DEMO_MEMBER } from '../src/areas/identity/seed'

// The seed stores a kept hash of the demo password instead of running scrypt on every start.
const parameters = (hash: string) => hash.split('$').slice(0, 4).join('$')

describe('seedPasswordHash', () => {
  it('keeps a hash of the demo password that verifies it, and only it', () => {
    const kept = seedPasswordHash(DEMO_MEMBER.password)
    expect(seedPasswordHash(DEMO_MEMBER.password)).toBe(kept)
    expect(verifyPassword(DEMO_MEMBER.password, kept)).toBe(true)
    expect(verifyPassword('demo-passwords', kept)).toBe(false)
  })

  it('was made with the parameters hashPassword uses today', () => {
    expect(parameters(seedPasswordHash(DEMO_MEMBER.password))).toBe(
      parameters(hashPassword('anything')),
    )
  })

  it('hashes any other password afresh, with its own salt', () => {
    const first = seedPasswordHash('another-password')
    expect(verifyPassword('another-password', first)).toBe(true)
    expect(seedPasswordHash('another-password')).not.toBe(first)
  })
})
