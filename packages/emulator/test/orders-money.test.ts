import type { BulkMarkOrdersAsPaidResponse, Order } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appCode, ref, violations, type Who } from './support/commerce'
import { COLLECTOR, ORDERS, type OrdersEmulator, ordersEmulator } from './support/orders'

let t: OrdersEmulator
beforeAll(() => {
  t = ordersEmulator()
})
afterAll(() => t.close())

const MISSING = '00000000-0000-4000-8000-000000000000'
const collector = (who: Who, orderId: string, action: string, body: unknown = {}) =>
  t.api(who).post(`${COLLECTOR}/${orderId}/${action}`, body)
const orderOf = (res: { json: unknown }) => (res.json as { order: Order }).order
const paymentStatuses = (orderId: string) =>
  t
    .events('wix.ecom.v1.order', orderId)
    .filter((e) => e.metadata.slug === 'payment_status_updated')
    .map((e) => (e.data as { order: Order }).order.paymentStatus)

/** An order the owner enters by hand: INITIALIZED, NOT_PAID, 98.00. */
async function ownerOrder(): Promise<Order> {
  const res = await t.api(t.owner).post(ORDERS, {
    order: {
      lineItems: [
        {
          productName: { original: 'Wool Throw Blanket' },
          catalogReference: ref('wool-throw-blanket'),
          quantity: 1,
          itemType: { preset: 'PHYSICAL' },
          price: { amount: '98' },
        },
      ],
      priceSummary: { total: { amount: '98' } },
      channelInfo: { type: 'BACKOFFICE_MERCHANT' },
      buyerInfo: { email: 'phone@example.com' },
    },
  })
  if (res.status !== 200) throw new Error(`create order failed: ${res.text}`)
  return orderOf(res)
}

describe('every order carries its balance; the search never finds an INITIALIZED order', () => {
  it('a created order has balance, paid and refunded; search leaves it out, GetOrder reads it', async () => {
    const order = await ownerOrder()
    expect(order.balanceSummary).toMatchObject({
      balance: { amount: '98.00', formattedAmount: '$98.00' },
      paid: { amount: '0.00' },
      refunded: { amount: '0.00' },
    })
    const search = (filter: Record<string, unknown>) =>
      t.api(t.owner).post(`${ORDERS}/search`, { search: { filter } })
    for (const filter of [{ id: order.id }, { status: 'INITIALIZED' }, {}]) {
      const found = (await search(filter)).json as unknown as { orders: Order[] }
      expect(found.orders.map((o) => o.id)).not.toContain(order.id)
      expect(found.orders.every((o) => o.status !== 'INITIALIZED')).toBe(true)
    }
    expect((await t.order(order.id)).status).toBe('INITIALIZED')
    const imported = await t.api(t.owner).post(`${ORDERS}/import`, {
      order: {
        ...((await t.order(order.id)) as unknown as Record<string, unknown>),
        id: undefined,
        number: undefined,
        status: 'APPROVED',
        paymentStatus: 'PAID',
        billingInfo: { contactDetails: { firstName: 'Ada' } },
      },
    })
    expect(orderOf(imported).balanceSummary).toMatchObject({
      balance: { amount: '0.00' },
      paid: { amount: '98.00' },
    })
  })
})

