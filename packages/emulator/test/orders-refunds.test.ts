import type {
  GetRefundabilityStatusResponse,
  Order,
  TriggerRefundResponse,
} from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appCode, line, ref, violations, type Who } from './support/commerce'
import { COLLECTOR, type OrdersEmulator, ordersEmulator } from './support/orders'

let t: OrdersEmulator
beforeAll(() => {
  t = ordersEmulator()
})
afterAll(() => t.close())

const MISSING = '00000000-0000-4000-8000-000000000000'
const owner = () => t.api(t.owner)
const refund = (orderId: string, body: unknown) =>
  owner().post(`${COLLECTOR}/${orderId}/trigger-refund`, body)
const refundOf = (res: { json: unknown }) => res.json as unknown as TriggerRefundResponse
const refundability = async (orderId: string) =>
  (await owner().get(`${COLLECTOR}/${orderId}/refundability`))
    .json as unknown as GetRefundabilityStatusResponse
const paymentOf = (orderId: string, index = 0) => t.transactionsOf(orderId).payments[index]

/** A paid (card) order of `lines` placed by a new visitor; answers the order and its payment. */
async function paidOrder(lines = [line('leather-card-wallet', 2)], email?: string) {
  const { orderId } = await t.placeOrder(await t.visitor(), { lines, ...(email && { email }) })
  const order = await t.order(orderId)
  return { order, paymentId: paymentOf(orderId)?.id ?? '' }
}

describe('GetRefundabilityStatus', () => {
  it('one entry per payment: card REFUNDABLE, offline MANUAL, unpaid and voided NOT_PAID', async () => {
    const { order, paymentId } = await paidOrder()
    expect(await refundability(order.id)).toEqual({
      refundabilities: [{ paymentId, refundabilityStatus: 'REFUNDABLE' }],
      refundablePerItem: true,
    })

    const offline = await t.placeOfflineOrder()
    const waiting = paymentOf(offline)?.id
    expect((await refundability(offline)).refundabilities).toEqual([
      {
        paymentId: waiting,
        refundabilityStatus: 'NOT_REFUNDABLE',
        nonRefundableReason: 'NOT_PAID',
      },
    ])
    await owner().post(`${COLLECTOR}/${offline}/mark-as-paid`, {})
    expect((await refundability(offline)).refundabilities).toEqual([
      { paymentId: waiting, refundabilityStatus: 'MANUAL', manuallyRefundableReason: 'OFFLINE' },
    ])

    const { orderId } = await t.placeOrder(await t.visitor(), { delayCapture: true })
    const authorized = paymentOf(orderId)?.id ?? ''
    expect((await refundability(orderId)).refundabilities[0]?.nonRefundableReason).toBe('NOT_PAID')
    await owner().post(`${COLLECTOR}/${orderId}/void-authorized-payments`, {
      paymentIds: [authorized],
    })
    await t.order(orderId)
    expect(paymentOf(orderId)?.status).toBe('VOIDED')
    expect((await refundability(orderId)).refundabilities).toEqual([
      {
        paymentId: authorized,
        refundabilityStatus: 'NOT_REFUNDABLE',
        nonRefundableReason: 'NOT_PAID',
      },
    ])
    const unknown = await owner().get(`${COLLECTOR}/${MISSING}/refundability`)
    expect([unknown.status, appCode(unknown)]).toEqual([404, 'ORDER_NOT_FOUND'])
  })
})

