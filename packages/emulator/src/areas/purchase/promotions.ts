import { applicationError } from '../../http/api-error'
import type { PurchaseContext } from './context'
import { totalsSettings } from './settings'
import { lookupCoupon } from './totals/coupons'
import { lookupGiftCard } from './totals/gift-cards'

/** The codes a purchase applies (coupon, gift card and how much of it to use). */
export interface RedeemableCodes {
  couponCode?: string
  giftCardCode?: string
  giftCardRedeemAmount?: string
}

/** `*_NOT_FOUND` is 404; every other rejection of a code is a failed precondition (428). */
const statusOf = (code: string) => (code.endsWith('_NOT_FOUND') ? 404 : 428)

/**
 * Checks the coupon and gift card codes a caller applies, and keeps the usable ones. A code
 * that cannot apply at all is refused now (the wire's app errors: `ERROR_COUPON_DOES_NOT_EXIST`,
 * `ERROR_COUPON_HAS_EXPIRED`, `GIFT_CARD_NOT_FOUND`, ...); one that merely does not fit the
 * items yet (minimum subtotal) is kept and shows as a calculation error.
 */
export function checkRedeemable(ctx: PurchaseContext, request: RedeemableCodes): RedeemableCodes {
  const settings = totalsSettings(ctx)
  const now = ctx.clock.now()
  const couponCode = request.couponCode?.trim()
  if (couponCode) {
    const found = lookupCoupon(settings, couponCode, now)
    if ('error' in found) {
      const { code, description, data } = found.error
      throw applicationError(statusOf(code), code, description, data)
    }
  }
  const giftCardCode = request.giftCardCode?.trim()
  if (giftCardCode) {
    const found = lookupGiftCard(settings, giftCardCode, now)
    if ('error' in found) {
      const { code, description, data } = found.error
      throw applicationError(statusOf(code), code, description, data)
    }
  }
  return {
    ...(couponCode && { couponCode }),
    ...(giftCardCode && { giftCardCode }),
    ...(giftCardCode &&
      request.giftCardRedeemAmount && { giftCardRedeemAmount: request.giftCardRedeemAmount }),
  }
}
