// @vitest-environment jsdom
import { NotFoundError, ValidationError } from '@storefront-kit/sdk'
import { type Cart, getCurrentCart } from '@storefront-kit/sdk/cart'
import { queryProducts } from '@storefront-kit/sdk/catalog'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cartKeys, cartSubtotal, isProvisionalLineItem, useCurrentCart } from '../src/index'
import { demoStoreForFile, unknownProduct } from './support/catalog'
import { renderStorefrontHook } from './support/render'
import { cartShopper, quantities } from './support/shopper'

const { emu, products, product } = demoStoreForFile()
const shopper = (initial: number[] = []) => cartShopper(emu, products(), initial.map(product))

describe('useCurrentCart', () => {
  it('answers null, not an error, while the visitor has no cart', async () => {
    const { result } = await shopper()
    expect(result.current.cart.data).toBeNull()
    expect(result.current.cart.error).toBeNull()
    expect(cartKeys.current()).toEqual(['storefront', 'cart', 'current'])
  })

  it("sends no request for a first visit's cart, and asks once a visitor holds tokens", async () => {
    const sent: string[] = []
    const client = emu.visitor(undefined, {
      hooks: { onRequest: ({ operation }) => sent.push(operation) },
    })
    const first = renderStorefrontHook(() => useCurrentCart(), client)
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true))
    expect(first.result.current.data).toBeNull()
    expect(sent).toEqual([])
    await queryProducts(client, { query: { paging: { limit: 1 } } }) // now the visitor holds tokens
    sent.length = 0
    const again = renderStorefrontHook(() => useCurrentCart(), client)
    await waitFor(() => expect(again.result.current.isSuccess).toBe(true))
    const third = renderStorefrontHook(() => useCurrentCart(), client)
    await waitFor(() => expect(third.result.current.isSuccess).toBe(true))
    expect(third.result.current.data).toBeNull()
    expect(sent).toEqual(['getCurrentCart'])
  })
})

describe('optimistic cart changes', () => {
  it('shows an added item at once and settles to the platform cart', async () => {
    const { client, result, shown } = await shopper([0])
    const gate = emu.gate((path) => path.endsWith('/add-to-cart'))
    let settled: Promise<Cart> | undefined
    act(() => {
      settled = result.current.add.mutateAsync({ lineItems: [product(1).line(2)] })
    })
    await gate.arrived(1)
    const provisional = shown()?.lineItems.find(isProvisionalLineItem)
    expect(provisional?.productName.original).toBe(product(1).name)
    expect(quantities(shown())).toEqual({ [product(0).id]: 1, [product(1).id]: 2 })
    gate.open()
    const answer = await act(() => settled as Promise<Cart>)
    expect(answer.lineItems.some(isProvisionalLineItem)).toBe(false)
    expect(shown()).toEqual(answer)
    expect(shown()).toEqual((await getCurrentCart(client)).cart)
    expect(quantities(answer)).toEqual({ [product(0).id]: 1, [product(1).id]: 2 })
  })

  it('withdraws the prediction and hands over the typed error when the add fails', async () => {
    const { result, shown } = await shopper([0])
    const before = shown()
    const gate = emu.gate((path) => path.endsWith('/add-to-cart'))
    let failed: Promise<unknown> | undefined
    act(() => {
      failed = result.current.add.mutateAsync({ lineItems: [unknownProduct()] }).catch((e) => e)
    })
    await gate.arrived(1)
    expect(shown()?.lineItems).toHaveLength(2)
    gate.open()
    const error = await act(() => failed)
    expect(error).toBeInstanceOf(NotFoundError)
    expect((error as NotFoundError).code).toBe('CATALOG_ITEM_NOT_FOUND')
    expect(shown()).toEqual(before)
    await waitFor(() => expect(result.current.add.error).toBe(error))
  })

  it('changes a quantity and the line total at once, and rolls back a refused quantity', async () => {
    const { result, shown } = await shopper([0])
    const line = shown()?.lineItems[0]
    if (!line) throw new Error('expected a line')
    const gate = emu.gate((path) => path.endsWith('/update-line-items-quantity'))
    let good: Promise<Cart> | undefined
    act(() => {
      good = result.current.setQuantity.mutateAsync({ lineItems: [{ id: line.id, quantity: 3 }] })
    })
    await gate.arrived(1)
    const predicted = shown()?.lineItems[0]
    expect(predicted?.quantity).toBe(3)
    const cents = Math.round(Number(line.price.amount) * 100)
    expect(predicted?.lineItemPrice?.amount).toBe(((cents * 3) / 100).toFixed(2))
    expect(cartSubtotal(shown() as Cart)?.amount).toBe(predicted?.lineItemPrice?.amount)
    gate.open()
    const answer = await act(() => good as Promise<Cart>)
    expect(answer.lineItems[0]?.lineItemPrice?.amount).toBe(predicted?.lineItemPrice?.amount)

    const before = shown()
    const refused = emu.gate((path) => path.endsWith('/update-line-items-quantity'))
    let failed: Promise<unknown> | undefined
    act(() => {
      failed = result.current.setQuantity
        .mutateAsync({ lineItems: [{ id: line.id, quantity: 0 }] })
        .catch((e) => e)
    })
    await refused.arrived(1)
    expect(shown()?.lineItems[0]?.quantity).toBe(0)
    refused.open()
    expect(await act(() => failed)).toBeInstanceOf(ValidationError)
    expect(shown()).toEqual(before)
  })

  it('removes a line at once', async () => {
    const { result, shown } = await shopper([0, 1])
    const first = shown()?.lineItems[0]
    if (!first) throw new Error('expected a line')
    const gate = emu.gate((path) => path.endsWith('/remove-line-items'))
    let done: Promise<Cart> | undefined
    act(() => {
      done = result.current.remove.mutateAsync({ lineItemIds: [first.id] })
    })
    await gate.arrived(1)
    expect(quantities(shown())).toEqual({ [product(1).id]: 1 })
    gate.open()
    expect(quantities(await act(() => done as Promise<Cart>))).toEqual({ [product(1).id]: 1 })
  })
})
