import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

// Modest cost (N = 2^12): the emulator hashes on every test registration and login, and its
// database holds test accounts, not real ones. Each hash records its parameters, so hashes made
// with other settings stay verifiable.
const N = 1 << 12
const R = 8
const P = 1
const KEY_LENGTH = 32

/** A salted scrypt hash: `scrypt$N$r$p$<salt>$<key>` (base64url). Never store a password itself. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P })
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Whether `password` matches `stored`, compared in constant time; false for malformed hashes. */
export function verifyPassword(password: string, stored: string | null): boolean {
  const [scheme, n, r, p, salt, key] = stored?.split('$') ?? []
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = scryptSync(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64url'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    },
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

let decoyHash: string | undefined

/**
 * Spends the same scrypt work as {@link verifyPassword} against a throwaway hash, so a login for
 * an unknown address or a member without a password takes as long as a wrong password.
 */
export function verifyDecoyPassword(password: string): void {
  decoyHash ??= hashPassword('decoy password')
  verifyPassword(password, decoyHash)
}
