import { WebhookError } from './webhook-error'

/**
 * The signed token is outside its validity: past its `exp` (code `WEBHOOK_EXPIRED`) or before
 * its `nbf` (code `WEBHOOK_NOT_YET_VALID`). A replayed old body is refused this way; a receiver
 * whose clock is wrong sees it too. `data.exp` / `data.nbf` hold the claim (epoch seconds).
 *
 * @example
 * ```ts
 * if (error instanceof WebhookExpiredError) console.warn('stale webhook', error.data.exp)
 * ```
 */
export class WebhookExpiredError extends WebhookError {
  override name = 'WebhookExpiredError'
}
