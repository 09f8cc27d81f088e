// @vitest-environment jsdom
import { NotFoundError, ValidationError } from '@storefront-kit/sdk'
import { addLineItemsToCurrentCart, estimateCurrentCart } from '@storefront-kit/sdk/cart-v2'
import { describe, expect, it } from 'vitest'
import {
  cartV2Keys,
  useAddCouponToCurrentCart,
  useCartV2Estimate,
  useRemoveCouponFromCurrentCart,
  useUpdateCurrentCartV2,
} from '../src/index'
import { demoStoreForFile } from './support/catalog'
import { checkRead, checkWrite, writeError } from './support/hook-checks'

// The Cart V2 hooks cart-v2.test.tsx does not run: the estimate, the cart's own update and the
// coupon, each against the emulator with its key, what it invalidates and its typed error.

const { emu, product } = demoStoreForFile()
const change = (name: string) => ({ key: [...cartV2Keys.all, name], invalidates: cartV2Keys.all })

describe('Cart V2 estimate, update and coupon hooks', () => {
  it('estimates nothing without a cart, then the subtotal of the cart', async () => {
    const client = emu.visitor()
    const request = { calculateTax: true }
    expect(
      await checkRead(client, () => useCartV2Estimate(request), cartV2Keys.estimate(request)),
    ).toBeNull()
    await addLineItemsToCurrentCart(client, { catalogItems: [product(0).line(2)] })
    const estimate = await checkRead(
      client,
      () => useCartV2Estimate(request),
      cartV2Keys.estimate(request),
    )
    expect(Number(estimate?.summary.priceSummary?.subtotal?.amount)).toBeGreaterThan(0)
    const direct = await estimateCurrentCart(client, request)
    expect(estimate?.summary.priceSummary).toEqual(direct.summary.priceSummary)
  })

  it('updates the note; without a cart the update is a NotFoundError', async () => {
    const client = emu.visitor()
    expect(
      await writeError(client, () => useUpdateCurrentCartV2(), { cart: { note: 'x' } }),
    ).toBeInstanceOf(NotFoundError)
    await addLineItemsToCurrentCart(client, { catalogItems: [product(0).line()] })
    const cart = await checkWrite(
      client,
      () => useUpdateCurrentCartV2(),
      { cart: { note: 'Leave at the door' } },
      change('update'),
    )
    expect(cart.note).toBe('Leave at the door')
  })

  it('applies and removes a coupon; an unknown code is refused, typed', async () => {
    const client = emu.visitor()
    await addLineItemsToCurrentCart(client, { catalogItems: [product(0).line()] })
    const withCoupon = await checkWrite(
      client,
      () => useAddCouponToCurrentCart(),
      { coupon: { code: 'SAVE10' } },
      change('addCoupon'),
    )
    const coupon = withCoupon.coupons[0]
    expect(coupon?.code).toBe('SAVE10')
    const without = await checkWrite(
      client,
      () => useRemoveCouponFromCurrentCart(),
      { couponId: coupon?.id ?? '' },
      change('removeCoupon'),
    )
    expect(without.coupons).toEqual([])
    const error = await writeError(client, () => useAddCouponToCurrentCart(), {
      coupon: { code: 'NO-SUCH-CODE' },
    })
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).code).toBe('INVALID_COUPON_CODE')
  })
})
