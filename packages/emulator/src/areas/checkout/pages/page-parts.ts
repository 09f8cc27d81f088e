import type { Context } from 'hono'
import type { ApiError } from '../../../http/api-error'
import { html } from '../../../http/html/html'
import { renderPage } from '../../../http/html/layout'
import type { CheckoutContext } from '../context'
import type { CheckoutVisit } from './checkout-session'
import {
  checkoutBody,
  detailsForm,
  type FormState,
  type PageCheckout,
  payForm,
} from './checkout-view'

// What the hosted checkout page does the same for a v1 checkout and a V2 cart.

export const INVALID_LINK =
  'This checkout link is not valid or has expired. Go back to the shop and start the checkout again.'

/** Text a shopper understands for a rejection of the order. */
export function explain(error: ApiError): string {
  const code = error.body.details.applicationError?.code
  if (code === 'PAYMENT_ERROR' || code === 'INVALID_PAYMENT_STATUS')
    return 'Your card was declined. Try another card, e.g. the test card 4242 4242 4242 4242.'
  if (
    code === 'FULL_OUT_OF_STOCK' ||
    code === 'PARTIAL_OUT_OF_STOCK' ||
    code === 'LINE_ITEMS_OUT_OF_STOCK'
  )
    return 'Some items are no longer in stock in the quantity you asked for. Go back to the shop to change your cart.'
  return error.body.message || 'The order could not be placed.'
}

export const hasDetails = (checkout: PageCheckout) =>
  !!checkout.buyerInfo?.email &&
  !!(checkout.shippingInfo?.shippingDestination ?? checkout.billingInfo)?.address?.country

/** Runs checkout work the way API routes do: serialized, in one transaction. */
export const inTransaction = <T>(ctx: CheckoutContext, work: () => T): Promise<T> =>
  ctx.lock(() => ctx.db.transactionAsync(work))

/** The checkout page at its step: details until the buyer gave them (or asked to edit), then pay. */
export function show(
  c: Context,
  ctx: CheckoutContext,
  visit: CheckoutVisit,
  checkout: PageCheckout,
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
export function thankYou(c: Context, ctx: CheckoutContext, visit: CheckoutVisit, orderId: string) {
  const order = ctx.orders.get(orderId)
  const back = ctx.redirects.callbackUrl(visit.record, 'postFlowUrl')
  return renderPage(c, {
    title: 'Thank you',
    body: html`<h1>Thank you!</h1><p role="status">Your order ${order?.number ? html`<strong>#${order.number}</strong> ` : ''}is placed.</p>
<p class="note">Order id: ${orderId}</p>${back && html`<p><a class="button" href="${back}">Back to the shop</a></p>`}`,
  })
}

/** A trimmed text field of a posted form. */
export const text = (form: Record<string, unknown>, key: string) => {
  const value = form[key]
  return typeof value === 'string' ? value.trim() : ''
}
