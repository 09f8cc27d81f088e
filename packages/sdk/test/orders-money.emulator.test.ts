import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConflictError, PreconditionError, ValidationError } from '../src/index'
import {
  addActivities,
  aggregateOrders,
  createOrder,
  deleteActivity,
  getOrder,
  updateActivity,
  updateOrderStatus,
} from '../src/orders'
import {
  bulkMarkOrdersAsPaid,
  createPaymentGatewayOrder,
  getRefundabilityStatus,
  markOrderAsPaid,
  recordManuallyCollectedPayment,
  triggerRefund,
} from '../src/payments'
import { failure, lineOf, productIds, STORES_APP_ID } from './support/commerce'
import { type ServedEmulator, serveEmulator } from './support/emulator'
import { placeOrder } from './support/orders'

let emu: ServedEmulator
let wallet: string
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
  wallet = (await productIds(emu.visitor()))['leather-card-wallet'] ?? ''
})
afterAll(() => emu.close())

/** An order the owner takes by phone for 40.00, not paid yet (approved so it is searchable). */
async function phoneOrder() {
  const owner = emu.owner()
  const { order } = await createOrder(owner, {
    order: {
      lineItems: [
        {
          productName: { original: 'Leather Card Wallet' },
          catalogReference: { catalogItemId: wallet, appId: STORES_APP_ID },
          quantity: 2,
          itemType: { preset: 'PHYSICAL' },
          price: { amount: '20' },
        },
      ],
      priceSummary: { total: { amount: '40' } },
      channelInfo: { type: 'BACKOFFICE_MERCHANT' },
      buyerInfo: { email: 'phone@example.com' },
      status: 'APPROVED',
    },
  })
  return order
}

describe("the owner's money calls over HTTP", () => {
  it('records part by hand, marks the rest paid, refunds it by hand; each refusal is typed', async () => {
    const owner = emu.owner()
    const order = await phoneOrder()
    expect(order.balanceSummary?.balance?.amount).toBe('40.00')
    await recordManuallyCollectedPayment(owner, order.id, { amount: { amount: '15.00' } })
    expect((await getOrder(owner, order.id)).order.paymentStatus).toBe('PARTIALLY_PAID')
    const tooMuch = await failure(
      recordManuallyCollectedPayment(owner, order.id, { amount: { amount: '25.01' } }),
    )
    expect(tooMuch).toBeInstanceOf(ValidationError)
    expect(tooMuch.code).toBe('INVALID_AMOUNT')
    const { paymentGatewayOrderId } = await createPaymentGatewayOrder(owner, order.id)
    expect(paymentGatewayOrderId).toBeTruthy()
    const paid = await markOrderAsPaid(owner, order.id)
    expect(paid.order.paymentStatus).toBe('PAID')
    expect(paid.order.balanceSummary?.balance?.amount).toBe('0.00')
    const again = await failure(markOrderAsPaid(owner, order.id))
    expect([again instanceof ConflictError, again.code]).toEqual([true, 'ORDER_ALREADY_PAID'])

    const { refundabilities } = await getRefundabilityStatus(owner, order.id)
    expect(refundabilities.map((r) => r.refundabilityStatus)).toEqual(['MANUAL', 'MANUAL'])
    const [first] = refundabilities
    const notExternal = await failure(
      triggerRefund(owner, order.id, { payments: [{ paymentId: first?.paymentId ?? '' }] }),
    )
    expect([notExternal instanceof PreconditionError, notExternal.code]).toEqual([
      true,
      'REFUND_NOT_AVAILABLE',
    ])
    const refund = await triggerRefund(owner, order.id, {
      payments: [{ paymentId: first?.paymentId ?? '', externalRefund: true }],
      details: { reason: 'Returned in the shop' },
    })
    expect(refund.failedPaymentIds).toEqual([])
    expect(refund.orderTransactions.refunds.map((r) => r.id)).toContain(refund.refundId)
    expect((await getOrder(owner, order.id)).order.paymentStatus).toBe('PARTIALLY_REFUNDED')
  })

  it('refunds a card order with restock and marks orders paid in bulk', async () => {
    const owner = emu.owner()
    const orderId = await placeOrder(emu.visitor(), [lineOf(wallet, 2)])
    const { refundabilities } = await getRefundabilityStatus(owner, orderId)
    expect(refundabilities[0]?.refundabilityStatus).toBe('REFUNDABLE')
    const before = (await getOrder(owner, orderId)).order
    const lineItemId = before.lineItems[0]?.id ?? ''
    await triggerRefund(owner, orderId, {
      payments: [{ paymentId: refundabilities[0]?.paymentId ?? '' }],
      details: { lineItems: [{ lineItemId, quantity: 1 }] },
      sideEffects: { restockInfo: { type: 'ALL_ITEMS' } },
    })
    const after = (await getOrder(owner, orderId)).order
    expect(after.paymentStatus).toBe('PARTIALLY_REFUNDED')
    expect(after.lineItems[0]).toMatchObject({ refundQuantity: 1, restockQuantity: 1 })

    const unpaid = await phoneOrder()
    const { results, bulkActionMetadata } = await bulkMarkOrdersAsPaid(owner, [
      unpaid.id,
      orderId,
      'no-such-order',
    ])
    expect(results.map((r) => r.itemMetadata.success)).toEqual([true, false, false])
    expect(bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 2 })
  })
})

describe("the owner's notes, status and figures over HTTP", () => {
  it('edits and deletes a merchant comment; a system activity is refused', async () => {
    const owner = emu.owner()
    const order = await phoneOrder()
    const { activityIds } = await addActivities(owner, order.id, {
      orderActivities: [{ activityType: 'MERCHANT_COMMENT', merchantComment: { message: 'Wrap' } }],
    })
    const activityId = activityIds[0] ?? ''
    const edited = await updateActivity(owner, order.id, activityId, {
      activity: { merchantComment: { message: 'Wrap in blue' } },
    })
    const comment = edited.order.activities.find((a) => a.id === activityId)
    expect(comment?.merchantComment?.message).toBe('Wrap in blue')
    const removed = await deleteActivity(owner, order.id, activityId)
    expect(removed.order.activities.some((a) => a.id === activityId)).toBe(false)
    const system = removed.order.activities[0]?.id ?? ''
    const refused = await failure(deleteActivity(owner, order.id, system))
    expect([refused instanceof PreconditionError, refused.code]).toEqual([
      true,
      'ACTIVITY_NOT_CHANGEABLE',
    ])
  })

  it('rejects an order once, then refuses the same status; counts orders by payment status', async () => {
    const owner = emu.owner()
    const order = await phoneOrder()
    const before = await aggregateOrders(owner, {
      filter: { id: { $eq: order.id } },
      aggregation: { byPayment: { $count: ['paymentStatus'] }, total: { $count: [] } },
    })
    expect(before.aggregates).toEqual({ byPayment: { '(NOT_PAID)': 1 }, total: { '()': 1 } })
    const { order: rejected } = await updateOrderStatus(owner, order.id, 'REJECTED')
    expect(rejected.status).toBe('REJECTED')
    const again = await failure(updateOrderStatus(owner, order.id, 'REJECTED'))
    expect([again instanceof ConflictError, again.code]).toEqual([true, 'STATUS_ALREADY_SET'])
  })
})
