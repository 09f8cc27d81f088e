import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS } from '../src/areas/catalog/seed'
import {
  type CatalogEmulator,
  catalogEmulator,
  errorCode,
  rParam,
  violations,
} from './support/catalog'

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Json = Record<string, any>

const id = (slug: string) => DEMO_PRODUCTS[slug] ?? ''
const HOODIE = id('organic-fleece-hoodie')
const READER = '/stores-reader/v1'

let e: CatalogEmulator
beforeAll(async () => {
  e = await catalogEmulator()
})
afterAll(() => e.close())

const availability = async (productId: string, options: Record<string, string>) => {
  const res = await e.visitor.post(`${READER}/products/${productId}/productOptionsAvailability`, {
    id: productId,
    options,
  })
  return res
}

describe('ProductOptionsAvailability', () => {
  it('selects the variant once every option has a choice', async () => {
    const res = await availability(HOODIE, { Color: 'Oat', Size: 'XL' })
    expect(res.status).toBe(200)
    const body = res.json as Json
    expect(body.availableForPurchase).toBe(false)
    expect(body.selectedVariant).toMatchObject({
      price: { price: 72, discountedPrice: 72 },
      quantity: 0,
      inStock: false,
      visible: true,
      sku: 'NW-HOOD-02',
    })
    const inStock = (await availability(HOODIE, { Color: 'Oat', Size: 'M' })).json as Json
    expect(inStock.availableForPurchase).toBe(true)
    expect(inStock.selectedVariant).toMatchObject({ quantity: 8, inStock: true })
  })

  it('tells which choices can still be bought for a partial selection', async () => {
    const body = (await availability(HOODIE, { Color: 'Forest' })).json as Json
    expect(body.selectedVariant).toBeUndefined()
    expect(body.availableForPurchase).toBe(false)
    const sizes = body.productOptions.find((o: Json) => o.name === 'Size')
    expect(sizes.choices.map((c: Json) => [c.description, c.inStock])).toEqual([
      ['S', false],
      ['M', true],
      ['L', true],
      ['XL', true],
    ])
    // The chosen color's picture replaces the product's pictures.
    expect(body.media.items).toHaveLength(1)
    expect(body.media.items[0].title).toBe('organic-fleece-hoodie-forest.jpg')
  })

  it('accepts a color by its hex value and resolves products without options', async () => {
    const tee = (await availability(id('classic-cotton-tee'), { Size: 'M', Color: '#1e3a8a' }))
      .json as Json
    expect(tee.availableForPurchase).toBe(true)
    const chair = (await availability(id('oak-side-chair'), {})).json as Json
    expect(chair.selectedVariant).toMatchObject({ quantity: 2, inStock: true })
    const soldOut = (await availability(id('potted-olive-tree'), {})).json as Json
    expect(soldOut.availableForPurchase).toBe(false)
  })

  it('rejects unknown options and choices, and needs options', async () => {
    const res = await availability(HOODIE, { Colour: 'Oat', Size: 'XXL' })
    expect(violations(res)).toEqual([
      ['options.Colour', 'INVALID_ENUM_VALUE'],
      ['options.Size', 'INVALID_ENUM_VALUE'],
    ])
    const missing = await e.visitor.post(
      `${READER}/products/${HOODIE}/productOptionsAvailability`,
      {},
    )
    expect(violations(missing)).toEqual([['options', 'REQUIRED_FIELD']])
    const hidden = await availability(id('mountain-line-tee'), {})
    expect(hidden.status).toBe(404)
  })
})

describe('QueryProductVariants', () => {
  const path = `${READER}/products/${HOODIE}/variants/query`

  it('filters by choices and ids with metadata {items, offset} and totalResults', async () => {
    const oat = (await e.visitor.post(path, { choices: { Color: 'Oat' } })).json as Json
    expect(oat.totalResults).toBe(4)
    expect(oat.metadata).toEqual({ items: 4, offset: 0 })
    expect(oat.variants.every((v: Json) => v.choices.Color === 'Oat')).toBe(true)
    const ids = oat.variants.slice(0, 2).map((v: Json) => v.id)
    const byId = (await e.visitor.post(path, { variantIds: ids })).json as Json
    expect(byId.variants.map((v: Json) => v.id)).toEqual(ids)
    const page = (await e.visitor.post(path, { paging: { limit: 3, offset: 6 } })).json as Json
    expect(page.metadata).toEqual({ items: 2, offset: 6 })
    expect(page.totalResults).toBe(8)
  })

  it('shows variant cost data to the owner with the merchant flag only', async () => {
    const visitor = (await e.visitor.post(path, {})).json as Json
    expect(visitor.variants[0].variant.costAndProfitData).toBeUndefined()
    expect((await e.visitor.post(path, { includeMerchantSpecificData: true })).status).toBe(403)
    const owner = (await e.owner.post(path, { includeMerchantSpecificData: true })).json as Json
    expect(owner.variants[0].variant.costAndProfitData).toMatchObject({ itemCost: 26 })
  })

  it('validates choices and paging', async () => {
    const res = await e.visitor.post(path, { choices: { Size: 'XXL' }, paging: { limit: 500 } })
    // The schema's violation and the service's, in one answer.
    expect(violations(res)).toEqual([
      ['paging.limit', 'MAX'],
      ['choices.Size', 'INVALID_ENUM_VALUE'],
    ])
    const choice = await e.visitor.post(path, { choices: { Size: 'XXL' } })
    expect(violations(choice)).toEqual([['choices.Size', 'INVALID_ENUM_VALUE']])
  })
})

