// @vitest-environment jsdom
import { NotFoundError } from '@storefront-kit/sdk'
import { type Cart, deleteCurrentCart, getCurrentCart } from '@storefront-kit/sdk/cart'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cartKeys, isProvisionalLineItem } from '../src/index'
import { demoStoreForFile, unknownProduct } from './support/catalog'
import type { HeldAnswer } from './support/emulator'
import { cartShopper, quantities } from './support/shopper'

const { emu, products, product } = demoStoreForFile()
const shopper = (initial: number[] = []) => cartShopper(emu, products(), initial.map(product))

const cartReads = () =>
  emu.requests.filter((r) => r.method === 'GET' && r.path === '/ecom/v1/carts/current').length
const isCartChange = (path: string) =>
  /\/carts\/current\/(add-to-cart|update-line-items-quantity|remove-line-items)$/.test(path)

describe('concurrent cart changes', () => {
  it('shows every prediction, ignores an older answer that arrives last, and settles to the platform cart', async () => {
    const { client, result, shown, queryClient } = await shopper([0])
    const line = shown()?.lineItems[0]
    if (!line) throw new Error('expected a line')
    const gate = emu.gate(isCartChange)
    const outcomes = new Map<string, Promise<Cart>>()
    act(() => {
      outcomes.set(
        'add-to-cart',
        result.current.add.mutateAsync({ lineItems: [product(1).line()] }),
      )
      outcomes.set(
        'update-line-items-quantity',
        result.current.setQuantity.mutateAsync({ lineItems: [{ id: line.id, quantity: 5 }] }),
      )
    })
    const outcomeOf = (answer: HeldAnswer | undefined) =>
      outcomes.get(answer?.path.split('/').at(-1) ?? '') ?? Promise.reject(new Error('unknown'))
    // Held in the order the emulator processed them: the second answer holds both changes.
    const [older, newer] = await gate.arrived(2)
    // Both predictions at once: the quantity change applies on top of the provisional add.
    expect(quantities(shown())).toEqual({ [product(0).id]: 5, [product(1).id]: 1 })
    expect(shown()?.lineItems.some(isProvisionalLineItem)).toBe(true)

    const readsBefore = cartReads()
    const newest = await act(async () => {
      newer?.release()
      return outcomeOf(newer)
    })
    expect(shown()).toEqual(newest)
    expect(quantities(newest)).toEqual({ [product(0).id]: 5, [product(1).id]: 1 })
    expect(newest.lineItems.some(isProvisionalLineItem)).toBe(false)
    expect(cartReads()).toBe(readsBefore)

    const reads = emu.gate((path) => path === '/ecom/v1/carts/current')
    older?.release()
    // The last change settled: its refetch is in flight. The older answer (one change only)
    // arrived last and changed nothing on screen.
    const [read] = await reads.arrived(1)
    expect(shown()).toEqual(newest)
    await act(async () => {
      read?.release()
      reads.open()
      const stale = await outcomeOf(older)
      expect(BigInt(stale.revision ?? '0')).toBeLessThan(BigInt(newest.revision ?? '0'))
    })
    // Once the last change settled, the cart was read exactly once and matches the platform.
    expect(cartReads()).toBe(readsBefore + 1)
    expect(shown()).toEqual((await getCurrentCart(client)).cart)
    expect(quantities(shown())).toEqual({ [product(0).id]: 5, [product(1).id]: 1 })
    gate.open()
    expect(queryClient.isMutating()).toBe(0)
  })

  it('withdraws only the failed change when another one is still in flight', async () => {
    const { result, shown } = await shopper([0])
    const line = shown()?.lineItems[0]
    if (!line) throw new Error('expected a line')
    const gate = emu.gate(isCartChange)
    const outcomes: Promise<unknown>[] = []
    act(() => {
      outcomes.push(
        result.current.setQuantity.mutateAsync({ lineItems: [{ id: line.id, quantity: 3 }] }),
      )
      outcomes.push(
        result.current.add.mutateAsync({ lineItems: [unknownProduct()] }).catch((e) => e),
      )
    })
    const held = await gate.arrived(2)
    const bad = held.find((h) => h.path.endsWith('/add-to-cart'))
    const ok = held.find((h) => h !== bad)
    expect(shown()?.lineItems).toHaveLength(2)
    await act(async () => {
      bad?.release()
      expect(await outcomes[1]).toBeInstanceOf(NotFoundError)
    })
    expect(shown()?.lineItems).toHaveLength(1)
    expect(shown()?.lineItems[0]?.quantity).toBe(3)
    await act(async () => {
      ok?.release()
      await outcomes[0]
    })
    expect(quantities(shown())).toEqual({ [product(0).id]: 3 })
    gate.open()
  })

  it('refetches the cart and its estimate after a change', async () => {
    const { result, queryClient } = await shopper([0])
    const estimates = () => queryClient.getQueryState(cartKeys.estimate())?.dataUpdateCount ?? 0
    const before = estimates()
    await act(() => result.current.add.mutateAsync({ lineItems: [product(1).line()] }))
    expect(estimates()).toBe(before + 1)
    await waitFor(() => expect(result.current.estimate.data?.cart.lineItems).toHaveLength(2))
  })
})

describe('a cart that vanished', () => {
  it('empties the cart when a change finds no cart, and a new add creates a fresh one', async () => {
    const { client, result, shown } = await shopper([0, 1])
    const old = shown()
    // The cart goes away behind the hooks' back (deleted, or turned into an order elsewhere).
    await deleteCurrentCart(client)
    const line = old?.lineItems[0]
    if (!line) throw new Error('expected a line')
    const error = await act(() =>
      result.current.setQuantity
        .mutateAsync({ lineItems: [{ id: line.id, quantity: 2 }] })
        .catch((e) => e),
    )
    expect(error).toBeInstanceOf(NotFoundError)
    expect((error as NotFoundError).code).toBe('OWNED_CART_NOT_FOUND')
    expect(shown()).toBeNull()

    const fresh = await act(() =>
      result.current.add.mutateAsync({ lineItems: [product(2).line()] }),
    )
    expect(fresh.id).not.toBe(old?.id)
    expect(quantities(shown())).toEqual({ [product(2).id]: 1 })
    expect(shown()).toEqual((await getCurrentCart(client)).cart)
  })

  it('does not carry the old lines into the cart an add creates after the cart vanished', async () => {
    const { client, result, shown } = await shopper([0])
    await deleteCurrentCart(client)
    const fresh = await act(() =>
      result.current.add.mutateAsync({ lineItems: [product(1).line()] }),
    )
    expect(quantities(fresh)).toEqual({ [product(1).id]: 1 })
    expect(shown()).toEqual(fresh)
  })
})
