import type {
  ApplicationError,
  CartLineItem,
  V2Violation,
  ValidationsConfig,
} from '@storefront-kit/wire'
import { toCents } from '../../platform/money'
import { normalizeCode, type TotalsResult } from '../purchase/index'
import { v2CodeOf } from './codes'
import type { CartV2Context } from './context'
import { money, statusOf } from './present-line'
import type { CartV2Record } from './store'
import type { Components } from './totals'

const error = (v: Omit<V2Violation, 'severity'>): V2Violation => ({ ...v, severity: 'ERROR' })

/** Why a kept coupon does not apply now (the engine's v1 code → the V2 reason). */
const COUPON_REASONS: Record<string, string> = {
  ERROR_INVALID_SUBTOTAL: 'MIN_SUBTOTAL_NOT_REACHED',
  ERROR_INVALID_PRODUCT: 'NOT_APPLICABLE_TO_SELECTED_LINE_ITEMS',
  ERROR_COUPON_HAS_EXPIRED: 'EXPIRED',
  ERROR_COUPON_IS_NOT_ACTIVE_YET: 'INACTIVE',
}

function lineViolations(record: CartV2Record): V2Violation[] {
  const { lines, cart } = record
  if (!lines.length)
    return [error({ scope: 'GLOBAL', code: 'EMPTY_CART', description: 'The cart has no items' })]
  const found: V2Violation[] = []
  const short = lines.filter((line) => statusOf(line) !== 'IN_STOCK')
  if (short.length)
    found.push(
      error({
        scope: 'LINE_ITEM',
        code: 'LINE_ITEMS_OUT_OF_STOCK',
        description: 'Some items are not in stock in the quantity asked for',
        lineItemsOutOfStockData: {
          lineItemIds: short.map((line) => line.id),
          allLineItemsOutOfStock:
            short.length === lines.length &&
            short.every((l) => statusOf(l) !== 'PARTIALLY_IN_STOCK'),
        },
      }),
    )
  const membersOnly = lines.filter((line) => line.membersOnly)
  if (membersOnly.length && !cart.customerInfo.memberId)
    found.push(
      error({
        scope: 'LINE_ITEM',
        code: 'MEMBERS_ONLY_ITEM',
        description: 'Some items can only be bought by signed-in members',
        membersOnlyItemData: { lineItemIds: membersOnly.map((line) => line.id) },
      }),
    )
  return found
}

function couponViolations(
  ctx: CartV2Context,
  record: CartV2Record,
  totals: TotalsResult,
): V2Violation[] {
  const failure = totals.calculationErrors.couponCalculationError?.applicationError
  const coupon = record.inputs.coupon
  if (!failure || !coupon) return []
  if (failure.code === 'ERROR_COUPON_DOES_NOT_EXIST')
    return [
      error({
        scope: 'DISCOUNT',
        code: 'INVALID_COUPON_CODE',
        description: failure.description,
        invalidCouponCodeData: { couponCode: coupon.code },
      }),
    ]
  const reason = COUPON_REASONS[failure.code] ?? 'UNKNOWN_INVALID_COUPON_REASON'
  const minimum = ctx.purchase
    .settings()
    .coupons.find(
      (rule) => normalizeCode(rule.code) === normalizeCode(coupon.code),
    )?.minimumSubtotal
  return [
    error({
      scope: 'DISCOUNT',
      code: 'INVALID_COUPON_STATUS',
      description: failure.description,
      invalidCouponStatusData: {
        couponCode: coupon.code,
        reason,
        ...(minimum &&
          reason === 'MIN_SUBTOTAL_NOT_REACHED' && {
            minSubtotalNotReachedDetails: { requiredMinimumSubtotal: money(toCents(minimum)) },
          }),
      },
    }),
  ]
}

