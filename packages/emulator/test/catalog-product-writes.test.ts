import { ALL_PRODUCTS_COLLECTION_ID } from '@storefront-kit/wire'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS } from '../src/areas/catalog/seed'
import { type CatalogEmulator, catalogEmulator, errorCode, violations } from './support/catalog'

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Json = Record<string, any>

const id = (slug: string) => DEMO_PRODUCTS[slug] ?? ''
const HOODIE = id('organic-fleece-hoodie')
const TEE = id('classic-cotton-tee')
const P = '/stores/v1/products'
const APRON = {
  product: { name: 'Linen Apron', priceData: { price: 29 }, costAndProfitData: { itemCost: 9 } },
}

let e: CatalogEmulator
beforeAll(async () => {
  e = await catalogEmulator()
})
beforeEach(() => e.emulator.reset())
afterAll(() => e.close())

const product = async (productId: string) =>
  (
    (await e.owner.get(`/stores-reader/v1/products/${productId}?includeMerchantSpecificData=true`))
      .json as Json
  ).product

/** Every catalog write, with a body that would pass validation. */
const WRITES: [string, string, object?][] = [
  ['POST', P, APRON],
  ['PATCH', `${P}/${TEE}`, { product: { name: 'x' } }],
  ['DELETE', `${P}/${TEE}`],
  ['PATCH', `${P}/${HOODIE}/variants`, { variants: [] }],
  ['POST', `${P}/${HOODIE}/variants/resetToDefault`],
  ['DELETE', `${P}/${TEE}/options`],
  ['POST', `${P}/${TEE}/media`, { media: [{ url: 'https://example.com/a.jpg' }] }],
  ['POST', `${P}/${TEE}/media/delete`, { mediaIds: [] }],
  ['PATCH', `${P}/${TEE}/choices/media`, { media: [{ option: 'Size', choice: 'M' }] }],
  ['POST', `${P}/${TEE}/choices/media/delete`, { media: [{ option: 'Size', choice: 'M' }] }],
  ['POST', `${P}/${TEE}/remove-brand`],
  ['POST', `${P}/${TEE}/remove-ribbon`],
  ['POST', '/stores/v1/bulk/products/update', { ids: [TEE], set: { ribbon: 'x' } }],
  [
    'POST',
    '/stores/v1/bulk/products/adjust-properties',
    { ids: [TEE], adjust: { price: { amount: 1 } } },
  ],
  ['POST', '/stores/v1/collections', { collection: { name: 'x' } }],
  ['PATCH', `/stores/v1/collections/${ALL_PRODUCTS_COLLECTION_ID}`, { collection: { name: 'x' } }],
  ['DELETE', '/stores/v1/collections/6b2b6e7a-3c55-4c0e-9a52-1a8c7e1a2b3c'],
  [
    'POST',
    '/stores/v1/collections/6b2b6e7a-3c55-4c0e-9a52-1a8c7e1a2b3c/productIds',
    { productIds: [] },
  ],
  [
    'POST',
    '/stores/v1/collections/6b2b6e7a-3c55-4c0e-9a52-1a8c7e1a2b3c/productIds/delete',
    { productIds: [] },
  ],
]

describe('catalog writes need the owner', () => {
  it('answers 403 to visitors and 401 without a token, changing nothing', async () => {
    for (const [method, path, body] of WRITES) {
      const visitorToken = (await e.visitorToken()).access_token
      const visitor = await e.call(method, path, body, { authorization: visitorToken })
      expect(visitor.status, `${method} ${path}`).toBe(403)
      expect(errorCode(visitor)).toBe('PERMISSION_DENIED')
      const anonymous = await e.call(method, path, body)
      expect(anonymous.status, `${method} ${path}`).toBe(401)
    }
    expect(e.events()).toEqual([])
  })
})

