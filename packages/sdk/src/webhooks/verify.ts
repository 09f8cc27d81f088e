import { parseEvent } from './parse'
import { importWebhookKey } from './public-key'
import type { AnyEventType, WebhookEvent } from './types'
import { verifyRs256 } from './verify-jwt'
import { webhookError } from './webhook-error'
import { WebhookEventTypeError } from './webhook-event-type-error'

/** Options of {@link verifyWebhook}. */
export interface VerifyWebhookOptions<T extends string = string> {
  /**
   * The app's public key: PEM (`-----BEGIN PUBLIC KEY-----…`) or base64 of the PEM, as the
   * platform's app dashboard shows it; the emulator's is `webhookPublicKey` of `/_emulator/info`.
   */
  publicKey: string | CryptoKey
  /** Event types to accept; another type is refused with {@link WebhookEventTypeError}. */
  expectedEvents?: readonly T[]
}

/** Verifies a body and checks its type against `allowed` (none: every type passes). */
export async function verifyBody(
  body: string,
  key: CryptoKey,
  allowed: ReadonlySet<string>,
): Promise<WebhookEvent> {
  const event = parseEvent(await verifyRs256(body, key, Date.now()))
  if (allowed.size && !allowed.has(event.eventType))
    throw webhookError(
      WebhookEventTypeError,
      'UNEXPECTED_EVENT_TYPE',
      `Unexpected webhook event type ${event.eventType}; expected one of ${[...allowed].join(', ')}`,
      { eventType: event.eventType, expected: [...allowed] },
    )
  return event
}

/** The key as Web Crypto's, imported from text when given as text. */
export const cryptoKeyOf = (publicKey: string | CryptoKey) =>
  typeof publicKey === 'string' ? importWebhookKey(publicKey) : Promise.resolve(publicKey)

/**
 * Verifies and parses the body of a webhook POST: the raw text of the request, never parsed or
 * re-serialized first. Checks the RS256 signature against the public key and the token's expiry,
 * then opens the nested envelopes. With `expectedEvents`, the event is typed as one of them and
 * any other type is refused. Web Crypto only: runs in Node 20+, edge runtimes and workers.
 *
 * @throws {@link WebhookSignatureError} tampered, wrongly signed or not a JWT;
 *   {@link WebhookExpiredError} expired; {@link WebhookEventTypeError} not an expected type;
 *   {@link WebhookError} a bad public key or envelopes not in the platform's format.
 * @example
 * ```ts
 * const event = await verifyWebhook(await request.text(), {
 *   publicKey: process.env.WEBHOOK_PUBLIC_KEY ?? '',
 *   expectedEvents: ['wix.ecom.v1.order_created'],
 * })
 * console.log(event.entity.number, event.metadata.id)
 * ```
 */
export async function verifyWebhook<const T extends AnyEventType = string>(
  body: string,
  options: VerifyWebhookOptions<T>,
): Promise<WebhookEvent<T>> {
  const key = await cryptoKeyOf(options.publicKey)
  return (await verifyBody(body, key, new Set(options.expectedEvents))) as WebhookEvent<T>
}
