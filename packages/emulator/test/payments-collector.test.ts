import type { Order, OrderTransactions } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appCode, ref, type Who } from './support/commerce'
import { COLLECTOR, ORDERS, type OrdersEmulator, ordersEmulator } from './support/orders'

let t: OrdersEmulator
beforeAll(() => {
  t = ordersEmulator()
})
afterAll(() => t.close())

const collector = (who: Who, orderId: string, action: string, body?: unknown) =>
  body === undefined
    ? t.api(who).get(`${COLLECTOR}/${orderId}/${action}`)
    : t.api(who).post(`${COLLECTOR}/${orderId}/${action}`, body)
const txOf = (res: { json: unknown }) =>
  (res.json as { orderTransactions: OrderTransactions }).orderTransactions

/** An order with an authorized payment, and that payment's id. */
async function authorized(email = 'auth@example.com') {
  const { orderId } = await t.placeOrder(await t.visitor(), { delayCapture: true, email })
  const order = await t.order(orderId)
  const paymentId =
    order.activities.find((a) => a.authorizedPaymentCreated)?.authorizedPaymentCreated?.paymentId ??
    ''
  return { orderId, paymentId }
}

const paymentEvents = (orderId: string) =>
  t
    .events('wix.ecom.v1.order', orderId)
    .filter((e) => e.metadata.slug === 'payment_status_updated')
    .map((e) => (e.data as { order: Order; previousPaymentStatus: string }).order.paymentStatus)

