import {
  addToCheckoutRequestSchema,
  checkoutCreateOrderAndChargeRequestSchema,
  checkoutCreateOrderRequestSchema,
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
import { cardFromToken } from '../payments/index'
import type { CheckoutContext } from './context'
import { createOrderFromCheckout } from './create-order'
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
const removal = (ctx: CheckoutContext, action: string, keys: (keyof CheckoutInputs)[]) =>
  route({
    method: 'POST',
    path: `${BASE}/:id/${action}`,
    allow: SIGNED,
    input: checkoutIdRequestSchema,
    handle: ({ input, caller }) => ({ checkout: removeInput(ctx, caller, input.id, keys) }),
  })

/**
 * Checkouts (wire/checkout.md). Visitors and members reach only their own; the API key any.
 * Reads write too: a member's first read takes over their former visitor's checkout.
 */
export function checkoutRoutes(ctx: CheckoutContext): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: BASE,
      allow: SIGNED,
      input: createCheckoutRequestSchema,
      handle: ({ input, caller }) => ({ checkout: createCheckout(ctx, caller, input) }),
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
      handle: ({ input, caller }) => ({
        checkout: getCheckoutByCartId(ctx, caller, input.id),
      }),
    }),
    route({
      method: 'GET',
      path: `${BASE}/:id`,
      allow: SIGNED,
      write: true,
      input: checkoutIdRequestSchema,
      handle: ({ input, caller }) => ({ checkout: getCheckout(ctx, caller, input.id) }),
    }),
    route({
      method: 'GET',
      path: [`${BASE}/:id/checkout-url`, `${BASE}/:id/wix-checkout-url`],
      allow: SIGNED,
      write: true,
      input: checkoutIdRequestSchema,
      handle: ({ input, caller }) => checkoutUrl(ctx, caller, input.id),
    }),
    route({
      method: 'GET',
      path: `${BASE}/:id/payment-settings`,
      allow: SIGNED,
      write: true,
      input: checkoutIdRequestSchema,
      handle: ({ input, caller }) => checkoutPaymentSettings(ctx, caller, input.id),
    }),
    route({
      method: 'PATCH',
      path: `${BASE}/:id`,
      params: { id: 'checkout.id' },
      allow: SIGNED,
      input: updateCheckoutRequestSchema,
      handle: ({ input, caller }) => ({ checkout: updateCheckout(ctx, caller, input) }),
    }),
    route({
      method: 'POST',
      path: `${BASE}/:id/add-to-checkout`,
      allow: SIGNED,
      input: addToCheckoutRequestSchema,
      handle: ({ input, caller }) => ({
        checkout: addToCheckout(ctx, caller, input.id, input),
      }),
    }),
    route({
      method: 'POST',
      path: `${BASE}/:id/remove-line-items`,
      allow: SIGNED,
      input: removeCheckoutLineItemsRequestSchema,
      handle: ({ input, caller }) => ({
        checkout: removeCheckoutLineItems(ctx, caller, input.id, input.lineItemIds),
      }),
    }),
    route({
      method: 'POST',
      path: `${BASE}/:id/update-line-items-quantity`,
      allow: SIGNED,
      input: updateCheckoutLineItemsQuantityRequestSchema,
      handle: ({ input, caller }) => ({
        checkout: updateCheckoutLineItemsQuantity(ctx, caller, input.id, input.lineItems),
      }),
    }),
    removal(ctx, 'remove-coupon', ['couponCode']),
    removal(ctx, 'remove-gift-card', ['giftCardCode', 'giftCardRedeemAmount']),
    removal(ctx, 'remove-override-checkout-url', ['overrideCheckoutUrl']),
    route({
      method: 'POST',
      path: `${BASE}/:id/mark-as-completed`,
      allow: SIGNED,
      input: checkoutIdRequestSchema,
      handle: ({ input, caller }) => {
        markCheckoutCompleted(ctx, caller, input.id)
        return {}
      },
    }),
    route({
      method: 'POST',
      path: `${BASE}/:id/create-order`,
      allow: SIGNED,
      input: checkoutCreateOrderRequestSchema,
      handle: ({ input, caller }) =>
        createOrderFromCheckout(ctx, caller, input.id, { delayCapture: !!input.delayCapture }),
    }),
    route({
      method: 'POST',
      path: `${BASE}/:id/create-order-and-charge`,
      allow: SIGNED,
      input: checkoutCreateOrderAndChargeRequestSchema,
      handle: ({ input, caller }) => {
        const paymentMethod = cardFromToken(input.paymentToken)
        const created = createOrderFromCheckout(ctx, caller, input.id, {
          delayCapture: !!input.delayCapture,
          ...(paymentMethod && { paymentMethod }),
        })
        return {
          ...created,
          ...(created.paymentGatewayOrderId && { paymentResponseToken: ctx.newId() }),
        }
      },
    }),
  ]
}
