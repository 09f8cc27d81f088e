import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ALL_PRODUCTS_COLLECTION_ID,
  addProductMedia,
  addProductMediaToChoices,
  addProductsToCollection,
  bulkAdjustProductProperties,
  bulkUpdateProducts,
  collectionQuery,
  createCollection,
  createProduct,
  deleteCollection,
  deleteProduct,
  deleteProductOptions,
  getCollection,
  getCollectionBySlug,
  getCollectionBySlugV1,
  getCollectionV1,
  getProduct,
  getStoreVariant,
  productOptionsAvailability,
  productQuery,
  queryCollections,
  queryCollectionsV1,
  queryProducts,
  queryProductsPlatformized,
  queryProductVariants,
  queryStoreVariants,
  removeBrand,
  removeProductMedia,
  removeProductMediaFromChoices,
  removeProductsFromCollection,
  removeRibbon,
  resetAllVariantData,
  storeVariantQuery,
  updateCollection,
  updateProduct,
  updateVariants,
} from '../src/catalog'
import {
  type CallContext,
  type Client,
  NotFoundError,
  PermissionError,
  PreconditionError,
  paginate,
  ValidationError,
} from '../src/index'
import { type ServedEmulator, serveEmulator } from './support/emulator'

let emu: ServedEmulator
let visitor: Client
let owner: Client
const requests: CallContext[] = []

beforeAll(async () => {
  emu = await serveEmulator()
  visitor = emu.visitor({ hooks: { onRequest: (ctx) => requests.push(ctx) } })
  owner = emu.owner()
})
afterAll(() => emu.close())

/** A demo product's id, found through the SDK itself. */
async function idOf(slug: string): Promise<string> {
  const { products } = await queryProductsPlatformized(owner, {
    query: productQuery({ filter: { slug } }),
  })
  const id = products[0]?.id
  if (!id) throw new Error(`no demo product ${slug}`)
  return id
}

const lastRequest = () => requests[requests.length - 1]

