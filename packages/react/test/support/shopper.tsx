import type { Cart } from '@storefront-kit/sdk/cart'
import { addToCurrentCart } from '@storefront-kit/sdk/cart'
import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import {
  cartKeys,
  useAddToCart,
  useCartEstimate,
  useCurrentCart,
  useDeleteCart,
  useRemoveCartLineItems,
  useUpdateCartLineItemQuantity,
} from '../../src/index'
import type { SimpleProduct } from './catalog'
import type { InProcessEmulator } from './emulator'
import { renderStorefrontHook } from './render'

/**
 * A new visitor whose cart holds one of each `initial` product, with the cart hooks rendered
 * (the add previews names from `products`) and the cart loaded.
 */
export async function cartShopper(
  emu: InProcessEmulator,
  products: SimpleProduct[],
  initial: SimpleProduct[] = [],
) {
  const client = emu.visitor()
  for (const item of initial) await addToCurrentCart(client, { lineItems: [item.line()] })
  const rendered = renderStorefrontHook(
    () => ({
      cart: useCurrentCart(),
      estimate: useCartEstimate(),
      add: useAddToCart({
        preview: (input) => {
          const shown = products.find((p) => p.id === input.catalogReference.catalogItemId)
          return shown && { productName: { original: shown.name } }
        },
      }),
      setQuantity: useUpdateCartLineItemQuantity(),
      remove: useRemoveCartLineItems(),
      clear: useDeleteCart(),
    }),
    client,
  )
  await waitFor(() => expect(rendered.result.current.cart.isSuccess).toBe(true))
  await waitFor(() => expect(rendered.result.current.estimate.isSuccess).toBe(true))
  /** The cart as the cache holds it (what the screen shows). */
  const shown = () => rendered.queryClient.getQueryData<Cart | null>(cartKeys.current())
  return { client, ...rendered, shown }
}

/** Quantity per product id. */
export const quantities = (cart: Cart | null | undefined) =>
  Object.fromEntries(
    (cart?.lineItems ?? []).map((l) => [l.catalogReference.catalogItemId, l.quantity]),
  )
