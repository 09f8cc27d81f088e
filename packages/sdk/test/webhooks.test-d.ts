// Type tests of the webhooks module, checked by `npm run typecheck`: every event type of
// wire/webhooks.md for the emulated areas, with the entity or payload its events carry. Every
// expected-error directive below must stay an error.
import { expectTypeOf } from 'vitest'
import {
  createWebhookHandler,
  type EventMetadata,
  type LegacyEventMetadata,
  verifyWebhook,
  type WebhookEvent,
  type WebhookEventType,
} from '../src/webhooks'
import type {
  BackInStockNotificationRequest,
  Cart,
  Checkout,
  CheckoutMarkedAsCompleted,
  CollectionChanged,
  CollectionCreated,
  CollectionDeleted,
  FulfillmentStatusUpdated,
  ImportedOrderDeleted,
  Member,
  ModerationStatusChanged,
  Order,
  OrderApproved,
  OrderCanceledEventOrderCanceled,
  OrderDeltasCommitted,
  OrderImported,
  PaymentStatusUpdated,
  ProductChanged,
  ProductCreated,
  ProductDeleted,
  RedirectSession,
  Review,
  ReviewPublished,
  VariantsChanged,
} from '../src/wire'

type Entity<T extends WebhookEventType> = Extract<WebhookEvent<T>, { entity: unknown }>['entity']
type Data<T extends WebhookEventType> = Extract<WebhookEvent<T>, { data: unknown }>['data']

// Created and updated events: the entity.
expectTypeOf<Entity<'wix.ecom.v1.cart_created'>>().toEqualTypeOf<Cart>()
expectTypeOf<Entity<'wix.ecom.v1.cart_updated'>>().toEqualTypeOf<Cart>()
expectTypeOf<Entity<'wix.ecom.v1.checkout_created'>>().toEqualTypeOf<Checkout>()
expectTypeOf<Entity<'wix.ecom.v1.checkout_updated'>>().toEqualTypeOf<Checkout>()
expectTypeOf<Entity<'wix.ecom.v1.order_created'>>().toEqualTypeOf<Order>()
expectTypeOf<Entity<'wix.ecom.v1.order_updated'>>().toEqualTypeOf<Order>()
expectTypeOf<
  Entity<'wix.ecom.v1.back_in_stock_notification_request_created'>
>().toEqualTypeOf<BackInStockNotificationRequest>()
expectTypeOf<
  Entity<'wix.ecom.v1.back_in_stock_notification_request_updated'>
>().toEqualTypeOf<BackInStockNotificationRequest>()
expectTypeOf<Entity<'wix.members.v1.member_created'>>().toEqualTypeOf<Member>()
expectTypeOf<Entity<'wix.members.v1.member_updated'>>().toEqualTypeOf<Member>()
expectTypeOf<Entity<'wix.reviews.v1.review_created'>>().toEqualTypeOf<Review>()
expectTypeOf<Entity<'wix.reviews.v1.review_updated'>>().toEqualTypeOf<Review>()
expectTypeOf<Entity<'wix.headless.v1.redirect_session_created'>>().toEqualTypeOf<RedirectSession>()

// Deleted events: the deleted entity where the platform sends it, metadata only elsewhere.
expectTypeOf<Entity<'wix.reviews.v1.review_deleted'>>().toEqualTypeOf<Review>()
for (const type of [
  'wix.ecom.v1.cart_deleted',
  'wix.ecom.v1.checkout_deleted',
  'wix.ecom.v1.back_in_stock_notification_request_deleted',
  'wix.members.v1.member_deleted',
] as const)
  expectTypeOf<WebhookEvent<typeof type>['entity']>().toEqualTypeOf<undefined>()

// Action events: their payload.
expectTypeOf<Data<'wix.ecom.v1.checkout_completed'>>().toEqualTypeOf<CheckoutMarkedAsCompleted>()
expectTypeOf<Data<'wix.ecom.v1.order_approved'>>().toEqualTypeOf<OrderApproved>()
expectTypeOf<Data<'wix.ecom.v1.order_canceled'>>().toEqualTypeOf<OrderCanceledEventOrderCanceled>()
expectTypeOf<Data<'wix.ecom.v1.order_committed'>>().toEqualTypeOf<OrderDeltasCommitted>()
expectTypeOf<Data<'wix.ecom.v1.order_fulfilled'>>().toEqualTypeOf<FulfillmentStatusUpdated>()
expectTypeOf<Data<'wix.ecom.v1.order_imported'>>().toEqualTypeOf<OrderImported>()
expectTypeOf<
  Data<'wix.ecom.v1.order_imported_order_deleted'>
