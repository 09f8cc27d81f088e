import type { CartV2 } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CA_DELIVERY, cartV2Emulator, item, ok, rejection, V2, V2_CURRENT } from './support/cart-v2'

// The Cart V2 application errors of wire/cart-v2.md that no other route test reaches: each is
// answered with its code, the status of the emulator's rule (request shape 400, state 428) and
// its typed data.

let t: ReturnType<typeof cartV2Emulator>
beforeAll(() => {
  t = cartV2Emulator()
})
afterAll(() => t.close())

type Res = Awaited<ReturnType<typeof t.call>>
const data = (res: Res) =>
  (res.json.details?.applicationError as { data?: Record<string, unknown> } | undefined)?.data

/** A custom item (API key only) at `price`, with whatever else the test sets. */
const custom = (price: string, extra: Record<string, unknown> = {}) => ({
  name: { original: `Custom ${price}` },
  quantityInfo: { requestedQuantity: 1 },
  pricing: { price: { amount: price } },
  attributes: { itemType: { preset: 'PHYSICAL' } },
  ...extra,
})

/** A cart the owner makes by id with these items. */
async function ownerCart(body: Record<string, unknown>): Promise<CartV2> {
  return ok(await t.api(t.owner).post(V2, body)).cart
}

describe('adding lines', () => {
  it('MAX_LINE_ITEMS_EXCEEDED: a cart holds at most 300 lines, counted with the ones it has', async () => {
    const cart = await ownerCart({
      customItems: Array.from({ length: 299 }, (_, i) => custom(`${i + 1}.00`)),
    })
    expect(cart.lineItems).toHaveLength(299)
    const at = `${V2}/${cart.id}/add-line-items`
    const over = await t.api(t.owner).post(at, { customItems: [custom('1.00'), custom('2.00')] })
    expect([...rejection(over), data(over)]).toEqual([
      400,
      'MAX_LINE_ITEMS_EXCEEDED',
      { requestCount: 301, maxCount: 300 },
    ])
    // The refused request changed nothing; the 300th line still fits.
    expect(ok(await t.api(t.owner).get(`${V2}/${cart.id}`)).cart.lineItems).toHaveLength(299)
    expect(
      ok(await t.api(t.owner).post(at, { customItems: [custom('1.00')] })).cart.lineItems,
    ).toHaveLength(300)
  })

  it('LINE_ITEM_PRICE_CONFLICT: one catalog item given two prices, in a request or against the cart', async () => {
    const wallet = (salePrice: string) => ({
      ...item('leather-card-wallet'),
      catalogOverrideFields: { salePrice },
    })
    const inOne = await t
      .api(t.owner)
      .post(V2, { catalogItems: [wallet('30.00'), wallet('31.00')] })
    expect(rejection(inOne)).toEqual([400, 'LINE_ITEM_PRICE_CONFLICT'])
    expect(data(inOne)?.invalidItems).toEqual([
      item('leather-card-wallet').catalogReference,
      item('leather-card-wallet').catalogReference,
    ])
    const cart = await ownerCart({ catalogItems: [wallet('30.00')] })
    const at = `${V2}/${cart.id}/add-line-items`
    expect(rejection(await t.api(t.owner).post(at, { catalogItems: [wallet('25.00')] }))).toEqual([
      400,
      'LINE_ITEM_PRICE_CONFLICT',
    ])
    // The same price again merges into the line.
    const merged = ok(await t.api(t.owner).post(at, { catalogItems: [wallet('30.00')] })).cart
    expect(merged.lineItems.map((l) => l.quantityInfo.requestedQuantity)).toEqual([2])
  })

  it('DEPOSIT_AMOUNT_GREATER_THAN_UNIT_PRICE: a deposit above the unit price; equal is fine', async () => {
    const deposit = (amount: string) =>
      custom('20.00', {
        paymentConfig: { paymentOption: 'DEPOSIT_ONLINE', depositAmount: { amount } },
      })
    const res = await t.api(t.owner).post(V2, { customItems: [deposit('20.01')] })
    expect(rejection(res)).toEqual([400, 'DEPOSIT_AMOUNT_GREATER_THAN_UNIT_PRICE'])
    const cart = await ownerCart({ customItems: [deposit('20.00')] })
    expect(cart.lineItems[0]?.paymentConfig.depositAmount?.amount).toBe('20.00')
  })

  it('INVALID_MEMBERSHIP_PAYMENT_OPTION: no membership can pay (the store sells none)', async () => {
    const v = await t.visitor()
    const membership = { membershipId: t.ctx.newId(), appId: t.ctx.newId() }
    const res = await t.api(v).post(`${V2_CURRENT}/add-line-items`, {
      catalogItems: [
        { ...item('leather-card-wallet'), membershipPayment: { existingMembership: membership } },
      ],
    })
    expect(rejection(res)).toEqual([428, 'INVALID_MEMBERSHIP_PAYMENT_OPTION'])
    expect(data(res)?.invalidItems).toEqual([expect.any(Object)])
    // Nothing was added: the visitor still has no cart.
    expect(rejection(await t.api(v).get(V2_CURRENT))).toEqual([404, 'OWNED_CART_NOT_FOUND'])
    const cart = await t.add(v, item('leather-card-wallet'))
    const lineItemId = cart.lineItems[0]?.id
    const update = await t.api(v).post(`${V2}/${cart.id}/update-line-items`, {
      lineItems: [{ lineItemId, membershipPayment: { existingMembership: membership } }],
    })
    expect(rejection(update)).toEqual([428, 'INVALID_MEMBERSHIP_PAYMENT_OPTION'])
  })
})

