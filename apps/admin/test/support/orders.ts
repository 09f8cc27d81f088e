import { type Client, createClient, visitorAuth } from '@storefront-kit/sdk'
import { STORES_APP_ID } from '@storefront-kit/sdk/cart'
import { queryProducts } from '@storefront-kit/sdk/catalog'
import { createCheckout, createOrder as placeFromCheckout } from '@storefront-kit/sdk/checkout'
import { createOrder } from '@storefront-kit/sdk/orders'
import type { ownerEmulator } from './render-admin'

type Emulator = ReturnType<typeof ownerEmulator>

const CA = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'San Jose',
  addressLine: '1 Main St',
  postalCode: '95112',
}

/** A new shopper of the in-process emulator (a visitor with its own tokens). */
export const shopperOf = (emu: Emulator): Client =>
  createClient({
    baseUrl: 'http://emulator.test',
    fetch: emu.fetch,
    auth: visitorAuth({ clientId: emu.info.clientId }),
    retry: false,
  })

/** A v1 demo product that can go into a cart as is, with its tracked stock. */
export async function trackedProduct(owner: Client) {
  const { products } = await queryProducts(owner, { query: { paging: { limit: 100 } } })
  const product = products.find(
    (p) =>
      p.stock?.trackInventory &&
      (p.stock.quantity ?? 0) > 5 &&
      !p.manageVariants &&
      !p.productOptions?.length,
  )
  if (!product?.id) throw new Error('the demo store has no tracked simple product')
  return { id: product.id, name: product.name ?? '' }
}

/**
 * Places an order in the shop as a new shopper (card 4242; authorized only with `delayCapture`),
 * or with `offline` a line paid offline (APPROVED, NOT_PAID, a pending offline payment); answers
 * its id.
 */
export async function shopOrder(
  emu: Emulator,
  productId: string,
  options: { quantity?: number; delayCapture?: boolean; email?: string; offline?: boolean } = {},
): Promise<string> {
  // Only the owner may make a line paid offline (cash, bank transfer) at checkout.
  const shopper = options.offline ? emu.owner() : shopperOf(emu)
  const { checkout } = await createCheckout(shopper, {
    channelType: 'WEB',
    lineItems: [
      {
        quantity: options.quantity ?? 1,
        catalogReference: { catalogItemId: productId, appId: STORES_APP_ID },
        ...(options.offline && {
          catalogOverrideFields: { paymentOption: { value: 'FULL_PAYMENT_OFFLINE' } },
        }),
      },
    ],
    checkoutInfo: {
      buyerInfo: { email: options.email ?? 'ada@example.com' },
      billingInfo: { address: CA, contactDetails: { firstName: 'Ada', lastName: 'Buyer' } },
      shippingInfo: {
        shippingDestination: { address: CA, contactDetails: { firstName: 'Ada' } },
        selectedCarrierServiceOption: { code: 'standard' },
      },
    },
  })
  const { orderId } = await placeFromCheckout(shopper, checkout.id, {
    delayCapture: !!options.delayCapture,
  })
  return orderId
}

/** An order the owner took by phone for `total`, approved and not paid yet. */
export async function phoneOrder(owner: Client, total = '30.00', email = 'phone@example.com') {
  const { order } = await createOrder(owner, {
    order: {
      lineItems: [
        {
          productName: { original: 'Gift box' },
          catalogReference: { catalogItemId: 'gift-box', appId: 'phone-orders' },
          quantity: 1,
          itemType: { preset: 'PHYSICAL' },
          price: { amount: total },
        },
      ],
      priceSummary: { total: { amount: total } },
      channelInfo: { type: 'BACKOFFICE_MERCHANT' },
      buyerInfo: { email },
      status: 'APPROVED',
    },
  })
  return order
}
