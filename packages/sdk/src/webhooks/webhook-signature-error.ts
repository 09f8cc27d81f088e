import { WebhookError } from './webhook-error'

/**
 * The body is not a JWT signed with RS256 by the key given (code `INVALID_SIGNATURE`): tampered
 * with, signed with another key, another algorithm, or not a JWT at all. Answer it with 401 and
 * do not act on it.
 *
 * @example
 * ```ts
 * if (error instanceof WebhookSignatureError) return new Response('bad signature', { status: 401 })
 * ```
 */
export class WebhookSignatureError extends WebhookError {
  override name = 'WebhookSignatureError'
}
