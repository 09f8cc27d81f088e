import type { Checkout, CheckoutLineItem, MultiCurrencyPrice } from '@storefront-kit/wire'
import { html, type SafeHtml } from '../../../http/html/html'
import { HOSTED_PATHS, SESSION_PARAM } from '../../redirects/index'
import { COUNTRIES } from './checkout-form'
import type { CheckoutVisit } from './checkout-session'

/**
 * What the page shows of a purchase: a v1 checkout as it is, or a V2 cart put in the same terms
 * (`cart-v2-view.ts`), so both flows share one page.
 */
export type PageCheckout = {
  lineItems: Pick<CheckoutLineItem, 'productName' | 'quantity' | 'price' | 'lineItemPrice'>[]
} & Pick<Checkout, 'priceSummary' | 'giftCard' | 'buyerInfo' | 'shippingInfo' | 'billingInfo'>

/** What the page shows next to fields, and the values to put back after an error. */
export interface FormState {
  values?: Record<string, string>
  errors?: Record<string, string>
  /** A message about the whole form (declined card, checkout changed). */
  alert?: string
}

const money = (price: MultiCurrencyPrice | undefined) => price?.formattedAmount ?? '—'

/** Whether a price is there and not zero (zero discounts and fees are not worth a line). */
const hasAmount = (price: MultiCurrencyPrice | undefined) => !!price && Number(price.amount) !== 0

/** Hidden fields that carry the visit through a form post. */
const visitFields = (visit: CheckoutVisit, step: string) => html`
<input type="hidden" name="${SESSION_PARAM}" value="${visit.token}">
<input type="hidden" name="checkoutId" value="${visit.checkoutId}">
<input type="hidden" name="step" value="${step}">`

