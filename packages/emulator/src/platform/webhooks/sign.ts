import type { KeyObject } from 'node:crypto'
import { SignJWT } from 'jose'
import type { RecordedEvent } from '../events'
import { messageEnvelope } from './envelope'

/** Seconds a webhook token stays valid (wire/webhooks.md §6: `exp = iat + 300`). */
export const WEBHOOK_TOKEN_SECONDS = 300

/**
 * The body of a webhook POST: a compact RS256 JWT whose `data` claim is the message envelope as
 * JSON text. `iat` and `exp` are real time, not emulated time: the receiver checks them against
 * its own clock, which moving the emulator's clock (for retries, coupon dates) does not move.
 *
 * @example
 * ```ts
 * const body = await signWebhook(recorded, key.privateKey())
 * await fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain' } })
 * ```
 */
export function signWebhook(event: RecordedEvent, privateKey: KeyObject): Promise<string> {
  const iat = Math.floor(Date.now() / 1000)
  return new SignJWT({ data: JSON.stringify(messageEnvelope(event)) })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + WEBHOOK_TOKEN_SECONDS)
    .sign(privateKey)
}
