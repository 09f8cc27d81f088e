import type { CalculateCartResponse, CartV2, Checkout } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ok, V2 } from './support/cart-v2'
import { CHECKOUTS, commerceEmulator, ref, type Who } from './support/commerce'
import { SAME_TOTALS, v1CheckoutBody, v1Totals, v2CartBody, v2Totals } from './support/same-totals'

let t: ReturnType<typeof commerceEmulator>
let v: Who
beforeAll(async () => {
  t = commerceEmulator()
  v = await t.visitor()
})
afterAll(() => t.close())

describe('v1 and Cart V2 come to the same totals', () => {
  it.each(SAME_TOTALS)('$name', async (purchase) => {
    const { checkout } = ok<{ checkout: Checkout }>(
      await t.api(v).post(CHECKOUTS, v1CheckoutBody(purchase, ref)),
    )
    const { cart } = ok<{ cart: CartV2 }>(await t.api(v).post(V2, v2CartBody(purchase, ref)))
    const { summary } = ok<CalculateCartResponse>(
      await t.api(v).post(`${V2}/${cart.id}/calculate`, {}),
    )
    const v1 = v1Totals(checkout)
    expect(Number(v1.items)).toBeGreaterThan(0)
    expect(v2Totals(summary)).toEqual(v1)
  })
})
