import { useRefundabilityStatus, useTriggerRefund } from '@storefront-kit/react'
import type { Order } from '@storefront-kit/sdk/orders'
import type { TriggerRefundRequest } from '@storefront-kit/sdk/payments'
import { useId, useState } from 'react'
import { ConfirmButton } from '../../ui/confirm-button'
import { ActionStatus } from './action-status'
import { enumText } from './format'

type Mode = 'items' | 'amount'

/** What is left to refund of a line: bought minus already refunded. */
const refundable = (line: Order['lineItems'][number]) => line.quantity - (line.refundQuantity ?? 0)

/**
 * The refund request the form describes: one payment (an offline one is recorded as paid back
 * by hand, `externalRefund`), an amount or line items, whether the refunded items go back into
 * stock, the reason, and the buyer's e-mail.
 */
export function refundRequest(input: {
  paymentId: string
  manual: boolean
  mode: Mode
  amount: string
  quantities: Record<string, number>
  restock: boolean
  reason: string
  email: boolean
  message: string
}): TriggerRefundRequest {
  const lineItems = Object.entries(input.quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineItemId, quantity]) => ({ lineItemId, quantity }))
  const items = input.mode === 'items'
  return {
    payments: [
      {
        paymentId: input.paymentId,
        ...(!items && { amount: { amount: input.amount.trim() } }),
        ...(input.manual && { externalRefund: true }),
      },
    ],
    details: {
      ...(items && { lineItems }),
      ...(input.reason.trim() && { reason: input.reason.trim() }),
    },
    sideEffects: {
      restockInfo: { type: items && input.restock ? 'ALL_ITEMS' : 'NO_ITEMS' },
      sendOrderRefundedEmail: input.email,
      ...(input.email && input.message.trim() && { customMessage: input.message.trim() }),
    },
  }
}

/** Refund a payment of the order, by amount or by line items (with or without restocking). */
export function RefundForm({ order }: { order: Order }) {
  const ids = { amount: useId(), reason: useId(), message: useId(), payment: useId() }
  const status = useRefundabilityStatus(order.id)
  const refund = useTriggerRefund()
  const payments = (status.data?.refundabilities ?? []).filter((r) =>
    ['REFUNDABLE', 'MANUAL'].includes(r.refundabilityStatus),
  )
  const [paymentId, setPaymentId] = useState('')
  const [mode, setMode] = useState<Mode>('items')
  const [amount, setAmount] = useState('')
  const [quantities, setQuantities] = useState<Record<string, number>>({})
  const [restock, setRestock] = useState(true)
  const [reason, setReason] = useState('')
  const [email, setEmail] = useState(true)
  const [message, setMessage] = useState('')
  const payment = payments.find((p) => p.paymentId === paymentId) ?? payments[0]
  if (!payment && !refund.isSuccess) return null
  const manual = payment?.refundabilityStatus === 'MANUAL'
  const nothing = mode === 'items' ? !Object.values(quantities).some((q) => q > 0) : !amount.trim()
  const submit = () => {
    if (!payment) return
    const request = refundRequest({
      paymentId: payment.paymentId,
      manual,
      mode,
      amount,
      quantities,
      restock,
      reason,
      email,
      message,
    })
    refund.mutate({ ecomOrderId: order.id, ...request }, { onSuccess: () => setQuantities({}) })
  }
  return (
    <section aria-labelledby="order-refund" className="refund">
      <h2 id="order-refund">Refund</h2>
      {payment && (
        <form onSubmit={(e) => e.preventDefault()}>
          {payments.length > 1 && (
            <label htmlFor={ids.payment}>
              Payment
              <select
                id={ids.payment}
                value={payment.paymentId}
                onChange={(e) => setPaymentId(e.target.value)}
              >
                {payments.map((p, index) => (
                  <option key={p.paymentId} value={p.paymentId}>
                    Payment {index + 1} ({enumText(p.manuallyRefundableReason ?? 'online')})
                  </option>
                ))}
              </select>
            </label>
          )}
          {manual && (
            <p>
              This payment was made outside the store: give the money back yourself; this records
              the refund.
            </p>
          )}
          <fieldset>
            <legend>Refund by</legend>
            <label className="check">
              <input
                type="radio"
                name="refund-mode"
                checked={mode === 'items'}
                onChange={() => setMode('items')}
              />
              Items
            </label>
            <label className="check">
              <input
                type="radio"
                name="refund-mode"
                checked={mode === 'amount'}
                onChange={() => setMode('amount')}
              />
              Amount
            </label>
          </fieldset>
          {mode === 'items' ? (
            <fieldset>
              <legend>Items to refund</legend>
              {order.lineItems.map((line) => (
                <label key={line.id}>
                  Quantity of {line.productName.original} to refund
                  <input
                    type="number"
                    min={0}
                    max={refundable(line)}
                    value={quantities[line.id] ?? 0}
                    onChange={(e) =>
                      setQuantities({ ...quantities, [line.id]: Number(e.target.value) || 0 })
                    }
                  />
                </label>
              ))}
              <label className="check">
                <input
                  type="checkbox"
                  checked={restock}
                  onChange={(e) => setRestock(e.target.checked)}
                />
                Put the refunded items back in stock
              </label>
            </fieldset>
          ) : (
            <p>
              <label htmlFor={ids.amount}>Amount to refund</label>
              <input
                id={ids.amount}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </p>
          )}
          <p>
            <label htmlFor={ids.reason}>Reason</label>
            <input id={ids.reason} value={reason} onChange={(e) => setReason(e.target.value)} />
          </p>
          <label className="check">
            <input type="checkbox" checked={email} onChange={(e) => setEmail(e.target.checked)} />
            E-mail the buyer about the refund
          </label>
          {email && (
            <p>
              <label htmlFor={ids.message}>Message to the buyer</label>
              <textarea
                id={ids.message}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
              />
            </p>
          )}
          <ConfirmButton
            question={`Refund this payment of order #${order.number}? Money given back cannot be taken again.`}
            confirmLabel="Refund"
            disabled={nothing || refund.isPending}
            onConfirm={submit}
          >
            Refund order #{order.number}
          </ConfirmButton>
        </form>
      )}
      <ActionStatus action={refund} done="Refund recorded." />
    </section>
  )
}
