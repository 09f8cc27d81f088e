// @vitest-environment jsdom
import { NotFoundError, PreconditionError } from '@storefront-kit/sdk'
import { addToCurrentCart, createCheckoutFromCurrentCart } from '@storefront-kit/sdk/cart'
import { describe, expect, it } from 'vitest'
import {
  cartKeys,
  checkoutKeys,
  orderKeys,
  useAddToCheckout,
  useCheckoutByCartId,
  useCheckoutPaymentSettings,
  useCheckoutUrl,
  useCreateCheckout,
  useCreateOrderAndCharge,
  useMarkCheckoutAsCompleted,
  useRemoveCheckoutCoupon,
  useRemoveCheckoutGiftCard,
  useRemoveCheckoutLineItems,
  useRemoveOverrideCheckoutUrl,
  useUpdateCheckoutLineItemsQuantity,
} from '../src/index'
import { demoStoreForFile } from './support/catalog'
import { checkRead, checkWrite, writeError } from './support/hook-checks'

// The checkout hooks no other test runs, against the emulator: keys, what they mark stale, errors.

const { emu, product } = demoStoreForFile()
const changes = (name: string) => ({
  key: [...checkoutKeys.all, name],
  invalidates: checkoutKeys.all,
})
const CA = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'San Jose',
  addressLine: '1 Main St',
  postalCode: '95112',
}

async function newCheckout(client = emu.visitor()) {
  const { checkout } = await checkWrite(
    client,
    () => useCreateCheckout(),
    {
      channelType: 'WEB',
      lineItems: [product(0).line()],
      checkoutInfo: {
        billingInfo: { address: CA },
        shippingInfo: { shippingDestination: { address: CA } },
        buyerInfo: { email: 'payer@example.com' },
      },
    },
    changes('createCheckout'),
  )
  return { client, id: checkout.id }
}

describe('checkout reads', () => {
  it('useCheckoutByCartId, useCheckoutUrl and useCheckoutPaymentSettings', async () => {
    const client = emu.visitor()
    const { cart } = await addToCurrentCart(client, { lineItems: [product(0).line()] })
    const { checkoutId } = await createCheckoutFromCurrentCart(client, { channelType: 'WEB' })
    const byCart = await checkRead(
      client,
      () => useCheckoutByCartId(cart.id),
      checkoutKeys.byCart(cart.id),
    )
    expect(byCart?.checkout.id).toBe(checkoutId)
    const url = await checkRead(
      client,
      () => useCheckoutUrl(checkoutId),
      checkoutKeys.url(checkoutId),
    )
    expect(url?.checkoutUrl).toContain(checkoutId)
    const settings = await checkRead(
      client,
      () => useCheckoutPaymentSettings(checkoutId),
      checkoutKeys.paymentSettings(checkoutId),
    )
    expect(settings?.paymentSettings.blockedPaymentOptions).toEqual([])
  })
})

describe('checkout writes', () => {
  it('adds, changes and removes lines, coupon, gift card and override URL, then completes', async () => {
    const { client, id } = await newCheckout()
    const added = await checkWrite(
      client,
      () => useAddToCheckout(),
      { id, lineItems: [product(1).line()] },
      changes('addToCheckout'),
    )
    const lineId = added.checkout.lineItems[1]?.id ?? ''
    const changed = await checkWrite(
      client,
      () => useUpdateCheckoutLineItemsQuantity(),
      { id, lineItems: [{ id: lineId, quantity: 2 }] },
      changes('updateCheckoutLineItemsQuantity'),
    )
    expect(changed.checkout.lineItems[1]?.quantity).toBe(2)
    const removed = await checkWrite(
      client,
      () => useRemoveCheckoutLineItems(),
      { id, lineItemIds: [lineId] },
      changes('removeCheckoutLineItems'),
    )
    expect(removed.checkout.lineItems).toHaveLength(1)
    await checkWrite(
      client,
      () => useRemoveCheckoutCoupon(),
      { id },
      changes('removeCheckoutCoupon'),
    )
    await checkWrite(
      client,
      () => useRemoveCheckoutGiftCard(),
      { id },
      changes('removeCheckoutGiftCard'),
    )
    await checkWrite(
      client,
      () => useRemoveOverrideCheckoutUrl(),
      { id },
      changes('removeOverrideCheckoutUrl'),
    )
    const completion = (name: string) => ({
      key: [...checkoutKeys.all, name],
      invalidates: orderKeys.all,
    })
    await checkWrite(
      client,
      () => useMarkCheckoutAsCompleted(),
      { id },
      completion('markCheckoutAsCompleted'),
    )
    const closed = await writeError(client, () => useAddToCheckout(), {
      id,
      lineItems: [product(1).line()],
    })
    expect(closed).toBeInstanceOf(PreconditionError)
  })

  it('useCreateOrderAndCharge pays with a token; a declined card is a PreconditionError', async () => {
    const { client, id } = await newCheckout()
    const paid = await checkWrite(
      client,
      () => useCreateOrderAndCharge(),
      { id, paymentToken: 'tok_card_4242' },
      { key: [...checkoutKeys.all, 'createOrderAndCharge'], invalidates: cartKeys.all },
    )
    expect(paid.orderId).toBeTruthy()
    const next = await newCheckout(client)
    const declined = await writeError(client, () => useCreateOrderAndCharge(), {
      id: next.id,
      paymentToken: 'tok_card_0002',
    })
    expect(declined).toBeInstanceOf(PreconditionError)
    const unknown = await writeError(client, () => useRemoveCheckoutCoupon(), {
      id: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown).toBeInstanceOf(NotFoundError)
  })
})