describe('MarkOrderAsPaid', () => {
  it('approves the offline payment chosen at checkout: PAID, balance 0, ORDER_PAID, the event', async () => {
    const orderId = await t.placeOfflineOrder()
    const placed = await t.order(orderId)
    expect([placed.status, placed.paymentStatus]).toEqual(['APPROVED', 'NOT_PAID'])
    const pending = t.transactionsOf(orderId).payments
    expect(pending).toHaveLength(1)
    expect(pending[0]).toMatchObject({
      status: 'PENDING',
      regularPaymentDetails: { offlinePayment: true },
    })

    const res = await collector(t.owner, orderId, 'mark-as-paid')
    expect(res.status).toBe(200)
    const paid = orderOf(res)
    expect(paid.paymentStatus).toBe('PAID')
    expect(paid.balanceSummary.balance.amount).toBe('0.00')
    expect(paid.balanceSummary.paid?.amount).toBe(placed.priceSummary?.total?.amount)
    expect(paid.activities.at(-1)?.activityType).toBe('ORDER_PAID')
    const payments = t.transactionsOf(orderId).payments
    expect(payments.map((p) => [p.id, p.status])).toEqual([[pending[0]?.id, 'APPROVED']])
    expect(paymentStatuses(orderId)).toEqual(['PAID'])

    const again = await collector(t.owner, orderId, 'mark-as-paid')
    expect([again.status, appCode(again)]).toEqual([409, 'ORDER_ALREADY_PAID'])
  })

  it("creates an approved offline payment for an owner's order and approves the order", async () => {
    const order = await ownerOrder()
    const paid = orderOf(await collector(t.owner, order.id, 'mark-as-paid'))
    expect([paid.status, paid.paymentStatus]).toEqual(['APPROVED', 'PAID'])
    const [payment] = t.transactionsOf(order.id).payments
    expect(payment).toMatchObject({
      status: 'APPROVED',
      amount: { amount: '98.00' },
      regularPaymentDetails: { offlinePayment: true },
    })
    expect(t.orderEventSlugs(order.id)).toEqual(
      expect.arrayContaining(['payment_status_updated', 'approved']),
    )
  })

  it('refuses a canceled order, an order paid online, and an unknown one', async () => {
    const order = await ownerOrder()
    await t.api(t.owner).post(`${ORDERS}/${order.id}/cancel`, {})
    const canceled = await collector(t.owner, order.id, 'mark-as-paid')
    expect([canceled.status, appCode(canceled)]).toEqual([428, 'ORDER_CANCELED'])
    const { orderId } = await t.placeOrder(await t.visitor())
    const online = await collector(t.owner, orderId, 'mark-as-paid')
    expect([online.status, appCode(online)]).toEqual([409, 'ORDER_ALREADY_PAID'])
    const unknown = await collector(t.owner, MISSING, 'mark-as-paid')
    expect([unknown.status, appCode(unknown)]).toEqual([404, 'ORDER_NOT_FOUND'])
  })

  it('in bulk, on both paths: each order succeeds or fails on its own, with the bulk counts', async () => {
    for (const path of [
      '/v1/bulk/payments-collector/mark-as-paid',
      '/ecom/v1/bulk/payments-collector/mark-as-paid',
    ]) {
      const unpaid = await t.placeOfflineOrder()
      const { orderId: paid } = await t.placeOrder(await t.visitor())
      const res = await t.api(t.owner).post(path, { ecomOrderIds: [unpaid, paid, MISSING] })
      expect(res.status).toBe(200)
      const { results, bulkActionMetadata } = res.json as unknown as BulkMarkOrdersAsPaidResponse
      expect(bulkActionMetadata).toEqual({
        totalSuccesses: 1,
        totalFailures: 2,
        undetailedFailures: 0,
      })
      expect(results.map((r) => [r.itemMetadata.id, r.itemMetadata.originalIndex])).toEqual([
        [unpaid, 0],
        [paid, 1],
        [MISSING, 2],
      ])
      expect(results.map((r) => r.itemMetadata.error?.code)).toEqual([
        undefined,
        'ORDER_ALREADY_PAID',
        'ORDER_NOT_FOUND',
      ])
      expect(results[0]?.item?.paymentStatus).toBe('PAID')
      expect((await t.order(unpaid)).paymentStatus).toBe('PAID')
    }
    const empty = await t.api(t.owner).post('/v1/bulk/payments-collector/mark-as-paid', {
      ecomOrderIds: [],
    })
    expect(violations(empty)[0]).toMatchObject({ field: 'ecomOrderIds', violatedRule: 'MIN_SIZE' })
  })
})

describe('RecordManuallyCollectedPayment', () => {
  it('part of the balance → PARTIALLY_PAID, the rest → PAID; answers {}', async () => {
    const order = await ownerOrder()
    const first = await collector(t.owner, order.id, 'manual-payment', {
      amount: { amount: '40' },
    })
    expect([first.status, first.json]).toEqual([200, {}])
    const partly = await t.order(order.id)
    expect(partly.paymentStatus).toBe('PARTIALLY_PAID')
    expect(partly.balanceSummary).toMatchObject({
      balance: { amount: '58.00' },
      paid: { amount: '40.00' },
    })
    expect(partly.activities.at(-1)?.activityType).toBe('ORDER_PARTIALLY_PAID')
    await collector(t.owner, order.id, 'manual-payment', { amount: { amount: '58.00' } })
    const paid = await t.order(order.id)
    expect([paid.paymentStatus, paid.balanceSummary.balance.amount]).toEqual(['PAID', '0.00'])
    expect(t.transactionsOf(order.id).payments.map((p) => p.amount?.amount)).toEqual([
      '40.00',
      '58.00',
    ])
    const more = await collector(t.owner, order.id, 'manual-payment', { amount: { amount: '1' } })
    expect([more.status, appCode(more)]).toEqual([409, 'ORDER_ALREADY_PAID'])
  })

  it('an amount over the balance, zero or negative is INVALID_AMOUNT; nothing is recorded', async () => {
    const order = await ownerOrder()
    for (const amount of ['98.01', '0', '-5']) {
      const res = await collector(t.owner, order.id, 'manual-payment', { amount: { amount } })
      expect([res.status, appCode(res)]).toEqual([400, 'INVALID_AMOUNT'])
    }
    expect(t.transactionsOf(order.id).payments).toEqual([])
    const offline = await t.placeOfflineOrder()
    const total = (await t.order(offline)).priceSummary?.total?.amount ?? ''
    await collector(t.owner, offline, 'manual-payment', { amount: { amount: total } })
    // Paying it all by hand settles the offline payment chosen at checkout: it is not owed twice.
    expect(t.transactionsOf(offline).payments.map((p) => p.status)).toEqual([
      'CANCELED',
      'APPROVED',
    ])
  })
})

