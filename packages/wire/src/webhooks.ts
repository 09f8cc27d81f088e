/**
 * Webhooks (wire/webhooks.md): the envelopes of the signed body the platform POSTs to a
 * subscribed URL, the event metadata, and {@link WebhookEventTypes}, the one map from an event
 * type to what its event carries.
 * @module
 */
import type { BackInStockNotificationRequest } from './back-in-stock'
import type { Cart } from './cart'
import type {
  CollectionChanged,
  CollectionCreated,
  CollectionDeleted,
  ProductChanged,
  ProductCreated,
  ProductDeleted,
  VariantsChanged,
} from './catalog'
import type { Checkout, CheckoutMarkedAsCompleted } from './checkout'
import type { Int64String, Timestamp } from './common'
import type { Member } from './members'
import type {
  FulfillmentStatusUpdated,
  ImportedOrderDeleted,
  Order,
  OrderApproved,
  OrderCanceledEventOrderCanceled,
  OrderDeltasCommitted,
  OrderImported,
  PaymentStatusUpdated,
} from './orders'
import type { RedirectSession } from './redirects'
import type { ModerationStatusChanged, Review, ReviewPublished } from './reviews'

/** Who triggered an event. */
export type EventIdentityType =
  | 'UNKNOWN'
  | 'ANONYMOUS_VISITOR'
  | 'MEMBER'
  | 'WIX_USER'
  | 'APP'
  | (string & {})

/** `IdentificationData`: the identity type and exactly one id of that kind. */
export interface EventIdentity {
  identityType: EventIdentityType
  anonymousVisitorId?: string
  memberId?: string
  wixUserId?: string
  appId?: string
}

/** The account (and site) an event belongs to. */
export interface EventAccountInfo {
  accountId?: string
  siteId?: string
  parentAccountId?: string
}

/** Payload of the webhook JWT (RS256): the message envelope as a JSON string. */
export interface WebhookJwtPayload {
  /** JSON text of a {@link WebhookMessageEnvelope}. */
  data: string
  iat?: number
  exp?: number
}

/** The JWT's `data`, parsed. `identity` and `data` are JSON text again. */
export interface WebhookMessageEnvelope {
  instanceId: string
  eventType: string
  /** JSON text of an {@link EventIdentity}, when known. */
  identity?: string
  /** JSON text of the event payload: a {@link DomainEvent}, or a legacy event's own message. */
  data: string
  accountInfo?: EventAccountInfo
}

/**
 * The payload of a domain event (a type `wix.<area>.v<N>.<entity>_<slug>`): metadata and exactly
 * one body. The bodies travel as objects under `entity`, `currentEntity`, `deletedEntity`, `body`.
 */
export interface DomainEvent<E = unknown, D = unknown> {
  /** The event's id: the key to de-duplicate on (unrelated to the entity id). */
  id: string
  entityFqdn: string
  slug: string
  entityId: string
  eventTime: Timestamp
  triggeredByAnonymizeRequest?: boolean
  originatedFrom?: string
  /** Increases per entity: ignore an event lower than the last one processed. */
  entityEventSequence?: Int64String
  createdEvent?: { entity: E; restoreInfo?: { deletedDate: Timestamp } }
  /** `modifiedFields`: dotted paths → their values before the update, for some events. */
  updatedEvent?: { currentEntity: E; modifiedFields?: Record<string, unknown> }
  deletedEvent?: { deletedEntity?: E; movedToTrash?: boolean }
  actionEvent?: { body: D }
}

/** Metadata of a domain event, as a handler receives it (wire/README.md §7). */
export interface EventMetadata {
  id: string
  entityFqdn: string
  slug: string
  entityId: string
  eventTime: Timestamp
  triggeredByAnonymizeRequest: boolean
  originatedFrom?: string
  entityEventSequence?: Int64String
  instanceId: string
  eventType: string
  identity?: EventIdentity
  accountInfo?: EventAccountInfo
}

/** Metadata of a legacy event (no domain-event wrapper: no id, slug or entity). */
export interface LegacyEventMetadata {
  instanceId: string
  eventType: string
  identity?: EventIdentity
  accountInfo?: EventAccountInfo
}

/** An event type whose event carries the new entity. */
export interface CreatedEventKind<E> {
  kind: 'created'
  entity: E
}

/** An event type whose event carries the entity as it is after the update. */
export interface UpdatedEventKind<E> {
  kind: 'updated'
  entity: E
}

