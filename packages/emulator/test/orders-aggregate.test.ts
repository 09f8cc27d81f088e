import type { AggregateOrdersResponse, Order } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { line, ref, violations } from './support/commerce'
import { ORDERS, type OrdersEmulator, ordersEmulator } from './support/orders'

let t: OrdersEmulator
beforeAll(() => {
  t = ordersEmulator()
})
afterAll(() => t.close())

const owner = () => t.api(t.owner)
const orderOf = (res: { json: unknown }) => (res.json as { order: Order }).order

/** An order the owner enters: INITIALIZED unless `paymentStatus: 'PAID'`. */
async function ownerOrder(extra: Record<string, unknown> = {}, total = '20') {
  const res = await owner().post(ORDERS, {
    order: {
      lineItems: [
        {
          productName: { original: 'Speckled Stoneware Mug' },
          catalogReference: ref('speckled-stoneware-mug'),
          quantity: 1,
          itemType: { preset: 'PHYSICAL' },
          price: { amount: total },
        },
      ],
      priceSummary: { total: { amount: total } },
      channelInfo: { type: 'POS' },
      ...extra,
    },
  })
  if (res.status !== 200) throw new Error(`create order failed: ${res.text}`)
  return orderOf(res)
}
describe('AggregateOrders', () => {
  const aggregate = async (body: unknown) => {
    const res = await owner().post(`${ORDERS}/aggregate`, body)
    return { res, aggregates: (res.json as unknown as AggregateOrdersResponse).aggregates }
  }

  it('counts and sums by field and by day, in the database, over the search language; INITIALIZED left out', async () => {
    const visitor = await t.visitor()
    const placed = await t.placeOrder(visitor, { lines: [line('leather-card-wallet', 1)] })
    await t.placeOrder(visitor, { lines: [line('leather-card-wallet', 2)] })
    await ownerOrder({ paymentStatus: 'PAID' }, '30')
    await ownerOrder({}, '500') // INITIALIZED: never counted
    const placedTotal = (await t.order(placed.orderId)).priceSummary?.total?.amount
    const search = await owner().post(`${ORDERS}/search`, { search: {} })
    const seen = (search.json as unknown as { orders: Order[] }).orders
    const totals = seen.map((o) => Math.round(Number(o.priceSummary?.total?.amount) * 100))
    const day = seen[0]?.createdDate?.slice(0, 10)

    const { res, aggregates } = await aggregate({
      aggregation: {
        byStatus: { $count: ['paymentStatus'] },
        byChannel: { $count: ['channelInfo.type', 'paymentStatus'] },
        sales: { $sum: { field: 'priceSummary.total.amount', groupBy: [{ $day: 'createdDate' }] } },
        all: { $count: [] },
      },
    })
    expect(res.status).toBe(200)
    expect(aggregates.byStatus).toEqual({ '(PAID)': 3 })
    expect(aggregates.byChannel).toEqual({ '(POS|PAID)': 1, '(WEB|PAID)': 2 })
    expect(aggregates.sales).toEqual({
      [`(${day})`]: (totals.reduce((a, b) => a + b, 0) / 100).toFixed(2),
    })
    expect(aggregates.all).toEqual({ '()': 3 })

    const filtered = await aggregate({
      filter: { 'priceSummary.total.amount': { $gt: '30' } },
      aggregation: { web: { $count: ['channelInfo.type', 'archived'] } },
      hierarchySeparatorOverride: ' / ',
    })
    const overThirty = seen.filter((o) => Number(o.priceSummary?.total?.amount) > 30).length
    expect(filtered.aggregates.web).toEqual(overThirty ? { '(WEB / )': overThirty } : {})
    const exact = await aggregate({
      filter: { id: placed.orderId },
      aggregation: { total: { $sum: { field: 'priceSummary.total.amount' } } },
    })
    expect(exact.aggregates.total).toEqual({ '()': placedTotal })
  })

  it('lists every problem of the filter and the aggregations at once', async () => {
    const { res } = await aggregate({
      filter: { nope: 1 },
      aggregation: {
        a: { $count: ['buyerInfo.phone'] },
        b: { $avg: ['paymentStatus'] },
        c: { $sum: { field: 'paymentStatus' } },
        d: { $count: [{ $day: 'paymentStatus' }] },
        e: { $count: ['tags.tags.tagIds'] },
      },
    })
    expect(res.status).toBe(400)
    expect(violations(res).map((v) => v.field)).toEqual([
      'filter.nope',
      'aggregation.a.$count[0]',
      'aggregation.b',
      'aggregation.c.$sum.field',
      'aggregation.d.$count[0]',
      'aggregation.e.$count[0]',
    ])
    expect(violations(await aggregate({ aggregation: {} }).then((r) => r.res))[0]?.field).toBe(
      'aggregation',
    )
  })
})