describe('CreatePaymentGatewayOrder', () => {
  it('answers an id for what is left to pay, which the hosted payment page pays', async () => {
    const order = await ownerOrder()
    await collector(t.owner, order.id, 'manual-payment', { amount: { amount: '8' } })
    const res = await collector(t.owner, order.id, 'create-payment-gateway-order', {
      chargedBy: { fullName: 'Front desk' },
    })
    const { paymentGatewayOrderId } = res.json as { paymentGatewayOrderId: string }
    expect(paymentGatewayOrderId).toMatch(/^[0-9a-f-]{36}$/)
    const paymentId = t
      .services()
      .payments.payPreparedCollection({ kind: 'owner' }, paymentGatewayOrderId)
    const payments = t.transactionsOf(order.id).payments
    expect(payments.find((p) => p.id === paymentId)?.amount?.amount).toBe('90.00')
    expect((await t.order(order.id)).paymentStatus).toBe('PAID')
    const paid = await collector(t.owner, order.id, 'create-payment-gateway-order')
    expect([paid.status, appCode(paid)]).toEqual([409, 'ORDER_ALREADY_PAID'])
    const other = await ownerOrder()
    await t.api(t.owner).post(`${ORDERS}/${other.id}/cancel`, {})
    const canceled = await collector(t.owner, other.id, 'create-payment-gateway-order')
    expect([canceled.status, appCode(canceled)]).toEqual([428, 'ORDER_CANCELED'])
  })
})

describe('ChargeMemberships', () => {
  const charge = (lineItemId?: string) => ({
    membershipId: 'plan-gold-1',
    appId: '1522827f-c56c-a5c9-2ac9-00f9e6ae12d3',
    membershipName: { original: 'Gold plan' },
    catalogReference: ref('wool-throw-blanket'),
    rootCatalogItemId: 'wool-throw-blanket',
    ...(lineItemId && { lineItemId }),
  })

  it('records each charge as a membership payment without money, and answers {}', async () => {
    const order = await ownerOrder()
    const lineId = order.lineItems[0]?.id ?? ''
    const res = await collector(t.owner, order.id, 'charge-membership', {
      memberId: '5e3c1a52-7a07-4f5e-9b5c-4d2b7b8b9a10',
      membershipCharges: [charge(lineId)],
    })
    expect([res.status, res.json]).toEqual([200, {}])
    const [payment] = t.transactionsOf(order.id).payments
    expect(payment).toMatchObject({
      amount: { amount: '0.00' },
      membershipPaymentDetails: {
        membershipId: 'plan-gold-1',
        lineItemId: lineId,
        status: 'CHARGED',
        name: { original: 'Gold plan' },
      },
    })
    // A charge carries no money: the order is as unpaid as before.
    const after = await t.order(order.id)
    expect([after.paymentStatus, after.balanceSummary.balance.amount]).toEqual([
      'NOT_PAID',
      '98.00',
    ])
  })

  it('validates every charge: required fields, and lines of this order only', async () => {
    const order = await ownerOrder()
    const missing = await collector(t.owner, order.id, 'charge-membership', {
      memberId: 'not-a-guid',
      membershipCharges: [{ membershipId: 'x' }],
    })
    expect(missing.status).toBe(400)
    expect(violations(missing).map((v) => v.field)).toEqual(
      expect.arrayContaining([
        'memberId',
        'membershipCharges[0].appId',
        'membershipCharges[0].membershipName',
        'membershipCharges[0].catalogReference',
        'membershipCharges[0].rootCatalogItemId',
      ]),
    )
    const foreign = await collector(t.owner, order.id, 'charge-membership', {
      memberId: '5e3c1a52-7a07-4f5e-9b5c-4d2b7b8b9a10',
      membershipCharges: [charge('no-such-line')],
    })
    expect(violations(foreign)[0]?.field).toBe('membershipCharges[0].lineItemId')
    expect(t.transactionsOf(order.id).payments).toEqual([])
  })
})
