import type { Checkout, Order } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appCode, CA, CART, CHECKOUTS, line, type Who } from './support/commerce'
import { appData, type OrdersEmulator, ordersEmulator, readyCheckout } from './support/orders'

let t: OrdersEmulator
beforeAll(() => {
  t = ordersEmulator()
})
afterAll(() => t.close())

const createOrder = (who: Who, checkoutId: string, body: Record<string, unknown> = {}) =>
  t.api(who).post(`${CHECKOUTS}/${checkoutId}/create-order`, body)

describe('create order from a checkout', () => {
  it('makes an APPROVED, PAID order from the checkout, with activities, events and the checkout completed', async () => {
    const v = await t.visitor()
    const checkout = await t.createCheckout(v, readyCheckout([line('leather-card-wallet', 2)]))
    const res = await createOrder(v, checkout.id)
    expect(res.status).toBe(200)
    const { orderId, paymentGatewayOrderId } = res.json as {
      orderId: string
      paymentGatewayOrderId: string
    }
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/)
    expect(paymentGatewayOrderId).toMatch(/^[0-9a-f-]{36}$/)

    const order = await t.order(orderId)
    expect(order).toMatchObject({
      id: orderId,
      status: 'APPROVED',
      paymentStatus: 'PAID',
      fulfillmentStatus: 'NOT_FULFILLED',
      checkoutId: checkout.id,
      channelInfo: { type: 'WEB' },
      buyerInfo: { visitorId: v.id, email: 'buyer@example.com' },
      createdBy: { visitorId: v.id },
      currency: 'USD',
      imported: false,
    })
    expect(order.number).toMatch(/^\d+$/)
    expect(order.priceSummary?.total?.amount).toBe(checkout.priceSummary?.total?.amount)
    expect(order.lineItems[0]).toMatchObject({
      quantity: 2,
      productName: { original: 'Leather Card Wallet' },
      price: { amount: '39.00', formattedAmount: '$39.00' },
    })
    expect(order.billingInfo?.address?.city).toBe('San Jose')
    expect(order.shippingInfo).toMatchObject({ code: 'standard', title: 'Standard shipping' })
    expect(order.shippingInfo?.logistics?.shippingDestination?.address?.country).toBe('US')
    expect(order.taxInfo?.taxBreakdown[0]).toMatchObject({ jurisdiction: 'US-CA', rate: '0.0725' })
    expect(order.activities.map((a) => a.activityType)).toEqual(['ORDER_PLACED', 'ORDER_PAID'])
    expect(order.balanceSummary?.balance.amount).toBe('0.00')
    expect(order.balanceSummary?.paid?.amount).toBe(order.priceSummary?.total?.amount)

    expect(t.orderEventSlugs(orderId)).toEqual([
      'created',
      'payment_status_updated',
      'approved',
      'updated',
    ])
    const [created] = t.events('wix.ecom.v1.order', orderId)
    expect(created?.metadata).toMatchObject({
      eventType: 'wix.ecom.v1.order_created',
      identity: { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: v.id },
    })
    const fetched = await t.api(v).get(`${CHECKOUTS}/${checkout.id}`)
    expect((fetched.json as { checkout: Checkout }).checkout.completed).toBe(true)
  })

  it('numbers orders in sequence', async () => {
    const v = await t.visitor()
    const first = await t.order((await t.placeOrder(v)).orderId)
    const second = await t.order((await t.placeOrder(v)).orderId)
    expect(Number(second.number)).toBe(Number(first.number) + 1)
  })

  it('takes the stock of tracked items and deletes the cart the checkout came from', async () => {
    const v = await t.visitor()
    const before = t.stockOf('wool-throw-blanket') ?? 0
    await t.add(v, line('wool-throw-blanket', 2))
    const made = await t.api(v).post(`${CART}/create-checkout`, { channelType: 'WEB' })
    const checkoutId = (made.json as { checkoutId: string }).checkoutId
    await t.api(v).patch(`${CHECKOUTS}/${checkoutId}`, {
      checkout: { id: checkoutId, ...readyCheckout().checkoutInfo },
    })
    expect((await createOrder(v, checkoutId)).status).toBe(200)
    expect(t.stockOf('wool-throw-blanket')).toBe(before - 2)
    expect((await t.api(v).get(CART)).status).toBe(404)
    expect(t.events('wix.ecom.v1.cart').at(-1)?.metadata.slug).toBe('deleted')
  })

  it('refuses a second order from the same checkout: 409 CHECKOUT_ALREADY_PAID with the order id', async () => {
    const v = await t.visitor()
    const { checkout, orderId } = await t.placeOrder(v)
    const again = await createOrder(v, checkout.id)
    expect(again.status).toBe(409)
    expect(appCode(again)).toBe('CHECKOUT_ALREADY_PAID')
    expect(appData(again)).toEqual({ orderId })
  })

  it('with delayCapture: an authorized payment, order APPROVED but NOT_PAID', async () => {
    const v = await t.visitor()
    const { orderId, response } = await t.placeOrder(v, { delayCapture: true })
    expect(response.paymentGatewayOrderId).toBeTruthy()
    const order = await t.order(orderId)
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'NOT_PAID' })
    expect(order.activities.map((a) => a.activityType)).toEqual([
      'ORDER_PLACED',
      'AUTHORIZED_PAYMENT_CREATED',
    ])
    expect(order.balanceSummary?.authorized?.amount).toBe(order.priceSummary?.total?.amount)
    expect(order.balanceSummary?.balance.amount).toBe(order.priceSummary?.total?.amount)
  })

  it('takes no payment when the total is 0 (gift card): PAID at once, no gateway order', async () => {
    const v = await t.visitor()
    const body = readyCheckout([line('houseplant-handbook-ebook', 1)])
    const checkout = await t.createCheckout(v, { ...body, giftCardCode: 'GIFT-50' })
    expect(checkout.priceSummary?.total?.amount).toBe('0.00')
    const res = await createOrder(v, checkout.id)
    expect(res.status).toBe(200)
    expect(res.json.paymentGatewayOrderId).toBeUndefined()
    const order = await t.order(res.json.orderId as string)
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID' })
  })

  it('lets the owner place the order of a shopper’s checkout, which stays the shopper’s', async () => {
    const v = await t.visitor()
    const checkout = await t.createCheckout(v, readyCheckout())
    const res = await createOrder(t.owner, checkout.id)
    expect(res.status).toBe(200)
    expect((await t.api(v).get(`/ecom/v1/orders/${res.json.orderId}`)).status).toBe(200)
  })
})

