import type { AuthorizationDetails, OrderActivityType, Payment } from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import type { PaymentsContext } from './context'
import { ordersOf, type PaymentActivity } from './orders-port'
import { actionsFail } from './test-gateway'

/** Settlements and scheduled actions are the payment provider's doing: they run as the app. */
export const PAYMENT_PROVIDER: Caller = { kind: 'owner' }

const FAILURE_CODE = 'PROVIDER_DECLINED'

function paymentActivity(
  type: OrderActivityType,
  key: 'authorizedPaymentCaptured' | 'authorizedPaymentVoided',
  payment: Payment,
): PaymentActivity {
  const card = payment.regularPaymentDetails?.creditCardDetails
  return {
    type,
    content: {
      [key]: { paymentId: payment.id, ...(payment.amount && { amount: payment.amount }), ...card },
    },
  }
}

/** A capture or void reached its outcome: the payment follows, and an activity records it. */
function settle(
  ctx: PaymentsContext,
  payment: Payment,
  auth: AuthorizationDetails,
  action: 'capture' | 'void',
  activities: PaymentActivity[],
): void {
  const failed = actionsFail(payment)
  const status = failed ? 'FAILED' : 'SUCCEEDED'
  const failureDetails = failed ? { failureDetails: { failureCode: FAILURE_CODE } } : {}
  if (action === 'capture') {
    auth.captures = auth.captures.map((capture) =>
      capture.status === 'PENDING' ? { ...capture, status, ...failureDetails } : capture,
    )
  } else if (auth.void) {
    auth.void = {
      ...auth.void,
      status,
      ...(failed ? failureDetails : { voidedDate: ctx.clock.iso() }),
    }
  }
  if (failed) return
  const next = action === 'capture' ? 'APPROVED' : 'VOIDED'
  payment.status = next
  if (payment.regularPaymentDetails) payment.regularPaymentDetails.status = next
  delete auth.scheduledAction
  activities.push(
    action === 'capture'
      ? paymentActivity('AUTHORIZED_PAYMENT_CAPTURED', 'authorizedPaymentCaptured', payment)
      : paymentActivity('AUTHORIZED_PAYMENT_VOIDED', 'authorizedPaymentVoided', payment),
  )
}

/** Settles one payment's pending action, or runs its scheduled action when it is due. */
function runPayment(
  ctx: PaymentsContext,
  payment: Payment,
  activities: PaymentActivity[],
): boolean {
  const auth = payment.regularPaymentDetails?.authorizationDetails
  if (!auth) return false
  const now = ctx.clock.iso()
  if (auth.captures.some((capture) => capture.status === 'PENDING')) {
    settle(ctx, payment, auth, 'capture', activities)
  } else if (auth.void?.status === 'PENDING') {
    settle(ctx, payment, auth, 'void', activities)
  } else if (
    payment.status === 'AUTHORIZED' &&
    auth.scheduledAction?.executionDate &&
    auth.scheduledAction.executionDate <= now
  ) {
    const action = auth.scheduledAction.actionType === 'CAPTURE' ? 'capture' : 'void'
    if (action === 'capture')
      auth.captures = [
        {
          id: ctx.newId(),
          status: 'PENDING',
          createdDate: now,
          ...(payment.amount && { amount: payment.amount }),
        },
      ]
    else auth.void = { status: 'PENDING', reason: 'SCHEDULED' }
    // A scheduled action runs once, whatever its outcome.
    delete auth.scheduledAction
    settle(ctx, payment, auth, action, activities)
  } else {
    return false
  }
  payment.updatedDate = now
  return true
}

/**
 * The payment provider's background work, due at the emulated time: settles PENDING captures and
 * voids (SUCCEEDED, or FAILED for the failing test card) and runs scheduled actions whose time
 * has come; each order then follows its payments. Runs inside the caller's transaction.
 */
export function runPaymentJobs(ctx: PaymentsContext): void {
  const { store } = ctx
  for (const orderId of store.dueOrders(ctx.clock.iso())) {
    const transactions = store.transactions(orderId)
    if (!transactions) continue
    const activities: PaymentActivity[] = []
    let changed = false
    for (const payment of transactions.payments)
      changed = runPayment(ctx, payment, activities) || changed
    store.saveTransactions(transactions)
    if (changed) ordersOf(ctx.hooks).paymentsChanged(PAYMENT_PROVIDER, orderId, activities)
  }
}

/**
 * Settles what a request just left PENDING right after it, before any later request: the
 * provider answers asynchronously, so the response shows PENDING and the next read the outcome.
 */
export function settleAfterResponse(ctx: PaymentsContext): void {
  ctx
    .lock(() => ctx.db.transaction(() => runPaymentJobs(ctx)))
    .catch((error: unknown) => ctx.log(`payment settlement failed: ${(error as Error).message}`))
}
