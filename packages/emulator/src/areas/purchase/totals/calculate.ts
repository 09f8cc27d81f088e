import type {
  AdditionalFee,
  AppliedDiscount,
  SelectedCarrierServiceOption,
} from '@storefront-kit/wire'
import { type Cents, multiCurrencyPrice, sumCents, toCents } from '../../../platform/money'
import { STORE_CARRIER_ID } from './default-settings'
import { applyDiscounts } from './discounts'
import { giftCardPayment, lookupGiftCard } from './gift-cards'
import type { TotalsSettings } from './settings'
import { carrierOptions, computeShipping, type ShippingOutcome } from './shipping'
import { taxRuleFor } from './tax'
import { taxAmount } from './tax-details'
import type { LineTotals, TotalsInput, TotalsResult } from './types'

/**
 * The totals engine: a pure function of the store settings and the purchase. Order of work:
 * line prices → discounts (merchant, then coupon) → shipping (and a free-shipping coupon) →
 * additional fees → tax per line, shipping and fee → gift card → total. Every amount is integer
 * cents; nothing here throws on bad codes or addresses: they become calculation errors.
 */
export function calculateTotals(settings: TotalsSettings, input: TotalsInput): TotalsResult {
  const included = settings.taxIncludedInPrices
  const linePrices = input.lines.map((line) => line.unitPrice * BigInt(line.quantity))
  const subtotal = sumCents(linePrices)
  const discounts = applyDiscounts(settings, input, linePrices)
  const itemDiscount = sumCents(discounts.perLine)
  const shippable = input.lines.some((line) => line.shippable)

  const shipping: ShippingOutcome = input.calculateShipping
    ? computeShipping(settings, {
        shippable,
        ...(input.shippingAddress && { destination: input.shippingAddress }),
        ...(input.selectedShippingOption && { requested: input.selectedShippingOption }),
        itemsAfterDiscount: subtotal - itemDiscount,
      })
    : { needed: shippable, options: [], errors: {} }
  const shippingCost = shipping.selected?.price ?? 0n
  const shippingDiscount = discounts.freeShipping ? shippingCost : 0n
  const appliedDiscounts: AppliedDiscount[] = [...discounts.applied]
  if (discounts.freeShipping?.coupon)
    appliedDiscounts.push({
      ...discounts.freeShipping,
      coupon: { ...discounts.freeShipping.coupon, amount: multiCurrencyPrice(shippingDiscount) },
    })

  const taxAddress =
    shipping.selected?.pickupAddress ??
    (shippable ? input.shippingAddress : undefined) ??
    input.billingAddress ??
    input.shippingAddress
  const rule = input.calculateTax ? taxRuleFor(settings, taxAddress) : undefined

  const lines: LineTotals[] = input.lines.map((line, i) => {
    const lineItemPrice = linePrices[i] ?? 0n
    const discount = discounts.perLine[i] ?? 0n
    const taxed = taxAmount(lineItemPrice - discount, rule, included)
    return {
      id: line.id,
      unitPrice: line.unitPrice,
      lineItemPrice,
      discount,
      taxableAmount: taxed.taxable,
      tax: taxed.tax,
      taxRate: taxed.details.taxRate,
      ...(rule && { taxName: rule.name }),
      totalPriceBeforeTax: taxed.beforeTax,
      totalPriceAfterTax: taxed.afterTax,
    }
  })
  const shippingTaxed = taxAmount(
    shippingCost - shippingDiscount,
    settings.taxShipping ? rule : undefined,
    included,
  )

  const shippableIds = input.lines.filter((line) => line.shippable).map((line) => line.id)
  const feeRules = input.calculateAdditionalFees
    ? settings.additionalFees.filter(
        (fee) => input.lines.length && (!fee.shippableOnly || shippable),
      )
    : []
  const fees = feeRules.map((fee) => ({
    fee,
    price: toCents(fee.amount),
    taxed: taxAmount(toCents(fee.amount), fee.taxable ? rule : undefined, included),
  }))
  const feesTotal = sumCents(fees.map((f) => f.price))

  const tax =
    sumCents(lines.map((line) => line.tax)) +
    shippingTaxed.tax +
    sumCents(fees.map((f) => f.taxed.tax))
  const taxable =
    sumCents(lines.map((line) => line.taxableAmount)) +
    (settings.taxShipping && rule ? shippingTaxed.taxable : 0n) +
    sumCents(fees.filter((f) => f.fee.taxable && rule).map((f) => f.taxed.taxable))
  const due =
    subtotal - itemDiscount + shippingCost - shippingDiscount + feesTotal + (included ? 0n : tax)

  const calculationErrors: TotalsResult['calculationErrors'] = {
    orderValidationErrors: [],
    ...shipping.errors,
    ...(discounts.couponError && {
      couponCalculationError: { applicationError: discounts.couponError },
    }),
  }
  let giftCardAmount: Cents = 0n
  let giftCard: TotalsResult['giftCard']
  const giftCode = input.giftCardCode?.trim()
  if (giftCode) {
    const found = lookupGiftCard(settings, giftCode, input.now)
    if ('error' in found)
      calculationErrors.giftCardCalculationError = { applicationError: found.error }
    else {
      const payment = giftCardPayment(found.rule, due, input.giftCardRedeemAmount)
      giftCardAmount = payment.amount
      giftCard = payment.giftCard
    }
  }
  const total = due - giftCardAmount
  const discount = itemDiscount + shippingDiscount

  const selected = shipping.selected
  const selectedOption: SelectedCarrierServiceOption | undefined = selected && {
    code: selected.code,
    title: selected.title,
    logistics: selected.logistics,
    cost: {
      price: multiCurrencyPrice(selected.price),
      totalDiscount: multiCurrencyPrice(shippingDiscount),
      totalPriceBeforeTax: multiCurrencyPrice(shippingTaxed.beforeTax),
      totalPriceAfterTax: multiCurrencyPrice(shippingTaxed.afterTax),
      taxDetails: shippingTaxed.details,
    },
    requestedShippingOption: selected.requested,
    otherCharges: [],
    carrierId: STORE_CARRIER_ID,
    deliveryAllocations: [],
    partial: false,
  }
  const additionalFees: AdditionalFee[] = fees.map(({ fee, price, taxed }) => ({
    code: fee.code,
    name: fee.name,
    translatedName: fee.name,
    price: multiCurrencyPrice(price),
    priceBeforeTax: multiCurrencyPrice(taxed.beforeTax),
    priceAfterTax: multiCurrencyPrice(taxed.afterTax),
    taxDetails: taxed.details,
    lineItemIds: fee.shippableOnly ? shippableIds : input.lines.map((line) => line.id),
    source: 'MANUAL',
  }))

  return {
    lines,
    discountShares: discounts.shares.map((share) =>
      share.delivery === undefined ? share : { ...share, delivery: shippingDiscount },
    ),
    cents: {
      subtotal,
      discount,
      shipping: shippingCost,
      tax,
      additionalFees: feesTotal,
      giftCard: giftCardAmount,
      total,
    },
    priceSummary: {
      subtotal: multiCurrencyPrice(subtotal),
      shipping: multiCurrencyPrice(shippingCost),
      tax: multiCurrencyPrice(tax),
      discount: multiCurrencyPrice(discount),
      total: multiCurrencyPrice(total),
      additionalFees: multiCurrencyPrice(feesTotal),
    },
    shippingInfo: {
      ...(shipping.region && { region: shipping.region }),
      ...(selectedOption && { selectedCarrierServiceOption: selectedOption }),
      carrierServiceOptions: carrierOptions(shipping.options),
    },
    taxSummary: {
      taxableAmount: multiCurrencyPrice(taxable),
      totalTax: multiCurrencyPrice(tax),
      calculationDetails: {
        rateType: rule ? 'MANUAL_RATE' : 'NO_TAX_COLLECTED',
        manualRateReason: 'GLOBAL_SETTING_TO_MANUAL',
      },
    },
    appliedDiscounts,
    calculationErrors,
    ...(giftCard && { giftCard }),
    additionalFees,
    shippingNeeded: shipping.needed,
    shippingSelected: selected !== undefined,
  }
}
