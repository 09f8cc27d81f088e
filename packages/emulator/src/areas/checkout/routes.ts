import {
  addToCheckoutRequestSchema,
  checkoutIdRequestSchema,
  createCheckoutRequestSchema,
  markCheckoutAsCompletedAndRedirectToUrlRequestSchema,
  removeCheckoutLineItemsRequestSchema,
  updateCheckoutLineItemsQuantityRequestSchema,
  updateCheckoutRequestSchema,
} from '@storefront-kit/wire'
import { applicationError } from '../../http/api-error'
import { SIGNED } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import {
  addToCheckout,
  checkoutPaymentSettings,
  checkoutUrl,
  createCheckout,
  getCheckout,
  getCheckoutByCartId,
  markCheckoutCompleted,
  removeCheckoutLineItems,
  removeInput,
  updateCheckout,
  updateCheckoutLineItemsQuantity,
} from './service'
import type { CheckoutInputs } from './store'

const BASE = '/ecom/v1/checkouts'

/** A POST on one checkout that drops some of its inputs. */
const removal = (action: string, keys: (keyof CheckoutInputs)[]) =>
  route({
    method: 'POST',
    path: `${BASE}/:id/${action}`,
    allow: SIGNED,
    input: checkoutIdRequestSchema,
    handle: ({ input, caller, ctx }) => ({ checkout: removeInput(ctx, caller, input.id, keys) }),
  })

/**
 * Checkouts (wire/checkout.md). Visitors and members reach only their own; the API key any.
 * Reads write too: a member's first read takes over their former visitor's checkout.
 * `create-order` belongs to the orders area.
 */
export function checkoutRoutes(): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: BASE,
      allow: SIGNED,
      input: createCheckoutRequestSchema,
      handle: ({ input, caller, ctx }) => ({ checkout: createCheckout(ctx, caller, input) }),
    }),
    route({
      method: 'GET',
      path: `${BASE}/mark-checkout-as-completed-and-redirect-to-url`,
      allow: SIGNED,
      input: markCheckoutAsCompletedAndRedirectToUrlRequestSchema,
      // No emulator page issues these tokens, so none is valid (the wire's UNAUTHENTICATED_TOKEN).
      handle: () => {
        throw applicationError(
          401,
          'UNAUTHENTICATED_TOKEN',
          'The emulator issues no redirect tokens; use mark-as-completed',
        )
      },
    }),
    route({
      method: 'GET',
      path: `${BASE}/by-cart-id/:id`,
      allow: SIGNED,
      write: true,
      input: checkoutIdRequestSchema,
      handle: ({ input, caller, ctx }) => ({
        checkout: getCheckoutByCartId(ctx, caller, input.id),
      }),
    }),
    route({
      method: 'GET',
      path: `${BASE}/:id`,
      allow: SIGNED,
      write: true,
      input: checkoutIdRequestSchema,
      handle: ({ input, caller, ctx }) => ({ checkout: getCheckout(ctx, caller, input.id) }),
    }),
    route({
      method: 'GET',
      path: [`${BASE}/:id/checkout-url`, `${BASE}/:id/wix-checkout-url`],
      allow: SIGNED,
      write: true,
      input: checkoutIdRequestSchema,
      handle: ({ input, caller, ctx }) => checkoutUrl(ctx, caller, input.id),
    }),
    route({
      method: 'GET',
      path: `${BASE}/:id/payment-settings`,
      allow: SIGNED,
      write: true,
      input: checkoutIdRequestSchema,
      handle: ({ input, caller, ctx }) => checkoutPaymentSettings(ctx, caller, input.id),
    }),
    route({
      method: 'PATCH',
      path: `${BASE}/:id`,
      params: { id: 'checkout.id' },
      allow: SIGNED,
      input: updateCheckoutRequestSchema,
      handle: ({ input, caller, ctx }) => ({ checkout: updateCheckout(ctx, caller, input) }),
    }),
    route({
      method: 'POST',
      path: `${BASE}/:id/add-to-checkout`,
      allow: SIGNED,
      input: addToCheckoutRequestSchema,
      handle: ({ input, caller, ctx }) => ({
        checkout: addToCheckout(ctx, caller, input.id, input),
      }),
    }),
    route({
      method: 'POST',
      path: `${BASE}/:id/remove-line-items`,
      allow: SIGNED,
      input: removeCheckoutLineItemsRequestSchema,
      handle: ({ input, caller, ctx }) => ({
        checkout: removeCheckoutLineItems(ctx, caller, input.id, input.lineItemIds),
      }),
    }),
    route({
      method: 'POST',
      path: `${BASE}/:id/update-line-items-quantity`,
      allow: SIGNED,
      input: updateCheckoutLineItemsQuantityRequestSchema,
      handle: ({ input, caller, ctx }) => ({
        checkout: updateCheckoutLineItemsQuantity(ctx, caller, input.id, input.lineItems),
      }),
    }),
    removal('remove-coupon', ['couponCode']),
    removal('remove-gift-card', ['giftCardCode', 'giftCardRedeemAmount']),
    removal('remove-override-checkout-url', ['overrideCheckoutUrl']),
    route({
      method: 'POST',
      path: `${BASE}/:id/mark-as-completed`,
      allow: SIGNED,
      input: checkoutIdRequestSchema,
      handle: ({ input, caller, ctx }) => {
        markCheckoutCompleted(ctx, caller, input.id)
        return {}
      },
    }),
  ]
}
