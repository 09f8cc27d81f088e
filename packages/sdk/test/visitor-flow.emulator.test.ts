import type { Order } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  estimateCurrentCartTotals,
  getCurrentCart,
  STORES_APP_ID,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from '../src/cart'
import { queryProducts } from '../src/catalog'
import { createOrder, getCheckout, updateCheckout } from '../src/checkout'
import { NotFoundError } from '../src/index'
import { failure } from './support/commerce'
import { type ServedEmulator, serveEmulator } from './support/emulator'

let emu: ServedEmulator
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
})
afterAll(() => emu.close())

const ADDRESS = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  postalCode: '10001',
  addressLine: '350 Fifth Avenue',
}

describe('the whole visitor flow over HTTP', () => {
  it('browse → cart → quantities → coupon → estimate → checkout → addresses and shipping → order → capture → PAID', async () => {
    const visitor = emu.visitor()
    const owner = emu.owner()

    // Browse: find two products in the catalog.
    const { products } = await queryProducts(visitor, { query: { paging: { limit: 100 } } })
    const bySlug = (slug: string) => products.find((p) => p.slug === slug)?.id ?? ''
    const wallet = bySlug('leather-card-wallet')
    const tee = bySlug('classic-cotton-tee')
    expect(wallet && tee).toBeTruthy()

    // Cart: add, change a quantity, apply a coupon.
    const { cart } = await addToCurrentCart(visitor, {
      lineItems: [
        { quantity: 1, catalogReference: { catalogItemId: wallet, appId: STORES_APP_ID } },
        {
          quantity: 1,
          catalogReference: {
            catalogItemId: tee,
            appId: STORES_APP_ID,
            options: { options: { Size: 'M', Color: 'Navy' } },
          },
        },
      ],
    })
    const teeLine = cart.lineItems[1]?.id ?? ''
    await updateCurrentCartLineItemQuantity(visitor, { lineItems: [{ id: teeLine, quantity: 2 }] })
    await updateCurrentCart(visitor, { couponCode: 'SAVE10' })

    // Estimate: 39 + 2 × 24 = 87.00; SAVE10 8.70 → 78.30 ≥ 75: standard shipping free; express 14.99;
    // NY 8.875 %: 35.10 → 3.115125 → 3.12, 43.20 → 3.834 → 3.83; handling 1.50 → 101.74.
    const estimate = await estimateCurrentCartTotals(visitor, {
      shippingAddress: ADDRESS,
      selectedShippingOption: { code: 'express' },
      calculateTax: true,
      calculateShipping: true,
      calculateAdditionalFees: true,
    })
    expect(estimate.priceSummary.total?.amount).toBe('101.74')

    // Checkout: from the cart, then addresses, e-mail and the shipping option.
    const { checkoutId } = await createCheckoutFromCurrentCart(visitor, { channelType: 'WEB' })
    const { checkout } = await updateCheckout(visitor, checkoutId, {
      checkout: {
        billingInfo: { address: ADDRESS, contactDetails: { firstName: 'Ada', lastName: 'Buyer' } },
        shippingInfo: {
          shippingDestination: {
            address: ADDRESS,
            contactDetails: { firstName: 'Ada', lastName: 'Buyer' },
          },
          selectedCarrierServiceOption: { code: 'express' },
        },
        buyerInfo: { email: 'ada@example.com' },
      },
    })
    expect(checkout.priceSummary).toEqual(estimate.priceSummary)

    // Order with a delayed capture: authorized now, captured by the owner.
    const { orderId } = await createOrder(visitor, checkoutId, { delayCapture: true })
    const readOrder = async () =>
      (
        await owner.request<{ order: Order }>({
          operation: 'getOrder',
          method: 'GET',
          path: `/ecom/v1/orders/${orderId}`,
        })
      ).order
    const placed = await readOrder()
    expect([placed.status, placed.paymentStatus]).toEqual(['APPROVED', 'NOT_PAID'])
    expect(placed.priceSummary?.total?.amount).toBe('101.74')
    const paymentId =
      placed.activities.find((a) => a.authorizedPaymentCreated)?.authorizedPaymentCreated
        ?.paymentId ?? ''
    await owner.request({
      operation: 'captureAuthorizedPayments',
      method: 'POST',
      path: `/ecom/v1/payments-collector/orders/${orderId}/capture-authorized-payments`,
      payload: { payments: [{ paymentId }] },
    })
    expect((await readOrder()).paymentStatus).toBe('PAID')

    // The checkout is completed and the cart is gone.
    expect((await getCheckout(visitor, checkoutId)).checkout.completed).toBe(true)
    expect(await failure(getCurrentCart(visitor))).toBeInstanceOf(NotFoundError)

    // Every state change was recorded, with the visitor's identity for the shopper's steps.
    const events = await emu.control<{
      events: {
        metadata: { eventType: string; entityId: string; identity: { identityType: string } }
      }[]
    }>('/_emulator/events')
    const mine = events.events.filter((e) =>
      [cart.id, checkoutId, orderId].includes(e.metadata.entityId),
    )
    const types = mine.map((e) => e.metadata.eventType)
    expect(types.filter((t) => t.startsWith('wix.ecom.v1.cart'))).toEqual([
      'wix.ecom.v1.cart_created',
      'wix.ecom.v1.cart_updated',
      'wix.ecom.v1.cart_updated',
      'wix.ecom.v1.cart_updated',
      'wix.ecom.v1.cart_deleted',
    ])
    expect(types.filter((t) => t.startsWith('wix.ecom.v1.checkout'))).toEqual([
      'wix.ecom.v1.checkout_created',
      'wix.ecom.v1.checkout_updated',
      'wix.ecom.v1.checkout_completed',
    ])
    expect(types).toContain('wix.ecom.v1.order_created')
    const shopper = mine.filter((e) => e.metadata.eventType.startsWith('wix.ecom.v1.c'))
    expect(new Set(shopper.map((e) => e.metadata.identity.identityType))).toEqual(
      new Set(['ANONYMOUS_VISITOR']),
    )
  })
})
