import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addToCurrentCart, createCheckoutFromCurrentCart, getCurrentCart } from '../src/cart'
import { getProduct } from '../src/catalog'
import {
  createCheckout,
  createOrder as createOrderFromCheckout,
  updateCheckout,
} from '../src/checkout'
import {
  NotFoundError,
  PermissionError,
  PreconditionError,
  paginate,
  ValidationError,
} from '../src/index'
import { getMyMember } from '../src/members'
import {
  addActivities,
  bulkDeleteImportedOrders,
  bulkUpdateOrders,
  bulkUpdateOrderTags,
  cancelOrder,
  createOrder,
  getOrder,
  importOrder,
  searchMemberOrders,
  searchOrders,
  setOrderNumberCounter,
  updateOrder,
} from '../src/orders'
import { captureAuthorizedPayments, getPaymentCollectabilityStatus } from '../src/payments'
import {
  failure,
  lineOf,
  memberClient,
  memberDevice,
  productIds,
  STORES_APP_ID,
} from './support/commerce'
import { type ServedEmulator, serveEmulator } from './support/emulator'
import { authorizedPaymentOf, CA, placeOrder, readyCheckoutInfo } from './support/orders'

let emu: ServedEmulator
let ids: Record<string, string>
const id = (slug: string) => ids[slug] ?? slug
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
  ids = await productIds(emu.visitor())
})
afterAll(() => emu.close())

const stockOf = async (slug: string) =>
  (await getProduct(emu.visitor(), id(slug))).product.stock?.quantity

describe('the visitor flow through the SDK', () => {
  it('cart → checkout → addresses and shipping → order (authorized) → capture → PAID', async () => {
    const visitor = emu.visitor()
    const owner = emu.owner()
    await addToCurrentCart(visitor, { lineItems: [lineOf(id('leather-card-wallet'), 2)] })
    const { checkoutId } = await createCheckoutFromCurrentCart(visitor, { channelType: 'WEB' })
    await updateCheckout(visitor, checkoutId, { checkout: readyCheckoutInfo('flow@example.com') })
    const { orderId, paymentGatewayOrderId } = await createOrderFromCheckout(visitor, checkoutId, {
      delayCapture: true,
    })
    expect(paymentGatewayOrderId).toBeTruthy()
    expect(await failure(getCurrentCart(visitor))).toBeInstanceOf(NotFoundError)

    const { order: placed } = await getOrder(visitor, orderId)
    expect([placed.status, placed.paymentStatus]).toEqual(['APPROVED', 'NOT_PAID'])
    expect(placed.lineItems[0]?.quantity).toBe(2)
    expect((await getPaymentCollectabilityStatus(owner, orderId)).status).toBe('UNKNOWN')

    const paymentId = authorizedPaymentOf(placed)
    const { orderTransactions } = await captureAuthorizedPayments(owner, orderId, {
      payments: [{ paymentId }],
    })
    const capture =
      orderTransactions.payments[0]?.regularPaymentDetails?.authorizationDetails?.captures[0]
    expect(capture?.status).toBe('PENDING')

    const { order: paid } = await getOrder(visitor, orderId)
    expect(paid.paymentStatus).toBe('PAID')
    expect(paid.balanceSummary?.balance.amount).toBe('0.00')
    expect(paid.activities.map((a) => a.activityType)).toContain('AUTHORIZED_PAYMENT_CAPTURED')
    expect((await getPaymentCollectabilityStatus(owner, orderId)).status).toBe(
      'NONCOLLECTABLE_ORDER_IS_PAID',
    )
  })
})

describe('isolation', () => {
  it('another visitor and a member cannot read or change the order; search is for the owner', async () => {
    const buyer = emu.visitor()
    const orderId = await placeOrder(buyer, [lineOf(id('leather-card-wallet'))])
    const stranger = emu.visitor()
    const member = await memberClient(emu)
    for (const client of [stranger, member]) {
      const error = await failure(getOrder(client, orderId))
      expect(error).toBeInstanceOf(NotFoundError)
      expect(error.code).toBe('ORDER_NOT_FOUND')
      expect(
        await failure(updateOrder(client, orderId, { order: { archived: true } })),
      ).toBeInstanceOf(PermissionError)
      expect(await failure(cancelOrder(client, orderId))).toBeInstanceOf(PermissionError)
      expect(await failure(searchOrders(client, { search: {} }))).toBeInstanceOf(PermissionError)
    }
    expect((await getOrder(buyer, orderId)).order.id).toBe(orderId)
  })
})

