import type {
  CalculatedLineItem,
  EstimateCurrentCartTotalsRequest,
  EstimateCurrentCartTotalsResponse,
} from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import { multiCurrencyPrice, toCents } from '../../platform/money'
import { cartCouponCode } from '../checkout/index'
import { calculateTotals, totalsLines } from '../purchase/index'
import type { CartContext } from './context'
import { freshCart, requireCart } from './current'

const ZERO = multiCurrencyPrice(0n)

/**
 * `estimate-totals`: the cart with its totals. Tax, shipping and additional fees are computed
 * only when `calculateTax`, `calculateShipping`, `calculateAdditionalFees` ask for them
 * (wire/cart.md); addresses and the shipping option fall back to the cart's own.
 */
export function estimateCurrentCartTotals(
  ctx: CartContext,
  caller: Caller,
  request: EstimateCurrentCartTotalsRequest,
): EstimateCurrentCartTotalsResponse {
  const record = requireCart(ctx, caller)
  const cart = freshCart(ctx, record)
  const settings = ctx.purchase.settings()
  const couponCode = cartCouponCode(cart)
  const shippingAddress = request.shippingAddress ?? cart.contactInfo?.address
  const selected = request.selectedShippingOption ?? cart.selectedShippingOption
  const totals = calculateTotals(settings, {
    lines: totalsLines(cart.lineItems),
    ...(couponCode && { couponCode }),
    ...(record.inputs.merchantDiscounts && {
      merchantDiscounts: record.inputs.merchantDiscounts.map((d) => ({
        amount: toCents(d.amount),
        ...(d.lineItemIds && { lineItemIds: d.lineItemIds }),
      })),
    }),
    ...(shippingAddress && { shippingAddress }),
    ...(request.billingAddress && { billingAddress: request.billingAddress }),
    ...(selected && { selectedShippingOption: selected }),
    calculateTax: request.calculateTax ?? false,
    calculateShipping: request.calculateShipping ?? false,
    calculateAdditionalFees: request.calculateAdditionalFees ?? false,
    now: ctx.clock.now(),
  })
  const lineById = new Map(cart.lineItems.map((line) => [line.id, line]))
  const calculatedLineItems: CalculatedLineItem[] = totals.lines.map((line) => {
    const source = lineById.get(line.id)
    return {
      lineItemId: line.id,
      pricesBreakdown: {
        price: multiCurrencyPrice(line.unitPrice),
        priceBeforeDiscounts: multiCurrencyPrice(line.unitPrice),
        lineItemPrice: multiCurrencyPrice(line.lineItemPrice),
        ...(source?.fullPrice && { fullPrice: source.fullPrice }),
        totalDiscount: multiCurrencyPrice(line.discount),
        totalPriceBeforeTax: multiCurrencyPrice(line.totalPriceBeforeTax),
        totalPriceAfterTax: multiCurrencyPrice(line.totalPriceAfterTax),
        taxDetails: {
          taxableAmount: multiCurrencyPrice(line.taxableAmount),
          taxRate: line.taxRate,
          totalTax: multiCurrencyPrice(line.tax),
        },
      },
      paymentOption: source?.paymentOption ?? 'FULL_PAYMENT_ONLINE',
      ...(source?.taxableAddress && { taxableAddress: source.taxableAddress }),
    }
  })
  return {
    cart,
    calculatedLineItems,
    priceSummary: totals.priceSummary,
    ...(totals.giftCard && { giftCard: totals.giftCard }),
    taxSummary: totals.taxSummary,
    shippingInfo: totals.shippingInfo,
    appliedDiscounts: totals.appliedDiscounts,
    calculationErrors: totals.calculationErrors,
    weightUnit: settings.weightUnit,
    currency: settings.currency,
    payNow: totals.priceSummary,
    payLater: {
      subtotal: ZERO,
      shipping: ZERO,
      tax: ZERO,
      discount: ZERO,
      total: ZERO,
      additionalFees: ZERO,
    },
    membershipOptions: {
      eligibleMemberships: [],
      invalidMemberships: [],
      selectedMemberships: request.selectedMemberships?.memberships ?? [],
    },
    additionalFees: totals.additionalFees,
    violations: [],
  }
}
