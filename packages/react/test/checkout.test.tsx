// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import {
  cartKeys,
  checkoutKeys,
  orderKeys,
  useAddToCart,
  useCheckout,
  useCreateCheckoutFromCart,
  useCreateOrderFromCheckout,
  useCurrentCart,
  useOrder,
  useUpdateCheckout,
} from '../src/index'
import { demoStoreForFile } from './support/catalog'
import { renderStorefrontHook } from './support/render'

const { emu, product: item } = demoStoreForFile()

const CA = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'San Jose',
  addressLine: '1 Main St',
  postalCode: '95112',
}

/** The hooks of a buyer's way from the cart to an order, in one component. */
function useBuyer() {
  const [checkoutId, setCheckoutId] = useState('')
  const [orderId, setOrderId] = useState('')
  return {
    cart: useCurrentCart(),
    add: useAddToCart(),
    startCheckout: useCreateCheckoutFromCart({
      onSuccess: ({ checkoutId }) => setCheckoutId(checkoutId),
    }),
    checkout: useCheckout(checkoutId, { enabled: !!checkoutId }),
    updateCheckout: useUpdateCheckout(),
    placeOrder: useCreateOrderFromCheckout({ onSuccess: ({ orderId }) => setOrderId(orderId) }),
    order: useOrder(orderId, { enabled: !!orderId }),
  }
}

describe('from the cart to an order', () => {
  it('links the cart to its checkout, keeps checkout answers in the cache, and empties the ordered cart', async () => {
    const { result, queryClient } = renderStorefrontHook(useBuyer, emu.visitor())
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true))
    const cart = await act(() => result.current.add.mutateAsync({ lineItems: [item(0).line()] }))

    const { checkoutId } = await act(() =>
      result.current.startCheckout.mutateAsync({
        channelType: 'WEB',
        email: 'buyer@example.com',
        shippingAddress: CA,
        billingAddress: CA,
      }),
    )
    // The cart was fetched again and now names its checkout.
    expect(queryClient.getQueryData(cartKeys.current())).toMatchObject({ checkoutId })
    await waitFor(() => expect(result.current.checkout.data?.checkout.id).toBe(checkoutId))

    const updated = await act(() =>
      result.current.updateCheckout.mutateAsync({
        id: checkoutId,
        checkout: { buyerNote: 'Ring twice' },
      }),
    )
    expect(queryClient.getQueryData(checkoutKeys.detail(checkoutId))).toEqual(updated)
    await waitFor(() => expect(result.current.checkout.data?.checkout.buyerNote).toBe('Ring twice'))

    const { orderId } = await act(() => result.current.placeOrder.mutateAsync({ id: checkoutId }))
    // The platform deleted the cart the order came from: the cart query says so.
    expect(queryClient.getQueryData(cartKeys.current())).toBeNull()
    await waitFor(() => expect(result.current.order.data?.order.id).toBe(orderId))
    expect(queryClient.getQueryData(orderKeys.detail(orderId))).toBeDefined()

    // A new add after the order starts a fresh cart with only the new item.
    const fresh = await act(() => result.current.add.mutateAsync({ lineItems: [item(1).line()] }))
    expect(fresh.id).not.toBe(cart.id)
    expect(fresh.lineItems.map((l) => l.catalogReference.catalogItemId)).toEqual([item(1).id])
  })
})