describe('delivery methods', () => {
  it('DELIVERY_METHOD_MISSING_LINE_ITEMS: nothing to deliver', async () => {
    const v = await t.visitor()
    const cart = await t.add(v, item('leather-card-wallet'))
    const at = `${V2}/${cart.id}`
    ok(await t.api(v).patch(at, { cart: { id: cart.id, ...CA_DELIVERY } }))
    ok(await t.api(v).post(`${at}/remove-line-items`, { lineItemIds: [cart.lineItems[0]?.id] }))
    const res = await t.api(v).post(`${at}/set-delivery-method`, {
      deliveryMethod: { code: 'standard' },
    })
    expect(rejection(res)).toEqual([428, 'DELIVERY_METHOD_MISSING_LINE_ITEMS'])
  })

  it('DELIVERY_METHOD_NO_LONGER_AVAILABLE: the chosen method does not serve the new address', async () => {
    const v = await t.visitor()
    const cart = await t.add(v, item('leather-card-wallet'))
    await t.ready(v, cart.id, 'express')
    const at = `${V2}/${cart.id}`
    // Express is a United States option; the store ships to Germany only by standard delivery.
    ok(
      await t.api(v).patch(at, {
        cart: {
          id: cart.id,
          deliveryInfo: {
            address: {
              country: 'DE',
              postalCode: '10115',
              city: 'Berlin',
              addressLine: 'Unter den Linden 1',
            },
          },
        },
      }),
    )
    const { summary } = await t.calculate(v, cart.id)
    expect(
      summary.violations.filter((x) => x.scope === 'DELIVERY').map((x) => [x.code, x.severity]),
    ).toEqual([['DELIVERY_METHOD_NO_LONGER_AVAILABLE', 'ERROR']])
    expect(rejection(await t.placeOrder(v, cart.id))).toEqual([
      428,
      'DELIVERY_METHOD_NO_LONGER_AVAILABLE',
    ])
  })
})

describe('placing the order', () => {
  it('MEMBERS_ONLY_ITEM: a members-only item in a cart without a member', async () => {
    const cart = await ownerCart({
      customItems: [
        custom('12.00', { attributes: { itemType: { preset: 'DIGITAL' }, membersOnly: true } }),
      ],
      cart: { customerInfo: { email: 'ada@example.com' } },
    })
    const { summary } = await t.calculate(t.owner, cart.id)
    const lineItemIds = [cart.lineItems[0]?.id]
    expect(summary.violations.filter((x) => x.code === 'MEMBERS_ONLY_ITEM')).toEqual([
      expect.objectContaining({
        severity: 'ERROR',
        scope: 'LINE_ITEM',
        membersOnlyItemData: { lineItemIds },
      }),
    ])
    const res = await t.placeOrder(t.owner, cart.id)
    expect([...rejection(res), data(res)]).toEqual([428, 'MEMBERS_ONLY_ITEM', { lineItemIds }])
  })

  it('GIFT_CARD_REDEEM_ERROR: the gift card was spent on another cart before this one ordered', async () => {
    const v = await t.visitor()
    const first = await t.add(v, item('leather-card-wallet', 2))
    const second = ok(await t.api(v).post(V2, { catalogItems: [item('leather-card-wallet')] })).cart
    for (const cart of [first, second]) {
      await t.ready(v, cart.id)
      ok(
        await t
          .api(v)
          .post(`${V2}/${cart.id}/add-gift-card`, { giftCard: { code: 'GIFTCARD-50' } }),
      )
    }
    ok<{ orderId: string }>(await t.placeOrder(v, first.id))
    const res = await t.placeOrder(v, second.id)
    expect([...rejection(res), typeof data(res)?.error]).toEqual([
      428,
      'GIFT_CARD_REDEEM_ERROR',
      'string',
    ])
    // No order, and the cart can still be ordered once the card is removed.
    const after = ok(await t.api(v).get(`${V2}/${second.id}`)).cart
    expect(after.orderPlaced).toBe(false)
    const giftCardId = after.paymentInfo.giftCards[0]?.id
    ok(await t.api(v).post(`${V2}/${second.id}/remove-gift-card`, { giftCardId }))
    expect(ok<{ orderId: string }>(await t.placeOrder(v, second.id)).orderId).toEqual(
      expect.any(String),
    )
  })
})
