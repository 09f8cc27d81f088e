import type { ApplicationError } from '@storefront-kit/wire'
import { toCents } from '../../../platform/money'
import type { CouponRule, TotalsSettings } from './settings'

/** Codes are matched without regard to case or surrounding spaces. */
export const normalizeCode = (code: string) => code.trim().toUpperCase()

/** A coupon code's rule, or the application error that keeps it from applying at all. */
export type CouponLookup = { rule: CouponRule } | { error: ApplicationError }

const couponError = (code: string, description: string, couponCode: string): ApplicationError => ({
  code,
  description,
  data: { couponCode },
})

/**
 * Finds a coupon and checks its dates. Whether it fits the purchase (minimum subtotal, products)
 * is decided by the calculation, since that changes with the items.
 */
export function lookupCoupon(settings: TotalsSettings, code: string, now: number): CouponLookup {
  const rule = settings.coupons.find((c) => normalizeCode(c.code) === normalizeCode(code))
  if (!rule)
    return {
      error: couponError('ERROR_COUPON_DOES_NOT_EXIST', `Coupon ${code} does not exist`, code),
    }
  if (rule.startDate && Date.parse(rule.startDate) > now)
    return {
      error: couponError(
        'ERROR_COUPON_IS_NOT_ACTIVE_YET',
        `Coupon ${code} is not active yet`,
        code,
      ),
    }
  if (rule.expirationDate && Date.parse(rule.expirationDate) <= now)
    return { error: couponError('ERROR_COUPON_HAS_EXPIRED', `Coupon ${code} has expired`, code) }
  return { rule }
}

/** Why a valid coupon does not fit these items, or undefined when it does. */
export function couponMisfit(
  rule: CouponRule,
  subtotal: bigint,
  eligibleLines: number,
): ApplicationError | undefined {
  if (rule.minimumSubtotal && subtotal < toCents(rule.minimumSubtotal))
    return couponError(
      'ERROR_INVALID_SUBTOTAL',
      `Coupon ${rule.code} needs a subtotal of at least ${rule.minimumSubtotal}`,
      rule.code,
    )
  if (rule.productIds && eligibleLines === 0)
    return couponError(
      'ERROR_INVALID_PRODUCT',
      `Coupon ${rule.code} applies to none of the items`,
      rule.code,
    )
  return undefined
}
