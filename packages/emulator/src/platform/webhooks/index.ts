import type { EmulatorContext } from '../../context'
import type { RecordedEvent } from '../events'
import { type DeliveryStatus, deliveryStore, type WebhookDelivery } from './deliveries'
import { createDispatcher } from './dispatcher'
import { ALL_EVENTS, endpointStore, type WebhookEndpoint } from './endpoints'
import { guidFrom } from './guid'
import { webhookKey } from './keys'
import { signWebhook } from './sign'
import { signedBodies } from './signed-bodies'

export type { DeliveryAttempt, DeliveryStatus, WebhookDelivery } from './deliveries'
export type { WebhookEndpoint } from './endpoints'
export { WEBHOOKS_MIGRATION } from './migration'

/** An endpoint to register: its URL and the event types it wants (default: every type). */
export interface WebhookEndpointInput {
  url: string
  events?: readonly string[]
}

/** Events one replay may send again. */
export const REPLAY_LIMIT = 1000

/** What to send again: one event by id, or every event whose `eventTime` is in a range. */
export type ReplayQuery = { eventId: string } | { from: string; to: string }

/** Webhook delivery of the emulator: endpoints, the delivery log, replays, the signing key. */
export interface Webhooks {
  /** The public key receivers verify with (PEM); the key is made on first use. */
  publicKeyPem(): string
  /** Signs an event as a webhook body (for the event stream). Load the key under the lock first. */
  sign(event: RecordedEvent): Promise<string>
  /** Makes sure the signing key exists (call under the request lock). */
  loadKey(): void
  list(): readonly WebhookEndpoint[]
  /** Registers an endpoint (inside a write transaction): it gets events recorded from now on. */
  register(input: WebhookEndpointInput, id?: string): WebhookEndpoint
  /** Removes an endpoint and cancels its pending deliveries; false when there is none. */
  remove(id: string): boolean
  deliveries(
    filter: { webhookId?: string; eventId?: string; status?: DeliveryStatus },
    limit: number,
  ): WebhookDelivery[]
  /** Delivers events again (same event ids and sequences) to one endpoint or every subscriber. */
  replay(query: ReplayQuery, webhookId?: string): { events: number; deliveries: WebhookDelivery[] }
  /** After a reset emptied the tables: the start endpoints again, from the seed on. */
  afterReset(): void
  close(): void
}

/**
 * Sets up webhook delivery over the event log: endpoints given at start (`--webhook`) are
 * registered (once, under an id derived from them, so a restart does not add them again), and
 * deliveries left pending by an earlier run are resumed.
 *
 * @example
 * ```ts
 * const webhooks = createWebhooks(ctx, [{ url: 'http://localhost:3000/webhooks' }])
 * webhooks.publicKeyPem() // what receivers verify with
 * ```
 */
export function createWebhooks(
  ctx: EmulatorContext,
  startEndpoints: readonly WebhookEndpointInput[] = [],
): Webhooks {
  const key = webhookKey(ctx.db)
  const endpoints = endpointStore(ctx.db)
  const deliveries = deliveryStore(ctx.db, ctx.events, ctx.clock)
  const sign = signedBodies((event) => signWebhook(event, key.privateKey()))
  const dispatcher = createDispatcher({
    db: ctx.db,
    clock: ctx.clock,
    lock: ctx.lock,
    endpoints,
    deliveries,
    loadKey: () => void key.privateKey(),
    sign,
    log: ctx.log,
  })

  const register = (input: WebhookEndpointInput, id = ctx.newId()): WebhookEndpoint => {
    const endpoint = { id, url: input.url, events: [...(input.events ?? [ALL_EVENTS])] }
    if (endpoints.get(id)) return endpoint
    // Events recorded so far belong to the endpoints that existed when they happened.
    while (deliveries.fanOut(endpoints.list(), REPLAY_LIMIT)) {}
    deliveries.skipToNow()
    endpoints.add(endpoint)
    return endpoint
  }
  const registerStart = () =>
    ctx.db.transaction(() => {
      for (const input of startEndpoints)
        register(input, guidFrom(`webhook:${input.url} ${(input.events ?? []).join(',')}`))
    })

  registerStart()
  const unsubscribeEvents = ctx.events.onRecord(dispatcher.kick)
  const unsubscribeClock = ctx.clock.onJump(dispatcher.kick)
  dispatcher.kick()

  return {
    publicKeyPem: key.publicKeyPem,
    sign,
    loadKey: () => void key.privateKey(),
    list: endpoints.list,
    register(input) {
      const endpoint = register(input)
      dispatcher.kick()
      return endpoint
    },
    remove(id) {
      if (!endpoints.remove(id)) return false
      deliveries.cancelFor(id)
      return true
    },
    deliveries: deliveries.list,
    replay(query, webhookId) {
      const found = ctx.events.find(
        'eventId' in query ? { id: query.eventId } : query,
        REPLAY_LIMIT,
      )
      const targets = webhookId
        ? endpoints.list().filter((endpoint) => endpoint.id === webhookId)
        : endpoints.list()
      const made = deliveries.replay(targets, found)
      dispatcher.kick()
      return { events: found.length, deliveries: made }
    },
    afterReset() {
      endpoints.reload()
      registerStart()
      dispatcher.kick()
    },
    close() {
      unsubscribeEvents()
      unsubscribeClock()
      dispatcher.stop()
    },
  }
}
