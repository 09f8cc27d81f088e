import type { Context } from 'hono'
import { ApiError } from '../../../http/api-error'
import { errorPage } from '../../../http/html/layout'
import { HOSTED_PATHS, SESSION_PARAM } from '../../redirects/index'
import type { CheckoutContext } from '../context'
import { pageCheckoutOfV2 } from './cart-v2-view'
import {
  addressOf,
  type CardForm,
  checkCard,
  checkDetails,
  type DetailsForm,
  lastFour,
} from './checkout-form'
import type { CheckoutVisit } from './checkout-session'
import { explain, INVALID_LINK, inTransaction, show, thankYou } from './page-parts'

// The hosted checkout page for a Cart V2 cart (GetCheckoutURL): the same steps as for a v1
// checkout, through the Cart V2 area's rules (UpdateCart, SetDeliveryMethod, PlaceOrder).

const load = (ctx: CheckoutContext, visit: CheckoutVisit) =>
  ctx.lock(() => ctx.cartV2.view(visit.caller, visit.checkoutId))

function completedPage(c: Context, ctx: CheckoutContext, visit: CheckoutVisit, orderId?: string) {
  return orderId
    ? thankYou(c, ctx, visit, orderId)
    : errorPage(c, 410, 'Checkout complete', 'This checkout is already complete.')
}

/** `GET /__hosted/checkout` for a V2 cart. */
export async function cartV2Get(
  c: Context,
  ctx: CheckoutContext,
  visit: CheckoutVisit,
): Promise<Response> {
  try {
    const view = await load(ctx, visit)
    if (view.cart.orderPlaced || visit.record.usedDate)
      return completedPage(c, ctx, visit, view.cart.orderId)
    return show(c, ctx, visit, pageCheckoutOfV2(view), {}, 200, c.req.query('edit') === '1')
  } catch (error) {
    if (error instanceof ApiError)
      return errorPage(c, error.status, 'Checkout not found', INVALID_LINK)
    throw error
  }
}

/** The details step: the buyer's contact becomes the cart's customer, delivery and billing. */
async function saveDetails(
  c: Context,
  ctx: CheckoutContext,
  visit: CheckoutVisit,
  form: Record<string, string>,
  view: Awaited<ReturnType<typeof load>>,
) {
  const details = { ...(form as unknown as DetailsForm), subdivision: form.subdivision ?? '' }
  const errors = checkDetails(details)
  if (Object.keys(errors).length)
    return show(c, ctx, visit, pageCheckoutOfV2(view), { values: form, errors }, 400, true)
  const { address } = addressOf(details)
  await inTransaction(ctx, () =>
    ctx.cartV2.update(visit.caller, visit.checkoutId, {
      customerInfo: {
        email: details.email,
        firstName: details.firstName,
        lastName: details.lastName,
      },
      deliveryInfo: { address },
      paymentInfo: { billingAddress: address },
    }),
  )
  const next = new URLSearchParams({ checkoutId: visit.checkoutId, [SESSION_PARAM]: visit.token })
  return c.redirect(`${HOSTED_PATHS.ecomCheckout}?${next}`, 303)
}

/** `POST /__hosted/checkout` for a V2 cart: the details step or the payment step. */
export async function cartV2Post(
  c: Context,
  ctx: CheckoutContext,
  visit: CheckoutVisit,
  form: Record<string, string>,
): Promise<Response> {
  try {
    const view = await load(ctx, visit)
    if (view.cart.orderPlaced || visit.record.usedDate)
      return completedPage(c, ctx, visit, view.cart.orderId)
    if (form.step === 'details') return await saveDetails(c, ctx, visit, form, view)
    const card = form as unknown as CardForm
    const errors = checkCard(
      {
        cardNumber: card.cardNumber ?? '',
        expiry: card.expiry ?? '',
        cvc: card.cvc ?? '',
        nameOnCard: card.nameOnCard ?? '',
      },
      new Date(ctx.clock.now()),
    )
    const values = { shippingOption: form.shippingOption ?? '' }
    if (Object.keys(errors).length)
      return show(c, ctx, visit, pageCheckoutOfV2(view), { values, errors }, 400)
    const { orderId } = await inTransaction(ctx, () => {
      if (form.shippingOption)
        ctx.cartV2.setDeliveryMethod(visit.caller, visit.checkoutId, form.shippingOption)
      const placed = ctx.cartV2.placeOrder(visit.caller, visit.checkoutId, {
        // The site's payment setting decides, as on the platform: the shopper never chooses.
        delayCapture: ctx.payments.settings().delayCapture,
        paymentMethod: { brand: 'Visa', lastFourDigits: lastFour(card.cardNumber) },
      })
      ctx.redirects.markUsed(visit.record)
      return placed
    })
    const thanks = ctx.redirects.callbackUrl(visit.record, 'thankYouPageUrl')
    if (!thanks) return thankYou(c, ctx, visit, orderId)
    const target = new URL(thanks)
    target.searchParams.set('orderId', orderId)
    return c.redirect(target.href, 303)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const view = await load(ctx, visit).catch(() => undefined)
    if (!view) return errorPage(c, error.status, 'Checkout not found', INVALID_LINK)
    const state = { alert: explain(error), values: { shippingOption: form.shippingOption ?? '' } }
    return show(c, ctx, visit, pageCheckoutOfV2(view), state, error.status >= 500 ? 500 : 400)
  }
}
