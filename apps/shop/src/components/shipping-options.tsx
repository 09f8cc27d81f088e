import type { EstimateCurrentCartTotalsResponse } from '@storefront-kit/sdk/cart'
import { moneyText } from '../lib/format'
import type { SelectedShippingOption } from '../lib/types'

/** Props of {@link ShippingOptions}. */
export interface ShippingOptionsProps {
  shippingInfo: EstimateCurrentCartTotalsResponse['shippingInfo']
  onSelect: (option: SelectedShippingOption) => void
}

/** The delivery options the destination allows, as radio buttons with price and delivery time. */
export function ShippingOptions({ shippingInfo, onSelect }: ShippingOptionsProps) {
  const carriers = shippingInfo?.carrierServiceOptions ?? []
  const selected = shippingInfo?.selectedCarrierServiceOption?.code
  const options = carriers.flatMap((carrier) =>
    (carrier.shippingOptions ?? []).map((option) => ({ carrierId: carrier.carrierId, option })),
  )
  if (!options.length) return null
  return (
    <fieldset className="shipping-options">
      <legend>Delivery</legend>
      {options.map(({ carrierId, option }) => {
        const id = `shipping-${carrierId}-${option.code}`
        const price = option.cost?.price
        return (
          <div className="choice-row" key={id}>
            <input
              type="radio"
              id={id}
              name="shipping-option"
              checked={selected === option.code}
              onChange={() => onSelect({ carrierId, code: option.code })}
            />
            <label htmlFor={id}>
              <span>{option.title ?? option.code}</span>
              <span className="muted">
                {price && price.amount !== '0' && price.amount !== '0.00'
                  ? moneyText(price)
                  : 'Free'}
                {option.logistics?.deliveryTime ? ` · ${option.logistics.deliveryTime}` : ''}
              </span>
            </label>
          </div>
        )
      })}
    </fieldset>
  )
}
