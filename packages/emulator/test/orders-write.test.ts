import type { BulkUpdateOrdersResponse, Order } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appCode, line, ref, violations } from './support/commerce'
import { ORDERS, type OrdersEmulator, ordersEmulator } from './support/orders'

let t: OrdersEmulator
beforeAll(() => {
  t = ordersEmulator()
})
afterAll(() => t.close())

const orderOf = (res: { json: unknown }) => (res.json as { order: Order }).order
const owner = () => t.api(t.owner)

/** A minimal order as an app enters it. */
const newOrder = (
  extra: Record<string, unknown> = {},
  quantity = 1,
  slug = 'wool-throw-blanket',
) => ({
  order: {
    lineItems: [
      {
        productName: { original: 'Wool Throw Blanket' },
        catalogReference: ref(slug),
        quantity,
        itemType: { preset: 'PHYSICAL' },
        price: { amount: '98' },
      },
    ],
    priceSummary: {
      subtotal: { amount: String(98 * quantity) },
      total: { amount: String(98 * quantity) },
    },
    channelInfo: { type: 'BACKOFFICE_MERCHANT' },
    buyerInfo: { email: 'phone-order@example.com' },
    ...extra,
  },
})

describe('CreateOrder (owner)', () => {
  it('creates an INITIALIZED, NOT_PAID order with formatted prices, taking stock (never below 0)', async () => {
    const before = t.stockOf('wool-throw-blanket') ?? 0
    const res = await owner().post(ORDERS, newOrder())
    expect(res.status).toBe(200)
    const order = orderOf(res)
    expect(order).toMatchObject({
      status: 'INITIALIZED',
      paymentStatus: 'NOT_PAID',
      channelInfo: { type: 'BACKOFFICE_MERCHANT' },
      priceSummary: { total: { amount: '98.00', formattedAmount: '$98.00' } },
      createdBy: { appId: 'storefront-emulator' },
      tags: { privateTags: { tagIds: [] }, tags: { tagIds: [] } },
    })
    expect(order.lineItems[0]).toMatchObject({
      price: { amount: '98.00' },
      itemType: { preset: 'PHYSICAL', custom: '' },
    })
    expect(t.stockOf('wool-throw-blanket')).toBe(before - 1)
    await owner().post(ORDERS, newOrder({}, 1000))
    expect(t.stockOf('wool-throw-blanket')).toBe(0)
  })

  it('is APPROVED when created PAID', async () => {
    const order = orderOf(
      await owner().post(ORDERS, newOrder({ paymentStatus: 'PAID' }, 1, 'leather-card-wallet')),
    )
    expect(order).toMatchObject({ status: 'APPROVED', paymentStatus: 'PAID' })
    expect(order.activities.map((a) => a.activityType)).toEqual(['ORDER_PLACED', 'ORDER_PAID'])
  })

  it('reports every missing or malformed field (400), and refuses visitors (403)', async () => {
    const res = await owner().post(ORDERS, {
      order: {
        lineItems: [{ quantity: 0, price: { amount: '-1' } }],
        channelInfo: { type: 'NOPE' },
      },
    })
    expect(res.status).toBe(400)
    const fields = violations(res).map((v) => v.field)
    for (const field of [
      'order.priceSummary',
      'order.channelInfo.type',
      'order.lineItems[0].quantity',
      'order.lineItems[0].price.amount',
      'order.lineItems[0].productName',
      'order.lineItems[0].catalogReference',
    ])
      expect(fields).toContain(field)
    expect((await t.api(await t.visitor()).post(ORDERS, newOrder())).status).toBe(403)
    const future = await owner().post(ORDERS, newOrder({ purchasedDate: '2999-01-01T00:00:00Z' }))
    expect(appCode(future)).toBe('PURCHASED_DATE_CANNOT_BE_IN_FUTURE')
  })
})

