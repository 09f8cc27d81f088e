import {
  useCancelOrder,
  useCaptureAuthorizedPayments,
  useMarkOrderAsPaid,
  useRecordManuallyCollectedPayment,
  useVoidAuthorizedPayments,
} from '@storefront-kit/react'
import type { Order } from '@storefront-kit/sdk/orders'
import { type FormEvent, useId, useState } from 'react'
import { ConfirmButton } from '../../ui/confirm-button'
import { ActionStatus } from './action-status'
import { moneyText } from './format'

const UNPAID = new Set(['NOT_PAID', 'PARTIALLY_PAID', 'PENDING'])

/**
 * The payments still only authorized (delayed capture): created, and neither captured nor voided
 * since, as the order's activities record them.
 */
export function authorizedPayments(order: Order) {
  const settled = new Set(
    order.activities.flatMap((a) => {
      const id = a.authorizedPaymentCaptured?.paymentId ?? a.authorizedPaymentVoided?.paymentId
      return id ? [id] : []
    }),
  )
  return order.activities.flatMap((a) => {
    const created = a.authorizedPaymentCreated
    return created && !settled.has(created.paymentId) ? [created] : []
  })
}

/** Capture or void each authorized payment of the order. */
function AuthorizedPayments({ order }: { order: Order }) {
  const capture = useCaptureAuthorizedPayments()
  const voidPayments = useVoidAuthorizedPayments()
  const [last, setLast] = useState<'capture' | 'void'>()
  const payments = authorizedPayments(order)
  if (payments.length === 0 && !last) return null
  return (
    <div className="authorized">
      <h3>Authorized payments</h3>
      <ul>
        {payments.map((payment) => {
          const what = `${moneyText(payment.amount, order.currency)}${payment.lastFourDigits ? ` on card ending ${payment.lastFourDigits}` : ''}`
          return (
            <li key={payment.paymentId}>
              <span>{what}</span>
              <button
                type="button"
                disabled={capture.isPending}
                onClick={() => {
                  setLast('capture')
                  capture.mutate({
                    ecomOrderId: order.id,
                    payments: [{ paymentId: payment.paymentId }],
                  })
                }}
              >
                Capture payment of {what}
              </button>
              <ConfirmButton
                question={`Void the authorized payment of ${what}? The buyer will not be charged.`}
                confirmLabel="Void payment"
                disabled={voidPayments.isPending}
                onConfirm={() => {
                  setLast('void')
                  voidPayments.mutate({ ecomOrderId: order.id, paymentIds: [payment.paymentId] })
                }}
              >
                Void payment of {what}
              </ConfirmButton>
            </li>
          )
        })}
      </ul>
      {last === 'capture' && <ActionStatus action={capture} done="Payment captured." />}
      {last === 'void' && <ActionStatus action={voidPayments} done="Payment voided." />}
    </div>
  )
}

/** Mark the order paid, or record part of what the buyer paid by hand (cash, bank transfer). */
function ManualPayments({ order }: { order: Order }) {
  const amountId = useId()
  const [amount, setAmount] = useState('')
  const markPaid = useMarkOrderAsPaid()
  const record = useRecordManuallyCollectedPayment()
  const [last, setLast] = useState<'paid' | 'record'>()
  // A card payment waiting to be captured is settled above, not by hand.
  const owed =
    UNPAID.has(order.paymentStatus) &&
    order.status !== 'CANCELED' &&
    authorizedPayments(order).length === 0
  if (!owed && !last) return null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setLast('record')
    record.mutate(
      { orderId: order.id, amount: { amount: amount.trim() } },
      { onSuccess: () => setAmount('') },
    )
  }
  return (
    <div className="manual-payments">
      <h3>Paid outside the store</h3>
      <p>Left to pay: {moneyText(order.balanceSummary?.balance, order.currency)}</p>
      <button
        type="button"
        disabled={!owed || markPaid.isPending}
        onClick={() => {
          setLast('paid')
          markPaid.mutate({ ecomOrderId: order.id })
        }}
      >
        Mark as paid
      </button>
      <form onSubmit={submit} className="inline-form">
        <label htmlFor={amountId}>Amount received</label>
        <input
          id={amountId}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          required
        />
        <button type="submit" disabled={!owed || record.isPending}>
          Record a payment
        </button>
      </form>
      {last === 'paid' && <ActionStatus action={markPaid} done="Marked as paid." />}
      {last === 'record' && <ActionStatus action={record} done="Payment recorded." />}
    </div>
  )
}

/** Cancel the order, choosing whether its items go back into stock and the buyer is told. */
function CancelOrder({ order }: { order: Order }) {
  const [restock, setRestock] = useState(true)
  const [email, setEmail] = useState(false)
  const cancel = useCancelOrder()
  if (order.status === 'CANCELED')
    return cancel.isSuccess ? <ActionStatus action={cancel} done="Order canceled." /> : null
  return (
    <div className="cancel-order">
      <h3>Cancel</h3>
      <label className="check">
        <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
        Put the items back in stock
      </label>
      <label className="check">
        <input type="checkbox" checked={email} onChange={(e) => setEmail(e.target.checked)} />
        E-mail the buyer
      </label>
      <ConfirmButton
        className="danger"
        question={`Cancel order #${order.number}? This cannot be undone.`}
        confirmLabel="Cancel order"
        disabled={cancel.isPending}
        onConfirm={() =>
          cancel.mutate({ id: order.id, restockAllItems: restock, sendOrderCanceledEmail: email })
        }
      >
        Cancel order #{order.number}
      </ConfirmButton>
      <ActionStatus action={cancel} done="Order canceled." />
    </div>
  )
}

/** Everything that moves the order's money or ends it, except refunds (see RefundForm). */
export function PaymentActions({ order }: { order: Order }) {
  return (
    <section aria-labelledby="order-payments" className="payment-actions">
      <h2 id="order-payments">Payments</h2>
      <AuthorizedPayments order={order} />
      <ManualPayments order={order} />
      <CancelOrder order={order} />
    </section>
  )
}
