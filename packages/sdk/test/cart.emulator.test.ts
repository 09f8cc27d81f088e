import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  deleteCurrentCart,
  estimateCurrentCartTotals,
  getCurrentCart,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from '../src/cart'
import { getCheckout } from '../src/checkout'
import {
  type Client,
  NotFoundError,
  PermissionError,
  PreconditionError,
  ValidationError,
} from '../src/index'
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

const CA = { country: 'US', subdivision: 'US-CA', city: 'San Jose' }
const ALL = { calculateTax: true, calculateShipping: true, calculateAdditionalFees: true }

/** The visitor id behind a client's token (the event identity). */
const visitorIdOf = async (client: Client) => {
  const { cart } = await getCurrentCart(client)
  return cart.buyerInfo.visitorId
}

describe('current cart through the SDK', () => {
  it('adds, changes quantities, applies a coupon, estimates to the cent, removes and deletes', async () => {
    const client = emu.visitor()
    const missing = await failure(getCurrentCart(client))
    expect(missing).toBeInstanceOf(NotFoundError)
    expect(missing.code).toBe('OWNED_CART_NOT_FOUND')

    const { cart } = await addToCurrentCart(client, {
      lineItems: [lineOf(id('leather-card-wallet')), lineOf(id('pour-over-coffee-set'))],
    })
    const [wallet, set] = cart.lineItems
    await updateCurrentCartLineItemQuantity(client, {
      lineItems: [{ id: wallet?.id ?? '', quantity: 2 }],
    })
    const coupon = await updateCurrentCart(client, { couponCode: 'SAVE10' })
    expect(coupon.cart.appliedDiscounts[0]?.coupon?.code).toBe('SAVE10')

    const estimate = await estimateCurrentCartTotals(client, { shippingAddress: CA, ...ALL })
    // 78 + 48 = 126.00; SAVE10 12.60; 113.40 ≥ 75: free standard shipping; tax 7.25 % per line
    // (70.20 → 5.09, 43.20 → 3.13); handling 1.50 → 123.12.
    expect(
      Object.fromEntries(Object.entries(estimate.priceSummary).map(([k, v]) => [k, v?.amount])),
    ).toEqual({
      subtotal: '126.00',
      discount: '12.60',
      shipping: '0.00',
      tax: '8.22',
      additionalFees: '1.50',
      total: '123.12',
    })

    await removeCouponFromCurrentCart(client)
    const removed = await removeLineItemsFromCurrentCart(client, { lineItemIds: [set?.id ?? ''] })
    expect(removed.cart.lineItems.map((l) => [l.id, l.quantity])).toEqual([[wallet?.id, 2]])
    expect(removed.cart.appliedDiscounts).toEqual([])
    expect(await deleteCurrentCart(client)).toEqual({})
    expect(await failure(getCurrentCart(client))).toBeInstanceOf(NotFoundError)
  })

  it('creates a checkout from the cart and reuses it', async () => {
    const client = emu.visitor()
    await addToCurrentCart(client, { lineItems: [lineOf(id('leather-card-wallet'))] })
    const { checkoutId } = await createCheckoutFromCurrentCart(client, {
      channelType: 'WEB',
      shippingAddress: CA,
    })
    const again = await createCheckoutFromCurrentCart(client, { channelType: 'WEB' })
    expect(again.checkoutId).toBe(checkoutId)
    const { checkout } = await getCheckout(client, checkoutId)
    expect(checkout.priceSummary?.total?.amount).toBe('49.32') // 39 + 5.99 + 2.83 tax + 1.50
  })

  it('answers bad input with the right error class, status and field', async () => {
    const client = emu.visitor()
    await addToCurrentCart(client, { lineItems: [lineOf(id('leather-card-wallet'))] })
    for (const quantity of [0, -1]) {
      const error = await failure(
        addToCurrentCart(client, { lineItems: [lineOf(id('leather-card-wallet'), quantity)] }),
      )
      expect(error).toBeInstanceOf(ValidationError)
      expect([error.status, error.fieldViolations[0]?.field]).toEqual([
        400,
        'lineItems[0].quantity',
      ])
    }
    const unknown = await failure(
      addToCurrentCart(client, { lineItems: [lineOf('00000000-0000-4000-8000-000000000000')] }),
    )
    expect([unknown instanceof NotFoundError, unknown.code]).toEqual([
      true,
      'CATALOG_ITEM_NOT_FOUND',
    ])
    const coupon = await failure(updateCurrentCart(client, { couponCode: 'NO-SUCH-COUPON' }))
    expect([coupon instanceof PreconditionError, coupon.status, coupon.code]).toEqual([
      true,
      428,
      'ERROR_COUPON_DOES_NOT_EXIST',
    ])
    const custom = await failure(
      addToCurrentCart(client, {
        customLineItems: [
          {
            quantity: 1,
            price: '1',
            itemType: { preset: 'PHYSICAL' },
            productName: { original: 'Gift wrap' },
          },
        ],
      }),
    )
    expect(custom).toBeInstanceOf(PermissionError)
    expect(custom.requestId).toBeTruthy()
  })

  it('keeps identities apart: another visitor and a member have their own carts', async () => {
    const a = emu.visitor()
    const b = emu.visitor()
    await addToCurrentCart(a, { lineItems: [lineOf(id('leather-card-wallet'), 3)] })
    const member = await memberClient(emu)
    for (const other of [b, member]) {
      expect(await failure(getCurrentCart(other))).toBeInstanceOf(NotFoundError)
      await addToCurrentCart(other, { lineItems: [lineOf(id('pour-over-coffee-set'))] })
      await deleteCurrentCart(other)
    }
    const { cart } = await getCurrentCart(a)
    expect(cart.lineItems.map((l) => l.quantity)).toEqual([3])
    // Signing in carries the visitor's cart over to the member.
    const visitorId = await visitorIdOf(a)
    const signedIn = await memberClient(emu, visitorId)
    expect((await getCurrentCart(signedIn)).cart.id).toBe(cart.id)
  })

  it('keeps every line of 100 concurrent add-to-cart calls, with exact quantities', async () => {
    const client = emu.visitor()
    const slugs = [
      'leather-card-wallet',
      'pour-over-coffee-set',
      'cold-brew-bottle',
      'the-slow-kitchen',
      'cold-pressed-olive-oil',
    ]
    const sizes = ['S', 'M', 'L', 'XL']
    const calls = Array.from({ length: 100 }, (_, i) => {
      const quantity = (i % 3) + 1
      return i % 2
        ? {
            key: slugs[i % slugs.length] ?? '',
            line: lineOf(id(slugs[i % slugs.length] ?? ''), quantity),
          }
        : {
            key: `tee-${sizes[i % sizes.length]}`,
            line: lineOf(id('classic-cotton-tee'), quantity, {
              options: { Size: sizes[i % sizes.length], Color: 'Navy' },
            }),
          }
    })
    const expected = new Map<string, number>()
    for (const call of calls)
      expected.set(call.key, (expected.get(call.key) ?? 0) + call.line.quantity)
    await Promise.all(calls.map((call) => addToCurrentCart(client, { lineItems: [call.line] })))
    const { cart } = await getCurrentCart(client)
    const actual = new Map(
      cart.lineItems.map((l) => {
        const size = l.descriptionLines?.find((d) => d.name?.original === 'Size')?.plainText
          ?.original
        const slug = Object.entries(ids).find(
          ([, value]) => value === l.catalogReference.catalogItemId,
        )?.[0]
        return [size ? `tee-${size}` : (slug ?? ''), l.quantity]
      }),
    )
    expect(actual).toEqual(expected)
    expect(cart.revision).toBe('100')
    expect([...expected.values()].reduce((a, b) => a + b, 0)).toBe(199)
  })
})