describe('UpdateOrder', () => {
  let id: string
  beforeAll(async () => {
    id = (await t.placeOrder(await t.visitor(), { email: 'before@example.com' })).orderId
  })
  const patch = (body: unknown) => owner().patch(`${ORDERS}/${id}`, body)

  it('changes updatable fields given without a mask, records EMAIL_EDITED and order_updated', async () => {
    const res = await patch({
      order: { id, buyerInfo: { email: 'after@example.com' }, archived: true },
    })
    expect(res.status).toBe(200)
    const order = orderOf(res)
    expect(order.buyerInfo?.email).toBe('after@example.com')
    expect(order.archived).toBe(true)
    expect(order.activities.at(-1)?.activityType).toBe('EMAIL_EDITED')
    const event = t.events('wix.ecom.v1.order', id).at(-1)
    expect(event?.metadata.slug).toBe('updated')
    expect(event?.modifiedFields).toEqual(['buyerInfo.email', 'archived', 'activities'])
  })

  it('with a field mask changes exactly the named paths; a masked path left out is cleared', async () => {
    const res = await patch({
      order: { id, seenByAHuman: true, archived: true },
      fieldMask: 'seenByAHuman,archived',
    })
    expect(orderOf(res)).toMatchObject({ seenByAHuman: true, archived: true })
    const cleared = orderOf(await patch({ order: { id }, fieldMask: 'archived' }))
    expect(cleared.archived).toBeUndefined()
    expect(cleared.seenByAHuman).toBe(true)
    const address = orderOf(
      await patch({
        order: { id, billingInfo: { address: { city: 'Oakland' } } },
        fieldMask: 'billingInfo.address.city',
      }),
    )
    expect(address.billingInfo?.address).toMatchObject({ city: 'Oakland', country: 'US' })
  })

  it('ignores read-only fields, accepts unchanged others, refuses changes to the rest (400 FIELD_NOT_ALLOWED)', async () => {
    const current = await t.order(id)
    const echoed = await patch({ order: { ...current, number: '1', buyerLanguage: 'fr' } })
    expect(echoed.status).toBe(200)
    expect(orderOf(echoed)).toMatchObject({ number: current.number, buyerLanguage: 'fr' })
    const res = await patch({ order: { id, status: 'CANCELED', buyerNote: 'x' } })
    expect(res.status).toBe(400)
    expect(violations(res).map((v) => [v.field, v.violatedRule])).toEqual([
      ['order.status', 'FIELD_NOT_ALLOWED'],
      ['order.buyerNote', 'FIELD_NOT_ALLOWED'],
    ])
    const masked = await patch({ order: { id }, fieldMask: 'lineItems' })
    expect(violations(masked)[0]).toMatchObject({
      field: 'fieldMask',
      violatedRule: 'FIELD_NOT_ALLOWED',
    })
    expect((await patch({ order: { id, buyerInfo: { email: 'not-an-email' } } })).status).toBe(400)
  })

  it('answers 404 for an unknown order and 403 for the buyer', async () => {
    expect(
      appCode(await owner().patch(`${ORDERS}/nope`, { order: { id: 'nope', archived: true } })),
    ).toBe('ORDER_NOT_FOUND')
    const buyer = await t.visitor()
    const own = (await t.placeOrder(buyer)).orderId
    expect(
      (await t.api(buyer).patch(`${ORDERS}/${own}`, { order: { id: own, archived: true } })).status,
    ).toBe(403)
  })
})