describe("a member's orders on any device", () => {
  it('lists the orders the member placed on two devices, and no one else', async () => {
    const phone = await memberClient(emu)
    const { member } = await getMyMember(phone)
    const laptop = await memberDevice(emu, member.id)
    const wallet = [lineOf(id('leather-card-wallet'))]
    const placed = [await placeOrder(phone, wallet), await placeOrder(laptop, wallet)]
    // Someone else's orders: another member, a visitor.
    await placeOrder(await memberClient(emu), wallet)
    await placeOrder(emu.visitor(), wallet)

    const { orders } = await searchMemberOrders(emu.owner(), { memberId: member.id })
    expect(orders.map((o) => o.id).sort()).toEqual([...placed].sort())
    // Paging walks only the member's orders too.
    const walked: string[] = []
    const request = { memberId: member.id, search: { cursorPaging: { limit: 1 } } }
    for await (const order of paginate(emu.owner(), searchMemberOrders, request))
      walked.push(order.id)
    expect(walked.sort()).toEqual([...placed].sort())
    // A filter of the caller's narrows further.
    const [first] = placed
    const one = await searchMemberOrders(emu.owner(), {
      memberId: member.id,
      search: { filter: { id: first } },
    })
    expect(one.orders.map((o) => o.id)).toEqual([first])
  })

  it('answers only that member even for an edited cursor; a member may not search', async () => {
    const phone = await memberClient(emu)
    const { member } = await getMyMember(phone)
    await placeOrder(emu.visitor(), [lineOf(id('leather-card-wallet'))])
    await placeOrder(phone, [lineOf(id('leather-card-wallet'))])
    // A cursor of a search of everything (newest first: past the member's order, onto the
    // visitor's), passed off as the member's next page.
    const all = await searchOrders(emu.owner(), { search: { cursorPaging: { limit: 1 } } })
    const cursor = all.metadata.cursors?.next ?? ''
    expect(cursor).not.toBe('')
    const forged = await searchMemberOrders(emu.owner(), {
      memberId: member.id,
      search: { cursorPaging: { cursor, limit: 100 } },
    })
    expect(forged.orders.map((o) => o.buyerInfo?.memberId)).not.toContain('')
    expect(forged.orders.every((o) => o.buyerInfo?.memberId === member.id)).toBe(true)
    expect(await failure(searchMemberOrders(phone, { memberId: member.id }))).toBeInstanceOf(
      PermissionError,
    )
    await expect(searchMemberOrders(emu.owner(), { memberId: '' })).rejects.toThrow(RangeError)
  })
})

describe('owner flows with the API key', () => {
  it('searches with cursor paging through paginate, only the cursor travelling after page one', async () => {
    const owner = emu.owner()
    const email = `search-${Date.now()}@example.com`
    const placed: string[] = []
    for (let i = 0; i < 5; i++)
      placed.push(await placeOrder(emu.visitor(), [lineOf(id('leather-card-wallet'))], { email }))
    const pages: number[] = []
    for await (const page of paginate(owner, searchOrders, {
      search: {
        filter: { 'buyerInfo.email': email },
        sort: [{ fieldName: 'number', order: 'ASC' }],
        cursorPaging: { limit: 2 },
      },
    }).pages())
      pages.push(page.orders.length)
    expect(pages).toEqual([2, 2, 1])
    const all = await paginate(owner, searchOrders, {
      search: { filter: { 'buyerInfo.email': email } },
    }).collect({ limit: 10 })
    expect(all.map((o) => o.id)).toEqual([...placed].reverse())
  })

  it('creates, updates with a field mask, comments and cancels with restock', async () => {
    const owner = emu.owner()
    const before = (await stockOf('weekender-duffel')) ?? 0
    const { order } = await createOrder(owner, {
      order: {
        lineItems: [
          {
            productName: { original: 'Weekender Duffel' },
            catalogReference: { catalogItemId: id('weekender-duffel'), appId: STORES_APP_ID },
            quantity: 2,
            itemType: { preset: 'PHYSICAL' },
            price: { amount: '165' },
          },
        ],
        priceSummary: { total: { amount: '330' } },
        channelInfo: { type: 'POS' },
        buyerInfo: { email: 'pos@example.com' },
      },
    })
    expect([order.status, order.paymentStatus]).toEqual(['INITIALIZED', 'NOT_PAID'])
    expect(await stockOf('weekender-duffel')).toBe(before - 2)

    const { order: updated } = await updateOrder(owner, order.id, {
      order: { billingInfo: { address: CA }, archived: true },
      fieldMask: 'billingInfo.address',
    })
    expect(updated.billingInfo?.address?.city).toBe('San Jose')
    expect(updated.archived).toBeUndefined()

    const { activityIds } = await addActivities(owner, order.id, {
      orderActivities: [
        { activityType: 'MERCHANT_COMMENT', merchantComment: { message: 'Paid cash' } },
      ],
    })
    expect(activityIds).toHaveLength(1)

    const { order: canceled } = await cancelOrder(owner, order.id, { restockAllItems: true })
    expect(canceled.status).toBe('CANCELED')
    expect(await stockOf('weekender-duffel')).toBe(before)
  })

  it('updates in bulk and tags orders', async () => {
    const owner = emu.owner()
    const a = await placeOrder(emu.visitor(), [lineOf(id('leather-card-wallet'))])
    const b = await placeOrder(emu.visitor(), [lineOf(id('leather-card-wallet'))])
    const bulk = await bulkUpdateOrders(owner, {
      orders: [
        { order: { id: a, seenByAHuman: true }, fieldMask: 'seenByAHuman' },
        { order: { id: 'missing', seenByAHuman: true } },
      ],
      returnEntity: true,
    })
    expect(bulk.bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 1,
      undetailedFailures: 0,
    })
    expect(bulk.results[0]?.item?.seenByAHuman).toBe(true)
    expect(bulk.results[1]?.itemMetadata.error?.code).toBe('ORDER_NOT_FOUND')

    const tagged = await bulkUpdateOrderTags(owner, {
      orderIds: [a, b],
      assignTags: { tags: { tagIds: ['gift'] } },
    })
    expect(tagged.bulkActionMetadata.totalSuccesses).toBe(2)
    const { orders } = await searchOrders(owner, {
      search: { filter: { 'tags.tags.tagIds': { $hasSome: ['gift'] } } },
    })
    expect(orders.map((o) => o.id).sort()).toEqual([a, b].sort())
  })

  it('imports orders, sets the number counter and deletes imported orders', async () => {
    const owner = emu.owner()
    await setOrderNumberCounter(owner, { counter: '90000' })
    const { order } = await importOrder(owner, {
      order: {
        lineItems: [
          {
            productName: { original: 'Old item' },
            catalogReference: { catalogItemId: 'legacy-1', appId: 'legacy-app' },
            quantity: 1,
            itemType: { custom: 'LEGACY' },
            price: { amount: '10' },
          },
        ],
        priceSummary: { total: { amount: '10' } },
        channelInfo: { type: 'OTHER_PLATFORM' },
        billingInfo: { contactDetails: { firstName: 'Old' } },
        status: 'APPROVED',
        paymentStatus: 'PAID',
      },
    })
    expect(order).toMatchObject({ imported: true, number: '90001', paymentStatus: 'PAID' })
    const { jobId } = await bulkDeleteImportedOrders(owner, { orderIds: [order.id] })
    expect(jobId).toBeTruthy()
    expect(await failure(getOrder(owner, order.id))).toBeInstanceOf(NotFoundError)
  })
})

