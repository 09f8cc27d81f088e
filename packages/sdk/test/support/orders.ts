import type { Order } from '@storefront-kit/wire'
import { createCheckout, createOrder } from '../../src/checkout'
import type { Client } from '../../src/index'
import type { lineOf } from './commerce'

export const CA = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'San Jose',
  addressLine: '1 Main St',
  postalCode: '95112',
}

/** A checkout ready for an order: lines, buyer e-mail, billing and standard shipping to California. */
export const readyCheckoutInfo = (email: string) => ({
  buyerInfo: { email },
  billingInfo: { address: CA, contactDetails: { firstName: 'Ada', lastName: 'Buyer' } },
  shippingInfo: {
    shippingDestination: { address: CA, contactDetails: { firstName: 'Ada' } },
    selectedCarrierServiceOption: { code: 'standard' },
  },
})

/** Places an order through the SDK's checkout calls as `client`; answers the order id. */
export async function placeOrder(
  client: Client,
  lines: ReturnType<typeof lineOf>[],
  options: { email?: string; delayCapture?: boolean } = {},
): Promise<string> {
  const { checkout } = await createCheckout(client, {
    channelType: 'WEB',
    lineItems: lines,
    checkoutInfo: readyCheckoutInfo(options.email ?? 'buyer@example.com'),
  })
  const { orderId } = await createOrder(client, checkout.id, {
    delayCapture: !!options.delayCapture,
  })
  return orderId
}

/** The authorized payment an order was placed with (delayed capture). */
export const authorizedPaymentOf = (order: Order) =>
  order.activities.find((a) => a.authorizedPaymentCreated)?.authorizedPaymentCreated?.paymentId ??
  ''
