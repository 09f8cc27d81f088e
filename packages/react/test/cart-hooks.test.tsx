// @vitest-environment jsdom
import { NotFoundError } from '@storefront-kit/sdk'
import { addToCurrentCart } from '@storefront-kit/sdk/cart'
import { describe, expect, it } from 'vitest'
import {
  cartKeys,
  useCartEstimate,
  useDeleteCart,
  useRemoveCartCoupon,
  useRemoveCartLineItems,
  useUpdateCart,
  useUpdateCartLineItemQuantity,
} from '../src/index'
import { demoStoreForFile } from './support/catalog'
import { checkRead, checkWrite, writeError } from './support/hook-checks'

// The cart hooks no other test runs, against the emulator: keys, what they mark stale, errors.

const { emu, product } = demoStoreForFile()
const change = (name: string) => ({ key: [...cartKeys.all, name], invalidates: cartKeys.all })

describe('cart hooks', () => {
  it('useCartEstimate answers the totals under their key, null without a cart', async () => {
    const client = emu.visitor()
    expect(await checkRead(client, () => useCartEstimate(), cartKeys.estimate())).toBeNull()
    await addToCurrentCart(client, { lineItems: [product(0).line(2)] })
    const request = { calculateTax: false }
    const totals = await checkRead(
      client,
      () => useCartEstimate(request),
      cartKeys.estimate(request),
    )
    expect(totals?.cart.lineItems[0]?.quantity).toBe(2)
  })

  it('changes quantities, the cart and its coupon, removes lines, and deletes the cart', async () => {
    const client = emu.visitor()
    const { cart } = await addToCurrentCart(client, {
      lineItems: [product(0).line(), product(1).line()],
    })
    const [first, second] = cart.lineItems
    const changed = await checkWrite(
      client,
      () => useUpdateCartLineItemQuantity(),
      { lineItems: [{ id: first?.id ?? '', quantity: 3 }] },
      change('updateQuantity'),
    )
    expect(changed?.lineItems[0]?.quantity).toBe(3)
    const noted = await checkWrite(
      client,
      () => useUpdateCart(),
      { cartInfo: { buyerNote: 'Gift wrap, please' } },
      change('update'),
    )
    expect(noted?.buyerNote).toBe('Gift wrap, please')
    await checkWrite(client, () => useRemoveCartCoupon(), undefined, change('removeCoupon'))
    const fewer = await checkWrite(
      client,
      () => useRemoveCartLineItems(),
      { lineItemIds: [second?.id ?? ''] },
      change('removeLines'),
    )
    expect(fewer?.lineItems).toHaveLength(1)
    expect(await checkWrite(client, () => useDeleteCart(), undefined, change('delete'))).toBeNull()
    const none = await writeError(client, () => useUpdateCartLineItemQuantity(), {
      lineItems: [{ id: first?.id ?? '', quantity: 1 }],
    })
    expect(none).toBeInstanceOf(NotFoundError)
  })
})
