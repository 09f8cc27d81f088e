import type { Order } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appCode, ref, violations } from './support/commerce'
import { ORDERS, type OrdersEmulator, ordersEmulator } from './support/orders'

let t: OrdersEmulator
beforeAll(() => {
  t = ordersEmulator()
})
afterAll(() => t.close())

const MISSING = '00000000-0000-4000-8000-000000000000'
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
const setStatus = (orderId: string, status: string) =>
  owner().post(`${ORDERS}/${orderId}/update-status`, { status })

describe('UpdateOrderStatus', () => {
  it('follows the documented transitions, with their activities and events', async () => {
    const order = await ownerOrder()
    const pending = await setStatus(order.id, 'PENDING')
    expect(orderOf(pending).status).toBe('PENDING')
    expect(orderOf(pending).activities.at(-1)?.activityType).toBe('ORDER_PENDING')
    const approved = orderOf(await setStatus(order.id, 'APPROVED'))
    expect(approved.status).toBe('APPROVED')
    expect(t.orderEventSlugs(order.id)).toContain('approved')
    const rejected = orderOf(await setStatus(order.id, 'REJECTED'))
    expect([rejected.status, rejected.activities.at(-1)?.activityType]).toEqual([
      'REJECTED',
      'ORDER_REJECTED',
    ])
    for (const status of ['APPROVED', 'CANCELED', 'PENDING']) {
      const res = await setStatus(order.id, status)
      expect([status, res.status, appCode(res)]).toEqual([status, 428, 'UNSUPPORTED_TRANSITION'])
    }
    const canceled = await ownerOrder()
    expect(orderOf(await setStatus(canceled.id, 'CANCELED')).status).toBe('CANCELED')
    expect(t.orderEventSlugs(canceled.id)).toContain('canceled')
  })

  it('refuses the status it has (409), INITIALIZED (400), APPROVED → PENDING, bad values and unknown orders', async () => {
    const order = await ownerOrder({ paymentStatus: 'PAID' })
    expect(order.status).toBe('APPROVED')
    const same = await setStatus(order.id, 'APPROVED')
    expect([same.status, appCode(same)]).toEqual([409, 'STATUS_ALREADY_SET'])
    const initialized = await setStatus(order.id, 'INITIALIZED')
    expect([initialized.status, appCode(initialized)]).toEqual([400, 'STATUS_NOT_SUPPORTED'])
    const back = await setStatus(order.id, 'PENDING')
    expect(appCode(back)).toBe('UNSUPPORTED_TRANSITION')
    expect(violations(await setStatus(order.id, 'SHIPPED'))[0]).toMatchObject({
      field: 'status',
      violatedRule: 'INVALID_ENUM_VALUE',
    })
    const unknown = await setStatus(MISSING, 'CANCELED')
    expect([unknown.status, appCode(unknown)]).toEqual([404, 'ORDER_NOT_FOUND'])
    expect((await t.order(order.id)).status).toBe('APPROVED')
  })
})

describe('UpdateActivity and DeleteActivity', () => {
  it('edit and delete merchant comments and custom activities; system activities are refused', async () => {
    const order = await ownerOrder()
    const added = await owner().post(`${ORDERS}/${order.id}/activities/add`, {
      orderActivities: [
        { activityType: 'MERCHANT_COMMENT', merchantComment: { message: 'Call before delivery' } },
        {
          activityType: 'CUSTOM_ACTIVITY',
          customActivity: { type: 'gift-wrap', additionalData: { paper: 'red' } },
        },
      ],
    })
    const [commentId, customId] = (added.json as { activityIds: string[] }).activityIds
    const at = (id: string | undefined) => `${ORDERS}/${order.id}/activities/${id}`

    const edited = await owner().patch(at(commentId), {
      activity: { merchantComment: { message: 'Call after 5 pm' } },
    })
    expect(edited.status).toBe(200)
    const comment = orderOf(edited).activities.find((a) => a.id === commentId)
    expect(comment).toMatchObject({
      activityType: 'MERCHANT_COMMENT',
      merchantComment: { message: 'Call after 5 pm' },
    })
    const original = (await t.order(order.id)).activities.find((a) => a.id === commentId)
    expect(comment?.createdDate).toBe(original?.createdDate)
    const custom = await owner().patch(at(customId), {
      activity: { customActivity: { type: 'gift-wrap', additionalData: { paper: 'blue' } } },
    })
    expect(
      orderOf(custom).activities.find((a) => a.id === customId)?.customActivity?.additionalData,
    ).toEqual({ paper: 'blue' })
    const wrongKind = await owner().patch(at(commentId), {
      activity: { customActivity: { type: 'x' } },
    })
    expect(violations(wrongKind)[0]?.field).toBe('activity.merchantComment')
    const both = await owner().patch(at(commentId), {
      activity: { merchantComment: { message: 'a' }, customActivity: { type: 'x' } },
    })
    expect(violations(both)[0]).toMatchObject({
      field: 'activity',
      violatedRule: 'ONE_OF_ALIGNMENT',
    })

    const removed = await owner().del(at(customId))
    expect(orderOf(removed).activities.map((a) => a.id)).not.toContain(customId)
    expect(t.events('wix.ecom.v1.order', order.id).at(-1)?.metadata.slug).toBe('updated')

    const placed = order.activities.find((a) => a.activityType === 'ORDER_PLACED')?.id
    for (const res of [
      await owner().del(at(placed)),
      await owner().patch(at(placed), { activity: { merchantComment: { message: 'x' } } }),
    ])
      expect([res.status, appCode(res)]).toEqual([428, 'ACTIVITY_NOT_CHANGEABLE'])
    const gone = await owner().del(at(MISSING))
    expect([gone.status, appCode(gone)]).toEqual([404, 'ACTIVITY_NOT_FOUND'])
    expect((await t.order(order.id)).activities.map((a) => a.activityType)).toEqual([
      'ORDER_PLACED',
      'MERCHANT_COMMENT',
    ])
  })
})
