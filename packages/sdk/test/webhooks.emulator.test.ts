import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { WebhookEventTypes } from '@storefront-kit/wire'
import { importSPKI, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBackInStockNotificationRequest } from '../src/back-in-stock'
import { addToCurrentCart, updateCurrentCartLineItemQuantity } from '../src/cart'
import { createProduct, updateProduct } from '../src/catalog'
import { cancelOrder, getOrder } from '../src/orders'
import { createRedirectSession } from '../src/redirects'
import { createReview } from '../src/reviews'
import {
  createWebhookHandler,
  verifyWebhook,
  type WebhookEvent,
  type WebhookEventType,
  WebhookSignatureError,
} from '../src/webhooks'
import { lineOf, memberClient, productIds, STORES_APP_ID } from './support/commerce'
import { type ServedEmulator, serveEmulator } from './support/emulator'
import { placeOrder } from './support/orders'

/** What each known event type carries, checked by the compiler against the wire map. */
const KINDS: { [T in WebhookEventType]: WebhookEventTypes[T]['kind'] } = {
  'wix.ecom.v1.cart_created': 'created',
  'wix.ecom.v1.cart_updated': 'updated',
  'wix.ecom.v1.cart_deleted': 'deleted',
  'wix.ecom.v1.checkout_created': 'created',
  'wix.ecom.v1.checkout_updated': 'updated',
  'wix.ecom.v1.checkout_deleted': 'deleted',
  'wix.ecom.v1.checkout_completed': 'action',
  'wix.ecom.v1.order_created': 'created',
  'wix.ecom.v1.order_updated': 'updated',
  'wix.ecom.v1.order_approved': 'action',
  'wix.ecom.v1.order_canceled': 'action',
  'wix.ecom.v1.order_committed': 'action',
  'wix.ecom.v1.order_fulfilled': 'action',
  'wix.ecom.v1.order_imported': 'action',
  'wix.ecom.v1.order_imported_order_deleted': 'action',
  'wix.ecom.v1.order_payment_status_updated': 'action',
  'wix.ecom.v1.back_in_stock_notification_request_created': 'created',
  'wix.ecom.v1.back_in_stock_notification_request_updated': 'updated',
  'wix.ecom.v1.back_in_stock_notification_request_deleted': 'deleted',
  'wix.members.v1.member_created': 'created',
  'wix.members.v1.member_updated': 'updated',
  'wix.members.v1.member_deleted': 'deleted',
  'wix.reviews.v1.review_created': 'created',
  'wix.reviews.v1.review_updated': 'updated',
  'wix.reviews.v1.review_deleted': 'deleted',
  'wix.reviews.v1.review_moderation_status_changed': 'action',
  'wix.reviews.v1.review_review_published': 'action',
  'wix.headless.v1.redirect_session_created': 'created',
  'com.wix.ecommerce.catalog.api.v1.ProductCreated': 'legacy',
  'com.wix.ecommerce.catalog.api.v1.ProductChanged': 'legacy',
  'com.wix.ecommerce.catalog.api.v1.ProductDeleted': 'legacy',
  'com.wix.ecommerce.catalog.api.v1.VariantsChanged': 'legacy',
  'com.wix.ecommerce.catalog.api.v1.CollectionCreated': 'legacy',
  'com.wix.ecommerce.catalog.api.v1.CollectionChanged': 'legacy',
  'com.wix.ecommerce.catalog.api.v1.CollectionDeleted': 'legacy',
}

/** A local HTTP receiver: hands each body to `handle`, answers its status (500 if it throws). */
async function receiver(handle: (body: string) => Promise<number>) {
  const server: Server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => {
      handle(body)
        .catch(() => 500)
        .then((status) => res.writeHead(status).end())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** Resolves when `check` holds, polling; fails with `what` after a while. */
async function until(check: () => boolean, what: string) {
  for (let turn = 0; turn < 400 && !check(); turn++)
    await new Promise((resolve) => setTimeout(resolve, 25))
  if (!check()) throw new Error(`never happened: ${what}`)
}

let emu: ServedEmulator
let publicKey: string
let ids: Record<string, string>
const closers: (() => unknown)[] = []
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
  publicKey = (await emu.control<{ webhookPublicKey: string }>('/_emulator/info')).webhookPublicKey
  ids = await productIds(emu.visitor())
})
afterAll(async () => {
  for (const close of closers) await close()
  await emu.close()
})

