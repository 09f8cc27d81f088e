import type { Checkout, CheckoutCreateOrderResponse } from '@storefront-kit/wire'
import { conflict } from '../../http/api-error'
import { type Caller, identityKey } from '../../http/caller'
import { toCents } from '../../platform/money'
import type { OrderPayment } from '../orders/index'
import { orderPartsFromCheckout } from '../purchase/index'
import { loadCheckoutFor } from './access'
import type { CheckoutContext } from './context'
import { checkCheckoutForOrder } from './order-checks'
import { markCheckoutCompleted, recalculateCheckout } from './service'

/** The buyer key an order from this checkout belongs to: the shopper, or the checkout's owner. */
function buyerKey(caller: Caller, checkoutOwner: string | null): string | undefined {
  return identityKey(caller) ?? checkoutOwner ?? undefined
}

/** Takes what the gift card paid from its balance (rolled back with the order if payment fails). */
function redeemCheckoutGiftCard(
  ctx: CheckoutContext,
  checkout: Checkout,
  code: string | undefined,
) {
  const paid = checkout.giftCard?.amount?.amount
  if (code && paid) ctx.purchase.redeemGiftCard(code, toCents(paid))
}

/**
 * Turns a checkout into an order (CreateOrder of wire/checkout.md): checks every precondition on
 * fresh totals, places the order the checkout describes (lines, buyer, addresses, shipping,
 * totals, tax, discounts, channel) through the orders area — stock, ORDER_PLACED,
 * `order_created`, payment — then takes the gift card's share, completes the checkout and tells
 * whoever listens (the cart it came from is deleted).
 *
 * Payment: nothing when the total is 0 (the order is PAID at once); with `delayCapture` an
 * authorized payment (order APPROVED, NOT_PAID, capture later); otherwise the test provider's
 * payment (order APPROVED and PAID). Everything happens in the request's transaction, so a
 * declined card leaves no order behind.
 * @throws ApiError 404 `CHECKOUT_NOT_FOUND`; 409 `CHECKOUT_ALREADY_PAID` (data `orderId`); the
 * 428s of `checkCheckoutForOrder`; 428 `SITE_NOT_ACCEPTING_PAYMENTS`, `PAYMENT_ERROR`.
 */
export function createOrderFromCheckout(
  ctx: CheckoutContext,
  caller: Caller,
  checkoutId: string,
  payment: OrderPayment,
): CheckoutCreateOrderResponse {
  const stored = loadCheckoutFor(ctx, caller, checkoutId)
  const record = ctx.store.record(checkoutId)
  if (stored.completed) {
    const existing = ctx.orders.byCheckout(checkoutId)
    throw conflict(
      'CHECKOUT_ALREADY_PAID',
      `Checkout ${checkoutId} was already turned into an order`,
      {
        ...(existing && { orderId: existing.id }),
      },
    )
  }
  const checkout = recalculateCheckout(ctx, stored)
  checkCheckoutForOrder(checkout, caller)
  const owner = buyerKey(caller, record?.owner ?? null)
  const { order, charge } = ctx.orders.place({
    parts: orderPartsFromCheckout(checkout, () => ctx.newId()),
    caller,
    ...(owner && { owner }),
    payment,
  })
  redeemCheckoutGiftCard(ctx, checkout, record?.inputs.giftCardCode)
  markCheckoutCompleted(ctx, caller, checkoutId)
  for (const listener of ctx.hooks.orderPlaced)
    listener({ caller, ...(owner && { owner }), cartId: record?.cartId ?? null })
  return {
    orderId: order.id,
    ...(charge && { paymentGatewayOrderId: charge.paymentGatewayOrderId }),
  }
}
