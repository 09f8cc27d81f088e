import type { Checkout, CheckoutCreateOrderResponse, Order } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import { ApiError, conflict, precondition } from '../../http/api-error'
import { type Caller, identityKey } from '../../http/caller'
import { toCents } from '../../platform/money'
import { deleteCartOf } from '../cart/service'
import { cartStore } from '../cart/store'
import { loadCheckoutFor, markCheckoutCompleted, recalculateCheckout } from '../checkout/service'
import { redeemGiftCard } from '../checkout/settings-service'
import { checkoutStore } from '../checkout/store'
import { chargeOrder } from '../payments/charge'
import type { TestPaymentMethod } from '../payments/test-gateway'
import { newActivity } from './activities'
import { createdByFor } from './build'
import { checkCheckoutForOrder } from './checkout-checks'
import { orderPartsFromCheckout } from './from-checkout'
import { takeStock } from './inventory'
import { syncOrderPayments } from './payment-state'
import { insertOrder, nextOrderNumber } from './service'
import { orderStore } from './store'

/** How the buyer pays for an order made from a checkout. */
export interface CheckoutPayment {
  /** Authorize only; the owner captures (or voids) later. */
  delayCapture: boolean
  /** The test card (hosted checkout page); default: the one the buyer's e-mail stands for. */
  paymentMethod?: TestPaymentMethod
}

/** The buyer key an order from this checkout belongs to: the shopper, or the checkout's owner. */
function buyerKey(caller: Caller, checkoutOwner: string | null): string | undefined {
  return identityKey(caller) ?? checkoutOwner ?? undefined
}

/** Two lines of one item may each fit the stock but not together: that is a partial shortage. */
function inventoryError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  if (error.body.details.applicationError?.code !== 'INSUFFICIENT_INVENTORY') return error
  return precondition(
    'PARTIAL_OUT_OF_STOCK',
    'Some items of the checkout are not in stock in the quantity asked',
    error.body.details.applicationError.data,
  )
}

/** Takes what the gift card paid from its balance (rolled back with the order if payment fails). */
function redeemCheckoutGiftCard(
  ctx: EmulatorContext,
  checkout: Checkout,
  code: string | undefined,
) {
  const paid = checkout.giftCard?.amount?.amount
  if (code && paid) redeemGiftCard(ctx, code, toCents(paid))
}

/** Deletes the buyer's current cart when the checkout was made from it. */
function deleteSourceCart(
  ctx: EmulatorContext,
  caller: Caller,
  owner: string | undefined,
  cartId: string | null,
) {
  if (!owner || !cartId) return
  const cart = cartStore(ctx.db).byOwner(owner)
  if (cart?.cart.id === cartId) deleteCartOf(ctx, owner, caller)
}

/**
 * Turns a checkout into an order (CreateOrder of wire/checkout.md): checks every precondition on
 * fresh totals, creates the order from the checkout (lines, buyer, addresses, shipping, totals,
 * tax, discounts, channel), takes the stock, records ORDER_PLACED and `order_created`, takes
 * payment, completes the checkout and deletes the cart it came from.
 *
 * Payment: nothing when the total is 0 (the order is PAID at once); with `delayCapture` an
 * authorized payment (order APPROVED, NOT_PAID, capture later); otherwise the test provider's
 * payment (order APPROVED and PAID). Everything happens in the request's transaction, so a
 * declined card leaves no order behind.
 * @throws ApiError 404 `CHECKOUT_NOT_FOUND`; 409 `CHECKOUT_ALREADY_PAID` (data `orderId`); the
 * 428s of `checkCheckoutForOrder`; 428 `SITE_NOT_ACCEPTING_PAYMENTS`, `PAYMENT_ERROR`.
 */
export function createOrderFromCheckout(
  ctx: EmulatorContext,
  caller: Caller,
  checkoutId: string,
  payment: CheckoutPayment,
): CheckoutCreateOrderResponse {
  const stored = loadCheckoutFor(ctx, caller, checkoutId)
  const record = checkoutStore(ctx.db).record(checkoutId)
  if (stored.completed) {
    const existing = orderStore(ctx.db).byCheckout(checkoutId)
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
  const now = ctx.clock.iso()
  const owner = buyerKey(caller, record?.owner ?? null)
  const order: Order = {
    ...orderPartsFromCheckout(ctx, checkout),
    id: ctx.newId(),
    number: nextOrderNumber(ctx),
    createdDate: now,
    updatedDate: now,
    purchasedDate: now,
    createdBy: checkout.createdBy ?? createdByFor(caller),
    status: 'INITIALIZED',
    paymentStatus: 'NOT_PAID',
    fulfillmentStatus: 'NOT_FULFILLED',
    activities: [newActivity(ctx, 'ORDER_PLACED')],
    imported: false,
  }
  let stock: ReturnType<typeof takeStock>
  try {
    stock = takeStock(ctx, order.lineItems)
  } catch (error) {
    throw inventoryError(error)
  }
  insertOrder(ctx, caller, order, { ...(owner && { owner }), stock })
  const total = toCents(order.priceSummary?.total?.amount ?? '0')
  const charge =
    total > 0n
      ? chargeOrder(ctx, order, total, {
          delayCapture: payment.delayCapture,
          ...(payment.paymentMethod && { method: payment.paymentMethod }),
        })
      : undefined
  syncOrderPayments(ctx, caller, order.id, charge?.activities)
  redeemCheckoutGiftCard(ctx, checkout, record?.inputs.giftCardCode)
  markCheckoutCompleted(ctx, caller, checkoutId)
  deleteSourceCart(ctx, caller, owner, record?.cartId ?? null)
  return {
    orderId: order.id,
    ...(charge && { paymentGatewayOrderId: charge.paymentGatewayOrderId }),
  }
}
