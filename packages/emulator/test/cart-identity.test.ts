import type { Cart, Checkout } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appCode, CA, CART, CHECKOUTS, commerceEmulator, line } from './support/commerce'

let t: ReturnType<typeof commerceEmulator>
beforeAll(() => {
  t = commerceEmulator()
})
afterAll(() => t.close())

const cartOf = (res: { json: unknown }) => (res.json as { cart: Cart }).cart
const checkoutId = async (who: Parameters<typeof t.api>[0]) =>
  (
    (await t.api(who).post(`${CART}/create-checkout`, { channelType: 'WEB', shippingAddress: CA }))
      .json as {
      checkoutId: string
    }
  ).checkoutId

describe('current cart: one per identity', () => {
  it('keeps visitors apart: each reaches only their own cart and checkout', async () => {
    const a = await t.visitor()
    const b = await t.visitor()
    const cartA = await t.add(a, line('leather-card-wallet', 2))
    expect(appCode(await t.api(b).get(CART))).toBe('OWNED_CART_NOT_FOUND')
    const cartB = await t.add(b, line('pour-over-coffee-set'))
    expect(cartB.id).not.toBe(cartA.id)
    expect(cartOf(await t.api(a).get(CART)).lineItems.map((l) => l.quantity)).toEqual([2])
    // B's writes never touch A's cart.
    await t.api(b).post(`${CART}/update-line-items-quantity`, {
      lineItems: [{ id: cartA.lineItems[0]?.id, quantity: 9 }],
    })
    await t.api(b).post(`${CART}/remove-line-items`, { lineItemIds: [cartA.lineItems[0]?.id] })
    await t.api(b).del(CART)
    expect(cartOf(await t.api(a).get(CART)).lineItems.map((l) => l.quantity)).toEqual([2])

    const id = await checkoutId(a)
    for (const path of [
      `${CHECKOUTS}/${id}`,
      `${CHECKOUTS}/${id}/checkout-url`,
      `${CHECKOUTS}/by-cart-id/${cartA.id}`,
      `${CHECKOUTS}/${id}/payment-settings`,
    ]) {
      const res = await t.api(b).get(path)
      expect([path, res.status, appCode(res)]).toEqual([path, 404, 'CHECKOUT_NOT_FOUND'])
    }
    const change = await t
      .api(b)
      .patch(`${CHECKOUTS}/${id}`, { checkout: { buyerNote: 'mine now' } })
    expect(change.status).toBe(404)
    const complete = await t.api(b).post(`${CHECKOUTS}/${id}/mark-as-completed`)
    expect(complete.status).toBe(404)
    const stranger = await t.member()
    expect((await t.api(stranger).get(`${CHECKOUTS}/${id}`)).status).toBe(404)
    // The owner (API key) reaches any checkout.
    expect((await t.api(t.owner).get(`${CHECKOUTS}/${id}`)).status).toBe(200)
    const mine = (await t.api(a).get(`${CHECKOUTS}/${id}`)).json as { checkout: Checkout }
    expect(mine.checkout.buyerNote).toBeUndefined()
    expect(mine.checkout.completed).toBe(false)
  })

  it('carries the visitor cart and its checkout over to the member they sign in as', async () => {
    const visitor = await t.visitor()
    const cart = await t.add(visitor, line('leather-card-wallet'))
    const id = await checkoutId(visitor)
    const member = await t.member(visitor)
    const adopted = cartOf(await t.api(member).get(CART))
    expect(adopted.id).toBe(cart.id)
    expect(adopted.buyerInfo).toMatchObject({ memberId: member.id, visitorId: '' })
    expect(appCode(await t.api(visitor).get(CART))).toBe('OWNED_CART_NOT_FOUND')
    const checkout = (
      (await t.api(member).get(`${CHECKOUTS}/${id}`)).json as { checkout: Checkout }
    ).checkout
    expect(checkout.buyerInfo).toMatchObject({ memberId: member.id, visitorId: '' })
    expect((await t.api(visitor).get(`${CHECKOUTS}/${id}`)).status).toBe(404)
    // Further adds land in the same cart.
    const more = await t.add(member, line('pour-over-coffee-set'))
    expect([more.id, more.lineItems.length]).toEqual([cart.id, 2])
  })

  it('keeps a member own cart when they already have one', async () => {
    const member = await t.member()
    const own = await t.add(member, line('pour-over-coffee-set'))
    const visitor = await t.visitor()
    const visitorCart = await t.add(visitor, line('leather-card-wallet'))
    const signedIn = {
      ...member,
      headers: {
        authorization: await t.ctx.signer.sign(
          { sub: member.id, kind: 'member', cid: t.ctx.site.clientId, vid: visitor.id },
          3600,
        ),
      },
    }
    expect(cartOf(await t.api(signedIn).get(CART)).id).toBe(own.id)
    expect(cartOf(await t.api(visitor).get(CART)).id).toBe(visitorCart.id)
  })

  it('records member events with the member identity', async () => {
    const member = await t.member()
    const cart = await t.add(member, line('leather-card-wallet'))
    const [created] = t.events('wix.ecom.v1.cart', cart.id)
    expect(created?.metadata.identity).toEqual({ identityType: 'MEMBER', memberId: member.id })
  })
})
