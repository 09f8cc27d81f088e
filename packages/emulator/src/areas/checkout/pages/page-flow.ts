import type { AddressWithContact } from '@storefront-kit/wire'
import type { Context } from 'hono'
import { ApiError } from '../../../http/api-error'
import { errorPage } from '../../../http/html/layout'
import type { OrderPayment } from '../../orders/index'
import { HOSTED_PATHS, SESSION_PARAM } from '../../redirects/index'
import type { CheckoutContext } from '../context'
import {
  addressOf,
  type CardForm,
  checkCard,
  checkDetails,
  type DetailsForm,
  lastFour,
} from './checkout-form'
import type { CheckoutVisit } from './checkout-session'
import type { PageCheckout } from './checkout-view'
import { explain, INVALID_LINK, inTransaction, show, thankYou } from './page-parts'

// The hosted checkout page's steps, the same for every cart generation: find the purchase, show
// the current step, save the details, place the order and go to the thank-you URL, or show the
// page again with what went wrong. A generation supplies only how it does each of these.

/** What a cart generation (v1 checkout, Cart V2) supplies to the hosted checkout page. */
export interface CheckoutFlow<Loaded> {
  /** Reads the purchase for the page, under the lock; an `ApiError` means the link is not valid. */
  load(visit: CheckoutVisit): Promise<Loaded>
  /** The purchase in the terms of the page. */
  page(loaded: Loaded): PageCheckout
  /** Whether the order of this purchase was already placed. */
  completed(loaded: Loaded): boolean
  /** The id of the order placed from this purchase, if there is one. */
  placedOrderId(loaded: Loaded, visit: CheckoutVisit): string | undefined
  /** Saves the buyer's valid details on the purchase (inside the transaction). */
  saveDetails(visit: CheckoutVisit, details: DetailsForm, address: AddressWithContact): void
  /** Chooses the delivery option by its code (inside the placing transaction). */
  setDeliveryOption(visit: CheckoutVisit, code: string): void
  /** Places the order (inside the transaction). */
  placeOrder(visit: CheckoutVisit, payment: OrderPayment): { orderId: string }
}

/** The purchase read for the visit, or the page for a checkout that is already complete. */
async function open<Loaded>(
  c: Context,
  ctx: CheckoutContext,
  visit: CheckoutVisit,
  flow: CheckoutFlow<Loaded>,
): Promise<{ loaded: Loaded } | { done: Response }> {
  const loaded = await flow.load(visit)
  if (!flow.completed(loaded) && !visit.record.usedDate) return { loaded }
  const orderId = flow.placedOrderId(loaded, visit)
  if (!orderId)
    return { done: errorPage(c, 410, 'Checkout complete', 'This checkout is already complete.') }
  return { done: thankYou(c, ctx, visit, orderId) }
}

/** `GET /__hosted/checkout` for a visit: the summary and the current step. */
export async function flowGet<Loaded>(
  c: Context,
  ctx: CheckoutContext,
  visit: CheckoutVisit,
  flow: CheckoutFlow<Loaded>,
): Promise<Response> {
  try {
    const opened = await open(c, ctx, visit, flow)
    if ('done' in opened) return opened.done
    const edit = c.req.query('edit') === '1'
    return show(c, ctx, visit, flow.page(opened.loaded), {}, 200, edit)
  } catch (error) {
    if (error instanceof ApiError)
      return errorPage(c, error.status, 'Checkout not found', INVALID_LINK)
    throw error
  }
}

/** A posted step of a checkout that is not complete yet, with what it needs. */
interface PostedStep<Loaded> {
  c: Context
  ctx: CheckoutContext
  visit: CheckoutVisit
  form: Record<string, string>
  flow: CheckoutFlow<Loaded>
  loaded: Loaded
}

/** The details step: the buyer's contact and address, then the payment step. */
async function saveDetails<Loaded>(post: PostedStep<Loaded>) {
  const { c, ctx, visit, form, flow, loaded } = post
  const details = { ...(form as unknown as DetailsForm), subdivision: form.subdivision ?? '' }
  const errors = checkDetails(details)
  if (Object.keys(errors).length)
    return show(c, ctx, visit, flow.page(loaded), { values: form, errors }, 400, true)
  const address = addressOf(details)
  await inTransaction(ctx, () => flow.saveDetails(visit, details, address))
  const next = new URLSearchParams({ checkoutId: visit.checkoutId, [SESSION_PARAM]: visit.token })
  return c.redirect(`${HOSTED_PATHS.ecomCheckout}?${next}`, 303)
}

/** The payment step: the card, then the order in one transaction, then the thank-you URL. */
async function pay<Loaded>(post: PostedStep<Loaded>) {
  const { c, ctx, visit, form, flow, loaded } = post
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
    return show(c, ctx, visit, flow.page(loaded), { values, errors }, 400)
  const { orderId } = await inTransaction(ctx, () => {
    if (form.shippingOption) flow.setDeliveryOption(visit, form.shippingOption)
    const placed = flow.placeOrder(visit, {
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
}

/** `POST /__hosted/checkout` for a visit: the details step or the payment step. */
export async function flowPost<Loaded>(
  c: Context,
  ctx: CheckoutContext,
  visit: CheckoutVisit,
  form: Record<string, string>,
  flow: CheckoutFlow<Loaded>,
): Promise<Response> {
  try {
    const opened = await open(c, ctx, visit, flow)
    if ('done' in opened) return opened.done
    const step = form.step === 'details' ? saveDetails : pay
    return await step({ c, ctx, visit, form, flow, loaded: opened.loaded })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const loaded = await flow.load(visit).catch(() => undefined)
    if (!loaded) return errorPage(c, error.status, 'Checkout not found', INVALID_LINK)
    const state = { alert: explain(error), values: { shippingOption: form.shippingOption ?? '' } }
    return show(c, ctx, visit, flow.page(loaded), state, error.status >= 500 ? 500 : 400)
  }
}