describe('webhooks from the emulator, verified by the SDK', () => {
  it('an order placed through the SDK reaches the receiver as a verified order_created', async () => {
    const orders: WebhookEvent<'wix.ecom.v1.order_created'>[] = []
    const webhooks = createWebhookHandler({ publicKey }).onEvent(
      'wix.ecom.v1.order_created',
      (event) => {
        orders.push(event)
      },
    )
    const bodies: string[] = []
    const hook = await receiver(async (body) => {
      bodies.push(body)
      try {
        await webhooks.process(body)
        return 200
      } catch (error) {
        return error instanceof WebhookSignatureError ? 401 : 400
      }
    })
    closers.push(hook.close)
    await emu.control('/_emulator/webhooks', {
      url: hook.url,
      events: ['wix.ecom.v1.order_created'],
    })
    const buyer = emu.visitor()
    const orderId = await placeOrder(buyer, [lineOf(ids['leather-card-wallet'] ?? '')])
    await until(() => orders.length > 0, 'the order_created webhook is handled')
    const [event] = orders
    // The order as it was created: paying it came after (order_payment_status_updated).
    const { order } = await getOrder(buyer, orderId)
    expect(event?.entity).toMatchObject({
      id: order.id,
      number: order.number,
      lineItems: order.lineItems,
      buyerInfo: order.buyerInfo,
      priceSummary: order.priceSummary,
    })
    expect(event?.metadata).toMatchObject({
      entityId: orderId,
      entityFqdn: 'wix.ecom.v1.order',
      slug: 'created',
      entityEventSequence: '1',
      instanceId: emu.info.siteId,
      identity: { identityType: 'ANONYMOUS_VISITOR' },
    })
    // The same body passes jose's verification as the platform SDK runs it (RS256, the PEM).
    const { payload } = await jwtVerify(bodies[0] ?? '', await importSPKI(publicKey, 'RS256'))
    expect(JSON.parse(payload.data as string).eventType).toBe('wix.ecom.v1.order_created')
  })

  it('delivers the events of every area in the format their types say', async () => {
    const bodies: string[] = []
    const hook = await receiver(async (body) => {
      bodies.push(body)
      return 200
    })
    closers.push(hook.close)
    await emu.control('/_emulator/webhooks', { url: hook.url, events: ['*'] })
    const recorded = async () =>
      (await emu.control<{ events: unknown[] }>('/_emulator/events')).events.length
    const before = await recorded()
    const visitor = emu.visitor()
    const owner = emu.owner()
    const member = await memberClient(emu)
    const wallet = ids['leather-card-wallet'] ?? ''
    const { cart } = await addToCurrentCart(visitor, { lineItems: [lineOf(wallet)] })
    await updateCurrentCartLineItemQuantity(visitor, {
      lineItems: [{ id: cart.lineItems[0]?.id ?? '', quantity: 2 }],
    })
    const orderId = await placeOrder(visitor, [lineOf(wallet)])
    await cancelOrder(owner, orderId, { restockAllItems: true })
    await createBackInStockNotificationRequest(visitor, {
      request: {
        catalogReference: { catalogItemId: ids['packable-rain-shell'] ?? '', appId: STORES_APP_ID },
        email: 'fan@example.com',
      },
      itemDetails: { name: 'Packable Rain Shell', price: '120.00' },
    })
    await createReview(member, {
      review: {
        namespace: 'stores',
        entityId: wallet,
        content: { title: 'Fine', body: 'A good wallet', rating: 5 },
      },
    })
    await createRedirectSession(visitor, { login: {} })
    const { product } = await createProduct(owner, {
      product: {
        name: 'Webhook Tote',
        priceData: { price: 20 },
        costAndProfitData: { itemCost: 5 },
      },
    })
    await updateProduct(owner, product.id ?? '', { product: { name: 'Webhook Tote II' } })

    const expected = [
      'wix.ecom.v1.cart_created',
      'wix.ecom.v1.cart_updated',
      'wix.ecom.v1.checkout_created',
      'wix.ecom.v1.checkout_completed',
      'wix.ecom.v1.order_created',
      'wix.ecom.v1.order_updated',
      'wix.ecom.v1.order_approved',
      'wix.ecom.v1.order_payment_status_updated',
      'wix.ecom.v1.order_canceled',
      'wix.ecom.v1.back_in_stock_notification_request_created',
      'wix.members.v1.member_created',
      'wix.reviews.v1.review_created',
      'wix.reviews.v1.review_moderation_status_changed',
      'wix.headless.v1.redirect_session_created',
      'com.wix.ecommerce.catalog.api.v1.ProductCreated',
      'com.wix.ecommerce.catalog.api.v1.ProductChanged',
    ]
    const made = (await recorded()) - before
    await until(() => bodies.length >= made, 'every recorded event is delivered')
    expect(bodies).toHaveLength(made)
    const events = await Promise.all(bodies.map((body) => verifyWebhook(body, { publicKey })))
    const types = new Set(events.map((e) => e.eventType))
    for (const type of expected) expect(types, type).toContain(type)
    for (const event of events) {
      expect(event.kind, event.eventType).toBe(KINDS[event.eventType as WebhookEventType])
      if (event.kind === 'created' || event.kind === 'updated')
        expect(event.entity, event.eventType).toMatchObject({ id: event.metadata.entityId })
      if (event.kind === 'action' || event.kind === 'legacy')
        expect(event.data, event.eventType).toBeTypeOf('object')
      if (event.kind !== 'legacy') expect(event.metadata.entityEventSequence).toMatch(/^\d+$/)
    }
  })
})
