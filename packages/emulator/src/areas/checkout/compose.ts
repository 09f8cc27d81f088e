import type { BuyerInfo, Checkout, PriceSummary } from '@storefront-kit/wire'
import { multiCurrencyPrice, toCents } from '../../platform/money'
import {
  calculateTotals,
  fromCheckoutLine,
  type TotalsInput,
  toCheckoutLine,
  totalsLines,
  withAddressDefaults,
} from '../purchase/index'
import type { CheckoutContext } from './context'
import type { CheckoutInputs, CheckoutRecord } from './store'

const ZERO_SUMMARY: Required<PriceSummary> = {
  subtotal: multiCurrencyPrice(0n),
  shipping: multiCurrencyPrice(0n),
  tax: multiCurrencyPrice(0n),
  discount: multiCurrencyPrice(0n),
  total: multiCurrencyPrice(0n),
  additionalFees: multiCurrencyPrice(0n),
}

/** The buyer ids follow the owner identity (one of visitor or member; the other empty). */
export function buyerOf(owner: string | null, current: BuyerInfo | undefined): BuyerInfo {
  const [kind, id = ''] = owner?.split(':') ?? []
  return {
    visitorId: kind === 'visitor' ? id : '',
    memberId: kind === 'member' ? id : '',
    ...(current?.contactId && { contactId: current.contactId }),
    ...(current?.email && { email: current.email }),
  }
}

/** What the engine needs from a checkout: everything is calculated (tax, shipping, fees). */
export function checkoutTotalsInput(
  ctx: CheckoutContext,
  checkout: Checkout,
  inputs: CheckoutInputs,
): TotalsInput {
  const destination = checkout.shippingInfo?.shippingDestination?.address
  const billing = checkout.billingInfo?.address
  return {
    lines: totalsLines(checkout.lineItems.map(fromCheckoutLine)),
    ...(inputs.couponCode && { couponCode: inputs.couponCode }),
    ...(inputs.giftCardCode && { giftCardCode: inputs.giftCardCode }),
    ...(inputs.giftCardRedeemAmount && {
      giftCardRedeemAmount: toCents(inputs.giftCardRedeemAmount),
    }),
    ...(inputs.merchantDiscounts && {
      merchantDiscounts: inputs.merchantDiscounts.map((d) => ({
        amount: toCents(d.amount),
        ...(d.lineItemIds && { lineItemIds: d.lineItemIds }),
      })),
    }),
    ...(destination && { shippingAddress: destination }),
    ...(billing && { billingAddress: billing }),
    ...(inputs.requestedShipping && { selectedShippingOption: inputs.requestedShipping }),
    calculateTax: true,
    calculateShipping: true,
    calculateAdditionalFees: true,
    now: ctx.clock.now(),
  }
}

/**
 * The checkout with fresh lines (today's catalog prices and stock) and fresh totals. Pure over
 * the database: nothing is written.
 */
export function composeCheckout(ctx: CheckoutContext, record: CheckoutRecord): Checkout {
  const settings = ctx.purchase.settings()
  const lines = record.checkout.lineItems.map((line) =>
    ctx.purchase.refreshLine(fromCheckoutLine(line)),
  )
  const base: Checkout = {
    ...record.checkout,
    lineItems: lines.map((line) => toCheckoutLine(line, undefined)),
  }
  const totals = calculateTotals(settings, checkoutTotalsInput(ctx, base, record.inputs))
  const byId = new Map(totals.lines.map((line) => [line.id, line]))
  const { giftCard: _previous, ...rest } = base
  const destination = base.shippingInfo?.shippingDestination
  return {
    ...rest,
    lineItems: lines.map((line) => toCheckoutLine(line, byId.get(line.id))),
    buyerInfo: buyerOf(record.owner, base.buyerInfo),
    currency: settings.currency,
    conversionCurrency: settings.currency,
    paymentCurrency: settings.currency,
    weightUnit: settings.weightUnit,
    taxIncludedInPrice: settings.taxIncludedInPrices,
    priceSummary: totals.priceSummary,
    payNow: totals.priceSummary,
    payLater: ZERO_SUMMARY,
    calculationErrors: totals.calculationErrors,
    appliedDiscounts: totals.appliedDiscounts,
    taxSummary: totals.taxSummary,
    ...(base.billingInfo && { billingInfo: withAddressDefaults(base.billingInfo) }),
    shippingInfo: {
      ...(destination && { shippingDestination: withAddressDefaults(destination) }),
      ...totals.shippingInfo,
    },
    additionalFees: totals.additionalFees,
    ...(totals.giftCard && { giftCard: totals.giftCard }),
    violations: [],
  }
}
