import { apiKeyAuth, type Client, createClient } from '@storefront-kit/sdk'
import { STORES_APP_ID } from '@storefront-kit/sdk/cart'
import { queryProducts } from '@storefront-kit/sdk/catalog'
import { createCheckout, createOrder } from '@storefront-kit/sdk/checkout'
import { getOrder, type Order } from '@storefront-kit/sdk/orders'

/** Where the suite's emulator is and the owner's credentials (from the start script's banner). */
export interface OwnerAccess {
  emulatorUrl: string
  apiKey: string
  siteId: string
}

const CA = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'San Jose',
  addressLine: '1 Main St',
  postalCode: '95112',
}

/** The owner's SDK client on the suite's emulator, for setting up orders and checking them. */
export const ownerClient = (access: OwnerAccess): Client =>
  createClient({
    baseUrl: access.emulatorUrl,
    auth: apiKeyAuth({ apiKey: access.apiKey, siteId: access.siteId }),
  })

/** A demo product's id by its slug (the shop runs the v1 catalog). */
export async function productId(owner: Client, slug: string): Promise<string> {
  const { products } = await queryProducts(owner, { query: { filter: { slug } } })
  const id = products[0]?.id
  if (!id) throw new Error(`no product ${slug}`)
  return id
}

/**
 * An order placed through the store's checkout calls, as a headless storefront places one:
 * card 4242 charged, or with `offline` a line the buyer pays in cash (APPROVED, NOT_PAID).
 * Answers the order. (An order to capture is bought in the shop, with the site's setting.)
 */
export async function placeOrder(
  owner: Client,
  catalogItemId: string,
  options: { quantity?: number; offline?: boolean; email: string },
): Promise<Order> {
  const { checkout } = await createCheckout(owner, {
    channelType: 'WEB',
    lineItems: [
      {
        quantity: options.quantity ?? 1,
        catalogReference: { catalogItemId, appId: STORES_APP_ID },
        ...(options.offline && {
          catalogOverrideFields: { paymentOption: { value: 'FULL_PAYMENT_OFFLINE' } },
        }),
      },
    ],
    checkoutInfo: {
      buyerInfo: { email: options.email },
      billingInfo: { address: CA, contactDetails: { firstName: 'Kim', lastName: 'Buyer' } },
      shippingInfo: {
        shippingDestination: { address: CA, contactDetails: { firstName: 'Kim' } },
        selectedCarrierServiceOption: { code: 'standard' },
      },
    },
  })
  const { orderId } = await createOrder(owner, checkout.id, { delayCapture: false })
  return (await getOrder(owner, orderId)).order
}
