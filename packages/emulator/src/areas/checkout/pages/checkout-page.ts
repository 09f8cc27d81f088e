import type { Context } from 'hono'
import { ApiError } from '../../../http/api-error'
import { errorPage } from '../../../http/html/layout'
import { HOSTED_PATHS, SESSION_PARAM } from '../../redirects/index'
import type { CheckoutContext } from '../context'
import { createOrderFromCheckout } from '../create-order'
import { loadCheckoutFor, recalculateCheckout, updateCheckout } from '../service'
import { cartV2Get, cartV2Post } from './cart-v2-page'
import {
  addressOf,
  type CardForm,
  checkCard,
  checkDetails,
  type DetailsForm,
  lastFour,
} from './checkout-form'
import { type CheckoutVisit, resolveVisit } from './checkout-session'
import { explain, INVALID_LINK, inTransaction, show, text, thankYou } from './page-parts'

function completedPage(c: Context, ctx: CheckoutContext, visit: CheckoutVisit) {
  const order = ctx.orders.byCheckout(visit.checkoutId)
  return order
    ? thankYou(c, ctx, visit, order.id)
    : errorPage(c, 410, 'Checkout complete', 'This checkout is already complete.')
}

/** `GET /__hosted/checkout?checkoutId=…&session=…`: the summary and the current step. */
export async function checkoutGet(c: Context, ctx: CheckoutContext): Promise<Response> {
  const visit = resolveVisit(c, ctx)
  if (!visit) return errorPage(c, 404, 'Checkout not found', INVALID_LINK)
  if (ctx.cartV2.exists(visit.checkoutId)) return cartV2Get(c, ctx, visit)
  try {
    const checkout = await ctx.lock(() =>
      recalculateCheckout(ctx, loadCheckoutFor(ctx, visit.caller, visit.checkoutId)),
    )
    if (checkout.completed || visit.record.usedDate) return completedPage(c, ctx, visit)
    return show(c, ctx, visit, checkout, {}, 200, c.req.query('edit') === '1')
  } catch (error) {
    if (error instanceof ApiError)
      return errorPage(c, error.status, 'Checkout not found', INVALID_LINK)
    throw error
  }
}

/** `POST /__hosted/checkout`: the details step or the payment step. */
export async function checkoutPost(c: Context, ctx: CheckoutContext): Promise<Response> {
  const body = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>
  const form = Object.fromEntries(Object.keys(body).map((key) => [key, text(body, key)]))
  const visit = resolveVisit(c, ctx, form)
  if (!visit) return errorPage(c, 404, 'Checkout not found', INVALID_LINK)
  if (ctx.cartV2.exists(visit.checkoutId)) return cartV2Post(c, ctx, visit, form)
  const load = () => recalculateCheckout(ctx, loadCheckoutFor(ctx, visit.caller, visit.checkoutId))
  try {
    const checkout = await ctx.lock(load)
    if (checkout.completed || visit.record.usedDate) return completedPage(c, ctx, visit)
    if (form.step === 'details') {
      const details = form as unknown as DetailsForm
      const errors = checkDetails({ ...details, subdivision: form.subdivision ?? '' })
      if (Object.keys(errors).length)
        return show(c, ctx, visit, checkout, { values: form, errors }, 400, true)
      const address = addressOf({ ...details, subdivision: form.subdivision ?? '' })
      await inTransaction(ctx, () =>
        updateCheckout(ctx, visit.caller, {
          checkout: {
            id: visit.checkoutId,
            buyerInfo: { email: details.email },
            billingInfo: address,
            shippingInfo: { shippingDestination: address },
          },
        }),
      )
      const next = new URL(c.req.url)
      next.search = new URLSearchParams({
        checkoutId: visit.checkoutId,
        [SESSION_PARAM]: visit.token,
      }).toString()
      return c.redirect(`${HOSTED_PATHS.ecomCheckout}${next.search}`, 303)
    }
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
    if (Object.keys(errors).length)
      return show(
        c,
        ctx,
        visit,
        checkout,
        { values: { shippingOption: form.shippingOption ?? '' }, errors },
        400,
      )
    const { orderId } = await inTransaction(ctx, () => {
      if (form.shippingOption)
        updateCheckout(ctx, visit.caller, {
          checkout: {
            id: visit.checkoutId,
            shippingInfo: { selectedCarrierServiceOption: { code: form.shippingOption } },
          },
        })
      const result = createOrderFromCheckout(ctx, visit.caller, visit.checkoutId, {
        // The site's payment setting decides, as on the platform: the shopper never chooses.
        delayCapture: ctx.payments.settings().delayCapture,
        paymentMethod: { brand: 'Visa', lastFourDigits: lastFour(card.cardNumber) },
      })
      ctx.redirects.markUsed(visit.record)
      return result
    })
    const thanks = ctx.redirects.callbackUrl(visit.record, 'thankYouPageUrl')
    if (!thanks) return thankYou(c, ctx, visit, orderId)
    const target = new URL(thanks)
    target.searchParams.set('orderId', orderId)
    return c.redirect(target.href, 303)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const checkout = await ctx.lock(load).catch(() => undefined)
    if (!checkout) return errorPage(c, error.status, 'Checkout not found', INVALID_LINK)
    return show(
      c,
      ctx,
      visit,
      checkout,
      { alert: explain(error), values: { shippingOption: form.shippingOption ?? '' } },
      error.status >= 500 ? 500 : 400,
    )
  }
}
