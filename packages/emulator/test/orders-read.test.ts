import type { Order, SearchOrdersResponse } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appCode, violations, type Who } from './support/commerce'
import { ORDERS, type OrdersEmulator, ordersEmulator } from './support/orders'

let t: OrdersEmulator
let buyer: Who
let orderId: string
beforeAll(async () => {
  t = ordersEmulator()
  buyer = await t.visitor()
  orderId = (await t.placeOrder(buyer, { email: 'reader@example.com' })).orderId
})
afterAll(() => t.close())

const search = (who: Who, body: unknown) => t.api(who).post(`${ORDERS}/search`, body)

describe('GetOrder and who may read', () => {
  it('answers the buyer their own order', async () => {
    const res = await t.api(buyer).get(`${ORDERS}/${orderId}`)
    expect(res.status).toBe(200)
    expect((res.json as { order: Order }).order.id).toBe(orderId)
  })

  it('hides it from another visitor and from a member (404 ORDER_NOT_FOUND), not from the owner', async () => {
    const other = await t.visitor()
    const member = await t.member()
    for (const who of [other, member]) {
      const res = await t.api(who).get(`${ORDERS}/${orderId}`)
      expect(res.status).toBe(404)
      expect(appCode(res)).toBe('ORDER_NOT_FOUND')
    }
    expect((await t.api(t.owner).get(`${ORDERS}/${orderId}`)).status).toBe(200)
  })

  it('lets a member read the orders placed as the visitor they signed in from', async () => {
    const member = await t.member(buyer)
    expect((await t.api(member).get(`${ORDERS}/${orderId}`)).status).toBe(200)
  })

  it('a member reads their own order', async () => {
    const member = await t.member()
    const placed = await t.placeOrder(member)
    const res = await t.api(member).get(`${ORDERS}/${placed.orderId}`)
    expect(res.status).toBe(200)
    expect((res.json as { order: Order }).order.buyerInfo?.memberId).toBe(member.id)
  })

  it('answers 404 for an unknown id, 401 without a token, and serves the ep-orders alias', async () => {
    expect(appCode(await t.api(t.owner).get(`${ORDERS}/nope`))).toBe('ORDER_NOT_FOUND')
    expect((await t.call('GET', `${ORDERS}/${orderId}`)).status).toBe(401)
    expect((await t.api(t.owner).get(`/ecom/v1/ep-orders/${orderId}`)).status).toBe(200)
  })
})

describe('SearchOrders', () => {
  it('is for the owner only: 403 for visitors and members', async () => {
    const res = await search(buyer, { search: {} })
    expect(res.status).toBe(403)
    expect(appCode(res)).toBe('PERMISSION_DENIED')
    expect((await search(await t.member(), { search: {} })).status).toBe(403)
  })

  it('pages with cursors that carry filter and sort, newest first by default', async () => {
    const who = await t.visitor()
    const email = `pager-${Date.now()}@example.com`
    const ids: string[] = []
    for (let i = 0; i < 5; i++) ids.push((await t.placeOrder(who, { email })).orderId)
    const seen: string[] = []
    let res = await search(t.owner, {
      search: {
        filter: { 'buyerInfo.email': email },
        sort: [{ fieldName: 'number', order: 'ASC' }],
        cursorPaging: { limit: 2 },
      },
    })
    for (;;) {
      expect(res.status).toBe(200)
      const page = res.json as unknown as SearchOrdersResponse
      seen.push(...page.orders.map((o) => o.id))
      expect(page.metadata.count).toBe(page.orders.length)
      expect(page.metadata.hasNext).toBe(!!page.metadata.cursors?.next)
      if (!page.metadata.cursors?.next) break
      res = await search(t.owner, {
        search: { cursorPaging: { limit: 2, cursor: page.metadata.cursors.next } },
      })
    }
    expect(seen).toEqual(ids)
    const newest = await search(t.owner, { search: { filter: { 'buyerInfo.email': email } } })
    expect((newest.json as unknown as SearchOrdersResponse).orders[0]?.id).toBe(ids.at(-1))
  })

  it('filters on statuses and amounts, and rejects unknown fields and too many sort keys (400)', async () => {
    const paid = await search(t.owner, {
      search: { filter: { paymentStatus: 'PAID', 'priceSummary.total.amount': { $gt: '1' } } },
    })
    const orders = (paid.json as unknown as SearchOrdersResponse).orders
    expect(orders.length).toBeGreaterThan(0)
    expect(orders.every((o) => o.paymentStatus === 'PAID')).toBe(true)
    const bad = await search(t.owner, {
      search: {
        filter: { secret: 1 },
        sort: ['number', 'status', 'createdDate', 'updatedDate', 'id'].map((fieldName) => ({
          fieldName,
        })),
      },
    })
    expect(bad.status).toBe(400)
    const fields = violations(bad).map((v) => v.field)
    expect(fields.some((f) => f.startsWith('search.filter'))).toBe(true)
    expect(fields.some((f) => f.startsWith('search.sort'))).toBe(true)
    expect((await search(t.owner, {})).status).toBe(400)
  })
})
