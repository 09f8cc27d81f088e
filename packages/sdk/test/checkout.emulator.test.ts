import type { CreateCheckoutRequest } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addToCurrentCart, createCheckoutFromCurrentCart } from '../src/cart'
import {
  addToCheckout,
  createCheckout,
  createOrder,
  createOrderAndCharge,
  getCheckout,
  getCheckoutByCartId,
  getCheckoutPaymentSettings,
  getCheckoutUrl,
  markCheckoutAsCompleted,
  removeCoupon,
  removeGiftCard,
  removeLineItems,
  removeOverrideCheckoutUrl,
  updateCheckout,
  updateLineItemsQuantity,
} from '../src/checkout'
import { NotFoundError, PermissionError, PreconditionError, ValidationError } from '../src/index'
import { getOrder } from '../src/orders'
import { failure, lineOf, memberClient, productIds } from './support/commerce'
import { type ServedEmulator, serveEmulator } from './support/emulator'

let emu: ServedEmulator
let ids: Record<string, string>
const id = (slug: string) => ids[slug] ?? slug
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
  ids = await productIds(emu.visitor())
})
afterAll(() => emu.close())

const CA = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'San Jose',
  addressLine: '1 Main St',
  postalCode: '95112',
}

describe('checkouts through the SDK', () => {
  it('covers every checkout call', async () => {
    const client = emu.visitor()
    const { checkout } = await createCheckout(client, {
      channelType: 'WEB',
      lineItems: [lineOf(id('leather-card-wallet'))],
      overrideCheckoutUrl: 'https://shop.example/pay',
    })
    expect((await getCheckout(client, checkout.id)).checkout.id).toBe(checkout.id)
    expect((await getCheckoutUrl(client, checkout.id)).checkoutUrl).toBe('https://shop.example/pay')
    await removeOverrideCheckoutUrl(client, checkout.id)
    expect((await getCheckoutUrl(client, checkout.id)).checkoutUrl).toBe(
      `${emu.url}/__hosted/checkout?checkoutId=${checkout.id}`,
    )
    let now = (
      await updateCheckout(client, checkout.id, {
        checkout: {
          billingInfo: { address: CA },
          shippingInfo: {
            shippingDestination: { address: CA },
            selectedCarrierServiceOption: { code: 'express' },
          },
        },
        couponCode: 'FIVEOFF',
        giftCardCode: 'GIFT-50',
      })
    ).checkout
    // 39.00 − 5.00 = 34.00; express 14.99; tax 2.465 → 2.47; handling 1.50 → 52.96 − 50 (card) = 2.96.
    expect(now.priceSummary?.total?.amount).toBe('2.96')
    now = (
      await addToCheckout(client, checkout.id, { lineItems: [lineOf(id('pour-over-coffee-set'))] })
    ).checkout
    const added = now.lineItems[1]?.id ?? ''
    now = (
      await updateLineItemsQuantity(client, checkout.id, {
        lineItems: [{ id: added, quantity: 2 }],
      })
    ).checkout
    expect(now.lineItems.map((l) => l.quantity)).toEqual([1, 2])
    now = (await removeLineItems(client, checkout.id, { lineItemIds: [added] })).checkout
    now = (await removeCoupon(client, checkout.id)).checkout
    now = (await removeGiftCard(client, checkout.id)).checkout
    expect([now.appliedDiscounts, now.giftCard]).toEqual([[], undefined])
    expect(
      (await getCheckoutPaymentSettings(client, checkout.id)).paymentSettings.blockedPaymentOptions,
    ).toEqual([])
    expect(await markCheckoutAsCompleted(client, checkout.id)).toEqual({})
    const closed = await failure(
      addToCheckout(client, checkout.id, { lineItems: [lineOf(id('leather-card-wallet'))] }),
    )
    expect([closed instanceof PreconditionError, closed.code]).toEqual([
      true,
      'CHECKOUT_IS_COMPLETE',
    ])

    await addToCurrentCart(client, { lineItems: [lineOf(id('leather-card-wallet'))] })
    const { checkoutId } = await createCheckoutFromCurrentCart(client, { channelType: 'WEB' })
    const cartId = (await getCheckout(client, checkoutId)).checkout.cartId ?? ''
    expect((await getCheckoutByCartId(client, cartId)).checkout.id).toBe(checkoutId)
  })

  it('places and charges an order in one call with a payment token; a declined card fails', async () => {
    const client = emu.visitor()
    const ready = async () =>
      (
        await createCheckout(client, {
          channelType: 'WEB',
          lineItems: [lineOf(id('leather-card-wallet'))],
          checkoutInfo: {
            billingInfo: { address: CA },
            shippingInfo: { shippingDestination: { address: CA } },
            buyerInfo: { email: 'payer@example.com' },
          },
        })
      ).checkout.id
    const paid = await createOrderAndCharge(client, await ready(), {
      paymentToken: 'tok_card_4242',
    })
    expect(paid.orderId).toBeTruthy()
    expect(paid.paymentResponseToken).toBeTruthy()
    const { order } = await getOrder(client, paid.orderId)
    expect([order.paymentStatus, order.status]).toEqual(['PAID', 'APPROVED'])

    const declined = await failure(
      createOrderAndCharge(client, await ready(), { paymentToken: 'tok_card_0002' }),
    )
    expect(declined).toBeInstanceOf(PreconditionError)
    expect(declined.code).toBe('PAYMENT_ERROR')
  })

  it('keeps checkouts and orders private: another visitor or a member gets 404, the owner gets in', async () => {
    const buyer = emu.visitor()
    const { checkout } = await createCheckout(buyer, {
      channelType: 'WEB',
      lineItems: [lineOf(id('leather-card-wallet'))],
      checkoutInfo: {
        billingInfo: { address: CA },
        shippingInfo: { shippingDestination: { address: CA } },
        buyerInfo: { email: 'buyer@example.com' },
      },
    })
    const others = [emu.visitor(), await memberClient(emu)]
    for (const other of others) {
      // Thunks, so each call starts only when awaited and none rejects unobserved.
      const calls = [
        () => getCheckout(other, checkout.id),
        () => getCheckoutUrl(other, checkout.id),
        () => getCheckoutPaymentSettings(other, checkout.id),
        () => updateCheckout(other, checkout.id, { checkout: { buyerNote: 'hijack' } }),
        () => addToCheckout(other, checkout.id, { lineItems: [lineOf(id('leather-card-wallet'))] }),
        () => removeCoupon(other, checkout.id),
        () => markCheckoutAsCompleted(other, checkout.id),
        () => createOrder(other, checkout.id),
      ]
      for (const call of calls) {
        const error = await failure(call())
        expect(error).toBeInstanceOf(NotFoundError)
        expect(error.code).toBe('CHECKOUT_NOT_FOUND')
      }
    }
    expect((await getCheckout(emu.owner(), checkout.id)).checkout.lineItems).toHaveLength(1)
    const { orderId } = await createOrder(buyer, checkout.id)
    const readOrder = (client: typeof buyer) =>
      client.request<{ order: { id: string } }>({
        operation: 'getOrder',
        method: 'GET',
        path: `/ecom/v1/orders/${orderId}`,
      })
    expect((await readOrder(buyer)).order.id).toBe(orderId)
    for (const other of others)
      expect(await failure(readOrder(other))).toBeInstanceOf(NotFoundError)
    expect((await getCheckout(buyer, checkout.id)).checkout.buyerNote).toBeUndefined()
  })

  it('loses no update: 100 concurrent adds and 20 concurrent field updates on one checkout', async () => {
    const client = emu.visitor()
    const { checkout } = await createCheckout(client, { channelType: 'WEB' })
    const slugs = [
      'leather-card-wallet',
      'pour-over-coffee-set',
      'cold-brew-bottle',
      'the-slow-kitchen',
    ]
    const adds = Array.from({ length: 100 }, (_, i) =>
      addToCheckout(client, checkout.id, {
        lineItems: [lineOf(id(slugs[i % slugs.length] ?? ''), (i % 2) + 1)],
      }),
    )
    const updates = Array.from({ length: 20 }, (_, i) =>
      updateCheckout(client, checkout.id, {
        checkout:
          i % 2
            ? { buyerNote: `note ${i}` }
            : { customFields: [{ title: `field ${i}`, value: i }] },
        ...(i === 7 && { couponCode: 'SAVE10' }),
        ...(i === 12 && { lineItems: [lineOf(id('leather-card-wallet'), 10)] }),
      }),
    )
    await Promise.all([...adds, ...updates])
    const { checkout: final } = await getCheckout(client, checkout.id)
    const quantities = Object.fromEntries(
      final.lineItems.map((l) => [
        Object.entries(ids).find(([, v]) => v === l.catalogReference.catalogItemId)?.[0],
        l.quantity,
      ]),
    )
    // Each product gets 25 calls: even calls (1 unit) land on the 1st and 3rd product, odd ones
    // (2 units) on the 2nd and 4th; update 12 added 10 wallets.
    expect(quantities).toEqual({
      'leather-card-wallet': 25 + 10,
      'pour-over-coffee-set': 50,
      'cold-brew-bottle': 25,
      'the-slow-kitchen': 50,
    })
    // The store's automatic 10 % (orders of $500 or more) comes first, then the coupon.
    expect(
      final.appliedDiscounts.map((d) => d.coupon?.code ?? d.merchantDiscount?.percentage),
    ).toEqual([10, 'SAVE10'])
    expect(final.buyerNote).toMatch(/^note \d+$/)
    expect(final.customFields).toHaveLength(1)
  })

  it('rejects bad input with the right error', async () => {
    const client = emu.visitor()
    const noChannel = await failure(createCheckout(client, {} as CreateCheckoutRequest))
    expect([noChannel instanceof ValidationError, noChannel.fieldViolations[0]?.field]).toEqual([
      true,
      'channelType',
    ])
    const coupon = await failure(
      createCheckout(client, { channelType: 'WEB', couponCode: 'SUMMER2020' }),
    )
    expect([coupon.status, coupon.code]).toEqual([428, 'ERROR_COUPON_HAS_EXPIRED'])
    const card = await failure(createCheckout(client, { channelType: 'WEB', giftCardCode: 'NOPE' }))
    expect([card instanceof NotFoundError, card.code]).toEqual([true, 'GIFT_CARD_NOT_FOUND'])
    const custom = await failure(
      createCheckout(client, {
        channelType: 'WEB',
        customLineItems: [{ quantity: 1, price: '1', itemType: { preset: 'PHYSICAL' } }],
      }),
    )
    expect(custom).toBeInstanceOf(PermissionError)

    const empty = (await createCheckout(client, { channelType: 'WEB' })).checkout
    expect((await failure(createOrder(client, empty.id))).code).toBe('EMPTY_CHECKOUT')
    const incomplete = (
      await createCheckout(client, {
        channelType: 'WEB',
        lineItems: [lineOf(id('leather-card-wallet'))],
      })
    ).checkout
    const missing = await failure(createOrder(client, incomplete.id))
    expect([missing instanceof PreconditionError, missing.code]).toEqual([
      true,
      'VIOLATIONS_WITH_ERROR_SEVERITY',
    ])
    const soldOut = (
      await createCheckout(client, {
        channelType: 'WEB',
        lineItems: [lineOf(id('enamel-camp-mug'))],
        checkoutInfo: {
          billingInfo: { address: CA },
          shippingInfo: { shippingDestination: { address: CA } },
        },
      })
    ).checkout
    expect((await failure(createOrder(client, soldOut.id))).code).toBe('FULL_OUT_OF_STOCK')
  })
})