/** An event type whose event carries the deleted entity, or (`never`) metadata only. */
export interface DeletedEventKind<E = never> {
  kind: 'deleted'
  entity: E
}

/** An action event type: its event carries a payload of its own. */
export interface ActionEventKind<D> {
  kind: 'action'
  data: D
}

/** A legacy (non-domain) event type: its whole payload is the message. */
export interface LegacyEventKind<D> {
  kind: 'legacy'
  data: D
}

/** What an event of a type carries. */
export type WebhookEventKind =
  | CreatedEventKind<unknown>
  | UpdatedEventKind<unknown>
  | DeletedEventKind<unknown>
  | ActionEventKind<unknown>
  | LegacyEventKind<unknown>

/**
 * Every webhook event type of the areas this project covers (wire/webhooks.md §7) → what its
 * event carries. The one place to add an event type: a line here types the SDK's handlers for
 * it (the SDK parses every event the same way, by the body it carries, so nothing else changes).
 */
export interface WebhookEventTypes {
  'wix.ecom.v1.cart_created': CreatedEventKind<Cart>
  'wix.ecom.v1.cart_updated': UpdatedEventKind<Cart>
  'wix.ecom.v1.cart_deleted': DeletedEventKind
  'wix.ecom.v1.checkout_created': CreatedEventKind<Checkout>
  'wix.ecom.v1.checkout_updated': UpdatedEventKind<Checkout>
  'wix.ecom.v1.checkout_deleted': DeletedEventKind
  'wix.ecom.v1.checkout_completed': ActionEventKind<CheckoutMarkedAsCompleted>
  'wix.ecom.v1.order_created': CreatedEventKind<Order>
  'wix.ecom.v1.order_updated': UpdatedEventKind<Order>
  'wix.ecom.v1.order_approved': ActionEventKind<OrderApproved>
  'wix.ecom.v1.order_canceled': ActionEventKind<OrderCanceledEventOrderCanceled>
  'wix.ecom.v1.order_committed': ActionEventKind<OrderDeltasCommitted>
  'wix.ecom.v1.order_fulfilled': ActionEventKind<FulfillmentStatusUpdated>
  'wix.ecom.v1.order_imported': ActionEventKind<OrderImported>
  'wix.ecom.v1.order_imported_order_deleted': ActionEventKind<ImportedOrderDeleted>
  'wix.ecom.v1.order_payment_status_updated': ActionEventKind<PaymentStatusUpdated>
  'wix.ecom.v1.back_in_stock_notification_request_created': CreatedEventKind<BackInStockNotificationRequest>
  'wix.ecom.v1.back_in_stock_notification_request_updated': UpdatedEventKind<BackInStockNotificationRequest>
  'wix.ecom.v1.back_in_stock_notification_request_deleted': DeletedEventKind
  'wix.members.v1.member_created': CreatedEventKind<Member>
  'wix.members.v1.member_updated': UpdatedEventKind<Member>
  'wix.members.v1.member_deleted': DeletedEventKind
  'wix.reviews.v1.review_created': CreatedEventKind<Review>
  'wix.reviews.v1.review_updated': UpdatedEventKind<Review>
  'wix.reviews.v1.review_deleted': DeletedEventKind<Review>
  'wix.reviews.v1.review_moderation_status_changed': ActionEventKind<ModerationStatusChanged>
  'wix.reviews.v1.review_review_published': ActionEventKind<ReviewPublished>
  'wix.headless.v1.redirect_session_created': CreatedEventKind<RedirectSession>
  'com.wix.ecommerce.catalog.api.v1.ProductCreated': LegacyEventKind<ProductCreated>
  'com.wix.ecommerce.catalog.api.v1.ProductChanged': LegacyEventKind<ProductChanged>
  'com.wix.ecommerce.catalog.api.v1.ProductDeleted': LegacyEventKind<ProductDeleted>
  'com.wix.ecommerce.catalog.api.v1.VariantsChanged': LegacyEventKind<VariantsChanged>
  'com.wix.ecommerce.catalog.api.v1.CollectionCreated': LegacyEventKind<CollectionCreated>
  'com.wix.ecommerce.catalog.api.v1.CollectionChanged': LegacyEventKind<CollectionChanged>
  'com.wix.ecommerce.catalog.api.v1.CollectionDeleted': LegacyEventKind<CollectionDeleted>
}

/** An event type of {@link WebhookEventTypes}. */
export type WebhookEventType = keyof WebhookEventTypes & string
