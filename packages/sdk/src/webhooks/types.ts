import type {
  ActionEventKind,
  CreatedEventKind,
  DeletedEventKind,
  EventMetadata,
  LegacyEventKind,
  LegacyEventMetadata,
  UpdatedEventKind,
  WebhookEventTypes,
} from '../wire'

/** An event type the SDK knows the payload of (wire `WebhookEventTypes`). */
export type WebhookEventType = keyof WebhookEventTypes & string

/** An event type: a known one (suggested by editors) or any other string. */
export type AnyEventType = WebhookEventType | (string & {})

/** A created event: the new entity. */
export interface CreatedWebhookEvent<T extends string = string, E = unknown> {
  eventType: T
  kind: 'created'
  entity: E
  metadata: EventMetadata
}

/** An updated event: the entity after the update, and for some events what it was before. */
export interface UpdatedWebhookEvent<T extends string = string, E = unknown> {
  eventType: T
  kind: 'updated'
  entity: E
  /** Dotted field paths → their values before the update; sent for some events only. */
  modifiedFields?: Record<string, unknown>
  metadata: EventMetadata
}

/** A deleted event: the deleted entity for types that carry it; metadata only for the others. */
export type DeletedWebhookEvent<T extends string = string, E = unknown> = {
  eventType: T
  kind: 'deleted'
  metadata: EventMetadata
} & ([E] extends [never] ? { entity?: undefined } : { entity: E })

/** An action event (`order_approved`, `checkout_completed`, …): its own payload. */
export interface ActionWebhookEvent<T extends string = string, D = unknown> {
  eventType: T
  kind: 'action'
  data: D
  metadata: EventMetadata
}

/** A legacy event (`com.wix.ecommerce.catalog.api.v1.ProductCreated`, …): the whole message. */
export interface LegacyWebhookEvent<T extends string = string, D = unknown> {
  eventType: T
  kind: 'legacy'
  data: D
  metadata: LegacyEventMetadata
}

type Typed<T extends string, K> =
  K extends CreatedEventKind<infer E>
    ? CreatedWebhookEvent<T, E>
    : K extends UpdatedEventKind<infer E>
      ? UpdatedWebhookEvent<T, E>
      : K extends DeletedEventKind<infer E>
        ? DeletedWebhookEvent<T, E>
        : K extends ActionEventKind<infer D>
          ? ActionWebhookEvent<T, D>
          : K extends LegacyEventKind<infer D>
            ? LegacyWebhookEvent<T, D>
            : never

/** Any event of type `T`, its payload unknown: what a type outside the map may be. */
export type UntypedWebhookEvent<T extends string = string> =
  | CreatedWebhookEvent<T>
  | UpdatedWebhookEvent<T>
  | DeletedWebhookEvent<T>
  | ActionWebhookEvent<T>
  | LegacyWebhookEvent<T>

/**
 * A verified webhook as handlers receive it: `eventType`, `kind`, the payload (`entity` for
 * created, updated and deleted events, `data` for action and legacy ones) in the platform's wire
 * shapes, and `metadata` (the event id to de-duplicate on, `entityEventSequence` to order by, who
 * triggered it). Typed by `T`: a known type gets its entity or payload type; a union of types gives
 * a union to narrow on `eventType`; any other string gets unknown payloads.
 */
export type WebhookEvent<T extends string = string> = T extends WebhookEventType
  ? Typed<T, WebhookEventTypes[T]>
  : UntypedWebhookEvent<T>