describe('CancelOrder', () => {
  it('cancels, gives the stock back with restockAllItems, e-mails the buyer, and is safe to repeat', async () => {
    const before = t.stockOf('trail-runner-gtx') ?? 0
    const { orderId } = await t.placeOrder(await t.visitor(), {
      lines: [line('trail-runner-gtx', 3)],
      email: 'cancel@example.com',
    })
    expect(t.stockOf('trail-runner-gtx')).toBe(before - 3)
    const res = await owner().post(`${ORDERS}/${orderId}/cancel`, {
      restockAllItems: true,
      sendOrderCanceledEmail: true,
      customMessage: 'Sorry!',
    })
    expect(res.status).toBe(200)
    const order = orderOf(res)
    expect(order.status).toBe('CANCELED')
    expect(order.paymentStatus).toBe('PAID')
    expect(order.lineItems[0]?.restockQuantity).toBe(3)
    expect(order.activities.at(-1)?.activityType).toBe('ORDER_CANCELED')
    expect(t.stockOf('trail-runner-gtx')).toBe(before)
    const mail = t.ctx.outbox.list({ to: 'cancel@example.com', kind: 'order-canceled' })
    expect(mail).toHaveLength(1)
    expect(mail[0]?.text).toContain('Sorry!')
    const canceled = t
      .events('wix.ecom.v1.order', orderId)
      .find((e) => e.metadata.slug === 'canceled')
    expect(canceled?.data).toMatchObject({
      restockAllItems: true,
      sendOrderCanceledEmail: true,
      customMessage: 'Sorry!',
    })
    const again = await owner().post(`${ORDERS}/${orderId}/cancel`, { restockAllItems: true })
    expect(again.status).toBe(200)
    expect(t.stockOf('trail-runner-gtx')).toBe(before)
  })

  it('keeps the stock taken without restockAllItems', async () => {
    const before = t.stockOf('trail-runner-gtx') ?? 0
    const { orderId } = await t.placeOrder(await t.visitor(), {
      lines: [line('trail-runner-gtx', 1)],
    })
    await owner().post(`${ORDERS}/${orderId}/cancel`, {})
    expect(t.stockOf('trail-runner-gtx')).toBe(before - 1)
  })

  it('refuses while a payment is authorized (428 ORDER_HAS_AUTHORIZED_TRANSACTION), and buyers (403)', async () => {
    const buyer = await t.visitor()
    const { orderId } = await t.placeOrder(buyer, { delayCapture: true })
    const res = await owner().post(`${ORDERS}/${orderId}/cancel`, {})
    expect(res.status).toBe(428)
    expect(appCode(res)).toBe('ORDER_HAS_AUTHORIZED_TRANSACTION')
    expect((await t.api(buyer).post(`${ORDERS}/${orderId}/cancel`, {})).status).toBe(403)
    expect((await owner().post(`${ORDERS}/${orderId}/cancel`, { customMessage: '' })).status).toBe(
      400,
    )
  })
})

