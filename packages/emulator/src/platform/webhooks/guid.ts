import { createHash } from 'node:crypto'

/**
 * A GUID derived from `seed` (its SHA-256, shaped as a version 4 GUID): the same seed always
 * gives the same GUID, so ids made from configuration stay the same across restarts.
 *
 * @example
 * ```ts
 * guidFrom('account:site-1') === guidFrom('account:site-1') // true
 * ```
 */
export function guidFrom(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