describe('TriggerRefund', () => {
  it('refunds a line in part with restock: stock back, the back-in-stock notice, the e-mail, PARTIALLY_REFUNDED', async () => {
    expect(t.stockOf('oak-side-chair')).toBe(2)
    const { order, paymentId } = await paidOrder([line('oak-side-chair', 2)], 'chairs@example.com')
    expect(t.stockOf('oak-side-chair')).toBe(0)
    const waiting = await t
      .api(await t.visitor())
      .post('/back-in-stock-service/v1/back-in-stock-notification-requests', {
        request: { catalogReference: ref('oak-side-chair'), email: 'wait@example.com' },
        itemDetails: { name: 'Oak Side Chair', price: '149.00' },
      })
    expect(waiting.status).toBe(200)
    const chair = order.lineItems[0]
    const lineTotal = chair?.totalPriceAfterTax?.amount ?? ''
    const half = (Number(lineTotal) / 2).toFixed(2)

    const res = await refund(order.id, {
      payments: [{ paymentId }],
      details: { lineItems: [{ lineItemId: chair?.id, quantity: 1 }], reason: 'Arrived scratched' },
      sideEffects: {
        restockInfo: { type: 'ALL_ITEMS' },
        sendOrderRefundedEmail: true,
        customMessage: 'Sorry about the chair.',
      },
    })
    expect(res.status).toBe(200)
    const { orderTransactions, refundId, failedPaymentIds } = refundOf(res)
    expect(failedPaymentIds).toEqual([])
    const [recorded] = orderTransactions.refunds
    expect(recorded).toMatchObject({
      id: refundId,
      transactions: [
        { paymentId, amount: { amount: half }, refundStatus: 'SUCCEEDED', externalRefund: false },
      ],
      details: { reason: 'Arrived scratched', lineItems: [{ lineItemId: chair?.id, quantity: 1 }] },
      summary: {
        refunded: { amount: half },
        breakdown: {
          lineItems: [{ lineItemId: chair?.id, totalRefundedAmount: { amount: half } }],
        },
      },
    })
    expect(orderTransactions.payments[0]?.status).toBe('PARTIALLY_REFUNDED')

    const after = await t.order(order.id)
    expect(after.paymentStatus).toBe('PARTIALLY_REFUNDED')
    expect(after.balanceSummary).toMatchObject({
      balance: { amount: '0.00' },
      paid: { amount: order.priceSummary?.total?.amount },
      refunded: { amount: half },
    })
    expect(after.lineItems[0]).toMatchObject({ refundQuantity: 1, restockQuantity: 1 })
    const [initiated, refunded] = after.activities.slice(-2)
    expect(initiated).toMatchObject({
      activityType: 'REFUND_INITIATED',
      refundInitiated: {
        refundId,
        amount: { amount: half },
        reason: 'Arrived scratched',
        payments: [{ paymentId, regular: { amount: { amount: half }, lastFourDigits: '4242' } }],
      },
    })
    expect(refunded).toMatchObject({
      activityType: 'PAYMENT_REFUNDED',
      paymentRefunded: { refundId, payment: { paymentId, regular: { amount: { amount: half } } } },
    })
    expect(t.stockOf('oak-side-chair')).toBe(1)
    expect(t.ctx.outbox.list({ to: 'wait@example.com', kind: 'back-in-stock' })).toHaveLength(1)
    const [mail] = t.ctx.outbox.list({ to: 'chairs@example.com', kind: 'order-refunded' })
    expect(mail?.text).toContain('Sorry about the chair.')
    const statuses = t
      .events('wix.ecom.v1.order', order.id)
      .filter((e) => e.metadata.slug === 'payment_status_updated')
      .map((e) => (e.data as { order: Order }).order.paymentStatus)
    expect(statuses.at(-1)).toBe('PARTIALLY_REFUNDED')

    // The rest of the payment, with nothing named: FULLY_REFUNDED; nothing is left to refund.
    const rest = refundOf(await refund(order.id, { payments: [{ paymentId }] }))
    expect(rest.orderTransactions.payments[0]?.status).toBe('REFUNDED')
    expect((await t.order(order.id)).paymentStatus).toBe('FULLY_REFUNDED')
    expect((await refundability(order.id)).refundabilities[0]?.nonRefundableReason).toBe(
      'ALREADY_REFUNDED',
    )
    const again = await refund(order.id, { payments: [{ paymentId }] })
    expect([again.status, appCode(again)]).toEqual([428, 'REFUND_NOT_AVAILABLE'])
    expect(t.stockOf('oak-side-chair')).toBe(1)
  })

  it('refuses more than is refundable, a payment it does not know, and lines the order lacks', async () => {
    const { order, paymentId } = await paidOrder()
    const total = order.priceSummary?.total?.amount ?? ''
    const tooMuch = await refund(order.id, {
      payments: [{ paymentId, amount: { amount: (Number(total) + 0.01).toFixed(2) } }],
    })
    expect([tooMuch.status, appCode(tooMuch)]).toEqual([400, 'INVALID_AMOUNT'])
    const zero = await refund(order.id, { payments: [{ paymentId, amount: { amount: '0' } }] })
    expect(appCode(zero)).toBe('INVALID_AMOUNT')
    const unknown = await refund(order.id, { payments: [{ paymentId: MISSING }] })
    expect([unknown.status, appCode(unknown)]).toEqual([404, 'PAYMENTS_NOT_FOUND'])
    const lineId = order.lineItems[0]?.id
    const lines = await refund(order.id, {
      payments: [{ paymentId }],
      details: {
        lineItems: [
          { lineItemId: 'no-such-line', quantity: 1 },
          { lineItemId: lineId, quantity: 3 },
        ],
      },
      sideEffects: {
        restockInfo: { type: 'SOME_ITEMS', items: [{ lineItemId: lineId, quantity: 5 }] },
      },
    })
    expect(violations(lines).map((v) => [v.field, v.violatedRule])).toEqual([
      ['details.lineItems[0].lineItemId', 'VALIDATION'],
      ['details.lineItems[1].quantity', 'MAX'],
      ['sideEffects.restockInfo.items[0].quantity', 'MAX'],
    ])
    const two = await refund(order.id, { payments: [{ paymentId }, { paymentId }] })
    expect(violations(two)[0]).toMatchObject({ field: 'payments', violatedRule: 'MAX_SIZE' })
    expect(t.transactionsOf(order.id).refunds).toEqual([])
  })

  it('an offline payment is refunded only with externalRefund, which records it without a provider', async () => {
    const orderId = await t.placeOfflineOrder()
    await owner().post(`${COLLECTOR}/${orderId}/mark-as-paid`, {})
    const paymentId = paymentOf(orderId)?.id ?? ''
    const byCard = await refund(orderId, { payments: [{ paymentId }] })
    expect([byCard.status, appCode(byCard)]).toEqual([428, 'REFUND_NOT_AVAILABLE'])
    const res = await refund(orderId, { payments: [{ paymentId, externalRefund: true }] })
    const [part] = refundOf(res).orderTransactions.refunds[0]?.transactions ?? []
    expect(part).toMatchObject({ refundStatus: 'SUCCEEDED', externalRefund: true })
    expect(part?.gatewayRefundId).toBeUndefined()
    expect((await t.order(orderId)).paymentStatus).toBe('FULLY_REFUNDED')
  })

  it('a refund the provider refuses is FAILED: listed in failedPaymentIds, the order unchanged', async () => {
    const { order, paymentId } = await paidOrder(undefined, 'buyer@fail.test')
    const res = await refund(order.id, {
      payments: [{ paymentId }],
      details: { lineItems: [{ lineItemId: order.lineItems[0]?.id, quantity: 1 }] },
    })
    expect(res.status).toBe(200)
    const { failedPaymentIds, orderTransactions } = refundOf(res)
    expect(failedPaymentIds).toEqual([expect.objectContaining({ id: paymentId, success: false })])
    expect(orderTransactions.refunds[0]?.transactions[0]?.refundStatus).toBe('FAILED')
    const after = await t.order(order.id)
    expect(after.paymentStatus).toBe('PAID')
    expect(after.lineItems[0]?.refundQuantity).toBeUndefined()
    expect(after.activities.at(-1)?.activityType).toBe('PAYMENT_REFUND_FAILED')
  })

  it('50 refund calls at once on one order never refund more than was paid', async () => {
    const { order, paymentId } = await paidOrder([line('leather-card-wallet', 3)])
    const paid = Math.round(Number(order.priceSummary?.total?.amount) * 100)
    const each = 1000
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        refund(order.id, { payments: [{ paymentId, amount: { amount: '10.00' } }] }),
      ),
    )
    const succeeded = answers.filter((res) => res.status === 200)
    expect(succeeded).toHaveLength(Math.floor(paid / each))
    for (const res of answers.filter((a) => a.status !== 200))
      expect(['INVALID_AMOUNT', 'REFUND_NOT_AVAILABLE']).toContain(appCode(res))
    const refunded = t
      .transactionsOf(order.id)
      .refunds.flatMap((r) => r.transactions)
      .filter((part) => part.refundStatus === 'SUCCEEDED')
      .reduce((sum, part) => sum + Math.round(Number(part.amount?.amount) * 100), 0)
    expect(refunded).toBe(succeeded.length * each)
    expect(refunded).toBeLessThanOrEqual(paid)
    const after = await t.order(order.id)
    expect(after.balanceSummary.refunded?.amount).toBe((refunded / 100).toFixed(2))
  })
})

describe('who may refund', () => {
  it('the buyer cannot read refundability or refund their own order', async () => {
    const buyer: Who = await t.visitor()
    const { orderId } = await t.placeOrder(buyer)
    const paymentId = paymentOf(orderId)?.id
    expect((await t.api(buyer).get(`${COLLECTOR}/${orderId}/refundability`)).status).toBe(403)
    const res = await t.api(buyer).post(`${COLLECTOR}/${orderId}/trigger-refund`, {
      payments: [{ paymentId }],
    })
    expect([res.status, appCode(res)]).toEqual([403, 'PERMISSION_DENIED'])
    expect(t.transactionsOf(orderId).refunds).toEqual([])
  })
})
