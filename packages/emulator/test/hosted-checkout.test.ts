import type { Order } from '@storefront-kit/wire'
import { afterEach, describe, expect, it } from 'vitest'
import { CART, commerceEmulator, line, violations, type Who } from './support/commerce'

let env: ReturnType<typeof commerceEmulator>
afterEach(() => env?.close())

/** A cart turned into a checkout and a redirect session for the hosted checkout page. */
async function startHostedCheckout(who: Who, callbacks: Record<string, string> = {}) {
  await env.add(who, line('classic-cotton-tee', 2))
  const created = await env.api(who).post(`${CART}/create-checkout`, { channelType: 'WEB' })
  const checkoutId = (created.json as { checkoutId: string }).checkoutId
  const session = await env.api(who).post('/_api/redirects-api/v1/redirect-session', {
    ecomCheckout: { checkoutId },
    callbacks: {
      thankYouPageUrl: 'http://localhost:5173/thank-you',
      postFlowUrl: 'http://localhost:5173/cart',
      ...callbacks,
    },
  })
  expect(session.status, session.text).toBe(200)
  const fullUrl = new URL(
    (session.json as { redirectSession: { fullUrl: string } }).redirectSession.fullUrl,
  )
  return {
    checkoutId,
    url: `${fullUrl.pathname}${fullUrl.search}`,
    token: fullUrl.searchParams.get('session') ?? '',
  }
}

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
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine: '1 Main St',
  city: 'San Jose',
  postalCode: '95112',
  country: 'US',
  subdivision: 'CA',
}
const card = {
  nameOnCard: 'Ada Lovelace',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
}

describe('hosted checkout page', () => {
  it('takes a visitor from the summary through address, shipping and payment to the thank-you URL', async () => {
    env = commerceEmulator()
    const visitor = await env.visitor()
    const { checkoutId, url, token } = await startHostedCheckout(visitor)

    const first = await page(url)
    expect(first.status).toBe(200)
    expect(first.html).toContain('Classic Cotton Tee')
    expect(first.html).toContain('<label for="email">E-mail</label>')

    const missing = await page('/__hosted/checkout', {
      session: token,
      checkoutId,
      step: 'details',
      email: 'not-an-email',
    })
    expect(missing.status).toBe(400)
    expect(missing.html).toContain('Enter an e-mail address')
    expect(missing.html).toContain('Enter the city.')

    const saved = await page('/__hosted/checkout', {
      session: token,
      checkoutId,
      step: 'details',
      ...details,
    })
    expect(saved.status).toBe(303)
    const payStep = await page(saved.location ?? '')
    expect(payStep.html).toContain('name="shippingOption"')
    expect(payStep.html).toContain('Pay $')
    // Every part of the total is listed, the handling fee included, so the lines add up.
    expect(payStep.html).toContain('<dt>Fees</dt>')

    const badCard = await page('/__hosted/checkout', {
      session: token,
      checkoutId,
      step: 'pay',
      ...card,
      cardNumber: '1234',
    })
    expect(badCard.status).toBe(400)
    expect(badCard.html).toContain('Enter a valid card number')

    const paid = await page('/__hosted/checkout', {
      session: token,
      checkoutId,
      step: 'pay',
      ...card,
    })
    expect(paid.status).toBe(303)
    const thanks = new URL(paid.location ?? '')
    expect(`${thanks.origin}${thanks.pathname}`).toBe('http://localhost:5173/thank-you')
    const orderId = thanks.searchParams.get('orderId') ?? ''
    const order = await env.api(visitor).get(`/ecom/v1/orders/${orderId}`)
    expect(order.status).toBe(200)
    expect(order.json.order).toMatchObject({
      paymentStatus: 'PAID',
      buyerInfo: { email: 'ada@example.com' },
    })

    expect((await env.api(visitor).get(CART)).status).toBe(404)
    const again = await page(url)
    expect(again.html).toContain('Thank you')
  })

  it('shows a declined card as a message a person understands, and places no order', async () => {
    env = commerceEmulator()
    const visitor = await env.visitor()
    const { checkoutId, token } = await startHostedCheckout(visitor)
    await page('/__hosted/checkout', { session: token, checkoutId, step: 'details', ...details })
    const declined = await page('/__hosted/checkout', {
      session: token,
      checkoutId,
      step: 'pay',
      ...card,
      cardNumber: '4000 0000 0000 0002',
    })
    expect(declined.status).toBe(400)
    expect(declined.html).toContain('Your card was declined')
    const search = await env.api(env.owner).post('/ecom/v1/orders/search', { search: {} })
    expect((search.json as { orders: unknown[] }).orders).toHaveLength(0)
  })

  it('refuses unknown sessions, other checkouts, and unregistered callback URLs when the session is made', async () => {
    env = commerceEmulator()
    const visitor = await env.visitor()
    const { checkoutId, token } = await startHostedCheckout(visitor)
    expect((await page(`/__hosted/checkout?checkoutId=${checkoutId}&session=wrong`)).status).toBe(
      404,
    )
    expect(
      (await page(`/__hosted/checkout?checkoutId=${crypto.randomUUID()}&session=${token}`)).status,
    ).toBe(404)
    // The page would redirect to the thank-you URL and link the post-flow URL: both must be
    // registered redirect URIs, or there is no session (and no page) at all.
    const evil = await env.api(visitor).post('/_api/redirects-api/v1/redirect-session', {
      ecomCheckout: { checkoutId },
      callbacks: {
        thankYouPageUrl: 'https://evil.example/steal',
        postFlowUrl: 'https://evil.example/back',
      },
    })
    expect(evil.status).toBe(400)
    expect(violations(evil).map((v) => v.field)).toEqual([
      'callbacks.postFlowUrl',
      'callbacks.thankYouPageUrl',
    ])
  })

  it('escapes what the shopper typed', async () => {
    env = commerceEmulator()
    const visitor = await env.visitor()
    const { checkoutId, token } = await startHostedCheckout(visitor)
    const res = await page('/__hosted/checkout', {
      session: token,
      checkoutId,
      step: 'details',
      ...details,
      city: '',
      firstName: '<script>alert(1)</script>',
    })
    expect(res.html).not.toContain('<script>alert(1)</script>')
    expect(res.html).toContain('&lt;script&gt;')
  })
})

