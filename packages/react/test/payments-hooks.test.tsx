// @vitest-environment jsdom
import { ConflictError, ValidationError } from '@storefront-kit/sdk'
import { STORES_APP_ID } from '@storefront-kit/sdk/cart'
import { createCheckout, createOrder } from '@storefront-kit/sdk/checkout'
import { createOrder as createOwnerOrder, getOrder } from '@storefront-kit/sdk/orders'
import { describe, expect, it } from 'vitest'
import {
  paymentKeys,
  useCaptureAuthorizedPayments,
  useCreateRedirectSession,
  usePaymentCollectabilityStatus,
  usePreparePaymentCollection,
  useVoidAuthorizedPayments,
} from '../src/index'
import { demoStoreForFile } from './support/catalog'
import { checkRead, checkWrite, writeError } from './support/hook-checks'

// Payment collection and redirect session hooks against the emulator.

const { emu, product } = demoStoreForFile()
const writes = (name: string) => ({
  key: [...paymentKeys.all, name],
  invalidates: paymentKeys.all,
})
const CA = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'San Jose',
  addressLine: '1 Main St',
  postalCode: '95112',
}

/** An order placed with a delayed capture, and its authorized payment. */
async function authorizedOrder() {
  const client = emu.visitor()
  const { checkout } = await createCheckout(client, {
    channelType: 'WEB',
    lineItems: [product(0).line()],
    checkoutInfo: {
      buyerInfo: { email: 'auth@example.com' },
      billingInfo: { address: CA },
      shippingInfo: {
        shippingDestination: { address: CA },
        selectedCarrierServiceOption: { code: 'standard' },
      },
    },
  })
  const { orderId } = await createOrder(client, checkout.id, { delayCapture: true })
  const { order } = await getOrder(emu.owner(), orderId)
  const paymentId =
    order.activities.find((a) => a.authorizedPaymentCreated)?.authorizedPaymentCreated?.paymentId ??
    ''
  return { orderId, paymentId }
}

describe('payment collection hooks (owner)', () => {
  it('reads collectability, prepares a collection and refuses too much', async () => {
    const owner = emu.owner()
    const { order } = await createOwnerOrder(owner, {
      order: {
        lineItems: [
          {
            productName: { original: product(0).name },
            catalogReference: { catalogItemId: product(0).id, appId: STORES_APP_ID },
            quantity: 1,
            itemType: { preset: 'PHYSICAL' },
            price: { amount: '39' },
          },
        ],
        priceSummary: { total: { amount: '39' } },
        channelInfo: { type: 'BACKOFFICE_MERCHANT' },
      },
    })
    const status = await checkRead(
      owner,
      () => usePaymentCollectabilityStatus(order.id),
      paymentKeys.collectability(order.id),
    )
    expect(status?.status).toBe('COLLECTABLE')
    const prepared = await checkWrite(
      owner,
      () => usePreparePaymentCollection(),
      { ecomOrderId: order.id, amount: { amount: '39.00' } },
      writes('preparePaymentCollection'),
    )
    expect(prepared.paymentGatewayOrderId).toBeTruthy()
    const tooMuch = await writeError(owner, () => usePreparePaymentCollection(), {
      ecomOrderId: order.id,
      amount: { amount: '40.00' },
    })
    expect(tooMuch).toBeInstanceOf(ValidationError)
  })

  it('captures one authorized payment and voids another; voiding twice is a ConflictError', async () => {
    const owner = emu.owner()
    const captured = await authorizedOrder()
    await checkWrite(
      owner,
      () => useCaptureAuthorizedPayments(),
      { ecomOrderId: captured.orderId, payments: [{ paymentId: captured.paymentId }] },
      writes('captureAuthorizedPayments'),
    )
    const voided = await authorizedOrder()
    await checkWrite(
      owner,
      () => useVoidAuthorizedPayments(),
      { ecomOrderId: voided.orderId, paymentIds: [voided.paymentId] },
      writes('voidAuthorizedPayments'),
    )
    const again = await writeError(owner, () => useVoidAuthorizedPayments(), {
      ecomOrderId: voided.orderId,
      paymentIds: [voided.paymentId],
    })
    expect(again).toBeInstanceOf(ConflictError)
  })
})

describe('useCreateRedirectSession', () => {
  it('creates a hosted checkout link for a checkout; a missing target is a ValidationError', async () => {
    const client = emu.visitor()
    const { checkout } = await createCheckout(client, {
      channelType: 'WEB',
      lineItems: [product(0).line()],
    })
    const { redirectSession } = await checkWrite(
      client,
      () => useCreateRedirectSession(),
      { ecomCheckout: { checkoutId: checkout.id } },
      { key: ['storefront', 'redirects', 'create'], invalidates: null },
    )
    expect(redirectSession?.fullUrl).toContain(checkout.id)
    const error = await writeError(client, () => useCreateRedirectSession(), {})
    expect(error).toBeInstanceOf(ValidationError)
  })
})
