import type { Checkout } from '@storefront-kit/wire'
import type { Context } from 'hono'
import { errorPage } from '../../../http/html/layout'
import type { CheckoutContext } from '../context'
import { createOrderFromCheckout } from '../create-order'
import { loadCheckoutFor, recalculateCheckout, updateCheckout } from '../service'
import { cartV2Flow } from './cart-v2-page'
import { resolveVisit } from './checkout-session'
import { type CheckoutFlow, flowGet, flowPost } from './page-flow'
import { INVALID_LINK, text } from './page-parts'

/** The hosted checkout page's steps for a v1 checkout. */
const checkoutV1Flow = (ctx: CheckoutContext): CheckoutFlow<Checkout> => ({
  load: (visit) =>
    ctx.lock(() => recalculateCheckout(ctx, loadCheckoutFor(ctx, visit.caller, visit.checkoutId))),
  page: (checkout) => checkout,
  completed: (checkout) => !!checkout.completed,
  placedOrderId: (_checkout, visit) => ctx.orders.byCheckout(visit.checkoutId)?.id,
  saveDetails: (visit, details, address) =>
    updateCheckout(ctx, visit.caller, {
      checkout: {
        id: visit.checkoutId,
        buyerInfo: { email: details.email },
        billingInfo: address,
        shippingInfo: { shippingDestination: address },
      },
    }),
  setDeliveryOption: (visit, code) =>
    updateCheckout(ctx, visit.caller, {
      checkout: { id: visit.checkoutId, shippingInfo: { selectedCarrierServiceOption: { code } } },
    }),
  placeOrder: (visit, payment) =>
    createOrderFromCheckout(ctx, visit.caller, visit.checkoutId, payment),
})

/** `GET /__hosted/checkout?checkoutId=…&session=…`: the summary and the current step. */
export async function checkoutGet(c: Context, ctx: CheckoutContext): Promise<Response> {
  const visit = resolveVisit(c, ctx)
  if (!visit) return errorPage(c, 404, 'Checkout not found', INVALID_LINK)
  if (ctx.cartV2.exists(visit.checkoutId)) return flowGet(c, ctx, visit, cartV2Flow(ctx))
  return flowGet(c, ctx, visit, checkoutV1Flow(ctx))
}

/** `POST /__hosted/checkout`: the details step or the payment step. */
export async function checkoutPost(c: Context, ctx: CheckoutContext): Promise<Response> {
  const body = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>
  const form = Object.fromEntries(Object.keys(body).map((key) => [key, text(body, key)]))
  const visit = resolveVisit(c, ctx, form)
  if (!visit) return errorPage(c, 404, 'Checkout not found', INVALID_LINK)
  if (ctx.cartV2.exists(visit.checkoutId)) return flowPost(c, ctx, visit, form, cartV2Flow(ctx))
  return flowPost(c, ctx, visit, form, checkoutV1Flow(ctx))
}