describe("hosted checkout page and the site's delayed-capture setting", () => {
  /** A visitor's cart paid on the page with card 4242; answers the order placed. */
  async function payOnPage(): Promise<Order> {
    const visitor = await env.visitor()
    const { checkoutId, token } = await startHostedCheckout(visitor)
    await page('/__hosted/checkout', { session: token, checkoutId, step: 'details', ...details })
    const paid = await page('/__hosted/checkout', {
      session: token,
      checkoutId,
      step: 'pay',
      ...card,
    })
    expect(paid.status, paid.html).toBe(303)
    const orderId = new URL(paid.location ?? '').searchParams.get('orderId') ?? ''
    return (await env.api(env.owner).get(`/ecom/v1/orders/${orderId}`)).json.order as Order
  }
  const paymentOf = (orderId: string) => env.services().payments.transactions(orderId)?.payments
  const setDelayCapture = (delayCapture: boolean) =>
    env.call('PUT', '/_emulator/payments/settings', { delayCapture })

  it('only authorizes when the site captures later: the order is NOT_PAID, the total authorized', async () => {
    env = commerceEmulator()
    expect((await setDelayCapture(true)).json).toEqual({ acceptPayments: true, delayCapture: true })
    const order = await payOnPage()
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'NOT_PAID' })
    expect(order.balanceSummary?.authorized?.amount).toBe(order.priceSummary?.total?.amount)
    expect(order.activities.map((a) => a.activityType)).toContain('AUTHORIZED_PAYMENT_CREATED')
    const payments = paymentOf(order.id)
    expect(payments).toHaveLength(1)
    expect(payments?.[0]?.status).toBe('AUTHORIZED')
    expect(payments?.[0]?.regularPaymentDetails?.authorizationDetails).toMatchObject({
      delayedCapture: true,
      captures: [],
    })
  })

  it('charges at once when the setting is off (the default, or switched off again)', async () => {
    env = commerceEmulator()
    const first = await payOnPage()
    await setDelayCapture(true)
    expect((await setDelayCapture(false)).json).toEqual({
      acceptPayments: true,
      delayCapture: false,
    })
    const second = await payOnPage()
    for (const order of [first, second]) {
      expect(order.paymentStatus).toBe('PAID')
      expect(paymentOf(order.id)?.map((p) => p.status)).toEqual(['APPROVED'])
      expect(paymentOf(order.id)?.[0]?.regularPaymentDetails?.authorizationDetails).toBeUndefined()
    }
  })
})
