import type { Client } from '@storefront-kit/sdk'
import { createCheckout, createOrder } from '@storefront-kit/sdk/checkout'
import type { SimpleProduct } from './catalog'

const CA = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'San Jose',
  addressLine: '1 Main St',
  postalCode: '95112',
}

/** Places an order of one `product` as `client` through a checkout; answers the order id. */
export async function placeOrder(client: Client, product: SimpleProduct, email = 'b@example.com') {
  const { checkout } = await createCheckout(client, {
    channelType: 'WEB',
    lineItems: [product.line()],
    checkoutInfo: {
      buyerInfo: { email },
      billingInfo: { address: CA, contactDetails: { firstName: 'Ada', lastName: 'Buyer' } },
      shippingInfo: {
        shippingDestination: { address: CA, contactDetails: { firstName: 'Ada' } },
        selectedCarrierServiceOption: { code: 'standard' },
      },
    },
  })
  return (await createOrder(client, checkout.id)).orderId
}
