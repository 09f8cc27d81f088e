// Type tests of the cart and checkout modules, checked by `npm run typecheck`.
// Every expected-error directive below must stay an error.
import { expectTypeOf } from 'vitest'
import {
  addToCurrentCart,
  type Cart,
  type CartResponse,
  createCheckoutFromCurrentCart,
  estimateCurrentCartTotals,
  getCurrentCart,
  STORES_APP_ID,
} from '../src/cart'
import {
  type Checkout,
  type CheckoutResponse,
  createCheckout,
  createOrder,
  getCheckout,
  updateCheckout,
} from '../src/checkout'
import { createClient } from '../src/index'

const client = createClient()
const catalogReference = { catalogItemId: 'p1', appId: STORES_APP_ID }

expectTypeOf(getCurrentCart(client)).toEqualTypeOf<Promise<CartResponse>>()
expectTypeOf(
  addToCurrentCart(client, { lineItems: [{ quantity: 1, catalogReference }] }),
).resolves.toEqualTypeOf<{ cart: Cart }>()
expectTypeOf<Cart['lineItems'][number]['price']['amount']>().toEqualTypeOf<string>()
expectTypeOf<Cart['lineItems'][number]['availability']['status']>().toExtend<string>()
expectTypeOf(createCheckoutFromCurrentCart(client, { channelType: 'WEB' })).resolves.toEqualTypeOf<{
  checkoutId: string
}>()
expectTypeOf(estimateCurrentCartTotals(client)).resolves.toHaveProperty('priceSummary')
expectTypeOf(getCheckout(client, 'c1')).toEqualTypeOf<Promise<CheckoutResponse>>()
expectTypeOf<Checkout['completed']>().toEqualTypeOf<boolean>()
expectTypeOf(createOrder(client, 'c1', { delayCapture: true })).resolves.toHaveProperty('orderId')

// @ts-expect-error a line needs its quantity
addToCurrentCart(client, { lineItems: [{ catalogReference }] })
const numericPrice = { quantity: 1, price: 10, itemType: { preset: 'PHYSICAL' } }
// @ts-expect-error money travels as decimal strings, not numbers
addToCurrentCart(client, { customLineItems: [numericPrice] })
// @ts-expect-error create-checkout needs a channel type
createCheckoutFromCurrentCart(client, {})
// @ts-expect-error createCheckout needs a channel type
createCheckout(client, { lineItems: [{ quantity: 1, catalogReference }] })
// @ts-expect-error the checkout id is a positional argument
getCheckout(client, { id: 'c1' })
// @ts-expect-error update takes the id first
updateCheckout(client, { checkout: { id: 'c1' } })
