// Type tests of the Cart V2 module, checked by `npm run typecheck`.
// Every expected-error directive below must stay an error.
import { expectTypeOf } from 'vitest'
import {
  addLineItemsToCurrentCart,
  type CalculateCartResponse,
  type CartV2,
  type CartV2Response,
  calculateCart,
  getCart,
  placeOrder,
  removeCouponFromCurrentCart,
  STORES_APP_ID,
  updateCart,
  updateLineItemsInCurrentCart,
} from '../src/cart-v2'
import { createClient } from '../src/index'

const client = createClient()
const catalogReference = { catalogItemId: 'p1', appId: STORES_APP_ID }

expectTypeOf(getCart(client, 'c1')).toEqualTypeOf<Promise<CartV2Response>>()
expectTypeOf(
  addLineItemsToCurrentCart(client, { catalogItems: [{ quantity: 1, catalogReference }] }),
).resolves.toEqualTypeOf<CartV2Response>()
expectTypeOf(calculateCart(client, 'c1')).resolves.toEqualTypeOf<CalculateCartResponse>()
expectTypeOf<CalculateCartResponse['summary']['priceVerificationToken']>().toEqualTypeOf<
  string | undefined
>()
expectTypeOf<CartV2['orderPlaced']>().toEqualTypeOf<boolean>()
expectTypeOf(placeOrder(client, 'c1')).resolves.toHaveProperty('completed')

// @ts-expect-error V2 items are `catalogItems`, not v1's `lineItems`
addLineItemsToCurrentCart(client, { lineItems: [{ quantity: 1, catalogReference }] })
// @ts-expect-error a quantity change is `{ newQuantity }`
updateLineItemsInCurrentCart(client, { lineItems: [{ lineItemId: 'l1', quantity: 2 }] })
// @ts-expect-error removing a coupon names it by its cart-level id
removeCouponFromCurrentCart(client, {})
// @ts-expect-error UpdateCart by id needs `cart.id`
updateCart(client, { cart: { note: 'n' } })