describe('bad input', () => {
  it('an order from an incomplete checkout: 428 with the precondition code', async () => {
    const visitor = emu.visitor()
    const empty = await createCheckout(visitor, { channelType: 'WEB' })
    const error = await failure(createOrderFromCheckout(visitor, empty.checkout.id))
    expect(error).toBeInstanceOf(PreconditionError)
    expect([error.status, error.code]).toEqual([428, 'EMPTY_CHECKOUT'])
    const { checkout } = await createCheckout(visitor, {
      channelType: 'WEB',
      lineItems: [lineOf(id('leather-card-wallet'))],
    })
    const missing = await failure(createOrderFromCheckout(visitor, checkout.id))
    expect(missing.code).toBe('VIOLATIONS_WITH_ERROR_SEVERITY')
    expect(missing.requestId).toBeTruthy()
  })

  it('capture of a payment that was not authorized: 428 PAYMENT_NOT_AUTHORIZED', async () => {
    const orderId = await placeOrder(emu.visitor(), [lineOf(id('leather-card-wallet'))])
    const { order } = await getOrder(emu.owner(), orderId)
    expect(order.paymentStatus).toBe('PAID')
    const unauthorized = await failure(
      captureAuthorizedPayments(emu.owner(), orderId, { payments: [{ paymentId: orderId }] }),
    )
    expect([unauthorized.status, unauthorized.code]).toEqual([404, 'PAYMENT_NOT_FOUND'])
    const paymentId = await paidPaymentId(orderId)
    const error = await failure(
      captureAuthorizedPayments(emu.owner(), orderId, { payments: [{ paymentId }] }),
    )
    expect(error).toBeInstanceOf(PreconditionError)
    expect([error.status, error.code]).toEqual([428, 'PAYMENT_NOT_AUTHORIZED'])
  })

  it('malformed requests: 400 with every field violation', async () => {
    const error = await failure(
      updateOrder(emu.owner(), 'x', {
        order: { buyerInfo: { email: 'nope' } },
        fieldMask: 'buyerInfo.email',
      }),
    )
    expect(error).toBeInstanceOf(ValidationError)
    expect(error.fieldViolations.map((v) => v.field)).toEqual(['order.buyerInfo.email'])
    const search = await failure(
      searchOrders(emu.owner(), { search: { cursorPaging: { limit: 500 } } }),
    )
    expect(search.fieldViolations[0]).toMatchObject({
      field: 'search.cursorPaging.limit',
      violatedRule: 'MAX',
    })
  })
})

/** The id of an order's payment, read from the emulator's database (no wire call lists transactions). */
async function paidPaymentId(orderId: string): Promise<string> {
  const { context } = emu.running.emulator
  const row = context.db.sql
    .prepare('SELECT json(doc) AS doc FROM order_transactions WHERE id = ?')
    .get(orderId) as { doc: string } | undefined
  return (
    (JSON.parse(row?.doc ?? '{"payments":[]}') as { payments: { id: string }[] }).payments[0]?.id ??
    ''
  )
}
