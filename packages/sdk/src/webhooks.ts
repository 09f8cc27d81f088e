/**
 * `@storefront-kit/sdk/webhooks`: verify and parse the webhooks the platform POSTs to an app's or
 * headless project's backend (a body that is an RS256-signed JWT with nested envelopes), and
 * dispatch them to typed handlers by event type. Server side: Web Crypto only, no dependency; runs
 * in Node 20+, edge runtimes and workers. Event types and their payloads come from the wire types
 * (`WebhookEventTypes`).
 * @module
 */

export {
  createWebhookHandler,
  type WebhookEventHandler,
  type WebhookHandler,
} from './webhooks/handler'
export { importWebhookKey } from './webhooks/public-key'
export type {
  ActionWebhookEvent,
  AnyEventType,
  CreatedWebhookEvent,
  DeletedWebhookEvent,
  LegacyWebhookEvent,
  UntypedWebhookEvent,
  UpdatedWebhookEvent,
  WebhookEvent,
  WebhookEventType,
} from './webhooks/types'
export { type VerifyWebhookOptions, verifyWebhook } from './webhooks/verify'
export { WebhookError } from './webhooks/webhook-error'
export { WebhookEventTypeError } from './webhooks/webhook-event-type-error'
export { WebhookExpiredError } from './webhooks/webhook-expired-error'
export { WebhookSignatureError } from './webhooks/webhook-signature-error'
export type {
  DomainEvent,
  EventAccountInfo,
  EventIdentity,
  EventIdentityType,
  EventMetadata,
  LegacyEventMetadata,
  WebhookEventTypes,
  WebhookJwtPayload,
  WebhookMessageEnvelope,
} from './wire'
