import { toCents } from '../../platform/money'
import { calculateTotals, type TotalsResult, totalsLines } from '../purchase/index'
import type { CartV2Context } from './context'
import type { CartV2Record } from './store'

/** The parts of a calculation that can be left out (EstimateCart's flags). */
export interface Components {
  delivery: boolean
  tax: boolean
  fees: boolean
  giftCards: boolean
}

/** Everything: CalculateCart and PlaceOrder. */
export const EVERYTHING: Components = { delivery: true, tax: true, fees: true, giftCards: true }

/**
 * The purchase engine's totals of a cart: its lines, coupon, gift card, delivery address and
 * method, billing address. The engine is the one the v1 cart and checkout use, so a purchase
 * costs the same to the cent whichever API it goes through.
 */
export function totalsOf(
  ctx: CartV2Context,
  record: Pick<CartV2Record, 'cart' | 'lines' | 'inputs'>,
  parts: Components,
): TotalsResult {
  const { cart, inputs } = record
  const address = cart.deliveryInfo.address
  const billing = cart.paymentInfo.billingAddress
  const method = cart.deliveryInfo.method
  const giftCard = parts.giftCards ? inputs.giftCard : undefined
  return calculateTotals(ctx.purchase.settings(), {
    lines: totalsLines(record.lines),
    ...(inputs.coupon && { couponCode: inputs.coupon.code }),
    ...(giftCard && { giftCardCode: giftCard.code }),
    ...(giftCard?.redeemAmount && { giftCardRedeemAmount: toCents(giftCard.redeemAmount) }),
    ...(address && { shippingAddress: address }),
    ...(billing && { billingAddress: billing }),
    ...(method && { selectedShippingOption: { code: method.code } }),
    calculateTax: parts.tax,
    calculateShipping: parts.delivery,
    calculateAdditionalFees: parts.fees,
    now: ctx.clock.now(),
  })
}
