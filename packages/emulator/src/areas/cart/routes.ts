import {
  addToCurrentCartRequestSchema,
  createCheckoutFromCurrentCartRequestSchema,
  estimateCurrentCartTotalsRequestSchema,
  removeLineItemsFromCurrentCartRequestSchema,
  updateCurrentCartLineItemQuantityRequestSchema,
  updateCurrentCartRequestSchema,
} from '@storefront-kit/wire'
import { SIGNED } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import type { CartContext } from './context'
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
} from './service'

const BASE = '/ecom/v1/carts/current'

/**
 * The current cart (wire/cart.md): the cart of the calling visitor or member (the API key has a
 * cart of its own). Every route writes, since a member's first call may take over their
 * visitor cart.
 */
export function cartRoutes(ctx: CartContext): RouteDef[] {
  return [
    route({
      method: 'GET',
      path: BASE,
      allow: SIGNED,
      write: true,
      handle: ({ caller }) => ({ cart: getCurrentCart(ctx, caller) }),
    }),
    route({
      method: 'PATCH',
      path: BASE,
      allow: SIGNED,
      input: updateCurrentCartRequestSchema,
      handle: ({ input, caller }) => ({ cart: updateCurrentCart(ctx, caller, input) }),
    }),
    route({
      method: 'DELETE',
      path: BASE,
      allow: SIGNED,
      handle: ({ caller }) => deleteCurrentCart(ctx, caller),
    }),
    route({
      method: 'POST',
      path: `${BASE}/add-to-cart`,
      allow: SIGNED,
      input: addToCurrentCartRequestSchema,
      handle: ({ input, caller }) => ({ cart: addToCurrentCart(ctx, caller, input) }),
    }),
    route({
      method: 'POST',
      path: `${BASE}/remove-line-items`,
      allow: SIGNED,
      input: removeLineItemsFromCurrentCartRequestSchema,
      handle: ({ input, caller }) => ({
        cart: removeLineItemsFromCurrentCart(ctx, caller, input.lineItemIds),
      }),
    }),
    route({
      method: 'POST',
      path: `${BASE}/remove-coupon`,
      allow: SIGNED,
      handle: ({ caller }) => ({ cart: removeCouponFromCurrentCart(ctx, caller) }),
    }),
    route({
      method: 'POST',
      path: `${BASE}/update-line-items-quantity`,
      allow: SIGNED,
      input: updateCurrentCartLineItemQuantityRequestSchema,
      handle: ({ input, caller }) => ({
        cart: updateCurrentCartLineItemQuantity(ctx, caller, input.lineItems),
      }),
    }),
    route({
      method: 'POST',
      path: `${BASE}/create-checkout`,
      allow: SIGNED,
      input: createCheckoutFromCurrentCartRequestSchema,
      handle: ({ input, caller }) => createCheckoutFromCurrentCart(ctx, caller, input),
    }),
    route({
      method: 'POST',
      path: `${BASE}/estimate-totals`,
      allow: SIGNED,
      input: estimateCurrentCartTotalsRequestSchema,
      handle: ({ input, caller }) => estimateCurrentCartTotals(ctx, caller, input),
    }),
  ]
}