describe('capture and void of authorized payments', () => {
  it('captures: PENDING in the answer, then SUCCEEDED; the order goes NOT_PAID → PENDING → PAID', async () => {
    const { orderId, paymentId } = await authorized()
    const res = await collector(t.owner, orderId, 'capture-authorized-payments', {
      payments: [{ paymentId }],
    })
    expect(res.status).toBe(200)
    const payment = txOf(res).payments[0]
    expect(payment?.status).toBe('AUTHORIZED')
    expect(payment?.regularPaymentDetails?.authorizationDetails?.captures[0]?.status).toBe(
      'PENDING',
    )

    const order = await t.order(orderId)
    expect(order.paymentStatus).toBe('PAID')
    expect(order.activities.map((a) => a.activityType)).toEqual([
      'ORDER_PLACED',
      'AUTHORIZED_PAYMENT_CREATED',
      'AUTHORIZED_PAYMENT_CAPTURED',
      'ORDER_PAID',
    ])
    expect(order.balanceSummary?.balance.amount).toBe('0.00')
    expect(paymentEvents(orderId)).toEqual(['PENDING', 'PAID'])
    const settled = t.events('wix.ecom.v1.order', orderId).at(-1)
    expect(settled?.metadata.identity.identityType).toBe('APP')

    const again = await collector(t.owner, orderId, 'capture-authorized-payments', {
      payments: [{ paymentId }],
    })
    expect(again.status).toBe(409)
    expect(appCode(again)).toBe('PAYMENT_ALREADY_CAPTURED')
    const voided = await collector(t.owner, orderId, 'void-authorized-payments', {
      paymentIds: [paymentId],
    })
    expect(appCode(voided)).toBe('PAYMENT_ALREADY_CAPTURED')
  })

  it('a capture the provider refuses ends FAILED and the order is NOT_PAID again; it can be retried', async () => {
    const { orderId, paymentId } = await authorized('buyer@fail.test')
    await collector(t.owner, orderId, 'capture-authorized-payments', { payments: [{ paymentId }] })
    const order = await t.order(orderId)
    expect(order.paymentStatus).toBe('NOT_PAID')
    expect(paymentEvents(orderId)).toEqual(['PENDING', 'NOT_PAID'])
    const retry = await collector(t.owner, orderId, 'capture-authorized-payments', {
      payments: [{ paymentId }],
    })
    expect(retry.status).toBe(200)
    await t.order(orderId)
    const voided = await collector(t.owner, orderId, 'void-authorized-payments', {
      paymentIds: [paymentId],
    })
    const auth = txOf(voided).payments[0]?.regularPaymentDetails?.authorizationDetails
    expect(auth?.captures[0]).toMatchObject({
      status: 'FAILED',
      failureDetails: { failureCode: 'PROVIDER_DECLINED' },
    })
    expect(auth?.void).toMatchObject({ status: 'PENDING', reason: 'MANUAL' })
  })

  it('voids manually: VOIDED with reason MANUAL, AUTHORIZED_PAYMENT_VOIDED; the order can then be canceled', async () => {
    const { orderId, paymentId } = await authorized()
    const res = await collector(t.owner, orderId, 'void-authorized-payments', {
      paymentIds: [paymentId],
    })
    expect(txOf(res).payments[0]?.regularPaymentDetails?.authorizationDetails?.void?.status).toBe(
      'PENDING',
    )
    const order = await t.order(orderId)
    expect(order.paymentStatus).toBe('NOT_PAID')
    expect(order.activities.at(-1)?.activityType).toBe('AUTHORIZED_PAYMENT_VOIDED')
    const again = await collector(t.owner, orderId, 'void-authorized-payments', {
      paymentIds: [paymentId],
    })
    expect(appCode(again)).toBe('PAYMENT_ALREADY_VOIDED')
    const status = await collector(t.owner, orderId, 'payment-collectability-status')
    expect(status.json).toMatchObject({
      status: 'COLLECTABLE',
      amount: { amount: order.priceSummary?.total?.amount },
    })
    expect((await t.api(t.owner).post(`${ORDERS}/${orderId}/cancel`, {})).status).toBe(200)
  })

  it('voids by schedule once the hold period passes (reason SCHEDULED)', async () => {
    const { orderId, paymentId } = await authorized()
    await t.call('POST', '/_emulator/clock', { advanceSeconds: 8 * 24 * 3600 })
    const order = await t.order(orderId)
    expect(order.activities.at(-1)?.authorizedPaymentVoided?.paymentId).toBe(paymentId)
    const res = await collector(t.owner, orderId, 'void-authorized-payments', {
      paymentIds: [paymentId],
    })
    expect(appCode(res)).toBe('PAYMENT_ALREADY_VOIDED')
    const tx = t.ctx.db.sql
      .prepare('SELECT json(doc) AS doc FROM order_transactions WHERE id = ?')
      .get(orderId) as { doc: string }
    const auth = (JSON.parse(tx.doc) as OrderTransactions).payments[0]?.regularPaymentDetails
      ?.authorizationDetails
    expect(auth?.void).toMatchObject({ status: 'SUCCEEDED', reason: 'SCHEDULED' })
    expect(auth?.scheduledAction).toBeUndefined()
  })

  it('refuses what cannot be captured: not authorized (428), unknown (404), partial (400), pending (409)', async () => {
    const { orderId } = await t.placeOrder(await t.visitor())
    const paid = await t.order(orderId)
    const tx = t.ctx.db.sql
      .prepare('SELECT json(doc) AS doc FROM order_transactions WHERE id = ?')
      .get(orderId) as { doc: string }
    const paymentId = (JSON.parse(tx.doc) as OrderTransactions).payments[0]?.id
    expect(paid.paymentStatus).toBe('PAID')
    const notAuthorized = await collector(t.owner, orderId, 'capture-authorized-payments', {
      payments: [{ paymentId }],
    })
    expect(notAuthorized.status).toBe(428)
    expect(appCode(notAuthorized)).toBe('PAYMENT_NOT_AUTHORIZED')
    expect(notAuthorized.json.details?.applicationError).toMatchObject({ data: { paymentId } })

    const unknown = await collector(t.owner, orderId, 'capture-authorized-payments', {
      payments: [{ paymentId: '00000000-0000-4000-8000-000000000000' }],
    })
    expect(unknown.status).toBe(404)
    expect(appCode(unknown)).toBe('PAYMENT_NOT_FOUND')

    const auth = await authorized()
    const partial = await collector(t.owner, auth.orderId, 'capture-authorized-payments', {
      payments: [{ paymentId: auth.paymentId, amount: { amount: '1.00' } }],
    })
    expect(appCode(partial)).toBe('INVALID_AMOUNT')
    const noOrder = await collector(
      t.owner,
      '00000000-0000-4000-8000-000000000000',
      'void-authorized-payments',
      {
        paymentIds: [auth.paymentId],
      },
    )
    expect(appCode(noOrder)).toBe('ORDER_NOT_FOUND')
    expect(
      (await collector(t.owner, auth.orderId, 'capture-authorized-payments', { payments: [] }))
        .status,
    ).toBe(400)
  })

  it('is for the owner: visitors get 403, anonymous callers 401', async () => {
    const buyer = await t.visitor()
    const { orderId, paymentId } = await authorized()
    expect(
      (
        await collector(buyer, orderId, 'capture-authorized-payments', {
          payments: [{ paymentId }],
        })
      ).status,
    ).toBe(403)
    expect((await collector(buyer, orderId, 'payment-collectability-status')).status).toBe(403)
    expect(
      (
        await t.call('POST', `${COLLECTOR}/${orderId}/void-authorized-payments`, {
          paymentIds: [paymentId],
        })
      ).status,
    ).toBe(401)
  })
})

