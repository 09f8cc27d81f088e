import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { STORES_APP_ID } from '../src/areas/catalog/lookup-types'
import { DEMO_COLLECTIONS, DEMO_PRODUCTS } from '../src/areas/catalog/seed'
import { DEMO_PRODUCTS_DATA } from '../src/areas/catalog/seed-products'
import type { ApiError } from '../src/http/api-error'
import { testEmulator } from './support/emulator'

const id = (slug: string) => DEMO_PRODUCTS[slug] ?? ''
const HOODIE = id('organic-fleece-hoodie')
const TEE = id('classic-cotton-tee')

let t: ReturnType<typeof testEmulator>
beforeAll(() => {
  t = testEmulator({ seed: 'demo' })
})
beforeEach(() => t.emulator.reset())
afterAll(() => t.close())

const catalog = () => t.services().catalog
const ref = (catalogItemId: string, options?: Record<string, unknown>) => ({
  catalogItemId,
  appId: STORES_APP_ID,
  ...(options && { options }),
})
const lookup = (catalogItemId: string, options?: Record<string, unknown>) =>
  catalog().lookup(ref(catalogItemId, options))
const rejection = (run: () => void) => {
  try {
    run()
  } catch (error) {
    const { status, body } = error as ApiError
    return { status, code: body.details.applicationError?.code }
  }
  return undefined
}

describe('lookupCatalogItem', () => {
  it('resolves a managed variant by id with its own price, stock and choice picture', () => {
    const variant = lookup(HOODIE, { options: { Color: 'Oat', Size: 'XL' } })
    expect(variant).toMatchObject({
      productId: HOODIE,
      name: 'Organic Fleece Hoodie',
      slug: 'organic-fleece-hoodie',
      sku: 'NW-HOOD-02',
      price: '72.00',
      fullPrice: '72.00',
      itemType: 'PHYSICAL',
      choices: { Color: 'Oat', Size: 'XL' },
      visible: true,
      inventory: { trackQuantity: true, quantity: 0, inStock: false },
      weight: 0.6,
    })
    expect(variant?.image?.url).toMatch(/^http:\/\/localhost\/media\/.+~mv2\.jpg$/)
    expect(variant?.image?.filename).toBe('organic-fleece-hoodie-oat.jpg')
    const byId = lookup(HOODIE, { variantId: variant?.variantId })
    expect(byId).toEqual(variant)
  })

  it('prices discounted products as decimal strings', () => {
    expect(lookup(id('linen-button-down'), { options: { Size: 'M' } })).toMatchObject({
      price: '47.20',
      fullPrice: '59.00',
    })
    expect(lookup(id('houseplant-handbook-ebook'))).toMatchObject({
      itemType: 'DIGITAL',
      price: '12.00',
      choices: {},
    })
  })

  it('resolves a product without options without naming a variant', () => {
    const chair = lookup(id('oak-side-chair'))
    expect(chair?.variantId).toBeUndefined()
    expect(chair?.inventory).toEqual({ trackQuantity: true, quantity: 2, inStock: true })
    expect(lookup(id('ribbed-ceramic-vase'))?.visible).toBe(false)
  })

  it('answers undefined for other apps, unknown products, variants and choices', () => {
    expect(catalog().lookup({ catalogItemId: TEE, appId: 'another-app' })).toBeUndefined()
    expect(lookup('nope')).toBeUndefined()
    expect(lookup(TEE, { variantId: 'nope' })).toBeUndefined()
    expect(lookup(TEE, { options: { Size: 'XXL', Color: 'Navy' } })).toBeUndefined()
    expect(lookup(TEE, { options: { Size: 'M' } })).toBeUndefined()
  })
})

describe('adjustInventory', () => {
  it('takes and gives back units of a managed variant, updating the stock status', () => {
    const variantId = lookup(HOODIE, { options: { Color: 'Oat', Size: 'M' } })?.variantId
    catalog().adjustInventory([{ productId: HOODIE, variantId, delta: -8 }])
    expect(lookup(HOODIE, { variantId })?.inventory).toEqual({
      trackQuantity: true,
      quantity: 0,
      inStock: false,
    })
    catalog().adjustInventory([{ productId: HOODIE, variantId, delta: 3 }])
    expect(lookup(HOODIE, { variantId })?.inventory.quantity).toBe(3)
  })

  it('restocks a sold-out product, which visitors then see in stock', async () => {
    const shell = id('packable-rain-shell')
    catalog().adjustInventory([{ productId: shell, delta: 5 }])
    const { access_token } = await t.visitorToken()
    const res = await t.call('GET', `/stores-reader/v1/products/${shell}`, undefined, {
      authorization: access_token,
    })
    expect((res.json as { product: { stock: unknown } }).product.stock).toEqual({
      trackInventory: true,
      quantity: 5,
      inStock: true,
      inventoryStatus: 'IN_STOCK',
    })
  })

  it('moves the shared stock of products without managed variants', () => {
    const m = lookup(TEE, { options: { Size: 'M', Color: 'White' } })
    catalog().adjustInventory([
      { productId: TEE, variantId: m?.variantId, delta: -40 },
      { productId: TEE, variantId: m?.variantId, delta: -60 },
    ])
    expect(lookup(TEE, { options: { Size: 'XL', Color: 'Navy' } })?.inventory.quantity).toBe(40)
  })

  it('refuses, all or nothing, a decrement below zero with 428 INSUFFICIENT_INVENTORY', () => {
    const chair = id('oak-side-chair')
    const failure = rejection(() =>
      catalog().adjustInventory([
        { productId: chair, delta: -1 },
        { productId: TEE, delta: -1 },
        { productId: chair, delta: -2 },
      ]),
    )
    expect(failure).toEqual({ status: 428, code: 'INSUFFICIENT_INVENTORY' })
    expect(lookup(chair)?.inventory.quantity).toBe(2)
    expect(lookup(TEE, { options: { Size: 'M', Color: 'White' } })?.inventory.quantity).toBe(140)
  })

  it('needs a variant for managed products and a known product', () => {
    expect(rejection(() => catalog().adjustInventory([{ productId: HOODIE, delta: -1 }]))).toEqual({
      status: 428,
      code: 'VARIANT_NOT_SPECIFIED',
    })
    expect(rejection(() => catalog().adjustInventory([{ productId: 'nope', delta: -1 }]))).toEqual({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
    })
  })

  it('treats untracked stock as unlimited while in stock', () => {
    const bag = id('waxed-canvas-tote')
    catalog().adjustInventory([{ productId: bag, delta: -1000 }])
    expect(lookup(bag, { options: { Color: 'Tan' } })?.inventory).toEqual({
      trackQuantity: false,
      inStock: true,
    })
  })
})

describe('listCatalogItems', () => {
  it('lists every product (hidden included) at product level, by collection or ids', () => {
    const all = catalog().list()
    expect(all).toHaveLength(DEMO_PRODUCTS_DATA.length)
    expect(all.every((item) => item.variantId === undefined)).toBe(true)
    const plants = catalog().list({ collectionId: DEMO_COLLECTIONS.plants })
    expect(plants.map((item) => item.slug).sort()).toEqual(
      DEMO_PRODUCTS_DATA.filter((p) => p.collections.includes('plants'))
        .map((p) => p.slug)
        .sort(),
    )
    const picked = catalog().list({ productIds: [TEE, 'nope', HOODIE] })
    expect(picked.map((item) => item.productId)).toEqual([TEE, HOODIE])
  })
})
