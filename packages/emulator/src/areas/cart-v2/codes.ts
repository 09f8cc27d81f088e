import type { CouponInput, GiftCardInput } from '@storefront-kit/wire'
import { ApiError, notFound, precondition } from '../../http/api-error'
import { toCents, toDecimal } from '../../platform/money'
import { normalizeCode } from '../purchase/index'
import type { CartV2Context } from './context'
import { badRequest } from './errors'
import type { CartV2Record } from './store'

/** v1 rejections of a code (the purchase engine's) and their V2 code and reason. */
const V2_CODES: Record<string, [code: string, reason?: string]> = {
  ERROR_COUPON_DOES_NOT_EXIST: ['INVALID_COUPON_CODE'],
  ERROR_COUPON_IS_NOT_ACTIVE_YET: ['INVALID_COUPON_STATUS', 'INACTIVE'],
  ERROR_COUPON_HAS_EXPIRED: ['INVALID_COUPON_STATUS', 'EXPIRED'],
  GIFT_CARD_NOT_FOUND: ['INVALID_GIFT_CARD_CODE'],
  GIFT_CARD_DISABLED: ['INVALID_GIFT_CARD_STATUS', 'DISABLED'],
  GIFT_CARD_EXPIRED: ['INVALID_GIFT_CARD_STATUS', 'EXPIRED'],
  GIFT_CARD_IS_EMPTY: ['INVALID_GIFT_CARD_STATUS', 'EMPTY_BALANCE'],
}

/** The V2 code and reason of an engine rejection of a coupon or gift card code. */
export const v2CodeOf = (engineCode: string) => V2_CODES[engineCode]

/**
 * Checks a code with the purchase engine (the rules the v1 cart and checkout use) and answers its
 * rejection in V2 terms: an unknown code is 400 `INVALID_COUPON_CODE` / `INVALID_GIFT_CARD_CODE`,
 * an unusable one 428 `INVALID_COUPON_STATUS` / `INVALID_GIFT_CARD_STATUS` with the reason.
 */
function check(ctx: CartV2Context, kind: 'coupon' | 'giftCard', code: string): void {
  try {
    ctx.purchase.checkRedeemable(kind === 'coupon' ? { couponCode: code } : { giftCardCode: code })
  } catch (error) {
    const engineCode = error instanceof ApiError && error.body.details.applicationError?.code
    const mapped = engineCode ? V2_CODES[engineCode] : undefined
    if (!mapped) throw error
    const [v2, reason] = mapped
    const data =
      kind === 'coupon'
        ? { couponCode: code, ...(reason && { reason }) }
        : { giftCardCode: code, ...(reason && { reason }) }
    const description = (error as ApiError).body.message
    throw reason ? precondition(v2, description, data) : badRequest(v2, description, data)
  }
}

/** The store's spelling of a code (codes match without regard to case or spaces). */
function canonical(ctx: CartV2Context, kind: 'coupon' | 'giftCard', code: string): string {
  const rules =
    kind === 'coupon' ? ctx.purchase.settings().coupons : ctx.purchase.settings().giftCards
  return rules.find((rule) => normalizeCode(rule.code) === normalizeCode(code))?.code ?? code.trim()
}

/**
 * AddCoupon: one coupon per cart (`COUPON_ALREADY_EXISTS` for the same code,
 * `MAX_COUPONS_PER_CART_EXCEEDED` for another), not when the cart locks coupons
 * (`COUPON_LOCKED`), and only a code the store has and that is active. A coupon that does not fit
 * the items yet (a minimum subtotal) is kept, as in v1, and shows as a violation.
 */
export function addCoupon(
  ctx: CartV2Context,
  record: CartV2Record,
  input: CouponInput,
): CartV2Record {
  if (record.cart.settings?.lockCouponCode)
    throw precondition('COUPON_LOCKED', 'Coupons cannot be changed on this cart')
  const current = record.inputs.coupon
  if (current && normalizeCode(current.code) === normalizeCode(input.code))
    throw precondition('COUPON_ALREADY_EXISTS', 'This coupon is already applied', {
      couponCode: current.code,
    })
  if (current)
    throw precondition(
      'MAX_COUPONS_PER_CART_EXCEEDED',
      'A cart takes one coupon: remove the other first',
    )
  check(ctx, 'coupon', input.code)
  const coupon = { id: ctx.newId(), code: canonical(ctx, 'coupon', input.code) }
  return { ...record, inputs: { ...record.inputs, coupon } }
}

/** RemoveCoupon by its cart-level id (`COUPON_NOT_FOUND_IN_CART`, `COUPON_LOCKED`). */
export function removeCoupon(record: CartV2Record, couponId: string): CartV2Record {
  if (record.cart.settings?.lockCouponCode)
    throw precondition('COUPON_LOCKED', 'Coupons cannot be changed on this cart')
  if (record.inputs.coupon?.id !== couponId)
    throw notFound('COUPON_NOT_FOUND_IN_CART', 'The cart has no coupon with this id', { couponId })
  const { coupon: _removed, ...inputs } = record.inputs
  return { ...record, inputs }
}

/**
 * AddGiftCard: one per cart (`GIFT_CARD_ALREADY_EXISTS`, `MAX_GIFT_CARDS_PER_CART_EXCEEDED`), not
 * when locked (`GIFT_CARD_LOCKED`) or on a demo cart, and only a usable card of the store. Its
 * balance pays at order time; nothing is taken now.
 */
export function addGiftCard(
  ctx: CartV2Context,
  record: CartV2Record,
  input: GiftCardInput,
): CartV2Record {
  if (record.cart.settings?.lockGiftCard)
    throw precondition('GIFT_CARD_LOCKED', 'Gift cards cannot be changed on this cart')
  if (record.cart.demo)
    throw precondition(
      'GIFT_CARD_PAYMENT_NOT_SUPPORTED_ON_DEMO_CART',
      'A demo cart cannot be paid with a gift card',
    )
  const current = record.inputs.giftCard
  if (current && normalizeCode(current.code) === normalizeCode(input.code))
    throw precondition('GIFT_CARD_ALREADY_EXISTS', 'This gift card is already applied', {
      giftCardCode: input.code,
    })
  if (current)
    throw precondition(
      'MAX_GIFT_CARDS_PER_CART_EXCEEDED',
      'A cart takes one gift card: remove the other first',
    )
  check(ctx, 'giftCard', input.code)
  const amount = input.redeemAmount?.amount
  const giftCard = {
    id: ctx.newId(),
    code: canonical(ctx, 'giftCard', input.code),
    ...(amount && { redeemAmount: toDecimal(toCents(amount)) }),
  }
  return { ...record, inputs: { ...record.inputs, giftCard } }
}

/** RemoveGiftCard by its cart-level id (`GIFT_CARD_NOT_FOUND_IN_CART`, `GIFT_CARD_LOCKED`). */
export function removeGiftCard(record: CartV2Record, giftCardId: string): CartV2Record {
  if (record.cart.settings?.lockGiftCard)
    throw precondition('GIFT_CARD_LOCKED', 'Gift cards cannot be changed on this cart')
  if (record.inputs.giftCard?.id !== giftCardId)
    throw notFound('GIFT_CARD_NOT_FOUND_IN_CART', 'The cart has no gift card with this id', {
      giftCardId,
    })
  const { giftCard: _removed, ...inputs } = record.inputs
  return { ...record, inputs }
}
