import type { CalculationErrors, Checkout, Violation } from '@storefront-kit/wire'
import { precondition } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { toCents } from '../../platform/money'

const UNAVAILABLE = new Set(['NOT_AVAILABLE', 'NOT_FOUND'])

function checkStock(checkout: Checkout): void {
  const short = checkout.lineItems.filter((line) => line.availability.status !== 'AVAILABLE')
  if (!short.length) return
  const lineItemIds = short.map((line) => line.id)
  if (
    short.length === checkout.lineItems.length &&
    short.every((l) => UNAVAILABLE.has(l.availability.status))
  )
    throw precondition('FULL_OUT_OF_STOCK', 'No item of the checkout is in stock', { lineItemIds })
  throw precondition(
    'PARTIAL_OUT_OF_STOCK',
    'Some items of the checkout are not in stock in the quantity asked',
    {
      lineItemIds,
    },
  )
}

function checkItems(checkout: Checkout, caller: Caller): void {
  const lines = checkout.lineItems
  const membersOnly = lines.filter((line) => line.membersOnly).map((line) => line.id)
  if (membersOnly.length && caller.kind === 'visitor')
    throw precondition('MEMBERS_ONLY_ITEM', 'Some items can only be bought by signed-in members', {
      lineItemIds: membersOnly,
    })
  if (lines.some((line) => line.subscriptionOptionInfo)) {
    if (lines.length > 1)
      throw precondition(
        'SUBSCRIPTION_WITH_SEVERAL_LINE_ITEMS',
        'A subscription is bought on its own',
      )
    if (toCents(checkout.priceSummary?.total?.amount ?? '0') === 0n)
      throw precondition('SUBSCRIPTION_WITH_ZERO_TOTAL', 'A subscription cannot cost nothing')
    if (checkout.giftCard)
      throw precondition('SUBSCRIPTION_WITH_GIFT_CARD', 'A gift card cannot pay for a subscription')
  }
  if (lines.some((line) => line.itemType.preset === 'GIFT_CARD')) {
    if (checkout.giftCard)
      throw precondition(
        'GIFT_CARD_CANNOT_BE_USED_TO_PURCHASE_GIFT_CARD',
        'A gift card cannot buy a gift card',
      )
    if (checkout.appliedDiscounts.some((discount) => discount.coupon))
      throw precondition(
        'COUPON_CANNOT_BE_USED_TO_PURCHASE_GIFT_CARD',
        'A coupon cannot be used to buy a gift card',
      )
  }
}

const error = (description: string): Violation => ({
  severity: 'ERROR',
  target: { other: { name: 'OTHER_DEFAULT' } },
  description,
})

/** Whether the checkout's items need to travel to the buyer (and the option is not a pickup). */
export const needsDelivery = (checkout: Checkout) =>
  checkout.lineItems.some((line) => line.physicalProperties?.shippable) &&
  !checkout.shippingInfo?.selectedCarrierServiceOption?.logistics?.pickupDetails

function checkAddresses(checkout: Checkout): void {
  const violations = checkout.violations.filter((v) => v.severity === 'ERROR')
  const total = toCents(checkout.priceSummary?.total?.amount ?? '0')
  if (total > 0n && !checkout.billingInfo?.address?.country)
    violations.push(
      error('A billing address (with a country) is needed when the total is more than 0'),
    )
  if (needsDelivery(checkout) && !checkout.shippingInfo?.shippingDestination?.address?.country)
    violations.push(error('A shipping address (with a country) is needed for items that ship'))
  if (violations.length)
    throw precondition(
      'VIOLATIONS_WITH_ERROR_SEVERITY',
      violations.map((v) => v.description).join('; '),
      {
        violations,
      },
    )
}

const hasContent = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  !(Array.isArray(value) && value.length === 0) &&
  !(typeof value === 'object' && Object.keys(value as object).length === 0)

function checkShippingAndTotals(checkout: Checkout): void {
  const errors: CalculationErrors = checkout.calculationErrors ?? {}
  const shippable = checkout.lineItems.some((line) => line.physicalProperties?.shippable)
  if (shippable && !checkout.shippingInfo?.selectedCarrierServiceOption?.code)
    throw precondition(
      'NO_SELECTED_CARRIER_SERVICE_OPTION',
      'Choose a shipping option for the items that ship',
    )
  if (hasContent(errors.selectedShippingOptionError))
    throw precondition(
      'SELECTED_CARRIER_SERVICE_OPTION_NO_LONGER_AVAILABLE',
      'The chosen shipping option is no longer offered for this checkout',
      { selectedShippingOptionError: errors.selectedShippingOptionError },
    )
  if (Object.values(errors).some(hasContent))
    throw precondition('CALCULATION_ERROR', 'The checkout totals could not be calculated', {
      ...errors,
    })
}

/**
 * The preconditions of CreateOrder (wire/checkout.md), in this order: at least one line
 * (`EMPTY_CHECKOUT`), every item in stock (`FULL_OUT_OF_STOCK`, `PARTIAL_OUT_OF_STOCK`),
 * members-only items, subscription and gift-card rules, a billing address when the total is above
 * 0 and a shipping address for items that ship (`VIOLATIONS_WITH_ERROR_SEVERITY`, with the
 * checkout's own ERROR violations), a shipping option (`NO_SELECTED_CARRIER_SERVICE_OPTION`,
 * `SELECTED_CARRIER_SERVICE_OPTION_NO_LONGER_AVAILABLE`) and no calculation errors
 * (`CALCULATION_ERROR`). All are 428.
 */
export function checkCheckoutForOrder(checkout: Checkout, caller: Caller): void {
  if (!checkout.lineItems.length) throw precondition('EMPTY_CHECKOUT', 'The checkout has no items')
  checkStock(checkout)
  checkItems(checkout, caller)
  checkAddresses(checkout)
  checkShippingAndTotals(checkout)
}
