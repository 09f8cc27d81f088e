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

/**
 * Hashes of the demo store's password, made once with {@link hashPassword} and kept: the seed
 * hashed it on every start and reset, and two scrypt runs were a fifth of seeding the demo
 * store. The demo password is public, so a fixed salt for it gives nothing away.
 */
const SEED_HASHES: Readonly<Record<string, string>> = {
  'demo-password':
    'scrypt$4096$8$1$jXhB6a1XuJcKvUyss5jE0g$MKerSBO3KYCkVt7094RZM_O30ilCfRvLgYJ6DSj6TrU',
}

/**
 * The hash a seeded account stores: the kept one for the demo password, else a new one.
 *
 * @example
 * ```ts
 * verifyPassword('demo-password', seedPasswordHash('demo-password')) // true
 * ```
 */
export function seedPasswordHash(password: string): string {
  return SEED_HASHES[password] ?? hashPassword(password)
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
