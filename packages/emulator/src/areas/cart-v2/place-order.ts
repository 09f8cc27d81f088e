import type {
  PlaceOrderRequest,
  PlaceOrderResponse,
  V2Violation,
  Violation,
} from '@storefront-kit/wire'
import { ApiError, precondition } from '../../http/api-error'
import { type Caller, identityKey } from '../../http/caller'
import type { OrderPayment } from '../orders/index'
import { orderPartsFromCheckout } from '../purchase/index'
import { loadById } from './access'
import { checkoutFormOf } from './checkout-form'
import type { CartV2Context } from './context'
import { alreadyOrdered } from './errors'
import { lineDiscountsOf } from './present'
import { persist, refreshed } from './save'
import { summaryOf } from './summary'
import { EVERYTHING } from './totals'
import { assertPricesUnchanged, assertTokenOf } from './verification'

/** ERROR violations PlaceOrder answers with a code of their own (the rest: VIOLATIONS_WITH_ERROR_SEVERITY). */
const NAMED: Record<string, string> = {
  EMPTY_CART: 'EMPTY_CART',
  LINE_ITEMS_OUT_OF_STOCK: 'LINE_ITEMS_OUT_OF_STOCK',
  MEMBERS_ONLY_ITEM: 'MEMBERS_ONLY_ITEM',
  MISSING_DELIVERY_ADDRESS: 'MISSING_DELIVERY_ADDRESS',
  MISSING_DELIVERY_METHOD: 'MISSING_DELIVERY_METHOD',
  DELIVERY_METHOD_NO_LONGER_AVAILABLE: 'DELIVERY_METHOD_NO_LONGER_AVAILABLE',
  CANNOT_PAY_FOR_GIFT_CARD_WITH_GIFT_CARD: 'CANNOT_PAY_FOR_GIFT_CARD_WITH_GIFT_CARD',
  CANNOT_APPLY_COUPON_DISCOUNT_WHEN_PURCHASING_GIFT_CARD:
    'CANNOT_REDEEM_COUPON_WHEN_PURCHASING_GIFT_CARD',
  // A gift card that can no longer pay (emptied, expired or disabled since it was added) is a
  // failed redemption: PlaceOrder lists GIFT_CARD_REDEEM_ERROR, not the gift card calls' codes.
  INVALID_GIFT_CARD_STATUS: 'GIFT_CARD_REDEEM_ERROR',
  INVALID_GIFT_CARD_CODE: 'GIFT_CARD_REDEEM_ERROR',
}

/** The error's data of a named violation (GiftCardRedeemErrorData is a message). */
const dataOf = (v: V2Violation): Record<string, unknown> =>
  NAMED[v.code] === 'GIFT_CARD_REDEEM_ERROR'
    ? { error: (v.description ?? v.code).slice(0, 100) }
    : (v.lineItemsOutOfStockData ?? v.membersOnlyItemData ?? {})

/** A V2 violation in the older form of the error's `violationsList`. */
const asV1 = (v: V2Violation): Violation => ({
  severity: 'ERROR',
  target: { other: { name: 'OTHER_DEFAULT' } },
  description: v.description ?? v.code,
})

/** ERROR violations block the order: the first with a code of its own, else all of them. */
function blockOn(violations: readonly V2Violation[]): void {
  const errors = violations.filter((v) => v.severity === 'ERROR')
  const named = errors.find((v) => NAMED[v.code])
  if (named) {
    throw precondition(
      NAMED[named.code] ?? named.code,
      named.description ?? named.code,
      dataOf(named),
    )
  }
  if (errors.length)
    throw precondition(
      'VIOLATIONS_WITH_ERROR_SEVERITY',
      errors.map((v) => v.description).join('; '),
      { violationsList: { violations: errors.map(asV1) } },
    )
}

/** The orders area's rejections of a payment, in the V2 wire's terms. */
function inV2Terms(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  const app = error.body.details.applicationError
  if (app?.code === 'PAYMENT_ERROR')
    return precondition('INVALID_PAYMENT_STATUS', 'The payment was declined', {
      paymentToken: '',
      transactionStatus: String(app.data?.transactionStatus ?? 'DECLINED'),
      failureDetails: String(app.data?.failureDetails ?? ''),
    })
  if (app?.code === 'PARTIAL_OUT_OF_STOCK')
    return precondition('LINE_ITEMS_OUT_OF_STOCK', 'Some items are not in stock', app.data ?? {})
  return error
}

/**
 * PlaceOrder (wire/cart-v2.md §3): the cart with today's catalog, calculated in full; then, in
 * order, an ordered cart (`CART_ALREADY_ORDERED`), a demo cart, a token that is not this cart's
 * (400), the ERROR violations, prices changed since the token's calculation
 * (`CART_PRICES_OUT_OF_SYNC`). The order is placed through the orders service from the cart's
 * checkout form (stock, `order_created`, payment through the test gateway: nothing for a zero
 * total, an authorization with `delayCapture`), the gift card's share is taken from its balance,
 * and the cart is ordered: `orderPlaced`, `orderId`, no longer current. All in the request's
 * transaction: a declined card leaves no order and an unchanged cart.
 */
export function placeOrder(
  ctx: CartV2Context,
  caller: Caller,
  cartId: string,
  request: PlaceOrderRequest,
  payment: OrderPayment = { delayCapture: !!request.delayCapture },
): PlaceOrderResponse {
  const stored = loadById(ctx, caller, cartId)
  if (stored.cart.orderPlaced) throw alreadyOrdered(stored.cart)
  if (stored.cart.demo)
    throw precondition('PLACE_ORDER_NOT_ALLOWED_FOR_DEMO_CART', 'A demo cart cannot be ordered')
  const token = request.priceVerificationToken
  if (token) assertTokenOf(token, cartId)
  const record = refreshed(ctx, stored)
  const { summary, totals } = summaryOf(ctx, record, EVERYTHING, 'CHECKOUT_VALIDATIONS')
  blockOn(summary.violations)
  if (token) assertPricesUnchanged(token, summary)
  const parts = orderPartsFromCheckout(checkoutFormOf(ctx, record, totals), () => ctx.newId())
  const owner = record.owner ?? identityKey(caller)
  let placed: ReturnType<CartV2Context['orders']['place']>
  try {
    placed = ctx.orders.place({
      parts,
      caller,
      ...(owner && owner !== 'owner' && { owner }),
      payment,
    })
  } catch (error) {
    throw inV2Terms(error)
  }
  const card = record.inputs.giftCard
  const due = totals.cents.giftCard
  if (card && due > 0n && ctx.purchase.redeemGiftCard(card.code, due) < due)
    throw precondition('GIFT_CARD_REDEEM_ERROR', 'The gift card could not pay its share', {
      error: 'The gift card could not pay its share',
    })
  const orderId = placed.order.id
  const cart = { ...record.cart, orderPlaced: true, orderId }
  // The calculation above priced these same lines: its item-level discounts are the cart's.
  const discounts = lineDiscountsOf(record.lines.length, totals.discountShares)
  persist(ctx, caller, { ...record, cart, current: false }, 'updated', discounts)
  return {
    orderId,
    ...(placed.charge && { paymentGatewayOrderId: placed.charge.paymentGatewayOrderId }),
    completed: placed.order.paymentStatus === 'PAID',
  }
}