describe('bulk updates, tags and activities', () => {
  it('BulkUpdateOrders reports each item, with entities on request', async () => {
    const a = (await t.placeOrder(await t.visitor())).orderId
    const b = (await t.placeOrder(await t.visitor())).orderId
    const res = await owner().post('/ecom/v1/bulk/orders/update', {
      orders: [
        { order: { id: a, archived: true }, fieldMask: 'archived' },
        { order: { id: 'missing', archived: true } },
        { order: { id: b, buyerNote: 'no' } },
      ],
      returnEntity: true,
    })
    expect(res.status).toBe(200)
    const body = res.json as unknown as BulkUpdateOrdersResponse
    expect(body.bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 2,
      undetailedFailures: 0,
    })
    expect(body.results[0]).toMatchObject({
      itemMetadata: { id: a, originalIndex: 0, success: true },
      item: { archived: true },
    })
    expect(body.results[1]?.itemMetadata.error?.code).toBe('ORDER_NOT_FOUND')
    expect(body.results[2]?.itemMetadata.error?.code).toBe('INVALID_ARGUMENT')
    expect((await t.order(b)).buyerNote).toBeUndefined()
  })

  it('BulkUpdateOrderTags assigns and unassigns public and private tags', async () => {
    const a = (await t.placeOrder(await t.visitor())).orderId
    const tags = (body: unknown) => owner().post('/ecom/v1/bulk/orders/update-tags', body)
    const res = await tags({
      orderIds: [a],
      assignTags: { tags: { tagIds: ['gift', 'rush'] }, privateTags: { tagIds: ['vip'] } },
    })
    expect(res.status).toBe(200)
    expect((await t.order(a)).tags).toEqual({
      privateTags: { tagIds: ['vip'] },
      tags: { tagIds: ['gift', 'rush'] },
    })
    await tags({ orderIds: [a], unassignTags: { tags: { tagIds: ['rush'] } } })
    expect((await t.order(a)).tags?.tags?.tagIds).toEqual(['gift'])
    const unknown = await tags({
      orderIds: ['00000000-0000-4000-8000-000000000000'],
      assignTags: { tags: { tagIds: ['x'] } },
    })
    expect(
      (unknown.json as { bulkActionMetadata: { totalFailures: number } }).bulkActionMetadata
        .totalFailures,
    ).toBe(1)
    expect((await tags({ orderIds: ['not-a-guid'] })).status).toBe(400)
  })

  it('AddActivities adds merchant comments and custom activities, refusing other types', async () => {
    const a = (await t.placeOrder(await t.visitor())).orderId
    const res = await owner().post(`${ORDERS}/${a}/activities/add`, {
      orderActivities: [
        { activityType: 'MERCHANT_COMMENT', merchantComment: { message: 'Called the buyer' } },
        { activityType: 'CUSTOM_ACTIVITY', customActivity: { type: 'GIFT_WRAPPED' } },
      ],
    })
    expect(res.status).toBe(200)
    const { order, activityIds } = res.json as { order: Order; activityIds: string[] }
    expect(activityIds).toHaveLength(2)
    expect(order.activities.at(-2)).toMatchObject({
      activityType: 'MERCHANT_COMMENT',
      merchantComment: { message: 'Called the buyer' },
    })
    const bad = await owner().post(`${ORDERS}/${a}/activities/add`, {
      orderActivities: [{ activityType: 'ORDER_PAID' }, { activityType: 'MERCHANT_COMMENT' }],
    })
    expect(violations(bad).map((v) => v.field)).toEqual([
      'orderActivities[0].activityType',
      'orderActivities[1].merchantComment',
    ])
  })
})

describe('order imports', () => {
  it('imports with the given statuses, numbers from the counter, and bulk-deletes only imported orders', async () => {
    const counter = await owner().post(`${ORDERS}/import/set-order-number-counter`, {
      counter: '50000',
    })
    expect(counter.json).toMatchObject({ newCounter: '50000' })
    const lower = await owner().post(`${ORDERS}/import/set-order-number-counter`, { counter: '10' })
    expect(appCode(lower)).toBe('CANNOT_SET_LOWER_ORDER_NUMBER_COUNTER')
    const body = newOrder(
      {
        status: 'APPROVED',
        paymentStatus: 'PAID',
        billingInfo: { contactDetails: { firstName: 'Old' } },
      },
      1,
      'leather-card-wallet',
    )
    const res = await owner().post(`${ORDERS}/import`, body)
    expect(res.status).toBe(200)
    const imported = orderOf(res)
    expect(imported).toMatchObject({
      imported: true,
      number: '50001',
      status: 'APPROVED',
      paymentStatus: 'PAID',
    })
    const live = (await t.placeOrder(await t.visitor())).orderId
    const overwrite = await owner().post(`${ORDERS}/import`, { order: { ...body.order, id: live } })
    expect(appCode(overwrite)).toBe('CANNOT_OVERWRITE_NON_IMPORTED_ORDER')
    const deleted = await owner().post(`${ORDERS}/import/bulk-delete-imported-orders`, {
      orderIds: [imported.id, live],
    })
    expect((deleted.json as { jobId: string }).jobId).toBeTruthy()
    expect((await owner().get(`${ORDERS}/${imported.id}`)).status).toBe(404)
    expect((await owner().get(`${ORDERS}/${live}`)).status).toBe(200)
  })
})