describe('collectability and prepared collections', () => {
  const unpaidOrder = async () => {
    const res = await t.api(t.owner).post(ORDERS, {
      order: {
        lineItems: [
          {
            productName: { original: 'Wallet' },
            catalogReference: ref('leather-card-wallet'),
            quantity: 1,
            itemType: { preset: 'PHYSICAL' },
            price: { amount: '39' },
          },
        ],
        priceSummary: { total: { amount: '39' } },
        channelInfo: { type: 'POS' },
      },
    })
    return (res.json as { order: Order }).order.id
  }
  const status = async (orderId: string) =>
    (await collector(t.owner, orderId, 'payment-collectability-status')).json as {
      status: string
      amount: { amount: string }
    }

  it('answers each status: COLLECTABLE, UNKNOWN, MISSING_PAYMENT_METHOD, IS_PAID, IS_CANCELLED', async () => {
    const unpaid = await unpaidOrder()
    expect(await status(unpaid)).toEqual({
      status: 'COLLECTABLE',
      amount: { amount: '39.00', formattedAmount: '$39.00' },
    })
    expect((await status((await authorized()).orderId)).status).toBe('UNKNOWN')
    await t.call('PUT', '/_emulator/payments/settings', { acceptPayments: false })
    expect((await status(unpaid)).status).toBe('NONCOLLECTABLE_MISSING_PAYMENT_METHOD')
    const prepared = await collector(t.owner, unpaid, 'prepare-payment-collection', {
      amount: { amount: '39' },
    })
    expect(appCode(prepared)).toBe('PAYMENT_METHODS_NOT_FOUND')
    await t.call('PUT', '/_emulator/payments/settings', { acceptPayments: true })
    expect((await status((await t.placeOrder(await t.visitor())).orderId)).status).toBe(
      'NONCOLLECTABLE_ORDER_IS_PAID',
    )
    await t.api(t.owner).post(`${ORDERS}/${unpaid}/cancel`, {})
    expect((await status(unpaid)).status).toBe('NONCOLLECTABLE_ORDER_IS_CANCELLED')
    const notFound = await collector(t.owner, 'missing', 'payment-collectability-status')
    expect(appCode(notFound)).toBe('NO_ASSOCIATED_ECOM_ORDER')
  })

  it('prepares a collection of up to the balance; refuses paid (409), canceled (428) and bad amounts (400)', async () => {
    const unpaid = await unpaidOrder()
    const ok = await collector(t.owner, unpaid, 'prepare-payment-collection', {
      amount: { amount: '39.00' },
      delayedCaptureSettings: {
        scheduledAction: 'CAPTURE',
        delayDuration: { count: 2, unit: 'DAYS' },
      },
    })
    expect(ok.status).toBe(200)
    expect((ok.json as { paymentGatewayOrderId: string }).paymentGatewayOrderId).toMatch(
      /^[0-9a-f-]{36}$/,
    )
    expect(
      appCode(
        await collector(t.owner, unpaid, 'prepare-payment-collection', {
          amount: { amount: '40' },
        }),
      ),
    ).toBe('INVALID_AMOUNT')
    const paid = (await t.placeOrder(await t.visitor())).orderId
    const already = await collector(t.owner, paid, 'prepare-payment-collection', {
      amount: { amount: '1' },
    })
    expect(already.status).toBe(409)
    expect(appCode(already)).toBe('ORDER_ALREADY_PAID')
    await t.api(t.owner).post(`${ORDERS}/${unpaid}/cancel`, {})
    expect(
      appCode(
        await collector(t.owner, unpaid, 'prepare-payment-collection', { amount: { amount: '1' } }),
      ),
    ).toBe('ORDER_CANCELED')
    expect(
      (
        await collector(t.owner, unpaid, 'prepare-payment-collection', {
          amount: { amount: 'ten' },
        })
      ).status,
    ).toBe(400)
  })

  it('a prepared delayed collection paid on the hosted page is captured by its schedule', async () => {
    const unpaid = await unpaidOrder()
    const ok = await collector(t.owner, unpaid, 'prepare-payment-collection', {
      amount: { amount: '39' },
      delayedCaptureSettings: {
        scheduledAction: 'CAPTURE',
        delayDuration: { count: 1, unit: 'HOURS' },
      },
    })
    const id = (ok.json as { paymentGatewayOrderId: string }).paymentGatewayOrderId
    t.ctx.db.transaction(() => t.services().payments.payPreparedCollection({ kind: 'owner' }, id))
    expect((await t.order(unpaid)).status).toBe('APPROVED')
    expect((await t.order(unpaid)).paymentStatus).toBe('NOT_PAID')
    await t.call('POST', '/_emulator/clock', { advanceSeconds: 2 * 3600 })
    const order = await t.order(unpaid)
    expect(order.paymentStatus).toBe('PAID')
    expect(order.activities.map((a) => a.activityType)).toContain('AUTHORIZED_PAYMENT_CAPTURED')
  })
})
