import type { CartSummary, Discount, V2TaxSummary, ValidationsConfig } from '@storefront-kit/wire'
import { type Cents, sumCents, toCents } from '../../platform/money'
import { type DiscountShare, STORE_CARRIER_ID, type TotalsResult } from '../purchase/index'
import type { CartV2Context } from './context'
import { isItemLevel } from './present'
import { money } from './present-line'
import type { CartV2Record } from './store'
import { type Components, totalsOf } from './totals'
import { violationsOf } from './violations'

const cents = (amount: string | undefined) => toCents(amount ?? '0')

/** A discount of the engine as the summary lists it, with its scope and its share per line. */
function discountOf(share: DiscountShare, lineIds: readonly string[]): Discount {
  const total = share.delivery ?? sumCents(share.perLine)
  const scope =
    share.delivery !== undefined ? 'DELIVERY' : isItemLevel(share) ? 'LINE_ITEM' : 'CART_SUBTOTAL'
  return {
    name: { original: share.name },
    source:
      share.kind === 'COUPON'
        ? { sourceType: 'COUPON', ...(share.couponCode && { couponCode: share.couponCode }) }
        : { sourceType: 'AUTOMATIC_RULE' },
    scope,
    total: money(total),
    lineItemDiscounts: share.perLine.flatMap((amount, i) =>
      amount > 0n ? [{ lineItemId: lineIds[i] ?? '', amountOff: money(amount) }] : [],
    ),
  }
}

function taxSummaryOf(totals: TotalsResult, included: boolean): V2TaxSummary {
  const option = totals.shippingInfo.selectedCarrierServiceOption
  const named = totals.lines.find((line) => line.taxName)
  const tax = totals.cents.tax
  return {
    taxes: named
      ? [
          {
            name: { original: named.taxName ?? '' },
            taxableAmount: money(toCents(totals.taxSummary.taxableAmount?.amount ?? '0')),
            exemptAmount: money(0n),
            amount: money(tax),
          },
        ]
      : [],
    totalExempt: money(0n),
    pricesIncludeTax: included,
    lineItemTaxes: totals.lines.map((line) => ({
      lineItemId: line.id,
      tax: money(line.tax),
      rate: line.taxRate,
    })),
    deliveryTax: money(cents(option?.cost?.taxDetails?.totalTax?.amount)),
    additionalFeeTaxes: totals.additionalFees.map((fee) => ({
      additionalFeeCode: fee.code ?? '',
      tax: money(cents(fee.taxDetails?.totalTax?.amount)),
    })),
  }
}

/**
 * The calculation summary of a cart from the purchase engine's totals (wire/cart-v2.md §6.2):
 * lines after their item-level discounts, every discount with its scope, delivery, fees, tax,
 * gift card and what is left to pay, and the violations at `level`. Components left out of an
 * estimate are left out here too.
 */
export function summaryOf(
  ctx: CartV2Context,
  record: CartV2Record,
  parts: Components,
  level: ValidationsConfig,
): { summary: CartSummary; totals: TotalsResult } {
  const totals = totalsOf(ctx, record, parts)
  const settings = ctx.purchase.settings()
  const lineIds = record.lines.map((line) => line.id)
  const itemShares = totals.discountShares.filter(isItemLevel)
  const lineTotals = totals.lines.map(
    (line, i) => line.lineItemPrice - sumCents(itemShares.map((s) => s.perLine[i] ?? 0n)),
  )
  const subtotal = sumCents(lineTotals)
  const cartDiscount = sumCents(
    totals.discountShares
      .filter((s) => !isItemLevel(s) && s.delivery === undefined)
      .flatMap((s) => s.perLine),
  )
  const option = totals.shippingInfo.selectedCarrierServiceOption
  const deliveryPrice: Cents = cents(option?.cost?.price?.amount)
  const deliveryDiscount: Cents = cents(option?.cost?.totalDiscount?.amount)
  const { giftCard: paidByGiftCard, total: afterGiftCards } = totals.cents
  const giftCard = record.inputs.giftCard
  const summary: CartSummary = {
    cartId: record.cart.id,
    cartRevision: record.cart.revision,
    calculationId: ctx.newId(),
    lineItems: record.lines.map((line, i) => {
      const total = lineTotals[i] ?? 0n
      const q = BigInt(Math.max(1, line.quantity))
      return {
        lineItemId: line.id,
        quantity: line.quantity,
        unitPrice: money((total * 2n + q) / (2n * q)),
        totalPrice: money(total),
      }
    }),
    discounts: totals.discountShares.map((share) => discountOf(share, lineIds)),
    ...(parts.delivery &&
      option && {
        deliverySummary: {
          method: {
            code: option.code,
            appId: option.carrierId ?? STORE_CARRIER_ID,
            title: { original: option.title ?? option.code },
            pickup: !!option.logistics?.pickupDetails,
          },
          price: money(deliveryPrice),
        },
      }),
    additionalFees: totals.additionalFees.map((fee) => ({
      ...(fee.code && { code: fee.code }),
      name: { original: fee.name },
      lineItemIds: fee.lineItemIds ?? [],
      price: money(cents(fee.price?.amount)),
      source: 'SERVICE_PLUGIN',
    })),
    ...(parts.tax && { taxSummary: taxSummaryOf(totals, settings.taxIncludedInPrices) }),
    priceSummary: {
      subtotal: money(subtotal),
      discount: money(cartDiscount),
      delivery: money(deliveryPrice - deliveryDiscount),
      additionalFees: money(totals.cents.additionalFees),
      tax: money(settings.taxIncludedInPrices ? 0n : totals.cents.tax),
      total: money(afterGiftCards + paidByGiftCard),
    },
    paymentSummary: {
      giftCards:
        parts.giftCards && giftCard && totals.giftCard
          ? [{ giftCardId: giftCard.id, redeemAmount: money(paidByGiftCard) }]
          : [],
      memberships: [],
      subscriptionCharges: [],
      requiresPaymentAfterGiftCard: afterGiftCards > 0n,
      totalAfterGiftCards: money(afterGiftCards),
      payNow: money(afterGiftCards),
      payLater: money(0n),
      payAfterFreeTrial: money(0n),
    },
    calculationErrors: totals.calculationErrors,
    spiViolations: [],
    violations: violationsOf(ctx, record, totals, level, parts),
  }
  return { summary, totals }
}
