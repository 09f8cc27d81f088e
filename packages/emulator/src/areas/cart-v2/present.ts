import type { Address, CartV2, CustomerInfo } from '@storefront-kit/wire'
import { sumCents, toCents } from '../../platform/money'
import {
  calculateTotals,
  type DiscountShare,
  GIFT_CARD_APP_ID,
  obfuscateCode,
  totalsLines,
} from '../purchase/index'
import type { CartV2Context } from './context'
import { type LineDiscount, money, presentLine } from './present-line'
import type { CartV2Record } from './store'

/**
 * Whether a discount belongs to the lines (stored on the cart, inside `subtotal`): the store's
 * automatic rules and a coupon limited to some items. A coupon on the whole cart is the summary's
 * cart-subtotal discount, and a free-shipping coupon its delivery discount.
 */
export const isItemLevel = (share: DiscountShare) =>
  share.delivery === undefined && (share.kind !== 'COUPON' || share.limited)

/**
 * The item-level discounts of each of `lineCount` lines, from a calculation's discount shares.
 * Which shares are item-level, and each line's part, depend only on the lines and the coupon, not
 * on the delivery, tax or fees a calculation included, so any calculation of the lines serves.
 */
export function lineDiscountsOf(
  lineCount: number,
  discountShares: readonly DiscountShare[],
): LineDiscount[][] {
  const shares = discountShares.filter(isItemLevel)
  return Array.from({ length: lineCount }, (_, i) =>
    shares.map((share) => ({
      name: share.name,
      amount: share.perLine[i] ?? 0n,
      source:
        share.kind === 'COUPON'
          ? { sourceType: 'COUPON', ...(share.couponCode && { couponCode: share.couponCode }) }
          : { sourceType: 'AUTOMATIC_RULE' },
    })),
  )
}

/** The item-level discounts of each line, as the purchase engine allots them. */
export function lineDiscounts(
  ctx: CartV2Context,
  record: Pick<CartV2Record, 'lines' | 'inputs'>,
): LineDiscount[][] {
  const totals = calculateTotals(ctx.purchase.settings(), {
    lines: totalsLines(record.lines),
    ...(record.inputs.coupon && { couponCode: record.inputs.coupon.code }),
    calculateTax: false,
    calculateShipping: false,
    calculateAdditionalFees: false,
    now: ctx.clock.now(),
  })
  return lineDiscountsOf(record.lines.length, totals.discountShares)
}

/** The owner's id in its slot, the other slots empty; no owner yet means open access. */
export function ownerIds(
  owner: string | null,
): Pick<CustomerInfo, 'visitorId' | 'memberId' | 'userId' | 'openAccess'> {
  const [kind, id = ''] = owner?.split(':') ?? []
  return {
    visitorId: kind === 'visitor' ? id : '',
    memberId: kind === 'member' ? id : '',
    userId: '',
    openAccess: owner === null,
  }
}

/** An address with the always-present street fields, when it has a street. */
const withStreet = (address: Address | undefined): Address | undefined =>
  address && {
    ...address,
    ...(address.streetAddress && {
      streetAddress: { number: '', name: '', ...address.streetAddress },
    }),
  }

/**
 * The cart as the wire shows it: its editable fields as stored, and everything derived (lines
 * priced after their item-level discounts, subtotal, codes, owner ids, the store's currency,
 * language, tax mode and weight unit) made afresh from the record. `discounts` are the lines'
 * item-level discounts when a calculation of these lines made them already ({@link lineDiscountsOf}).
 */
export function presentCart(
  ctx: CartV2Context,
  record: CartV2Record,
  discounts: LineDiscount[][] = lineDiscounts(ctx, record),
): CartV2 {
  const settings = ctx.purchase.settings()
  const lineItems = record.lines.map((line, i) => presentLine(line, discounts[i] ?? []))
  const { cart, inputs } = record
  const { coupon, giftCard } = inputs
  const vatId = cart.customerInfo.vatId
  const address = withStreet(cart.deliveryInfo.address)
  const billing = withStreet(cart.paymentInfo.billingAddress)
  return {
    ...cart,
    lineItems,
    subtotal: money(
      sumCents(lineItems.map((line) => toCents(line.pricing.totalPrice?.amount ?? '0'))),
    ),
    coupons: coupon ? [{ id: coupon.id, code: coupon.code }] : [],
    businessInfo: { ...cart.businessInfo, languageCode: 'en', currencyCode: settings.currency },
    customerInfo: {
      ...cart.customerInfo,
      ...ownerIds(record.owner),
      ...(vatId && { vatId: { id: '', type: 'UNSPECIFIED', ...vatId } }),
      languageCode: 'en',
      currencyCode: settings.currency,
    },
    deliveryInfo: {
      ...cart.deliveryInfo,
      ...(address && { address }),
      weightUnit: settings.weightUnit,
    },
    taxInfo: { ...cart.taxInfo, pricesIncludeTax: settings.taxIncludedInPrices },
    paymentInfo: {
      ...cart.paymentInfo,
      ...(billing && { billingAddress: billing }),
      giftCards: giftCard
        ? [
            {
              id: giftCard.id,
              obfuscatedCode: obfuscateCode(giftCard.code),
              appId: GIFT_CARD_APP_ID,
              ...(giftCard.redeemAmount && {
                requestedRedeemAmount: money(toCents(giftCard.redeemAmount)),
              }),
            },
          ]
        : [],
      currencyCode: settings.currency,
    },
    currentCart: record.current,
  }
}
