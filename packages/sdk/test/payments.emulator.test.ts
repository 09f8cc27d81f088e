import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConflictError, NotFoundError, PermissionError, ValidationError } from '../src/index'
import { cancelOrder, createOrder, getOrder } from '../src/orders'
import {
  captureAuthorizedPayments,
  getPaymentCollectabilityStatus,
  preparePaymentCollection,
  voidAuthorizedPayments,
} from '../src/payments'
import { failure, lineOf, productIds, STORES_APP_ID } from './support/commerce'
import { type ServedEmulator, serveEmulator } from './support/emulator'
import { authorizedPaymentOf, placeOrder } from './support/orders'

let emu: ServedEmulator
let wallet: string
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
  wallet = (await productIds(emu.visitor()))['leather-card-wallet'] ?? ''
})
afterAll(() => emu.close())

/** An order placed with a delayed capture, and its authorized payment. */
async function authorizedOrder(email = 'auth@example.com') {
  const orderId = await placeOrder(emu.visitor(), [lineOf(wallet)], { email, delayCapture: true })
  const { order } = await getOrder(emu.owner(), orderId)
  return { orderId, paymentId: authorizedPaymentOf(order) }
}

describe('payment collection over HTTP', () => {
  it('a capture the provider refuses: PENDING, then FAILED; the order stays NOT_PAID', async () => {
    const owner = emu.owner()
    const { orderId, paymentId } = await authorizedOrder('buyer@fail.test')
    const { orderTransactions } = await captureAuthorizedPayments(owner, orderId, {
      payments: [{ paymentId }],
    })
    expect(
      orderTransactions.payments[0]?.regularPaymentDetails?.authorizationDetails?.captures[0]
        ?.status,
    ).toBe('PENDING')
    const { order } = await getOrder(owner, orderId)
    expect(order.paymentStatus).toBe('NOT_PAID')
    const voided = await voidAuthorizedPayments(owner, orderId, { paymentIds: [paymentId] })
    expect(
      voided.orderTransactions.payments[0]?.regularPaymentDetails?.authorizationDetails?.captures[0]
        ?.status,
    ).toBe('FAILED')
  })

  it('voids: PENDING, then VOIDED; a second void conflicts; the order can then be canceled', async () => {
    const owner = emu.owner()
    const { orderId, paymentId } = await authorizedOrder()
    const { orderTransactions } = await voidAuthorizedPayments(owner, orderId, {
      paymentIds: [paymentId],
    })
    expect(
      orderTransactions.payments[0]?.regularPaymentDetails?.authorizationDetails?.void,
    ).toMatchObject({
      status: 'PENDING',
      reason: 'MANUAL',
    })
    const { order } = await getOrder(owner, orderId)
    expect(order.activities.at(-1)?.activityType).toBe('AUTHORIZED_PAYMENT_VOIDED')
    const again = await failure(voidAuthorizedPayments(owner, orderId, { paymentIds: [paymentId] }))
    expect(again).toBeInstanceOf(ConflictError)
    expect(again.code).toBe('PAYMENT_ALREADY_VOIDED')
    expect((await cancelOrder(owner, orderId)).order.status).toBe('CANCELED')
    expect((await getPaymentCollectabilityStatus(owner, orderId)).status).toBe(
      'NONCOLLECTABLE_ORDER_IS_CANCELLED',
    )
  })

  it('collectability and a prepared collection for an unpaid order', async () => {
    const owner = emu.owner()
    const { order } = await createOrder(owner, {
      order: {
        lineItems: [
          {
            productName: { original: 'Wallet' },
            catalogReference: { catalogItemId: wallet, appId: STORES_APP_ID },
            quantity: 1,
            itemType: { preset: 'PHYSICAL' },
            price: { amount: '39' },
          },
        ],
        priceSummary: { total: { amount: '39' } },
        channelInfo: { type: 'BACKOFFICE_MERCHANT' },
      },
    })
    expect(await getPaymentCollectabilityStatus(owner, order.id)).toEqual({
      status: 'COLLECTABLE',
      amount: { amount: '39.00', formattedAmount: '$39.00' },
    })
    const { paymentGatewayOrderId } = await preparePaymentCollection(owner, order.id, {
      amount: { amount: '39.00' },
    })
    expect(paymentGatewayOrderId).toBeTruthy()
    const tooMuch = await failure(
      preparePaymentCollection(owner, order.id, { amount: { amount: '40.00' } }),
    )
    expect([tooMuch.status, tooMuch.code]).toEqual([400, 'INVALID_AMOUNT'])
    expect(await failure(getPaymentCollectabilityStatus(owner, 'missing'))).toBeInstanceOf(
      NotFoundError,
    )
  })

  it('refuses visitors (403) and malformed requests (400)', async () => {
    const { orderId, paymentId } = await authorizedOrder()
    expect(
      await failure(
        captureAuthorizedPayments(emu.visitor(), orderId, { payments: [{ paymentId }] }),
      ),
    ).toBeInstanceOf(PermissionError)
    const bad = await failure(
      voidAuthorizedPayments(emu.owner(), orderId, { paymentIds: ['not-a-guid'] }),
    )
    expect(bad).toBeInstanceOf(ValidationError)
    expect(bad.fieldViolations[0]?.field).toBe('paymentIds[0]')
  })
})
