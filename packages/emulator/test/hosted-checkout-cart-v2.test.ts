import type { CartV2, Order } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartV2Emulator, item, ok, V2 } from './support/cart-v2'

let env: ReturnType<typeof cartV2Emulator>
beforeAll(() => {
  env = cartV2Emulator()
})
afterAll(() => env.close())

const page = async (path: string, form?: Record<string, string>) => {
  const res = await env.emulator.request(path, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    ...(form && {
      body: new URLSearchParams(form),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  })
  return { status: res.status, location: res.headers.get('location'), html: await res.text() }
}

const details = {
  step: 'details',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine: '1 Main St',
  city: 'San Jose',
  postalCode: '95112',
  country: 'US',
  subdivision: 'CA',
}
const card = (cardNumber: string) => ({
  step: 'pay',
  shippingOption: 'express',
  nameOnCard: 'Ada Lovelace',
  cardNumber,
  expiry: '12/40',
  cvc: '123',
})

/** A visitor's V2 cart and the page its GetCheckoutURL leads to. */
async function hostedCart() {
  const v = await env.visitor()
  const cart = await env.add(v, item('leather-card-wallet', 2))
  const { checkoutUrl } = ok<{ checkoutUrl: string }>(
    await env.api(v).post(`${V2}/${cart.id}/get-checkout-url`, {}),
  )
  const url = new URL(checkoutUrl)
  const visit = { session: url.searchParams.get('session') ?? '', checkoutId: cart.id }
  return { v, cart, path: `${url.pathname}${url.search}`, visit }
}

describe('the hosted checkout page for a Cart V2 cart (GetCheckoutURL)', () => {
  it('takes the buyer through details, delivery and payment to an order placed from the cart', async () => {
    const { v, cart, path, visit } = await hostedCart()
    const first = await page(path)
    expect(first.status).toBe(200)
    expect(first.html).toContain('Leather Card Wallet')
    expect(first.html).toContain('<label for="email">E-mail</label>')

    const saved = await page('/__hosted/checkout', { ...visit, ...details })
    expect(saved.status).toBe(303)
    const stored = ok(await env.api(v).get(`${V2}/${cart.id}`)).cart
    expect(stored.customerInfo?.email).toBe('ada@example.com')
    expect(stored.deliveryInfo?.address?.subdivision).toBe('US-CA')

    const pay = await page(saved.location ?? '')
    expect(pay.html).toContain('value="express"')
    const paid = await page('/__hosted/checkout', { ...visit, ...card('4242 4242 4242 4242') })
    expect(paid.status).toBe(200)
    expect(paid.html).toContain('Thank you!')

    const ordered = ok<{ cart: CartV2 }>(await env.api(v).get(`${V2}/${cart.id}`)).cart
    expect(ordered.orderPlaced).toBe(true)
    const { order } = ok<{ order: Order }>(
      await env.api(env.owner).get(`/ecom/v1/orders/${ordered.orderId}`),
    )
    expect(order.paymentStatus).toBe('PAID')
    // The express option chosen on the page.
    expect(order.priceSummary?.shipping?.amount).toBe('14.99')
    expect(paid.html).toContain(ordered.orderId ?? 'no order id')
  })

  it('a declined card leaves the cart open and says so', async () => {
    const { v, cart, visit } = await hostedCart()
    await page('/__hosted/checkout', { ...visit, ...details })
    const declined = await page('/__hosted/checkout', { ...visit, ...card('4000 0000 0000 0002') })
    expect(declined.status).toBe(400)
    expect(declined.html).toContain('Your card was declined')
    expect(ok(await env.api(v).get(`${V2}/${cart.id}`)).cart.orderPlaced).toBe(false)
  })
})

describe("the Cart V2 hosted checkout page and the site's delayed-capture setting", () => {
  /** A visitor's V2 cart paid on the page with card 4242; answers the order placed. */
  async function payOnPage(): Promise<Order> {
    const { v, cart, visit } = await hostedCart()
    await page('/__hosted/checkout', { ...visit, ...details })
    const paid = await page('/__hosted/checkout', { ...visit, ...card('4242 4242 4242 4242') })
    expect(paid.status, paid.html).toBe(200)
    const { orderId } = ok<{ cart: CartV2 }>(await env.api(v).get(`${V2}/${cart.id}`)).cart
    return ok<{ order: Order }>(await env.api(env.owner).get(`/ecom/v1/orders/${orderId}`)).order
  }
  const statuses = (orderId: string) =>
    env
      .services()
      .payments.transactions(orderId)
      ?.payments.map((p) => p.status)
  const setDelayCapture = async (delayCapture: boolean) =>
    ok(await env.call('PUT', '/_emulator/payments/settings', { delayCapture }))

  it('only authorizes while the setting is on (NOT_PAID, AUTHORIZED), and charges once it is off', async () => {
    expect(await setDelayCapture(true)).toMatchObject({ delayCapture: true })
    try {
      const later = await payOnPage()
      expect(later).toMatchObject({ status: 'APPROVED', paymentStatus: 'NOT_PAID' })
      expect(later.balanceSummary?.authorized?.amount).toBe(later.priceSummary?.total?.amount)
      expect(statuses(later.id)).toEqual(['AUTHORIZED'])
    } finally {
      expect(await setDelayCapture(false)).toMatchObject({ delayCapture: false })
    }
    const now = await payOnPage()
    expect(now.paymentStatus).toBe('PAID')
    expect(statuses(now.id)).toEqual(['APPROVED'])
  })
})
