import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addLineItemsToCurrentCart,
  calculateCart,
  placeOrder,
  setDeliveryMethodForCurrentCart,
  updateCart,
} from '../src/cart-v2'
import { getProductBySlugV3, queryInventoryItems } from '../src/catalog-v3'
import { getOrder } from '../src/orders'
import { lineOf } from './support/commerce'
import { type ServedEmulator, serveEmulator } from './support/emulator'
import { CA } from './support/orders'

// A V3 product in a Cart V2 cart: the same catalog lookup prices it, the order takes it and the
// variant's inventory item counts it down, as with the v1 cart (catalog-v3.emulator.test.ts).

let emu: ServedEmulator
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo', catalog: 'v3' })
})
afterAll(() => emu.close())

const stockOf = async (productId: string, variantId: string) => {
  const { inventoryItems } = await queryInventoryItems(emu.owner(), {
    query: { filter: { productId, variantId } },
  })
  const item = inventoryItems[0]
  if (!item) throw new Error(`no inventory item for ${variantId}`)
  return item
}

describe('Catalog V3 with Cart V2', () => {
  it('a V3 variant added to a V2 cart is priced as the product says, ordered, and its stock drops', async () => {
    const shopper = emu.visitor()
    const { product } = await getProductBySlugV3(shopper, 'classic-cotton-tee')
    const variant = product.variantsInfo?.variants[1]
    if (!product.id || !variant?.id) throw new Error('the tee has variants')
    const before = await stockOf(product.id, variant.id)

    const { cart } = await addLineItemsToCurrentCart(shopper, {
      catalogItems: [lineOf(product.id, 2, { variantId: variant.id })],
    })
    expect(cart.lineItems[0]?.source?.catalogReference?.options).toMatchObject({
      variantId: variant.id,
    })
    await updateCart(shopper, {
      cart: {
        id: cart.id,
        deliveryInfo: { address: CA },
        customerInfo: { email: 'v3@example.com' },
      },
    })
    await setDeliveryMethodForCurrentCart(shopper, { deliveryMethod: { code: 'standard' } })
    const { summary } = await calculateCart(shopper, cart.id)
    const price = Number(variant.price?.actualPrice?.amount)
    expect(Number(summary.priceSummary?.subtotal?.amount)).toBe(2 * price)

    const placed = await placeOrder(shopper, cart.id, {
      priceVerificationToken: summary.priceVerificationToken,
    })
    const { order } = await getOrder(shopper, placed.orderId)
    expect(order.lineItems?.[0]?.catalogReference?.catalogItemId).toBe(product.id)
    const after = await stockOf(product.id, variant.id)
    expect(after.quantity).toBe((before.quantity ?? 0) - 2)
  })
})