describe('collections over HTTP', () => {
  it('gets collections by id and slug on the v2 and v1 APIs', async () => {
    const { collection } = await getCollection(visitor, ALL_PRODUCTS_COLLECTION_ID)
    expect(collection).toMatchObject({ name: 'All Products', slug: 'all-products' })
    expect(collection.numberOfProducts).toBeGreaterThanOrEqual(40)
    const bySlug = await getCollectionBySlug(visitor, 'kitchen')
    expect(bySlug.collection.name).toBe('Kitchen & Dining')
    expect(lastRequest()?.url).toBe(`${emu.url}/v2/collections/slug/kitchen?slug=kitchen`)
    expect((await getCollectionV1(visitor, bySlug.collection.id ?? '')).collection).toEqual(
      bySlug.collection,
    )
    expect((await getCollectionBySlugV1(visitor, 'kitchen')).collection).toEqual(bySlug.collection)
    await expect(getCollectionBySlug(visitor, 'winter-preview')).rejects.toBeInstanceOf(
      NotFoundError,
    )
  })

  it('queries collections with .r on a GET, and pages through them', async () => {
    const page = await queryCollections(visitor, {
      query: collectionQuery({ filter: { name: { $startsWith: 'B' } }, paging: { limit: 1 } }),
    })
    expect(page.collections.map((c) => c.name)).toEqual(['Bags & Carry'])
    expect(page.metadata).toEqual({ count: 1, offset: 0, total: 2, cursors: {} })
    expect(lastRequest()?.method).toBe('GET')
    expect(lastRequest()?.url).toContain('/v2/collections/query?.r=')
    const names: string[] = []
    for await (const c of paginate(visitor, queryCollections, { query: { paging: { limit: 4 } } }))
      names.push(c.name ?? '')
    expect(names).toHaveLength(9)
    const byCursor = await paginate(visitor, queryCollections, {
      query: { cursorPaging: { limit: 2 } },
    }).collect({ limit: 100 })
    expect(byCursor.map((c) => c.name)).toEqual(names)
  })

  it('switches to the POST fallback above 4,000 characters with the same answer', async () => {
    const ids = Array.from(
      { length: 250 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    )
    const long = await queryCollections(visitor, {
      query: { filter: { id: { $in: [...ids, ALL_PRODUCTS_COLLECTION_ID] } } },
    })
    expect(lastRequest()?.method).toBe('POST')
    expect(long.collections.map((c) => c.id)).toEqual([ALL_PRODUCTS_COLLECTION_ID])
  })

  it('queries collections on the v1 API with totalResults paging', async () => {
    const first = await queryCollectionsV1(visitor, { query: { paging: { limit: 5 } } })
    expect(first.metadata).toEqual({ items: 5, offset: 0 })
    expect(first.totalResults).toBe(9)
    const all = await paginate(visitor, queryCollectionsV1, {
      query: { paging: { limit: 4 } },
      includeDescription: true,
    }).collect({ limit: 50 })
    expect(all).toHaveLength(9)
    expect(all.every((c) => typeof c.description === 'string')).toBe(true)
  })
})

describe('products over HTTP', () => {
  it('gets a product; merchant data needs the owner', async () => {
    const id = await idOf('organic-fleece-hoodie')
    const { product } = await getProduct(visitor, id)
    expect(product).toMatchObject({ name: 'Organic Fleece Hoodie', manageVariants: true })
    expect(product.costAndProfitData.profit).toBe(0)
    await expect(
      getProduct(visitor, id, { includeMerchantSpecificData: true }),
    ).rejects.toBeInstanceOf(PermissionError)
    const merchant = await getProduct(owner, id, { includeMerchantSpecificData: true })
    expect(merchant.product.costAndProfitData.profit).toBe(42)
    await expect(getProduct(visitor, await idOf('mountain-line-tee'))).rejects.toBeInstanceOf(
      NotFoundError,
    )
  })

  it('queries with typed filters and walks every page by offset and by cursor', async () => {
    const request = {
      query: productQuery({
        filter: { price: { $lt: 50 }, inventoryStatus: { $ne: 'OUT_OF_STOCK' } },
        sort: [{ fieldName: 'price', order: 'ASC' }],
        paging: { limit: 7 },
      }),
    }
    const seen = await paginate(visitor, queryProductsPlatformized, request).collect({ limit: 500 })
    const prices = seen.map((p) => p.priceData?.price ?? 0)
    expect(prices.length).toBeGreaterThan(15)
    expect(prices.every((price) => price < 50)).toBe(true)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const { paging: _, ...byCursor } = request.query
    const cursored = await paginate(visitor, queryProductsPlatformized, {
      query: { ...byCursor, cursorPaging: { limit: 5 } },
    }).collect({ limit: 500 })
    expect(cursored.map((p) => p.id)).toEqual(seen.map((p) => p.id))
  })

  it('queries the v1 products API with variants on request and totalResults paging', async () => {
    const page = await queryProducts(visitor, {
      includeVariants: true,
      query: { filter: { 'options.Color': { $hasSome: ['Navy'] } } },
    })
    expect(page.totalResults).toBe(1)
    expect(page.products[0]?.variants).toHaveLength(12)
    const all = await paginate(visitor, queryProducts, {
      query: { paging: { limit: 15 } },
    }).collect({
      limit: 500,
    })
    expect(all).toHaveLength(40)
  })

  it('answers option availability, product variants and store variants', async () => {
    const id = await idOf('organic-fleece-hoodie')
    const availability = await productOptionsAvailability(visitor, id, {
      options: { Color: 'Forest', Size: 'S' },
    })
    expect(availability.availableForPurchase).toBe(false)
    expect(availability.selectedVariant?.inStock).toBe(false)
    const { variants, totalResults } = await queryProductVariants(visitor, id, {
      choices: { Color: 'Forest' },
    })
    expect(totalResults).toBe(4)
    const variantId = variants[0]?.id ?? ''
    const { variant } = await getStoreVariant(visitor, `${id}-${variantId}`)
    expect(variant).toMatchObject({
      productId: id,
      variantId,
      productName: 'Organic Fleece Hoodie',
    })
    const soldOut = await paginate(visitor, queryStoreVariants, {
      query: storeVariantQuery({ filter: { 'stock.inStock': false }, paging: { limit: 4 } }),
    }).collect({ limit: 100 })
    expect(soldOut.length).toBeGreaterThanOrEqual(10)
    expect(soldOut.every((v) => v.stock?.inStock === false)).toBe(true)
  })

  it('surfaces validation errors with field violations', async () => {
    const error = await queryProductsPlatformized(visitor, {
      query: { filter: { colour: 'red' }, paging: { limit: 7 } },
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).fieldViolations.map((v) => v.field)).toEqual([
      'query.filter.colour',
    ])
  })
})

describe('owner writes over HTTP', () => {
  afterAll(() => emu.reset())

  it('creates, updates, manages variants and media of a product, then deletes it', async () => {
    const { product } = await createProduct(owner, {
      product: {
        name: 'Linen Apron',
        priceData: { price: 29 },
        costAndProfitData: { itemCost: 9 },
        manageVariants: true,
        brand: 'Harbor Goods',
        ribbon: 'New',
        productOptions: [
          {
            name: 'Color',
            choices: [
              { value: '#d6d3d1', description: 'Natural' },
              { value: '#1e293b', description: 'Ink' },
            ],
          },
        ],
      },
    })
    const id = product.id
    expect(product.variants).toHaveLength(2)
    await expect(
      createProduct(visitor, {
        product: { name: 'x', priceData: { price: 1 }, costAndProfitData: { itemCost: 0 } },
      }),
    ).rejects.toBeInstanceOf(PermissionError)

    const updated = await updateProduct(owner, id, {
      product: { discount: { type: 'PERCENT', value: 10 } },
    })
    expect(updated.product.priceData?.discountedPrice).toBe(26.1)

    const { variants } = await updateVariants(owner, id, {
      variants: [{ choices: { Color: 'Ink' }, price: 35 }],
    })
    expect(variants.map((v) => v.variant.priceData?.price)).toEqual([29, 35])
    await resetAllVariantData(owner, id)
    expect((await getProduct(owner, id)).product.priceRange).toEqual({ minValue: 29, maxValue: 29 })

    await addProductMedia(owner, id, { media: [{ url: 'https://example.com/apron.jpg' }] })
    const mediaId = (await getProduct(owner, id)).product.media.items[0]?.id ?? ''
    await addProductMediaToChoices(owner, id, {
      media: [{ option: 'Color', choice: 'Ink', mediaIds: [mediaId] }],
    })
    const ink = async () =>
      (await getProduct(owner, id)).product.productOptions[0]?.choices?.find(
        (c) => c.description === 'Ink',
      )
    expect((await ink())?.media?.items.map((m) => m.id)).toEqual([mediaId])
    await removeProductMediaFromChoices(owner, id, { media: [{ option: 'Color', choice: 'Ink' }] })
    expect((await ink())?.media?.items).toEqual([])
    await removeProductMedia(owner, id, { mediaIds: [mediaId] })
    expect((await getProduct(owner, id)).product.media.items).toEqual([])

    await removeBrand(owner, id)
    await removeRibbon(owner, id)
    const plain = (await getProduct(owner, id)).product
    expect([plain.brand, plain.ribbon]).toEqual([undefined, undefined])

    const bulk = await bulkUpdateProducts(owner, { ids: [id, 'nope'], set: { price: 31 } })
    expect(bulk.bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 1,
      undetailedFailures: 0,
    })
    await bulkAdjustProductProperties(owner, { ids: [id], adjust: { price: { amount: -1 } } })
    expect((await getProduct(owner, id)).product.priceData?.price).toBe(30)

    await expect(updateVariants(owner, id, { variants: [] })).resolves.toBeDefined()
    await deleteProductOptions(owner, id)
    await expect(updateVariants(owner, id, { variants: [{ price: 1 }] })).rejects.toBeInstanceOf(
      PreconditionError,
    )
    await deleteProduct(owner, id)
    await expect(getProduct(owner, id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('creates, fills, updates and deletes a collection', async () => {
    const { collection } = await createCollection(owner, { collection: { name: 'Gift Ideas' } })
    const id = collection.id ?? ''
    const plant = await idOf('snake-plant')
    await addProductsToCollection(owner, id, { productIds: [plant] })
    expect((await getCollection(visitor, id)).collection.numberOfProducts).toBe(1)
    const renamed = await updateCollection(owner, id, { collection: { name: 'Gifts' } })
    expect(renamed.collection).toMatchObject({ name: 'Gifts', slug: 'gift-ideas' })
    await removeProductsFromCollection(owner, id, { productIds: [plant] })
    expect((await getCollectionBySlug(visitor, 'gift-ideas')).collection.numberOfProducts).toBe(0)
    await deleteCollection(owner, id)
    await expect(getCollection(owner, id)).rejects.toBeInstanceOf(NotFoundError)
  })
})
