import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appCode } from './support/commerce'
import { COLLECTOR, ORDERS, type OrdersEmulator, ordersEmulator } from './support/orders'

let t: OrdersEmulator
beforeAll(() => {
  t = ordersEmulator()
})
afterAll(() => t.close())

const MISSING = '00000000-0000-4000-8000-000000000000'

describe('who may call', () => {
  it("a visitor or a member gets the platform's 403 on every money and notes call", async () => {
    const buyer = await t.visitor()
    const { orderId } = await t.placeOrder(buyer)
    const member = await t.member()
    const calls: [string, string, unknown?][] = [
      ['POST', `${COLLECTOR}/${orderId}/mark-as-paid`, {}],
      ['POST', '/v1/bulk/payments-collector/mark-as-paid', { ecomOrderIds: [orderId] }],
      ['POST', `${COLLECTOR}/${orderId}/manual-payment`, { amount: { amount: '1' } }],
      ['GET', `${COLLECTOR}/${orderId}/refundability`],
      ['POST', `${COLLECTOR}/${orderId}/trigger-refund`, { payments: [{ paymentId: MISSING }] }],
      ['POST', `${COLLECTOR}/${orderId}/create-payment-gateway-order`, {}],
      ['POST', `${COLLECTOR}/${orderId}/charge-membership`, { memberId: MISSING }],
      ['POST', `${ORDERS}/${orderId}/update-status`, { status: 'CANCELED' }],
      ['POST', `${ORDERS}/aggregate`, { aggregation: { n: { $count: [] } } }],
      ['PATCH', `${ORDERS}/${orderId}/activities/${MISSING}`, { activity: {} }],
      ['DELETE', `${ORDERS}/${orderId}/activities/${MISSING}`],
    ]
    for (const who of [buyer, member])
      for (const [method, path, body] of calls) {
        const res = await t.call(method, path, body, who.headers)
        expect([method, path, res.status, appCode(res)]).toEqual([
          method,
          path,
          403,
          'PERMISSION_DENIED',
        ])
      }
    const anonymous = await t.call('POST', `${COLLECTOR}/${orderId}/mark-as-paid`, {})
    expect(anonymous.status).toBe(401)
    expect((await t.order(orderId)).activities.map((a) => a.activityType)).toEqual([
      'ORDER_PLACED',
      'ORDER_PAID',
    ])
  })
})
