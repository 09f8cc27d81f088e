import type {
  GetPaymentCollectabilityStatusResponse,
  Order,
  PaymentCollectabilityStatus,
  PreparePaymentCollectionRequest,
} from '@storefront-kit/wire'
import { applicationError, conflict, notFound, precondition } from '../../http/api-error'
import { price, STORE_CURRENCY, toCents, toDecimal } from '../../platform/money'
import type { PaymentsContext } from './context'
import { paymentFigures } from './figures'
import { runPaymentJobs } from './jobs'
import { ordersOf } from './orders-port'
import { paymentSettings } from './settings'

const DURATION_SECONDS = { MINUTES: 60, HOURS: 3600, DAYS: 86_400 } as const

function loadOrder(ctx: PaymentsContext, orderId: string): Order {
  runPaymentJobs(ctx)
  const order = ordersOf(ctx.hooks).get(orderId)
  if (!order)
    throw notFound('NO_ASSOCIATED_ECOM_ORDER', `No order ${orderId} to collect a payment for`, {
      orderId,
    })
  return order
}

function collectable(ctx: PaymentsContext, order: Order) {
  const figures = paymentFigures(order, ctx.store.transactions(order.id))
  const outstanding = figures.total - figures.paid
  const status = ((): PaymentCollectabilityStatus => {
    if (order.status === 'CANCELED') return 'NONCOLLECTABLE_ORDER_IS_CANCELLED'
    if (order.status === 'PENDING') return 'NONCOLLECTABLE_ORDER_IS_PENDING'
    if (order.status === 'REJECTED') return 'NONCOLLECTABLE_ORDER_IS_REJECTED'
    if (
      outstanding <= 0n ||
      ['PAID', 'FULLY_REFUNDED', 'PARTIALLY_REFUNDED'].includes(order.paymentStatus)
    )
      return 'NONCOLLECTABLE_ORDER_IS_PAID'
    // A payment in flight or an authorization awaiting capture: collecting now could charge twice.
    if (figures.pending > 0n || figures.authorized > 0n) return 'UNKNOWN'
    if (order.lineItems.some((line) => line.subscriptionInfo))
      return 'NONCOLLECTABLE_ORDER_HAS_SUBSCRIPTIONS'
    if (order.lineItems.some((line) => line.priceUndetermined))
      return 'NONCOLLECTABLE_CUSTOM_AMOUNT_NOT_SUPPORTED'
    if (!paymentSettings(ctx).acceptPayments) return 'NONCOLLECTABLE_MISSING_PAYMENT_METHOD'
    return 'COLLECTABLE'
  })()
  return { status, outstanding }
}

/**
 * Whether the order's outstanding balance can be collected, and how much it is (the statuses of
 * wire/orders.md; `UNKNOWN` while a payment is in flight or an authorization awaits capture).
 * @throws ApiError 404 `NO_ASSOCIATED_ECOM_ORDER`.
 */
export function paymentCollectability(
  ctx: PaymentsContext,
  orderId: string,
): GetPaymentCollectabilityStatusResponse {
  const order = loadOrder(ctx, orderId)
  const { status, outstanding } = collectable(ctx, order)
  const amount = status === 'COLLECTABLE' ? outstanding : 0n
  return { status, amount: price(amount, order.currency ?? STORE_CURRENCY) }
}

/**
 * Prepares collecting `amount` (at most the outstanding balance) of an order: records a payment
 * gateway order the buyer can then pay through the hosted page.
 * @throws ApiError 404 `NO_ASSOCIATED_ECOM_ORDER`; 428 `ORDER_CANCELED`,
 * `PAYMENT_METHODS_NOT_FOUND`; 409 `ORDER_ALREADY_PAID`; 400 `INVALID_AMOUNT`.
 */
export function preparePaymentCollection(
  ctx: PaymentsContext,
  orderId: string,
  request: PreparePaymentCollectionRequest,
): { paymentGatewayOrderId: string } {
  const order = loadOrder(ctx, orderId)
  const { status, outstanding } = collectable(ctx, order)
  if (status === 'NONCOLLECTABLE_ORDER_IS_CANCELLED')
    throw precondition('ORDER_CANCELED', `Order ${orderId} is canceled`, { orderId })
  if (status === 'NONCOLLECTABLE_ORDER_IS_PAID')
    throw conflict('ORDER_ALREADY_PAID', `Order ${orderId} is already paid`, { orderId })
  if (!paymentSettings(ctx).acceptPayments)
    throw precondition('PAYMENT_METHODS_NOT_FOUND', 'The site has no payment method set up')
  const amount = toCents(request.amount.amount)
  if (amount <= 0n || amount > outstanding)
    throw applicationError(
      400,
      'INVALID_AMOUNT',
      `The amount must be more than 0 and at most the outstanding ${toDecimal(outstanding)}`,
      { outstanding: toDecimal(outstanding) },
    )
  const settings = request.delayedCaptureSettings
  const delayed = !!(request.delayedCapture || settings)
  const duration = settings?.delayDuration
  const unit = duration?.unit as keyof typeof DURATION_SECONDS | undefined
  const id = request.paymentGatewayOrderId || ctx.newId()
  ctx.store.saveCollection({
    id,
    orderId,
    amount: toDecimal(amount),
    delayedCapture: delayed,
    ...(settings?.scheduledAction && {
      scheduledAction: settings.scheduledAction as 'VOID' | 'CAPTURE',
    }),
    ...(duration?.count && unit && { delaySeconds: duration.count * DURATION_SECONDS[unit] }),
    status: 'PREPARED',
    createdDate: ctx.clock.iso(),
  })
  return { paymentGatewayOrderId: id }
}
