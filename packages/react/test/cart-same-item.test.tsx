// @vitest-environment jsdom
import type { Cart, LineItemInput } from '@storefront-kit/sdk/cart'
import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoStoreForFile } from './support/catalog'
import { cartShopper } from './support/shopper'

const { emu, products, product } = demoStoreForFile()

const nfc = 'é'
const nfd = 'e\u0301'

/** Two adds of the same product with these options, and whether the platform merges them. */
const cases: [name: string, first: object, second: object, merged: boolean][] = [
  ['keys in another order', { Name: 'Ann', Größe: 'M' }, { Größe: 'M', Name: 'Ann' }, true],
  // A locale collates these two keys as equal: sorting by it kept each insertion order.
  ['keys a locale calls equal', { [nfc]: '1', [nfd]: '2' }, { [nfd]: '2', [nfc]: '1' }, true],
  ['keys a locale orders otherwise', { Z: '1', é: '2', a: '3' }, { a: '3', é: '2', Z: '1' }, true],
  ['a value in another normal form', { Name: `Jos${nfc}` }, { Name: `Jos${nfd}` }, false],
  ['a key in another normal form', { [nfc]: 'x' }, { [nfd]: 'x' }, false],
]

const line = (customTextFields: object): LineItemInput => ({
  ...product(0).line(1),
  catalogReference: { ...product(0).line(1).catalogReference, options: { customTextFields } },
})

describe('the optimistic add and the platform agree on what is the same item', () => {
  it.each(cases)('%s', async (_name, first, second, merged) => {
    const { result, shown } = await cartShopper(emu, products())
    await act(() => result.current.add.mutateAsync({ lineItems: [line(first)] }))
    const gate = emu.gate((path) => path.endsWith('/add-to-cart'))
    let settled: Promise<Cart> | undefined
    act(() => {
      settled = result.current.add.mutateAsync({ lineItems: [line(second)] })
    })
    await gate.arrived(1)
    const predicted = shown()?.lineItems.map((l) => l.quantity)
    gate.open()
    const answer = await act(() => settled as Promise<Cart>)
    expect(answer.lineItems.map((l) => l.quantity)).toEqual(merged ? [2] : [1, 1])
    expect(predicted).toEqual(answer.lineItems.map((l) => l.quantity))
  })
})
