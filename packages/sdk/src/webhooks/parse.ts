import type {
  DomainEvent,
  EventAccountInfo,
  EventIdentity,
  EventMetadata,
  WebhookMessageEnvelope,
} from '../wire'
import type { UntypedWebhookEvent } from './types'
import { WebhookError, webhookError } from './webhook-error'

const malformed = (why: string) =>
  webhookError(
    WebhookError,
    'MALFORMED_WEBHOOK',
    `The webhook is not in the platform's format: ${why}`,
  )

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** JSON text that must hold an object. */
function parseObject(text: unknown, name: string): Record<string, unknown> {
  if (typeof text !== 'string') throw malformed(`${name} is ${typeof text}, not JSON text`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw malformed(`${name} is not JSON`)
  }
  if (!isObject(value)) throw malformed(`${name} is not a JSON object`)
  return value
}

/** Whether the payload is a domain event (metadata and one body), not a legacy message. */
const isDomainEvent = (
  payload: Record<string, unknown>,
): payload is Record<string, unknown> & DomainEvent =>
  typeof payload.id === 'string' &&
  typeof payload.entityFqdn === 'string' &&
  typeof payload.slug === 'string'

/**
 * The event of verified JWT claims: `data` is the message envelope as JSON text, whose `identity`
 * and `data` are JSON text again (wire/webhooks.md §4). A domain event's body decides its kind.
 */
export function parseEvent(claims: Record<string, unknown>): UntypedWebhookEvent {
  const envelope = parseObject(claims.data, 'the JWT data claim') as Partial<WebhookMessageEnvelope>
  const { eventType, instanceId } = envelope
  if (typeof eventType !== 'string' || !eventType) throw malformed('the envelope has no eventType')
  const identity =
    envelope.identity === undefined
      ? undefined
      : (parseObject(envelope.identity, 'identity') as unknown as EventIdentity)
  const accountInfo = isObject(envelope.accountInfo)
    ? (envelope.accountInfo as EventAccountInfo)
    : undefined
  const context = {
    instanceId: typeof instanceId === 'string' ? instanceId : '',
    eventType,
    ...(identity && { identity }),
    ...(accountInfo && { accountInfo }),
  }
  const payload = parseObject(envelope.data, 'the event data')
  if (!isDomainEvent(payload))
    return { eventType, kind: 'legacy', data: payload, metadata: context }
  const { createdEvent, updatedEvent, deletedEvent, actionEvent, ...head } = payload
  const metadata: EventMetadata = {
    ...head,
    triggeredByAnonymizeRequest: head.triggeredByAnonymizeRequest ?? false,
    ...context,
  }
  if (createdEvent) return { eventType, kind: 'created', entity: createdEvent.entity, metadata }
  if (updatedEvent)
    return {
      eventType,
      kind: 'updated',
      entity: updatedEvent.currentEntity,
      ...(updatedEvent.modifiedFields && { modifiedFields: updatedEvent.modifiedFields }),
      metadata,
    }
  if (deletedEvent || payload.slug === 'deleted')
    return {
      eventType,
      kind: 'deleted',
      ...(deletedEvent?.deletedEntity !== undefined && { entity: deletedEvent.deletedEntity }),
      metadata,
    } as UntypedWebhookEvent
  return { eventType, kind: 'action', data: actionEvent?.body, metadata }
}
