import type { AnyEventType, WebhookEvent } from './types'
import { cryptoKeyOf, type VerifyWebhookOptions, verifyBody } from './verify'

/** Handles the events of one type; a rejection makes `process` reject (answer non-200: retried). */
export type WebhookEventHandler<T extends string> = (event: WebhookEvent<T>) => unknown

/** Typed handlers by event type, over one public key. */
export interface WebhookHandler {
  /** Adds a handler for one event type (several per type run together). Answers the handler set. */
  onEvent<const T extends AnyEventType>(
    eventType: T,
    handler: WebhookEventHandler<T>,
  ): WebhookHandler
  /**
   * Verifies a body, refuses a type with no handler (unless among `expectedEvents`), runs every
   * handler of its type concurrently and waits for them. Answers the event.
   */
  process(body: string, options?: { expectedEvents?: readonly string[] }): Promise<WebhookEvent>
}

/**
 * Handlers by event type, like the platform SDK's `webhooks.process`: register what you handle
 * with `onEvent`, then hand each request's raw body to `process`. With no handler registered and
 * no `expectedEvents`, every type passes. The key is imported once.
 *
 * @example
 * ```ts
 * const webhooks = createWebhookHandler({ publicKey: process.env.WEBHOOK_PUBLIC_KEY ?? '' })
 *   .onEvent('wix.ecom.v1.order_created', async ({ entity, metadata }) => {
 *     await saveOrder(entity.id, entity.number, metadata.id)
 *   })
 * await webhooks.process(await request.text())
 * ```
 */
export function createWebhookHandler(
  options: Pick<VerifyWebhookOptions, 'publicKey'>,
): WebhookHandler {
  const handlers = new Map<string, WebhookEventHandler<string>[]>()
  let key: Promise<CryptoKey> | undefined
  const self: WebhookHandler = {
    onEvent(eventType, handler) {
      handlers.set(eventType, [
        ...(handlers.get(eventType) ?? []),
        handler as WebhookEventHandler<string>,
      ])
      return self
    },
    async process(body, { expectedEvents = [] } = {}) {
      // A bad key fails every call alike, so a failed import is not kept.
      key ??= cryptoKeyOf(options.publicKey).catch((error: unknown) => {
        key = undefined
        throw error
      })
      const allowed = new Set([...expectedEvents, ...handlers.keys()])
      const event = await verifyBody(body, await key, allowed)
      await Promise.all((handlers.get(event.eventType) ?? []).map((handle) => handle(event)))
      return event
    },
  }
  return self
}