describe('CreateProduct, UpdateProduct, DeleteProduct', () => {
  it('creates a product with derived prices, slug, numeric id and default variant', async () => {
    const res = await e.owner.post(P, APRON)
    expect(res.status).toBe(200)
    const created = (res.json as Json).product
    expect(created).toMatchObject({
      name: 'Linen Apron',
      slug: 'linen-apron',
      visible: true,
      productType: 'physical',
      numericId: '1000043',
      manageVariants: false,
      collectionIds: [ALL_PRODUCTS_COLLECTION_ID],
      stock: { trackInventory: false, inStock: true, inventoryStatus: 'IN_STOCK' },
      priceData: { price: 29, discountedPrice: 29, formatted: { price: '$29.00' } },
      costAndProfitData: {
        itemCost: 9,
        profit: 20,
        formattedProfit: '$20.00',
        profitMargin: 0.6897,
      },
      discount: { type: 'NONE', value: 0 },
    })
    expect(created.variants).toEqual([
      expect.objectContaining({ id: '00000000-0000-0000-0000-000000000000', choices: {} }),
    ])
    const visitor = await e.visitor.get(`/stores-reader/v1/products/${created.id}`)
    expect((visitor.json as Json).product.name).toBe('Linen Apron')
    const [event] = e.events('created')
    expect(event?.metadata).toMatchObject({
      eventType: 'com.wix.ecommerce.catalog.api.v1.ProductCreated',
      entityId: created.id,
      identity: { identityType: 'APP' },
    })
    expect(event?.data).toMatchObject({
      productId: created.id,
      name: 'Linen Apron',
      slug: 'linen-apron',
      originatedFromVersion: 'V1_CATALOG',
    })
  })

  it('creates one variant per combination and recognises color options', async () => {
    const res = await e.owner.post(P, {
      product: {
        ...APRON.product,
        manageVariants: true,
        productType: 'digital',
        productOptions: [
          { name: 'Size', choices: [{ value: 'S', description: 'S' }, { description: 'M' }] },
          {
            name: 'Color',
            choices: [{ value: '#ff0000', description: 'Red' }, { value: '#0000ff' }],
          },
        ],
      },
    })
    const created = (res.json as Json).product
    expect(created.productType).toBe('digital')
    expect(created.variants).toHaveLength(4)
    expect(created.productOptions.map((o: Json) => o.optionType)).toEqual(['drop_down', 'color'])
    expect(created.productOptions[1].choices[1]).toMatchObject({
      value: '#0000ff',
      description: '#0000ff',
    })
  })

  it('makes slugs unique from names, and refuses a taken slug with 409', async () => {
    const first = ((await e.owner.post(P, APRON)).json as Json).product
    const second = ((await e.owner.post(P, APRON)).json as Json).product
    expect([first.slug, second.slug]).toEqual(['linen-apron', 'linen-apron-1'])
    const taken = await e.owner.post(P, { product: { ...APRON.product, slug: 'snake-plant' } })
    expect(taken.status).toBe(409)
    expect(errorCode(taken)).toBe('SLUG_ALREADY_EXISTS')
  })

  it('updates the fields sent, using the path id, and records the changed fields', async () => {
    const res = await e.owner.patch(`${P}/${TEE}`, {
      product: {
        id: 'ignored',
        name: 'Classic Tee',
        priceData: { price: 26 },
        discount: { type: 'AMOUNT', value: 6 },
        ribbon: 'Sale',
      },
    })
    expect(res.status).toBe(200)
    const updated = (res.json as Json).product
    expect(updated).toMatchObject({
      id: TEE,
      name: 'Classic Tee',
      slug: 'classic-cotton-tee',
      brand: 'Northwind',
      ribbon: 'Sale',
      priceData: { price: 26, discountedPrice: 20 },
    })
    expect(updated.variants[0].variant.priceData.discountedPrice).toBe(20)
    expect(e.events('changed').map((ev) => ev.data)).toEqual([
      {
        productId: TEE,
        changedFields: ['name', 'priceData', 'discount', 'ribbon'],
        originatedFromVersion: 'V1_CATALOG',
      },
    ])
  })

  it('regenerates variants from new options, keeping the ones whose choices remain', async () => {
    const before = await product(HOODIE)
    const oatM = before.variants.find(
      (v: Json) => v.choices.Color === 'Oat' && v.choices.Size === 'M',
    )
    const res = await e.owner.patch(`${P}/${HOODIE}`, {
      product: {
        productOptions: [
          { name: 'Color', choices: [{ value: '#e7dcc8', description: 'Oat' }] },
          { name: 'Size', choices: [{ description: 'M' }, { description: 'XXL' }] },
        ],
      },
    })
    const after = (res.json as Json).product
    expect(after.variants).toHaveLength(2)
    expect(after.variants[0]).toEqual(oatM)
    expect(after.variants[1].stock).toEqual({ trackQuantity: false, inStock: true })
    expect(after.productOptions[0].choices[0].media.items).toHaveLength(1)
  })

  it('refuses an amount discount above the price and unknown products', async () => {
    const res = await e.owner.patch(`${P}/${TEE}`, {
      product: { discount: { type: 'AMOUNT', value: 25 } },
    })
    expect(violations(res)).toEqual([['product.discount.value', 'MAX']])
    const unknown = await e.owner.patch(`${P}/nope`, { product: { name: 'x' } })
    expect(unknown.status).toBe(404)
    expect(errorCode(unknown)).toBe('PRODUCT_NOT_FOUND')
  })

  it('deletes a product with its store variants', async () => {
    const variant = (await product(TEE)).variants[0].id
    expect((await e.owner.del(`${P}/${TEE}`)).json).toEqual({})
    expect((await e.owner.get(`/stores-reader/v1/products/${TEE}`)).status).toBe(404)
    expect((await e.owner.get(`/stores-reader/v1/variants/${TEE}-${variant}`)).status).toBe(404)
    expect((await e.owner.del(`${P}/${TEE}`)).status).toBe(404)
    expect(e.events('deleted').map((ev) => ev.data)).toEqual([
      { productId: TEE, originatedFromVersion: 'V1_CATALOG' },
    ])
  })
})

