import type { Order, OrderTransactions, Payment, V1ScheduledAction } from '@storefront-kit/wire'
import { precondition } from '../../http/api-error'
import { type Cents, price, STORE_CURRENCY } from '../../platform/money'
import type { PaymentsContext } from './context'
import type { PaymentActivity } from './orders-port'
import { paymentSettings } from './settings'
import { declines, type TestPaymentMethod, testCard } from './test-gateway'

/** Authorizations nobody captures are voided after this long (the provider's hold period). */
export const AUTHORIZATION_HOLD_SECONDS = 7 * 24 * 60 * 60

/** How to charge an order. */
export interface ChargeOptions {
  /** Authorize only; capture later with CaptureAuthorizedPayments. */
  delayCapture: boolean
  /** The test card (see `test-gateway.ts`); default: the one the buyer's e-mail stands for. */
  method?: TestPaymentMethod
  /** The gateway order id to record (a prepared collection's), or a new one. */
  paymentGatewayOrderId?: string
  /** What an authorization does by itself, and when. Default: VOID after the hold period. */
  scheduledAction?: { actionType: 'VOID' | 'CAPTURE'; delaySeconds: number }
  /** The order is being placed: it has no transactions yet, so none are read. */
  newOrder?: boolean
}

/** What a charge left behind. */
export interface Charge {
  payment: Payment
  paymentGatewayOrderId: string
  /** History entries for the order (the orders area adds them when it syncs the order). */
  activities: PaymentActivity[]
  /** The order's transactions as saved with this payment (the sync need not read them back). */
  transactions: OrderTransactions
}

/**
 * Charges `amount` of an order with the test provider: an APPROVED payment, or with
 * `delayCapture` an AUTHORIZED one (scheduled to be voided unless captured). The caller syncs the
 * order afterwards (the orders area, which placed the order or was told of the payment).
 * @throws ApiError 428 `SITE_NOT_ACCEPTING_PAYMENTS` without a payment method, `PAYMENT_ERROR`
 * when the card is declined.
 */
export function chargeOrder(
  ctx: PaymentsContext,
  order: Order,
  amount: Cents,
  options: ChargeOptions,
): Charge {
  if (!paymentSettings(ctx).acceptPayments)
    throw precondition('SITE_NOT_ACCEPTING_PAYMENTS', 'The site has no payment method set up')
  const card = testCard(order.buyerInfo?.email, options.method)
  if (declines(card))
    throw precondition('PAYMENT_ERROR', 'The payment was declined', {
      paymentResponseToken: '',
      transactionStatus: 'DECLINED',
      failureDetails: 'CARD_DECLINED',
    })
  const now = ctx.clock.iso()
  const status = options.delayCapture ? 'AUTHORIZED' : 'APPROVED'
  const amountPrice = price(amount, order.currency ?? STORE_CURRENCY)
  const gatewayOrderId = options.paymentGatewayOrderId ?? ctx.newId()
  const schedule = options.scheduledAction ?? {
    actionType: 'VOID',
    delaySeconds: AUTHORIZATION_HOLD_SECONDS,
  }
  const scheduledAction: V1ScheduledAction = {
    actionType: schedule.actionType,
    executionDate: new Date(ctx.clock.now() + schedule.delaySeconds * 1000).toISOString(),
  }
  const payment: Payment = {
    id: ctx.newId(),
    createdDate: now,
    updatedDate: now,
    amount: amountPrice,
    refundDisabled: false,
    supportReceiptGeneration: false,
    status,
    regularPaymentDetails: {
      paymentOrderId: gatewayOrderId,
      gatewayTransactionId: ctx.newId(),
      providerTransactionId: ctx.newId(),
      paymentMethod: 'CreditCard',
      offlinePayment: false,
      status,
      savedPaymentMethod: false,
      creditCardDetails: card,
      paymentMethodName: { buyerLanguageName: 'Credit / Debit Card' },
      ...(options.delayCapture && {
        authorizationDetails: {
          delayedCapture: true,
          authorizedDate: now,
          captures: [],
          scheduledAction,
        },
      }),
    },
  }
  const { store } = ctx
  const transactions = (!options.newOrder && store.transactions(order.id)) || {
    orderId: order.id,
    payments: [],
    refunds: [],
  }
  const saved = store.saveTransactions({
    ...transactions,
    payments: [...transactions.payments, payment],
  })
  const activities = options.delayCapture
    ? [
        {
          type: 'AUTHORIZED_PAYMENT_CREATED' as const,
          content: {
            authorizedPaymentCreated: { paymentId: payment.id, amount: amountPrice, ...card },
          },
        },
      ]
    : []
  return { payment, paymentGatewayOrderId: gatewayOrderId, activities, transactions: saved }
}