describe('create order: preconditions and bad input', () => {
  const refused = async (
    who: Who,
    body: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) => {
    const checkout = await t.createCheckout(who, body)
    return createOrder(who, checkout.id, extra)
  }

  it('EMPTY_CHECKOUT (428) for a checkout without items', async () => {
    const v = await t.visitor()
    const res = await refused(v, {})
    expect(res.status).toBe(428)
    expect(appCode(res)).toBe('EMPTY_CHECKOUT')
    expect(res.headers.get('x-wix-request-id')).toBeTruthy()
  })

  it('VIOLATIONS_WITH_ERROR_SEVERITY (428) without a billing address, listing every missing address', async () => {
    const v = await t.visitor()
    const res = await refused(v, {
      lineItems: [line('leather-card-wallet')],
      checkoutInfo: { buyerInfo: { email: 'a@example.com' } },
    })
    expect(res.status).toBe(428)
    expect(appCode(res)).toBe('VIOLATIONS_WITH_ERROR_SEVERITY')
    const violations = appData<{ violations: { severity: string }[] }>(res)?.violations ?? []
    expect(violations).toHaveLength(2)
    expect(violations.every((v) => v.severity === 'ERROR')).toBe(true)
  })

  it('NO_SELECTED_CARRIER_SERVICE_OPTION (428) for items that ship without an option', async () => {
    const v = await t.visitor()
    const res = await refused(v, {
      lineItems: [line('leather-card-wallet')],
      checkoutInfo: {
        billingInfo: { address: CA },
        shippingInfo: { shippingDestination: { address: { country: 'JP', city: 'Tokyo' } } },
      },
    })
    expect(res.status).toBe(428)
    expect(appCode(res)).toBe('NO_SELECTED_CARRIER_SERVICE_OPTION')
  })

  it('FULL_OUT_OF_STOCK (428) for a sold-out item, leaving no order and the checkout open', async () => {
    const v = await t.visitor()
    const checkout = await t.createCheckout(v, readyCheckout([line('packable-rain-shell', 1)]))
    const res = await createOrder(v, checkout.id)
    expect(res.status).toBe(428)
    expect(appCode(res)).toBe('FULL_OUT_OF_STOCK')
    const again = await t.api(v).get(`${CHECKOUTS}/${checkout.id}`)
    expect((again.json as { checkout: Checkout }).checkout.completed).toBe(false)
  })

  it('PARTIAL_OUT_OF_STOCK (428) when one item asks for more than the stock', async () => {
    const v = await t.visitor()
    const stock = t.stockOf('oak-side-chair') ?? 0
    const res = await refused(
      v,
      readyCheckout([line('leather-card-wallet'), line('oak-side-chair', stock + 1)]),
    )
    expect(res.status).toBe(428)
    expect(appCode(res)).toBe('PARTIAL_OUT_OF_STOCK')
    expect(t.stockOf('oak-side-chair')).toBe(stock)
  })

  it('PAYMENT_ERROR (428) for a declined card; nothing is kept (no order, stock untouched)', async () => {
    const v = await t.visitor()
    const before = t.stockOf('trail-runner-gtx')
    const checkout = await t.createCheckout(
      v,
      readyCheckout([line('trail-runner-gtx', 1)], 'buyer@decline.test'),
    )
    const res = await createOrder(v, checkout.id)
    expect(res.status).toBe(428)
    expect(appCode(res)).toBe('PAYMENT_ERROR')
    expect(t.stockOf('trail-runner-gtx')).toBe(before)
    expect(
      t
        .events('wix.ecom.v1.order')
        .some((e) => (e.entity as Order | undefined)?.checkoutId === checkout.id),
    ).toBe(false)
  })

  it('SITE_NOT_ACCEPTING_PAYMENTS (428) without a payment method', async () => {
    const v = await t.visitor()
    const checkout = await t.createCheckout(v, readyCheckout())
    await t.call('PUT', '/_emulator/payments/settings', { acceptPayments: false })
    const res = await createOrder(v, checkout.id)
    await t.call('PUT', '/_emulator/payments/settings', { acceptPayments: true })
    expect(res.status).toBe(428)
    expect(appCode(res)).toBe('SITE_NOT_ACCEPTING_PAYMENTS')
  })

  it('hides another shopper’s checkout (404), needs a token (401), and checks the body (400)', async () => {
    const owner = await t.visitor()
    const other = await t.visitor()
    const checkout = await t.createCheckout(owner, readyCheckout())
    const res = await createOrder(other, checkout.id)
    expect(res.status).toBe(404)
    expect(appCode(res)).toBe('CHECKOUT_NOT_FOUND')
    expect((await t.call('POST', `${CHECKOUTS}/${checkout.id}/create-order`, {})).status).toBe(401)
    const bad = await createOrder(owner, checkout.id, { delayCapture: 'yes' })
    expect(bad.status).toBe(400)
    expect(bad.json.details?.validationError).toBeTruthy()
    expect((await createOrder(owner, 'not-a-guid')).status).toBe(400)
  })
})