describe('variants', () => {
  it('updates managed variants selected by choices or ids', async () => {
    const hoodie = await product(HOODIE)
    const oatS = hoodie.variants.find(
      (v: Json) => v.choices.Color === 'Oat' && v.choices.Size === 'S',
    )
    const res = await e.owner.patch(`${P}/${HOODIE}/variants`, {
      variants: [
        { choices: { Size: 'L' }, price: 70, sku: 'HOOD-L' },
        { variantIds: [oatS.id], visible: false, cost: 30 },
      ],
    })
    expect(res.status).toBe(200)
    const variants = (res.json as Json).variants
    expect(variants).toHaveLength(8)
    const large = variants.filter((v: Json) => v.choices.Size === 'L')
    expect(large.map((v: Json) => [v.variant.priceData.price, v.variant.sku])).toEqual([
      [70, 'HOOD-L'],
      [70, 'HOOD-L'],
    ])
    expect(variants.find((v: Json) => v.id === oatS.id).variant).toMatchObject({
      visible: false,
      costAndProfitData: { itemCost: 30, profit: 38 },
    })
    const [event] = e.events('variants_changed')
    expect(event?.metadata.eventType).toBe('com.wix.ecommerce.catalog.api.v1.VariantsChanged')
    expect((event?.data as Json | undefined)?.variants).toEqual(
      expect.arrayContaining([{ variantId: oatS.id, changedFields: ['cost', 'visible'] }]),
    )
  })

  it('needs managed variants, known variant ids and known choices', async () => {
    const unmanaged = await e.owner.patch(`${P}/${TEE}/variants`, { variants: [{ price: 1 }] })
    expect(unmanaged.status).toBe(428)
    expect(errorCode(unmanaged)).toBe('VARIANT_MANAGEMENT_DISABLED')
    const unknownId = await e.owner.patch(`${P}/${HOODIE}/variants`, {
      variants: [{ variantIds: ['00000000-0000-0000-0000-00000000abcd'], price: 1 }],
    })
    expect(unknownId.status).toBe(404)
    expect(errorCode(unknownId)).toBe('VARIANT_NOT_FOUND')
    const unknownChoice = await e.owner.patch(`${P}/${HOODIE}/variants`, {
      variants: [{ price: 1 }, { choices: { Size: 'XXL' }, price: 1 }],
    })
    expect(violations(unknownChoice)).toEqual([['variants[1].choices.Size', 'INVALID_ENUM_VALUE']])
  })

  it('resets every variant to the product values', async () => {
    expect((await e.owner.post(`${P}/${HOODIE}/variants/resetToDefault`, {})).json).toEqual({})
    const hoodie = await product(HOODIE)
    expect(hoodie.priceRange).toEqual({ minValue: 68, maxValue: 68 })
    // Stock is not variant data: it stays.
    expect(hoodie.stock.inventoryStatus).toBe('PARTIALLY_OUT_OF_STOCK')
    expect(e.events('variants_changed')).toHaveLength(1)
  })

  it('deletes the options, leaving one default variant', async () => {
    expect((await e.owner.del(`${P}/${HOODIE}/options`)).json).toEqual({})
    const hoodie = await product(HOODIE)
    expect(hoodie.productOptions).toEqual([])
    expect(hoodie.manageVariants).toBe(false)
    expect(hoodie.variants.map((v: Json) => v.id)).toEqual(['00000000-0000-0000-0000-000000000000'])
    const variants = (
      await e.owner.post('/stores-reader/v1/variants/query', {
        query: { filter: { productId: HOODIE } },
      })
    ).json as Json
    expect(variants.metadata.total).toBe(1)
  })
})
