import { useCartEstimate } from '@storefront-kit/react'
import type { EstimateCurrentCartTotalsResponse } from '@storefront-kit/sdk/cart'
import { useState } from 'react'
import type { Address, SelectedShippingOption } from '../lib/types'
import { AddressForm } from './address-form'
import { CheckoutButton } from './checkout-button'
import { PriceSummary } from './price-summary'
import { ShippingOptions } from './shipping-options'
import { ErrorState, Loading } from './status'

/**
 * The cart's totals: without an address the subtotal and discounts; with one, shipping options
 * and tax as the platform estimates them. Then the checkout button, carrying the choices.
 */
export function CartTotals() {
  const [address, setAddress] = useState<Address>()
  const [option, setOption] = useState<SelectedShippingOption>()
  const estimate = useCartEstimate(
    address
      ? {
          shippingAddress: address,
          calculateShipping: true,
          calculateTax: true,
          calculateAdditionalFees: true,
          ...(option && { selectedShippingOption: option }),
        }
      : {},
    { placeholderData: (previous) => previous },
  )
  const data = estimate.data
  const problems = [
    data?.calculationErrors?.generalShippingCalculationError?.applicationError?.description,
    data?.calculationErrors?.couponCalculationError?.applicationError?.description,
    data?.calculationErrors?.taxCalculationError?.applicationError?.description,
  ].filter((text): text is string => !!text)
  return (
    <section className="cart-totals" aria-labelledby="totals-title">
      <h2 id="totals-title">Order summary</h2>
      <h3 className="small-heading">Estimate shipping, tax and fees</h3>
      <AddressForm
        initial={address}
        submitLabel="Estimate"
        busy={estimate.isFetching}
        onSubmit={(next) => {
          setAddress(next)
          setOption(undefined)
        }}
      />
      {address && data && (
        <ShippingOptions shippingInfo={data.shippingInfo} onSelect={(next) => setOption(next)} />
      )}
      <div aria-live="polite" aria-busy={estimate.isFetching} className="totals-live">
        {estimate.isPending ? (
          <Loading label="Calculating totals…" />
        ) : estimate.isError ? (
          <ErrorState error={estimate.error} onRetry={() => estimate.refetch()} />
        ) : data ? (
          <>
            <PriceSummary
              summary={data.priceSummary}
              pending={address ? {} : { shipping: 'Enter your address', tax: 'Enter your address' }}
            />
            {problems.map((text) => (
              <p key={text} className="form-message info">
                {text}
              </p>
            ))}
          </>
        ) : null}
      </div>
      <CheckoutButton
        shippingAddress={address}
        selectedShippingOption={option ?? selectionOf(data?.shippingInfo)}
        disabled={estimate.isPending}
      />
    </section>
  )
}

type ShippingInfo = EstimateCurrentCartTotalsResponse['shippingInfo']

/** The option the platform picked, so the checkout starts with what the summary showed. */
function selectionOf(info: ShippingInfo): SelectedShippingOption | undefined {
  const selected = info?.selectedCarrierServiceOption
  return selected
    ? { code: selected.code, ...(selected.carrierId && { carrierId: selected.carrierId }) }
    : undefined
}
