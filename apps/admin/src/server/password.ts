import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>
const LENGTH = 32

/** A password kept as its scrypt hash, so the server holds no copy of it after start. */
export interface PasswordCheck {
  /** Whether `attempt` is the password (constant time in the attempt's content). */
  matches(attempt: string): Promise<boolean>
}

/**
 * Hashes `password` once (scrypt, random salt) and checks attempts against the hash.
 *
 * @example
 * ```ts
 * const check = await hashPassword(process.env.ADMIN_PASSWORD!)
 * if (await check.matches(form.password)) signIn()
 * ```
 */
export async function hashPassword(password: string): Promise<PasswordCheck> {
  const salt = randomBytes(16)
  const hash = await derive(password, salt, LENGTH)
  return {
    async matches(attempt) {
      return timingSafeEqual(hash, await derive(attempt, salt, LENGTH))
    },
  }
}
