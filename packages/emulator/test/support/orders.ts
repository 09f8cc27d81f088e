import type { Checkout, Order } from '@storefront-kit/wire'
import { CA, CHECKOUTS, commerceEmulator, line, ref, type Who } from './commerce'

export const ORDERS = '/ecom/v1/orders'

/** The `data` of an answer's application error. */
export const appData = <T = Record<string, unknown>>(res: {
  json: { details?: Record<string, unknown> }
}) => (res.json.details?.applicationError as { data?: T } | undefined)?.data
export const COLLECTOR = '/ecom/v1/payments-collector/orders'

/** A complete checkout body: lines, buyer e-mail, billing and shipping to California. */
export function readyCheckout(
  lines: ReturnType<typeof line>[] = [line('leather-card-wallet', 2)],
  email = 'buyer@example.com',
  shipping = 'standard',
) {
  return {
    lineItems: lines,
    checkoutInfo: {
      buyerInfo: { email },
      billingInfo: { address: CA, contactDetails: { firstName: 'Ada', lastName: 'Buyer' } },
      shippingInfo: {
        shippingDestination: { address: CA, contactDetails: { firstName: 'Ada' } },
        selectedCarrierServiceOption: { code: shipping },
      },
    },
  }
}

/** The demo store (Catalog V1 unless asked) in process with helpers to place and read orders. */
export function ordersEmulator(catalog: 'v1' | 'v3' = 'v1') {
  const t = commerceEmulator(catalog)
  /** Creates a ready checkout as `who` and turns it into an order; answers the create-order call. */
  const placeOrder = async (
    who: Who,
    options: { lines?: ReturnType<typeof line>[]; email?: string; delayCapture?: boolean } = {},
  ) => {
    const checkout: Checkout = await t.createCheckout(
      who,
      readyCheckout(options.lines, options.email),
    )
    const res = await t
      .api(who)
      .post(`${CHECKOUTS}/${checkout.id}/create-order`, { delayCapture: !!options.delayCapture })
    if (res.status !== 200) throw new Error(`create-order failed: ${res.status} ${res.text}`)
    const orderId = (res.json as { orderId: string }).orderId
    return { checkout, orderId, response: res.json as Record<string, unknown> }
  }
  /** The order as the owner reads it. */
  const order = async (id: string): Promise<Order> => {
    const res = await t.api(t.owner).get(`${ORDERS}/${id}`)
    if (res.status !== 200) throw new Error(`get order failed: ${res.status} ${res.text}`)
    return (res.json as unknown as { order: Order }).order
  }
  /** Units in stock of a tracked demo product (by slug), as the catalog keeps them. */
  const stockOf = (slug: string, options?: Record<string, unknown>) =>
    t.services().catalog.lookup(ref(slug, options))?.inventory.quantity
  /**
   * An order the buyer pays offline (cash, bank transfer): the owner's checkout of `lines`, each
   * paid FULL_PAYMENT_OFFLINE, turned into an order (APPROVED, NOT_PAID, a PENDING offline
   * payment). Answers its id.
   */
  const placeOfflineOrder = async (
    lines: ReturnType<typeof line>[] = [line('leather-card-wallet', 2)],
    email = 'cash@example.com',
  ) => {
    const offline = lines.map((entry) => ({
      ...entry,
      catalogOverrideFields: { paymentOption: { value: 'FULL_PAYMENT_OFFLINE' } },
    }))
    const checkout = await t.createCheckout(t.owner, readyCheckout(offline, email))
    const res = await t.api(t.owner).post(`${CHECKOUTS}/${checkout.id}/create-order`, {})
    if (res.status !== 200) throw new Error(`create-order failed: ${res.status} ${res.text}`)
    return (res.json as { orderId: string }).orderId
  }
  /** An order's payments and refunds, as the payments area keeps them. */
  const transactionsOf = (orderId: string) =>
    t.services().payments.transactions(orderId) ?? { orderId, payments: [], refunds: [] }
  /** The order events of one order, as slugs in order. */
  const orderEventSlugs = (orderId: string) =>
    t.events('wix.ecom.v1.order', orderId).map((event) => event.metadata.slug)
  return {
    ...t,
    placeOrder,
    placeOfflineOrder,
    order,
    transactionsOf,
    stockOf,
    orderEventSlugs,
  }
}

export type OrdersEmulator = ReturnType<typeof ordersEmulator>
