import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS } from '../src/areas/catalog/seed'
import { type CatalogEmulator, catalogEmulator, rParam } from './support/catalog'

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Json = Record<string, any>

const TEE = DEMO_PRODUCTS['classic-cotton-tee'] ?? ''
const LISTING = `/stores-reader/v1/products/query-platformized?${rParam({
  query: { filter: { id: { $eq: TEE } } },
})}`

let e: CatalogEmulator
beforeAll(async () => {
  e = await catalogEmulator()
})
beforeEach(() => e.emulator.reset())
afterAll(() => e.close())

const listed = async (as: 'visitor' | 'owner' = 'visitor') => {
  const res = await e[as].get(LISTING)
  expect(res.status).toBe(200)
  return (res.json as Json).products as Json[]
}

// Listings are remembered between writes (the shop repeats the same few): none may outlive one.
describe('a remembered product listing', () => {
  it('shows a product write at once, and a write elsewhere changes nothing it shows', async () => {
    expect((await listed())[0]?.name).toBe('Classic Cotton Tee')
    const res = await e.owner.patch(`/stores/v1/products/${TEE}`, { product: { name: 'Tee 2' } })
    expect(res.status).toBe(200)
    expect((await listed())[0]?.name).toBe('Tee 2')
    const cart = await e.visitor.post('/ecom/v1/carts/current/add-to-cart', {
      lineItems: [
        {
          quantity: 1,
          catalogReference: { catalogItemId: TEE, appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' },
        },
      ],
    })
    expect(cart.status).toBe(200)
    expect((await listed())[0]?.name).toBe('Tee 2')
  })

  it('is not shown to a visitor once the owner hides the product', async () => {
    expect(await listed('owner')).toHaveLength(1)
    expect(await listed()).toHaveLength(1)
    const res = await e.owner.patch(`/stores/v1/products/${TEE}`, { product: { visible: false } })
    expect(res.status).toBe(200)
    expect(await listed()).toHaveLength(0)
    expect(await listed('owner')).toHaveLength(1)
  })

  it('carries the public URL in force when it is answered', async () => {
    e.emulator.setPublicUrl('http://first.example')
    expect((await listed())[0]?.productPageUrl.base).toBe('http://first.example')
    e.emulator.setPublicUrl('http://second.example')
    expect((await listed())[0]?.productPageUrl.base).toBe('http://second.example')
  })

  it('is back to the seed after a reset', async () => {
    await e.owner.patch(`/stores/v1/products/${TEE}`, { product: { name: 'Tee 3' } })
    expect((await listed())[0]?.name).toBe('Tee 3')
    e.emulator.reset()
    expect((await listed())[0]?.name).toBe('Classic Cotton Tee')
  })
})