/** A labelled input with its error, linked for screen readers. */
function field(
  name: string,
  label: string,
  state: FormState,
  attrs: SafeHtml = html``,
  fallback = '',
) {
  const error = state.errors?.[name]
  const value = state.values?.[name] ?? fallback
  return html`<label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${value}" ${attrs}${error ? html` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${error && html`<p class="error" id="${name}-error">${error}</p>`}`
}

/** The items and totals of the checkout. */
export function summary(checkout: PageCheckout): SafeHtml {
  const rows = checkout.lineItems.map(
    (line) =>
      html`<tr><td>${line.productName.original}</td><td>${line.quantity}</td><td>${money(line.lineItemPrice ?? line.price)}</td></tr>`,
  )
  const p = checkout.priceSummary
  const discount = hasAmount(p?.discount)
  return html`<section aria-labelledby="summary-title">
<h2 id="summary-title">Your order</h2>
<table><thead><tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Price</th></tr></thead>
<tbody>${rows}</tbody></table>
<dl>
<dt>Subtotal</dt><dd>${money(p?.subtotal)}</dd>
${discount && html`<dt>Discount</dt><dd>−${money(p?.discount)}</dd>`}
<dt>Shipping</dt><dd>${money(p?.shipping)}</dd>
<dt>Tax</dt><dd>${money(p?.tax)}</dd>
${hasAmount(p?.additionalFees) && html`<dt>Fees</dt><dd>${money(p?.additionalFees)}</dd>`}
${checkout.giftCard && html`<dt>Gift card</dt><dd>−${money(checkout.giftCard.amount)}</dd>`}
<dt>Total</dt><dd><strong>${money(p?.total)}</strong></dd>
</dl></section>`
}

/** Step 1: contact and address. */
export function detailsForm(
  visit: CheckoutVisit,
  checkout: PageCheckout,
  state: FormState,
): SafeHtml {
  const address = checkout.shippingInfo?.shippingDestination ?? checkout.billingInfo
  const known: Record<string, string> = {
    email: checkout.buyerInfo?.email ?? '',
    firstName: address?.contactDetails?.firstName ?? '',
    lastName: address?.contactDetails?.lastName ?? '',
    addressLine: address?.address?.addressLine ?? '',
    city: address?.address?.city ?? '',
    postalCode: address?.address?.postalCode ?? '',
    country: address?.address?.country ?? 'US',
  }
  const s = { ...state, values: { ...known, ...state.values } }
  const country = s.values.country
  return html`<form method="post" action="${HOSTED_PATHS.ecomCheckout}" novalidate>
${visitFields(visit, 'details')}
<h2>Contact and address</h2>
${field('email', 'E-mail', s, html`type="email" autocomplete="email" required`)}
${field('firstName', 'First name', s, html`autocomplete="given-name" required`)}
${field('lastName', 'Last name', s, html`autocomplete="family-name" required`)}
${field('addressLine', 'Street and number', s, html`autocomplete="address-line1" required`)}
${field('city', 'City', s, html`autocomplete="address-level2" required`)}
${field('postalCode', 'Postal code', s, html`autocomplete="postal-code" required`)}
<label for="country">Country</label>
<select id="country" name="country" autocomplete="country">${COUNTRIES.map(
    ([code, name]) =>
      html`<option value="${code}"${code === country ? ' selected' : ''}>${name}</option>`,
  )}</select>
${s.errors?.country && html`<p class="error">${s.errors.country}</p>`}
${field('subdivision', 'State or region code (optional, e.g. NY)', s, html`autocomplete="address-level1"`)}
<button type="submit">Continue to payment</button>
</form>`
}

/** Step 2: shipping option and the test card. */
export function payForm(visit: CheckoutVisit, checkout: PageCheckout, state: FormState): SafeHtml {
  const destination = checkout.shippingInfo?.shippingDestination ?? checkout.billingInfo
  const a = destination?.address
  const options = (checkout.shippingInfo?.carrierServiceOptions ?? []).flatMap(
    (c) => c.shippingOptions ?? [],
  )
  const selected =
    state.values?.shippingOption ?? checkout.shippingInfo?.selectedCarrierServiceOption?.code
  const editUrl = `${HOSTED_PATHS.ecomCheckout}?checkoutId=${encodeURIComponent(visit.checkoutId)}&${SESSION_PARAM}=${encodeURIComponent(visit.token)}&edit=1`
  return html`<section aria-labelledby="ship-title"><h2 id="ship-title">Deliver to</h2>
<p>${checkout.buyerInfo?.email}<br>${[a?.addressLine, a?.postalCode, a?.city, a?.country].filter(Boolean).join(', ')}
<br><a href="${editUrl}">Change</a></p></section>
<form method="post" action="${HOSTED_PATHS.ecomCheckout}" novalidate>
${visitFields(visit, 'pay')}
${
  options.length > 0 &&
  html`<fieldset><legend>Shipping</legend>${options.map(
    (option) =>
      html`<label><input type="radio" name="shippingOption" value="${option.code}"${option.code === selected ? ' checked' : ''}> ${option.title} — ${money(option.cost?.price)}</label>`,
  )}</fieldset>`
}
<h2>Payment</h2>
<p class="note">This is the emulator's test payment page: no money moves. Card 4242 4242 4242 4242 is approved; a card ending in 0002 is declined.</p>
${field('nameOnCard', 'Name on card', state, html`autocomplete="cc-name" required`)}
${field('cardNumber', 'Card number', state, html`inputmode="numeric" autocomplete="cc-number" required`)}
${field('expiry', 'Expiry (MM/YY)', state, html`autocomplete="cc-exp" placeholder="12/30" required`)}
${field('cvc', 'Security code', state, html`inputmode="numeric" autocomplete="cc-csc" required`)}
<button type="submit">Pay ${money(checkout.priceSummary?.total)}</button>
</form>`
}

/** The whole checkout page for a step. */
export function checkoutBody(
  content: SafeHtml,
  checkout: PageCheckout,
  state: FormState,
  cancelUrl?: string,
): SafeHtml {
  return html`<h1>Checkout</h1>
${state.alert && html`<p class="error" role="alert">${state.alert}</p>`}
${summary(checkout)}
${content}
${cancelUrl && html`<p><a href="${cancelUrl}">Back to the shop</a></p>`}`
}
