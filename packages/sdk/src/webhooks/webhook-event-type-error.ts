import { WebhookError } from './webhook-error'

/**
 * A verified webhook of a type no handler is registered for and not among the expected types
 * (code `UNEXPECTED_EVENT_TYPE`): `data.eventType` is its type, `data.expected` the types
 * accepted. The platform sends only subscribed types, so this usually means a subscription the
 * code does not handle yet.
 *
 * @example
 * ```ts
 * if (error instanceof WebhookEventTypeError) console.warn('unhandled', error.data.eventType)
 * ```
 */
export class WebhookEventTypeError extends WebhookError {
  override name = 'WebhookEventTypeError'
}
