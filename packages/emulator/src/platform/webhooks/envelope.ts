import type { DomainEvent, EventAccountInfo, WebhookMessageEnvelope } from '@storefront-kit/wire'
import type { RecordedEvent } from '../events'
import { guidFrom } from './guid'

/**
 * The platform's account id of the emulated site. The emulator has no accounts, so it derives a
 * stable GUID from the site id: the same in every delivery and across restarts.
 */
export const accountIdOf = (siteId: string) => guidFrom(`account:${siteId}`)

/** Whether the event is a domain event: its type is `<entityFqdn>_<slug>` (wire/webhooks.md §4). */
export const isDomainEvent = (event: RecordedEvent) =>
  event.metadata.eventType === `${event.metadata.entityFqdn}_${event.metadata.slug}`

/**
 * The event payload as the platform sends it. A domain event carries its metadata and one body,
 * chosen by slug: created → `createdEvent.entity`, updated → `updatedEvent.currentEntity`, deleted
 * → `deletedEvent.deletedEntity` (when the log kept the entity), any other slug → the action's
 * `actionEvent.body`. A legacy event (`com.wix.…ProductCreated`) is its own message.
 *
 * The log keeps the names of modified fields, not their values before the update, which is what
 * the platform's `modifiedFields` holds; so it is left out (the platform includes it only for
 * some events).
 */
export function eventPayload(event: RecordedEvent): DomainEvent | unknown {
  if (!isDomainEvent(event)) return event.data ?? {}
  const { metadata: m } = event
  const head: DomainEvent = {
    id: m.id,
    entityFqdn: m.entityFqdn,
    slug: m.slug,
    entityId: m.entityId,
    eventTime: m.eventTime,
    triggeredByAnonymizeRequest: m.triggeredByAnonymizeRequest,
    ...(m.originatedFrom && { originatedFrom: m.originatedFrom }),
    entityEventSequence: m.entityEventSequence,
  }
  switch (m.slug) {
    case 'created':
      return { ...head, createdEvent: { entity: event.entity } }
    case 'updated':
      return { ...head, updatedEvent: { currentEntity: event.entity } }
    case 'deleted':
      return {
        ...head,
        deletedEvent: event.entity === undefined ? {} : { deletedEntity: event.entity },
      }
    default:
      return { ...head, actionEvent: { body: event.data ?? {} } }
  }
}

/**
 * The message envelope inside the JWT: `identity` and `data` as JSON text, `accountInfo` as an
 * object (wire/webhooks.md §4).
 *
 * @example
 * ```ts
 * const envelope = messageEnvelope(recorded)
 * JSON.parse(envelope.data).createdEvent.entity // the order, for wix.ecom.v1.order_created
 * ```
 */
export function messageEnvelope(event: RecordedEvent): WebhookMessageEnvelope {
  const { metadata: m } = event
  const siteId = m.accountInfo.siteId
  const accountInfo: EventAccountInfo = { accountId: accountIdOf(siteId), siteId }
  return {
    instanceId: m.instanceId,
    eventType: m.eventType,
    identity: JSON.stringify(m.identity),
    data: JSON.stringify(eventPayload(event)),
    accountInfo,
  }
}
