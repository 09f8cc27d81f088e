import { type KeyObject, sign } from 'node:crypto'
import type { RecordedEvent } from '../events'
import { messageEnvelope } from './envelope'

/** Seconds a webhook token stays valid (wire/webhooks.md §6: `exp = iat + 300`). */
export const WEBHOOK_TOKEN_SECONDS = 300

const base64url = (text: string) => Buffer.from(text).toString('base64url')
const HEADER = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))

/**
 * The body of a webhook POST: a compact RS256 JWT whose `data` claim is the message envelope as
 * JSON text. `iat` and `exp` are real time, not emulated time: the receiver checks them against
 * its own clock, which moving the emulator's clock (for retries, coupon dates) does not move.
 * The RSA signature is computed on Node's thread pool, off the thread that answers API calls.
 *
 * @example
 * ```ts
 * const body = await signWebhook(recorded, key.privateKey())
 * await fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain' } })
 * ```
 */
export function signWebhook(event: RecordedEvent, privateKey: KeyObject): Promise<string> {
  const iat = Math.floor(Date.now() / 1000)
  const claims = {
    data: JSON.stringify(messageEnvelope(event)),
    iat,
    exp: iat + WEBHOOK_TOKEN_SECONDS,
  }
  const input = `${HEADER}.${base64url(JSON.stringify(claims))}`
  return new Promise((resolve, reject) =>
    sign('sha256', Buffer.from(input), privateKey, (error, signature) =>
      error ? reject(error) : resolve(`${input}.${signature.toString('base64url')}`),
    ),
  )
}
