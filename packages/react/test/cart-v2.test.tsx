// @vitest-environment jsdom
import { PreconditionError } from '@storefront-kit/sdk'
import {
  addLineItemsToCurrentCart,
  type CartV2,
  getCurrentCart,
  updateCurrentCart,
} from '@storefront-kit/sdk/cart-v2'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  cartV2Keys,
  isProvisionalV2LineItem,
  orderKeys,
  useAddLineItemsToCurrentCart,
  useCartV2Calculation,
  useCurrentCartV2,
  usePlaceOrder,
  useRemoveLineItemsFromCurrentCart,
  useSetDeliveryMethodForCurrentCart,
  useUpdateLineItemsInCurrentCart,
} from '../src/index'
import { demoStoreForFile, unknownProduct } from './support/catalog'
import { renderStorefrontHook } from './support/render'

const { emu, product } = demoStoreForFile()

const CA = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'San Jose',
  addressLine: '1 Main St',
  postalCode: '95112',
}
const isV2Change = (path: string) =>
  /\/ecom\/v2\/carts\/current\/(add-line-items|update-line-items|remove-line-items)$/.test(path)
const quantities = (cart: CartV2 | null | undefined) =>
  Object.fromEntries(
    (cart?.lineItems ?? []).map((l) => [
      l.source.catalogReference.catalogItemId,
      l.quantityInfo.requestedQuantity,
    ]),
  )

/** A visitor whose V2 cart holds one of each `initial` product, with the V2 hooks rendered. */
async function shopper(initial: number[] = []) {
  const client = emu.visitor()
  for (const i of initial)
    await addLineItemsToCurrentCart(client, { catalogItems: [product(i).line()] })
  const rendered = renderStorefrontHook(
    () => ({
      cart: useCurrentCartV2(),
      calculation: useCartV2Calculation(),
      add: useAddLineItemsToCurrentCart(),
      update: useUpdateLineItemsInCurrentCart(),
      remove: useRemoveLineItemsFromCurrentCart(),
      deliver: useSetDeliveryMethodForCurrentCart(),
      order: usePlaceOrder(),
    }),
    client,
  )
  await waitFor(() => expect(rendered.result.current.cart.isSuccess).toBe(true))
  const shown = () => rendered.queryClient.getQueryData<CartV2 | null>(cartV2Keys.current())
  return { client, ...rendered, shown }
}

describe('Cart V2 hooks', () => {
  it('the cart is null before the first add, under cartV2Keys.current()', async () => {
    const { client, result, shown } = await shopper()
    expect(result.current.cart.data).toBeNull()
    expect(shown()).toBeNull()
    const cart = await act(() =>
      result.current.add.mutateAsync({ catalogItems: [product(0).line()] }),
    )
    expect(shown()).toEqual(cart)
    expect(cart).toEqual((await getCurrentCart(client)).cart)
  })

  it('shows add, quantity and removal at once; the newest answer wins over an older one arriving last', async () => {
    const { client, result, shown } = await shopper([0])
    const line = shown()?.lineItems[0]
    if (!line) throw new Error('expected a line')
    const gate = emu.gate(isV2Change)
    let added: Promise<CartV2> | undefined
    let updated: Promise<CartV2> | undefined
    act(() => {
      added = result.current.add.mutateAsync({ catalogItems: [product(1).line()] })
      updated = result.current.update.mutateAsync({
        lineItems: [{ lineItemId: line.id, quantity: { newQuantity: 4 } }],
      })
    })
    const [older, newer] = await gate.arrived(2)
    expect(quantities(shown())).toEqual({ [product(0).id]: 4, [product(1).id]: 1 })
    expect(shown()?.lineItems.some(isProvisionalV2LineItem)).toBe(true)
    const newest = await act(async () => {
      newer?.release()
      return older?.path.endsWith('add-line-items') ? updated : added
    })
    expect(shown()).toEqual(newest)
    await act(async () => {
      older?.release()
      await Promise.all([added, updated])
    })
    await waitFor(() => expect(result.current.cart.isFetching).toBe(false))
    expect(shown()).toEqual((await getCurrentCart(client)).cart)
    expect(quantities(shown())).toEqual({ [product(0).id]: 4, [product(1).id]: 1 })
    gate.open()

    const removal = emu.gate(isV2Change)
    let removed: Promise<CartV2> | undefined
    act(() => {
      removed = result.current.remove.mutateAsync({ lineItemIds: [line.id] })
    })
    const [held] = await removal.arrived(1)
    expect(quantities(shown())).toEqual({ [product(1).id]: 1 })
    await act(async () => {
      held?.release()
      await removed
    })
    removal.open()
  })

  it('withdraws a failed add and rejects with the SDK error', async () => {
    const { result, shown } = await shopper([0])
    const gate = emu.gate(isV2Change)
    let failed: Promise<unknown> | undefined
    act(() => {
      failed = result.current.add.mutateAsync({ catalogItems: [unknownProduct()] }).catch((e) => e)
    })
    const [held] = await gate.arrived(1)
    expect(shown()?.lineItems).toHaveLength(2)
    const error = await act(async () => {
      held?.release()
      return failed
    })
    expect(error).toBeInstanceOf(PreconditionError)
    expect((error as PreconditionError).code).toBe('ITEM_NOT_FOUND_IN_CATALOG')
    expect(quantities(shown())).toEqual({ [product(0).id]: 1 })
    gate.open()
  })

  it('refetches the calculation after a change; placing the order invalidates the cart and orders', async () => {
    const { client, result, queryClient } = await shopper([0])
    await waitFor(() => expect(result.current.calculation.isSuccess).toBe(true))
    const calculations = () =>
      queryClient.getQueryState(cartV2Keys.calculation())?.dataUpdateCount ?? 0
    const before = calculations()
    const cartId = result.current.cart.data?.id ?? ''
    await updateCurrentCart(client, { cart: { deliveryInfo: { address: CA } } })
    await act(() => result.current.deliver.mutateAsync({ deliveryMethod: { code: 'standard' } }))
    expect(calculations()).toBe(before + 1)
    const token = queryClient.getQueryData<{ summary: { priceVerificationToken?: string } }>(
      cartV2Keys.calculation(),
    )?.summary.priceVerificationToken
    expect(token).toEqual(expect.any(String))
    queryClient.setQueryData([...orderKeys.all, 'probe'], 'stale?')
    const placed = await act(() =>
      result.current.order.mutateAsync({ cartId, priceVerificationToken: token }),
    )
    expect(placed.orderId).toEqual(expect.any(String))
    expect(queryClient.getQueryState([...orderKeys.all, 'probe'])?.isInvalidated).toBe(true)
    await waitFor(() => expect(result.current.cart.data).toBeNull())
  })
})