describe('store variants', () => {
  it('gets a variant by <productId>-<variantId>', async () => {
    const variants = (
      (
        await e.visitor.post(`${READER}/products/${HOODIE}/variants/query`, {
          choices: { Color: 'Forest', Size: 'S' },
        })
      ).json as Json
    ).variants
    const variantId = variants[0].id
    for (const prefix of [READER, '/stores/v1']) {
      const res = await e.visitor.get(`${prefix}/variants/${HOODIE}-${variantId}`)
      expect(res.status).toBe(200)
      expect((res.json as Json).variant).toMatchObject({
        id: `${HOODIE}-${variantId}`,
        variantId,
        productId: HOODIE,
        productName: 'Organic Fleece Hoodie',
        variantName: 'Forest | S',
        managedVariant: true,
        choices: { Color: 'Forest', Size: 'S' },
        stock: { trackQuantity: true, quantity: 0, inStock: false },
        media: { image: { filename: 'organic-fleece-hoodie-forest.jpg' } },
      })
    }
  })

  it('answers 404 VARIANT_NOT_FOUND for bad ids and for hidden products to visitors', async () => {
    for (const bad of ['nope', `${HOODIE}-00000000-0000-0000-0000-000000000001`]) {
      const res = await e.visitor.get(`${READER}/variants/${bad}`)
      expect(res.status).toBe(404)
      expect(errorCode(res)).toBe('VARIANT_NOT_FOUND')
    }
    const hidden = `${READER}/variants/${id('ribbed-ceramic-vase')}-00000000-0000-0000-0000-000000000000`
    expect((await e.visitor.get(hidden)).status).toBe(404)
    expect((await e.owner.get(hidden)).status).toBe(200)
  })

  it('queries across products with platform metadata and cursors', async () => {
    const request = { query: { filter: { 'stock.inStock': false }, paging: { limit: 5 } } }
    const res = await e.visitor.post(`${READER}/variants/query`, request)
    const body = res.json as Json
    expect(body.metadata).toMatchObject({ count: 5, offset: 0, cursors: {} })
    expect(body.metadata.total).toBeGreaterThanOrEqual(10)
    expect(body.variants.every((v: Json) => v.stock.inStock === false)).toBe(true)
    const names = (
      await e.visitor.post(`${READER}/variants/query`, {
        query: { filter: { productId: HOODIE }, cursorPaging: { limit: 5 } },
      })
    ).json as Json
    expect(names.variants.map((v: Json) => v.variantName)).toEqual([
      'Forest | L',
      'Forest | M',
      'Forest | S',
      'Forest | XL',
      'Oat | L',
    ])
    const next = (
      await e.visitor.post(`${READER}/variants/query`, {
        query: { cursorPaging: { cursor: names.metadata.cursors.next } },
      })
    ).json as Json
    expect(next.variants.map((v: Json) => v.variantName)).toEqual([
      'Oat | M',
      'Oat | S',
      'Oat | XL',
    ])
    expect(next.metadata.cursors.next).toBeUndefined()
  })

  it('hides variants of hidden products from visitors', async () => {
    const filter = { query: { filter: { productId: id('mountain-line-tee') } } }
    const visitor = (await e.visitor.post(`${READER}/variants/query`, filter)).json as Json
    const owner = (await e.owner.post(`${READER}/variants/query`, filter)).json as Json
    expect(visitor.metadata.total).toBe(0)
    expect(owner.metadata.total).toBe(4)
  })

  it('needs a query and validates it', async () => {
    const missing = await e.visitor.post(`${READER}/variants/query`, {})
    expect(violations(missing)).toEqual([['query', 'REQUIRED_FIELD']])
    const bad = await e.visitor.post(`${READER}/variants/query`, {
      query: { filter: { price: 1 }, sort: [{ fieldName: 'collectionIds' }] },
    })
    expect(violations(bad)).toEqual([
      ['query.filter.price', 'FIELD_NOT_ALLOWED'],
      ['query.sort[0].fieldName', 'FIELD_NOT_ALLOWED'],
    ])
  })

  it('answers 404 to a GET on the POST-only variants query path', async () => {
    // A GET reads `query` as a variant id.
    const res = await e.visitor.get(`${READER}/variants/query?${rParam({ query: {} })}`)
    expect(res.status).toBe(404)
    expect(errorCode(res)).toBe('VARIANT_NOT_FOUND')
  })
})