>().toEqualTypeOf<ImportedOrderDeleted>()
expectTypeOf<
  Data<'wix.ecom.v1.order_payment_status_updated'>
>().toEqualTypeOf<PaymentStatusUpdated>()
expectTypeOf<
  Data<'wix.reviews.v1.review_moderation_status_changed'>
>().toEqualTypeOf<ModerationStatusChanged>()
expectTypeOf<Data<'wix.reviews.v1.review_review_published'>>().toEqualTypeOf<ReviewPublished>()

// Legacy catalog events: the whole message, and metadata without event id or entity.
const CATALOG = 'com.wix.ecommerce.catalog.api.v1'
expectTypeOf<Data<`${typeof CATALOG}.ProductCreated`>>().toEqualTypeOf<ProductCreated>()
expectTypeOf<Data<`${typeof CATALOG}.ProductChanged`>>().toEqualTypeOf<ProductChanged>()
expectTypeOf<Data<`${typeof CATALOG}.ProductDeleted`>>().toEqualTypeOf<ProductDeleted>()
expectTypeOf<Data<`${typeof CATALOG}.VariantsChanged`>>().toEqualTypeOf<VariantsChanged>()
expectTypeOf<Data<`${typeof CATALOG}.CollectionCreated`>>().toEqualTypeOf<CollectionCreated>()
expectTypeOf<Data<`${typeof CATALOG}.CollectionChanged`>>().toEqualTypeOf<CollectionChanged>()
expectTypeOf<Data<`${typeof CATALOG}.CollectionDeleted`>>().toEqualTypeOf<CollectionDeleted>()
expectTypeOf<
  WebhookEvent<`${typeof CATALOG}.ProductCreated`>['metadata']
>().toEqualTypeOf<LegacyEventMetadata>()
expectTypeOf<WebhookEvent<'wix.ecom.v1.order_created'>['metadata']>().toEqualTypeOf<EventMetadata>()

// Handlers get their type's event; verifyWebhook with expected types answers their union.
createWebhookHandler({ publicKey: '' })
  .onEvent('wix.ecom.v1.order_created', (event) => {
    expectTypeOf(event.entity).toEqualTypeOf<Order>()
    expectTypeOf(event.metadata.entityEventSequence).toEqualTypeOf<string | undefined>()
  })
  .onEvent('wix.ecom.v1.order_approved', (event) => {
    expectTypeOf(event.data.order).toEqualTypeOf<Order>()
    // @ts-expect-error an action event has no entity
    event.entity
  })
  .onEvent('wix.stores.catalog.v3.product_created', (event) => {
    // A type outside the map is accepted, with an unknown payload.
    expectTypeOf(event.kind).toEqualTypeOf<
      'created' | 'updated' | 'deleted' | 'action' | 'legacy'
    >()
  })

const event = await verifyWebhook('body', {
  publicKey: '',
  expectedEvents: ['wix.ecom.v1.cart_updated', 'wix.members.v1.member_deleted'],
})
if (event.eventType === 'wix.ecom.v1.cart_updated') {
  expectTypeOf(event.entity).toEqualTypeOf<Cart>()
  expectTypeOf(event.modifiedFields).toEqualTypeOf<Record<string, unknown> | undefined>()
} else expectTypeOf(event.entity).toEqualTypeOf<undefined>()
expectTypeOf(await verifyWebhook('body', { publicKey: '' })).toEqualTypeOf<WebhookEvent>()

// @ts-expect-error the body is the raw text, not parsed JSON
verifyWebhook({ data: '' }, { publicKey: '' })
// @ts-expect-error the handler of a created event gets no data
createWebhookHandler({ publicKey: '' }).onEvent('wix.ecom.v1.cart_created', (e) => e.data)
