import { ALL_PRODUCTS_COLLECTION_ID } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoProductId } from '../src/areas/catalog/ids'
import { DEMO_COLLECTIONS, DEMO_PRODUCTS } from '../src/areas/catalog/seed'
import { catalogStore } from '../src/areas/catalog/store'
import { mediaStore } from '../src/areas/image-host/store'
import { type CatalogEmulator, catalogEmulator } from './support/catalog'

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Json = Record<string, any>

let e: CatalogEmulator
let products: Json[]
beforeAll(async () => {
  e = await catalogEmulator()
  products = (
    (
      await e.owner.post('/stores-reader/v1/products/query', {
        includeHiddenProducts: true,
        includeVariants: true,
      })
    ).json as Json
  ).products
})
afterAll(() => e.close())

describe('demo catalog', () => {
  it('has at least 40 products in at least 6 collections besides All Products', async () => {
    expect(products.length).toBeGreaterThanOrEqual(40)
    const collections = ((await e.visitor.get('/v2/collections/query')).json as Json).collections
    const named = collections.filter((c: Json) => c.id !== ALL_PRODUCTS_COLLECTION_ID)
    expect(named.length).toBeGreaterThanOrEqual(6)
    expect(named.every((c: Json) => c.numberOfProducts > 0)).toBe(true)
    expect(products.every((p) => p.collectionIds.length >= 2)).toBe(true)
  })

  it('covers options, managed variants, stock, discounts, units, cost, ribbons, brands, visibility', () => {
    const count = (test: (p: Json) => boolean) => products.filter(test).length
    expect(count((p) => p.productOptions.length >= 2)).toBeGreaterThanOrEqual(3)
    expect(count((p) => p.manageVariants)).toBeGreaterThanOrEqual(5)
    expect(count((p) => p.stock.inventoryStatus === 'OUT_OF_STOCK')).toBeGreaterThanOrEqual(4)
    const soldOutVariants = products
      .filter((p) => p.stock.inventoryStatus === 'PARTIALLY_OUT_OF_STOCK')
      .flatMap((p) =>
        p.variants.filter((v: Json) => v.stock.trackQuantity && v.stock.quantity === 0),
      )
    expect(soldOutVariants.length).toBeGreaterThanOrEqual(8)
    expect(count((p) => p.discount.type !== 'NONE')).toBeGreaterThanOrEqual(5)
    expect(count((p) => p.priceData.pricePerUnit !== undefined)).toBeGreaterThanOrEqual(3)
    expect(count((p) => p.ribbon !== undefined)).toBeGreaterThanOrEqual(5)
    expect(count((p) => p.brand !== undefined)).toBeGreaterThanOrEqual(5)
    expect(count((p) => p.visible === false)).toBe(2)
    expect(count((p) => p.productType === 'digital')).toBe(1)
    expect(
      count((p) => p.productOptions.some((o: Json) => o.optionType === 'color')),
    ).toBeGreaterThanOrEqual(5)
    expect(count((p) => p.description.length > 40 && p.name.length > 5)).toBe(products.length)
  })

  it('has deterministic ids named by slug', () => {
    expect(DEMO_PRODUCTS['snake-plant']).toBe(demoProductId('snake-plant'))
    expect(DEMO_PRODUCTS['snake-plant']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(new Set(products.map((p) => p.id))).toEqual(new Set(Object.values(DEMO_PRODUCTS)))
    expect(DEMO_COLLECTIONS['all-products']).toBe(ALL_PRODUCTS_COLLECTION_ID)
  })

  it('registers a real picture recipe for every product and collection image', () => {
    const media = mediaStore(e.emulator.context.db)
    const ids = products.flatMap((p) => p.media.items.map((m: Json) => m.id))
    expect(ids.length).toBeGreaterThan(products.length)
    for (const mediaId of ids) expect(media.get(mediaId)?.recipe).toMatch(/^<svg /)
  })

  it('keeps the same data after a reset', async () => {
    e.emulator.reset()
    const again = (
      (
        await e.owner.post('/stores-reader/v1/products/query', {
          includeHiddenProducts: true,
          includeVariants: true,
        })
      ).json as Json
    ).products
    const strip = (list: Json[]) => list.map(({ lastUpdated, createdDate, ...rest }) => rest)
    expect(strip(again)).toEqual(strip(products))
  })

  it('seeds nothing for the empty store', async () => {
    const empty = await catalogEmulator('empty')
    const store = catalogStore(empty.emulator.context.db)
    expect([store.products.count(), store.collections.count(), store.variants.count()]).toEqual([
      0, 0, 0,
    ])
    empty.close()
  })
})
