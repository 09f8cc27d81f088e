import type {
  Address,
  CalculationErrors,
  DeliveryLogistics,
  ShippingOption,
  ShippingRegion,
} from '@storefront-kit/wire'
import { type Cents, multiCurrencyPrice, toCents } from '../../../platform/money'
import { STORE_CARRIER_ID } from './default-settings'
import type { ShippingRegionRule, TotalsSettings } from './settings'

/** One option on offer, priced for this purchase. */
export interface OfferedOption {
  code: string
  title: string
  price: Cents
  logistics: DeliveryLogistics
  pickupAddress?: Address
}

/** What shipping costs and which options exist. */
export interface ShippingOutcome {
  needed: boolean
  region?: ShippingRegion
  options: OfferedOption[]
  selected?: OfferedOption & { requested: boolean }
  errors: Pick<CalculationErrors, 'generalShippingCalculationError' | 'selectedShippingOptionError'>
}

/** The region serving an address: a region listing its subdivision wins over a country-wide one. */
export function regionFor(
  settings: TotalsSettings,
  address: Address | undefined,
): ShippingRegionRule | undefined {
  const country = address?.country
  if (!country) return undefined
  const inCountry = settings.shippingRegions.filter((r) => r.countries.includes(country))
  const subdivision = address.subdivision
  return (
    inCountry.find((r) => subdivision && r.subdivisions?.includes(subdivision)) ??
    inCountry.find((r) => !r.subdivisions?.length)
  )
}

const notFound = (code: string, description: string, data: Record<string, unknown> = {}) => ({
  applicationError: { code, description, data },
})

/**
 * Options for the destination (the region's flat rates, free above their threshold, and store
 * pickup), and the selected one: the requested code, else the region's first option. Nothing
 * ships when no item is shippable.
 */
export function computeShipping(
  settings: TotalsSettings,
  input: {
    shippable: boolean
    destination?: Address
    requested?: { code: string }
    itemsAfterDiscount: Cents
  },
): ShippingOutcome {
  if (!input.shippable) return { needed: false, options: [], errors: {} }
  const region = regionFor(settings, input.destination)
  const options: OfferedOption[] = (region?.options ?? []).map((rule) => ({
    code: rule.code,
    title: rule.title,
    price:
      rule.freeAbove !== undefined && input.itemsAfterDiscount >= toCents(rule.freeAbove)
        ? 0n
        : toCents(rule.rate),
    logistics: { ...(rule.deliveryTime && { deliveryTime: rule.deliveryTime }) },
  }))
  const pickup = settings.pickup
  if (pickup)
    options.push({
      code: pickup.code,
      title: pickup.title,
      price: 0n,
      pickupAddress: pickup.address,
      logistics: {
        ...(pickup.instructions && { instructions: pickup.instructions }),
        pickupDetails: {
          address: pickup.address,
          businessLocation: true,
          pickupMethod: 'STORE_PICKUP',
        },
      },
    })
  const errors: ShippingOutcome['errors'] = {}
  if (input.destination?.country && !region && !options.length)
    errors.generalShippingCalculationError = notFound(
      'NO_SHIPPING_OPTIONS',
      `The store does not ship to ${input.destination.country}`,
      { country: input.destination.country },
    )
  let selected: ShippingOutcome['selected']
  if (input.requested) {
    const found = options.find((option) => option.code === input.requested?.code)
    if (found) selected = { ...found, requested: true }
    else
      errors.selectedShippingOptionError = notFound(
        'SELECTED_CARRIER_SERVICE_OPTION_NOT_FOUND',
        `Shipping option ${input.requested.code} is not offered for this destination`,
        { code: input.requested.code },
      )
  } else if (region && options[0]) {
    selected = { ...options[0], requested: false }
  }
  return {
    needed: true,
    ...(region && { region: { id: region.id, name: region.name } }),
    options,
    ...(selected && { selected }),
    errors,
  }
}

/** The wire form of an offered option. */
export function toShippingOption(option: OfferedOption): ShippingOption {
  return {
    code: option.code,
    title: option.title,
    logistics: option.logistics,
    cost: { price: multiCurrencyPrice(option.price), otherCharges: [] },
    deliveryAllocations: [],
    partial: false,
  }
}

/** The carrier list of the wire (one carrier: the store's own rules). */
export const carrierOptions = (options: OfferedOption[]) =>
  options.length
    ? [{ carrierId: STORE_CARRIER_ID, shippingOptions: options.map(toShippingOption) }]
    : []
