import { useCartV2Estimate, useUpdateCurrentCartV2 } from '@storefront-kit/react'
import type { CartSummary, CartV2 } from '@storefront-kit/sdk/cart-v2'
import { hasDeliveryAddress, V2_ESTIMATE_WITH_ADDRESS } from '../lib/cart-estimates'
import { describeError } from '../lib/errors'
import { convertedMoneyText, isPositive } from '../lib/format'
import { AddressForm } from './address-form'
import { CheckoutButtonV2 } from './checkout-button-v2'
import { FormMessage } from './field'
import { PriceSummary } from './price-summary'
import { ErrorState, Loading } from './status'

/**
 * The Cart V2 cart's totals. The destination is stored on the cart (Cart V2 estimates the cart
 * as it is), so it is still there after a reload and the hosted checkout starts with it; the
 * estimate then adds delivery, tax and fees. Then the checkout button.
 */
export function CartV2Totals({ cart }: { cart: CartV2 }) {
  const currency = cart.businessInfo.currencyCode
  const withAddress = hasDeliveryAddress(cart)
  const setAddress = useUpdateCurrentCartV2()
  const estimate = useCartV2Estimate(withAddress ? V2_ESTIMATE_WITH_ADDRESS : {}, {
    placeholderData: (previous) => previous,
  })
  const summary = estimate.data?.summary
  const money = (amount: { amount?: string } | undefined) => convertedMoneyText(amount, currency)
  return (
    <section className="cart-totals" aria-labelledby="totals-title">
      <h2 id="totals-title">Order summary</h2>
      <h3 className="small-heading">Estimate shipping, tax and fees</h3>
      <AddressForm
        initial={cart.deliveryInfo.address}
        submitLabel="Estimate"
        busy={setAddress.isPending || estimate.isFetching}
        onSubmit={(address) => setAddress.mutate({ cart: { deliveryInfo: { address } } })}
      />
      {setAddress.isError && (
        <FormMessage tone="error">{describeError(setAddress.error).message}</FormMessage>
      )}
      {withAddress && summary && <DeliveryMethod summary={summary} money={money} />}
      <div aria-live="polite" aria-busy={estimate.isFetching} className="totals-live">
        {estimate.isPending ? (
          <Loading label="Calculating totals…" />
        ) : estimate.isError ? (
          <ErrorState error={estimate.error} onRetry={() => estimate.refetch()} />
        ) : summary ? (
          <>
            <PriceSummary
              summary={textsOf(summary, money)}
              pending={
                withAddress ? {} : { shipping: 'Enter your address', tax: 'Enter your address' }
              }
            />
            {problemsOf(summary).map((text) => (
              <p key={text} className="form-message info">
                {text}
              </p>
            ))}
          </>
        ) : null}
      </div>
      <CheckoutButtonV2 cartId={cart.id} disabled={estimate.isPending} />
    </section>
  )
}

type Money = (amount: { amount?: string } | undefined) => string

/** The delivery the platform calculated for the destination (the hosted checkout lets it change). */
function DeliveryMethod({ summary, money }: { summary: CartSummary; money: Money }) {
  const { method, price } = summary.deliverySummary ?? {}
  if (!method) return null
  const title = method.title?.translated ?? method.title?.original ?? method.code
  return (
    <fieldset className="shipping-options">
      <legend>Delivery</legend>
      <p>
        {title} · <span className="muted">{isPositive(price?.amount) ? money(price) : 'Free'}</span>
      </p>
    </fieldset>
  )
}

/** The summary's amounts as the shared price summary shows them. */
function textsOf(summary: CartSummary, money: Money) {
  const p = summary.priceSummary ?? {}
  const text = (amount: { amount?: string } | undefined) =>
    amount ? { amount: amount.amount, formattedAmount: money(amount) } : undefined
  return {
    subtotal: text(p.subtotal),
    discount: text(p.discount),
    shipping: text(p.delivery),
    tax: text(p.tax),
    additionalFees: text(p.additionalFees),
    total: text(p.total),
  }
}

/**
 * What the shopper should know before checkout: the summary's violations, except the missing
 * delivery method (the hosted checkout asks for it).
 */
function problemsOf(summary: CartSummary): string[] {
  return summary.violations
    .filter((v) => !(v.severity === 'WARNING' && v.code === 'MISSING_DELIVERY_METHOD'))
    .map((v) => v.description)
    .filter((text): text is string => !!text)
}
