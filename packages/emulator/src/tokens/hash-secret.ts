import { createHash } from 'node:crypto'

/**
 * SHA-256 of a secret (refresh tokens, one-time codes, page tokens), so a stolen database gives
 * no usable tokens: stores keep only this.
 *
 * @example
 * ```ts
 * store.put({ ...record, token_hash: hashSecret(token) })
 * ```
 */
export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('base64url')
