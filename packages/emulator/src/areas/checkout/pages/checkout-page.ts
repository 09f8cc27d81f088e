import type { Checkout } from '@storefront-kit/wire'
import type { Context } from 'hono'
import { ApiError } from '../../../http/api-error'
import { html } from '../../../http/html/html'
import { errorPage, renderPage } from '../../../http/html/layout'
import { HOSTED_PATHS, SESSION_PARAM } from '../../redirects/index'
import type { CheckoutContext } from '../context'
import { createOrderFromCheckout } from '../create-order'
import { loadCheckoutFor, recalculateCheckout, updateCheckout } from '../service'
import {
  addressOf,
  type CardForm,
  checkCard,
  checkDetails,
  type DetailsForm,
  lastFour,
} from './checkout-form'
import { type CheckoutVisit, resolveVisit } from './checkout-session'
import { checkoutBody, detailsForm, type FormState, payForm } from './checkout-view'

const INVALID_LINK =
  'This checkout link is not valid or has expired. Go back to the shop and start the checkout again.'

/** Text a shopper understands for a rejection of the order. */
function explain(error: ApiError): string {
  const code = error.body.details.applicationError?.code
  if (code === 'PAYMENT_ERROR')
    return 'Your card was declined. Try another card, e.g. the test card 4242 4242 4242 4242.'
  if (code === 'FULL_OUT_OF_STOCK' || code === 'PARTIAL_OUT_OF_STOCK')
    return 'Some items are no longer in stock in the quantity you asked for. Go back to the shop to change your cart.'
  return error.body.message || 'The order could not be placed.'
}

const hasDetails = (checkout: Checkout) =>
  !!checkout.buyerInfo?.email &&
  !!(checkout.shippingInfo?.shippingDestination ?? checkout.billingInfo)?.address?.country

/** Runs checkout work the way API routes do: serialized, in one transaction. */
const inTransaction = <T>(ctx: CheckoutContext, work: () => T): Promise<T> =>
  ctx.lock(() => ctx.db.transactionAsync(work))

function show(
  c: Context,
  ctx: CheckoutContext,
  visit: CheckoutVisit,
  checkout: Checkout,
  state: FormState,
  status = 200,
  edit = false,
) {
  const step =
    edit || !hasDetails(checkout)
      ? detailsForm(visit, checkout, state)
      : payForm(visit, checkout, state)
  return renderPage(c, {
    title: 'Checkout',
    status,
    body: checkoutBody(
      step,
      checkout,
      state,
      ctx.redirects.callbackUrl(visit.record, 'postFlowUrl'),
    ),
  })
}

/** The page after payment when the shop gave no (registered) thank-you URL. */
function thankYou(c: Context, ctx: CheckoutContext, visit: CheckoutVisit, orderId: string) {
  const order = ctx.orders.get(orderId)
  const back = ctx.redirects.callbackUrl(visit.record, 'postFlowUrl')
  return renderPage(c, {
    title: 'Thank you',
    body: html`<h1>Thank you!</h1><p role="status">Your order ${order?.number ? html`<strong>#${order.number}</strong> ` : ''}is placed.</p>
<p class="note">Order id: ${orderId}</p>${back && html`<p><a class="button" href="${back}">Back to the shop</a></p>`}`,
  })
}

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

const text = (form: Record<string, unknown>, key: string) => {
  const value = form[key]
  return typeof value === 'string' ? value.trim() : ''
}

/** `POST /__hosted/checkout`: the details step or the payment step. */
export async function checkoutPost(c: Context, ctx: CheckoutContext): Promise<Response> {
  const body = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>
  const form = Object.fromEntries(Object.keys(body).map((key) => [key, text(body, key)]))
  const visit = resolveVisit(c, ctx, form)
  if (!visit) return errorPage(c, 404, 'Checkout not found', INVALID_LINK)
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
        delayCapture: false,
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