function giftCardViolations(record: CartV2Record, totals: TotalsResult | undefined): V2Violation[] {
  const card = record.inputs.giftCard
  if (!card) return []
  const found: V2Violation[] = []
  const failure: ApplicationError | undefined =
    totals?.calculationErrors.giftCardCalculationError?.applicationError
  if (failure) {
    const [code = 'INVALID_GIFT_CARD_STATUS', reason] = v2CodeOf(failure.code) ?? []
    found.push(
      error({
        scope: 'GIFT_CARD',
        code,
        description: failure.description,
        ...(reason
          ? { invalidGiftCardStatusData: { giftCardCode: card.code, reason, giftCardId: card.id } }
          : { invalidGiftCardCodeData: { giftCardCode: card.code, giftCardId: card.id } }),
      }),
    )
  }
  if (record.lines.some(isGiftCardItem))
    found.push(
      error({
        scope: 'GIFT_CARD',
        code: 'CANNOT_PAY_FOR_GIFT_CARD_WITH_GIFT_CARD',
        description: 'A gift card cannot pay for a gift card',
      }),
    )
  if (record.cart.demo)
    found.push(
      error({
        scope: 'GIFT_CARD',
        code: 'GIFT_CARD_PAYMENT_NOT_SUPPORTED_ON_DEMO_CART',
        description: 'A demo cart cannot be paid with a gift card',
      }),
    )
  return found
}

const isGiftCardItem = (line: CartLineItem) => line.itemType.preset === 'GIFT_CARD'

function deliveryViolations(
  record: CartV2Record,
  totals: TotalsResult,
  calculated: boolean,
): V2Violation[] {
  const shippable = record.lines.some((line) => line.physicalProperties.shippable)
  const method = record.cart.deliveryInfo.method
  if (!shippable || method?.pickup) return []
  if (!record.cart.deliveryInfo.address?.country)
    return [
      error({
        scope: 'DELIVERY',
        code: 'MISSING_DELIVERY_ADDRESS',
        description: 'A delivery address (with a country) is needed for items that ship',
      }),
    ]
  const errors = totals.calculationErrors
  if (!calculated) return []
  if (method && errors.selectedShippingOptionError)
    return [
      error({
        scope: 'DELIVERY',
        code: 'DELIVERY_METHOD_NO_LONGER_AVAILABLE',
        description: `Delivery method ${method.code} is not offered for this address any more`,
      }),
    ]
  if (method) return []
  const fallback = totals.shippingInfo.selectedCarrierServiceOption
  return [
    fallback
      ? {
          scope: 'DELIVERY',
          code: 'MISSING_DELIVERY_METHOD',
          severity: 'WARNING',
          description: `No delivery method was chosen: ${fallback.title ?? fallback.code} is used`,
        }
      : error({
          scope: 'DELIVERY',
          code: 'MISSING_DELIVERY_METHOD',
          description:
            errors.generalShippingCalculationError?.applicationError?.description ??
            'Choose a delivery method for the items that ship',
        }),
  ]
}

function billingViolations(record: CartV2Record, totals: TotalsResult): V2Violation[] {
  const { cart } = record
  const hasAddress = !!(
    cart.paymentInfo.billingAddress?.country || cart.deliveryInfo.address?.country
  )
  if (hasAddress || totals.cents.total <= 0n) return []
  return [
    error({
      scope: 'GLOBAL',
      code: 'GENERAL_CODE',
      description: 'A billing or delivery address (with a country) is needed to pay',
    }),
  ]
}

/**
 * The cart's business problems at a validation level (wire/cart-v2.md §1.12), each with its
 * severity: ERROR blocks PlaceOrder, WARNING does not. Cart-level checks (lines, stock,
 * members-only items, codes) run from PRE_CHECKOUT_VALIDATIONS; delivery and billing checks only
 * at CHECKOUT_VALIDATIONS (CalculateCart, PlaceOrder). The severities follow what blocks a v1
 * checkout's CreateOrder; the only WARNING is a missing delivery method when the region's first
 * one can be used (as v1 picks it).
 */
export function violationsOf(
  ctx: CartV2Context,
  record: CartV2Record,
  totals: TotalsResult,
  level: ValidationsConfig,
  parts: Components,
): V2Violation[] {
  if (level === 'SKIP_VALIDATIONS') return []
  const found = [
    ...lineViolations(record),
    ...couponViolations(ctx, record, totals),
    ...giftCardViolations(record, parts.giftCards ? totals : undefined),
  ]
  if (record.inputs.coupon && record.lines.some(isGiftCardItem))
    found.push(
      error({
        scope: 'DISCOUNT',
        code: 'CANNOT_APPLY_COUPON_DISCOUNT_WHEN_PURCHASING_GIFT_CARD',
        description: 'A coupon cannot be used to buy a gift card',
      }),
    )
  if (level !== 'CHECKOUT_VALIDATIONS') return found
  return [
    ...found,
    ...deliveryViolations(record, totals, parts.delivery),
    ...billingViolations(record, totals),
  ]
}
