import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COLLECTIONS, DEMO_PRODUCTS } from '../src/areas/catalog/seed'
import { DEMO_PRODUCTS_DATA } from '../src/areas/catalog/seed-products'
import {
  type CatalogEmulator,
  catalogEmulator,
  errorCode,
  rParam,
  violations,
} from './support/catalog'

// biome-ignore lint/suspicious/noExplicitAny: products are read loosely in assertions
type Product = Record<string, any>
type Page = {
  products: Product[]
  pagingMetadata: { count: number; hasNext: boolean; cursors: { next?: string } }
}

const P = '/stores/v3/products'
const VISIBLE = DEMO_PRODUCTS_DATA.filter((p) => !p.hidden)
const HIDDEN = DEMO_PRODUCTS_DATA.filter((p) => p.hidden)

let e: CatalogEmulator
beforeAll(async () => {
  e = await catalogEmulator('demo', 'v3')
})
afterAll(() => e.close())

const list = async (
  kind: 'query' | 'search',
  request: object,
  as: 'visitor' | 'owner' = 'visitor',
): Promise<Page> => {
  const res = await e[as].get(`${P}/${kind}?${rParam(request)}`)
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json as unknown as Page
}

/** Every product a caller may list, by following the cursors. */
async function all(
  kind: 'query' | 'search',
  request: Record<string, unknown>,
  as: 'visitor' | 'owner' = 'visitor',
) {
  const key = kind === 'query' ? 'query' : 'search'
  const first = (request[key] ?? {}) as Record<string, unknown>
  let page = await list(kind, { ...request, [key]: { ...first, cursorPaging: { limit: 5 } } }, as)
  const found = [...page.products]
  while (page.pagingMetadata.hasNext) {
    const cursor = page.pagingMetadata.cursors.next
    page = await list(kind, { [key]: { cursorPaging: { limit: 5, cursor } } }, as)
    found.push(...page.products)
  }
  return found
}

describe('catalog version', () => {
  it('answers V3_CATALOG here and V1_CATALOG on a V1 store', async () => {
    expect((await e.visitor.get('/stores/v3/provision/version')).json).toEqual({
      catalogVersion: 'V3_CATALOG',
    })
    const v1 = await catalogEmulator('demo', 'v1')
    try {
      expect((await v1.visitor.get('/stores/v3/provision/version')).json).toEqual({
        catalogVersion: 'V1_CATALOG',
      })
      const v3Route = await v1.visitor.get(`${P}/query`)
      expect(v3Route.status).toBe(428)
      expect(errorCode(v3Route)).toBe('CATALOG_V1_CALLING_CATALOG_V3_API')
    } finally {
      v1.close()
    }
  })

  it('answers the V1 catalog routes with 428 on a V3 store', async () => {
    for (const path of [
      '/stores-reader/v1/products/query-platformized',
      `/stores/v1/products/${DEMO_PRODUCTS['classic-cotton-tee']}`,
      '/v2/collections/query',
    ]) {
      const res = await e.visitor.get(path)
      expect(res.status, path).toBe(428)
      expect(errorCode(res)).toBe('CATALOG_V3_CALLING_CATALOG_V1_API')
    }
  })

  it('needs a signed caller', async () => {
    expect((await e.anonymous.get('/stores/v3/provision/version')).status).toBe(401)
  })
})

describe('QueryProducts and SearchProducts', () => {
  it('lists visible products to visitors and every one to the owner, without variants', async () => {
    const seen = await all('query', {})
    expect(seen.map((p) => p.slug).sort()).toEqual(VISIBLE.map((p) => p.slug).sort())
    expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length)
    expect(seen.every((p) => p.variantsInfo === undefined)).toBe(true)
    const owned = await all('query', {}, 'owner')
    expect(owned.length).toBe(DEMO_PRODUCTS_DATA.length)
    expect(
      owned
        .filter((p) => !p.visible)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(HIDDEN.map((p) => p.slug).sort())
  })

  it('prices as decimal strings, formatted only with CURRENCY', async () => {
    const plain = await list('query', { query: { cursorPaging: { limit: 1 } } })
    const amount = plain.products[0]?.actualPriceRange?.minValue
    expect(amount?.amount).toMatch(/^\d+(\.\d+)?$/)
    expect(amount?.formattedAmount).toBeUndefined()
    const withCurrency = await list('query', {
      query: { cursorPaging: { limit: 1 } },
      fields: ['CURRENCY'],
    })
    expect(withCurrency.products[0]?.actualPriceRange?.minValue?.formattedAmount).toBeTruthy()
  })

  it('filters by category with $matchItems, a page of 12', async () => {
    const categories = (
      await e.visitor.post('/categories/v1/categories/query', {
        treeReference: { appNamespace: '@wix/stores' },
        query: { cursorPaging: { limit: 100 } },
      })
    ).json.categories as { id: string; slug: string }[]
    const apparel = categories.find((c) => c.slug === 'apparel')
    expect(apparel?.id).toBe(DEMO_COLLECTIONS.apparel)
    const expected = VISIBLE.filter((p) => p.collections.includes('apparel')).map((p) => p.slug)
    expect(expected.length).toBeGreaterThan(0)
    const page = await list('search', {
      search: {
        filter: {
          'allCategoriesInfo.categories': { $matchItems: [{ id: { $in: [apparel?.id] } }] },
        },
        sort: [{ fieldName: 'name', order: 'ASC' }],
        cursorPaging: { limit: 12 },
      },
    })
    expect(page.products.map((p) => p.slug).sort()).toEqual(expected.slice(0, 12).sort())
    const names = page.products.map((p) => p.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
  })

  it('filters on the lowest price as the reference evaluation does, for any bound', async () => {
    const everything = await all('search', {})
    const min = (p: Product) => Number(p.actualPriceRange.minValue.amount)
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 300 }),
        fc.constantFrom('$gte', '$lt'),
        async (bound, op) => {
          const found = await all('search', {
            search: { filter: { 'actualPriceRange.minValue.amount': { [op]: bound } } },
          })
          const expected = everything.filter((p) =>
            op === '$gte' ? min(p) >= bound : min(p) < bound,
          )
          expect(found.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort())
        },
      ),
      { numRuns: 12 },
    )
  })

  it('searches free text in the named fields and sorts by price', async () => {
    const page = await list('search', {
      search: {
        search: { expression: 'tee', fields: ['name'] },
        sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'DESC' }],
      },
    })
    expect(page.products.length).toBeGreaterThan(0)
    expect(page.products.every((p) => /tee/i.test(p.name))).toBe(true)
    const prices = page.products.map((p) => Number(p.actualPriceRange.minValue.amount))
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
  })

  it('counts what a visitor may see', async () => {
    const res = await e.visitor.get(`${P}/count?${rParam({ filter: { visible: true } })}`)
    expect(res.json).toEqual({ count: VISIBLE.length })
  })

  it('rejects a page over 100, an unknown filter field and hidden products for visitors', async () => {
    expect(
      violations(
        await e.visitor.get(`${P}/query?${rParam({ query: { cursorPaging: { limit: 101 } } })}`),
      ),
    ).toContainEqual(['query.cursorPaging.limit', expect.any(String)])
    const unknown = await e.visitor.get(
      `${P}/search?${rParam({ search: { filter: { nope: 'x' } } })}`,
    )
    expect(unknown.status).toBe(400)
    const merchant = await e.visitor.get(`${P}/query?${rParam({ fields: ['MERCHANT_DATA'] })}`)
    expect(merchant.status).toBe(403)
  })
})

describe('GetProduct and GetProductBySlug', () => {
  it('answers the product with its variants, each with one choice per option', async () => {
    const slug = 'classic-cotton-tee'
    const bySlug = await e.visitor.get(`${P}/slug/${slug}?fields=URL&fields=CURRENCY`)
    expect(bySlug.status).toBe(200)
    const product = bySlug.json.product as Product
    expect(product.id).toBe(DEMO_PRODUCTS[slug])
    expect(product.variantsInfo.variants.length).toBeGreaterThan(0)
    for (const variant of product.variantsInfo.variants)
      expect(variant.choices.length).toBe(product.options.length)
    const byId = await e.visitor.get(`${P}/${product.id}`)
    expect((byId.json.product as Product).variantsInfo.variants.map((v: Product) => v.id)).toEqual(
      product.variantsInfo.variants.map((v: Product) => v.id),
    )
  })

  it('answers 404 for an unknown product and keeps hidden ones from visitors', async () => {
    const missing = await e.visitor.get(`${P}/slug/no-such-product`)
    expect(missing.status).toBe(404)
    expect(errorCode(missing)).toBe('PRODUCT_NOT_FOUND')
    const hidden = HIDDEN[0]
    if (!hidden) throw new Error('the demo has a hidden product')
    expect((await e.visitor.get(`${P}/slug/${hidden.slug}`)).status).toBe(403)
    expect((await e.owner.get(`${P}/slug/${hidden.slug}`)).status).toBe(200)
  })
})

describe('read-only variants and inventory items', () => {
  it('queries variants across products and inventory items of a product', async () => {
    const id = DEMO_PRODUCTS['classic-cotton-tee']
    const variants = await e.visitor.post(`${P}/query-variants`, {
      query: { filter: { 'productData.productId': { $in: [id] } }, cursorPaging: { limit: 100 } },
    })
    expect(variants.status).toBe(200)
    const list = variants.json.variants as Product[]
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((v) => v.productData.productId === id)).toBe(true)
    const items = await e.visitor.get(
      `/stores/v3/inventory-items/query?${rParam({ query: { filter: { productId: id } } })}`,
    )
    expect(items.status).toBe(200)
    const inventory = items.json.inventoryItems as Product[]
    expect(inventory.map((i) => i.variantId).sort()).toEqual(list.map((v) => v.variantId).sort())
  })
})

describe('owner writes', () => {
  it('creates a product with options and variants, updates it and deletes it', async () => {
    const body = {
      product: {
        name: 'Test Scarf',
        productType: 'PHYSICAL',
        physicalProperties: {},
        options: [
          {
            name: 'Colour',
            optionRenderType: 'TEXT_CHOICES',
            choicesSettings: {
              choices: [
                { name: 'Red', choiceType: 'CHOICE_TEXT' },
                { name: 'Blue', choiceType: 'CHOICE_TEXT' },
              ],
            },
          },
        ],
        variantsInfo: {
          variants: ['Red', 'Blue'].map((name) => ({
            choices: [
              {
                optionChoiceNames: {
                  optionName: 'Colour',
                  choiceName: name,
                  renderType: 'TEXT_CHOICES',
                },
              },
            ],
            price: { actualPrice: { amount: '20' } },
          })),
        },
      },
    }
    expect((await e.visitor.post(P, body)).status).toBe(403)
    const created = await e.owner.post(P, body)
    expect(created.status, JSON.stringify(created.json)).toBe(200)
    const product = created.json.product as Product
    expect(product.slug).toBe('test-scarf')
    expect(product.variantsInfo.variants).toHaveLength(2)
    const updated = await e.owner.patch(`${P}/${product.id}`, {
      product: { id: product.id, revision: product.revision, name: 'Test Shawl' },
    })
    expect(updated.status, JSON.stringify(updated.json)).toBe(200)
    expect((updated.json.product as Product).name).toBe('Test Shawl')
    const stale = await e.owner.patch(`${P}/${product.id}`, {
      product: { id: product.id, revision: product.revision, name: 'Again' },
    })
    expect(stale.status).toBe(409)
    expect((await e.owner.del(`${P}/${product.id}`)).status).toBe(200)
    expect((await e.owner.get(`${P}/${product.id}`)).status).toBe(404)
    const events = e.emulator.context.events
      .list({})
      .map((x) => x.metadata.eventType)
      .filter((t) => t.startsWith('wix.stores.catalog.v3.product_'))
    expect(events).toEqual(
      expect.arrayContaining([
        'wix.stores.catalog.v3.product_created',
        'wix.stores.catalog.v3.product_updated',
        'wix.stores.catalog.v3.product_deleted',
      ]),
    )
  })

  it('lists every violation of a bad product', async () => {
    const res = await e.owner.post(P, { product: { name: '', productType: 'NOPE' } })
    const found = violations(res).map(([field]) => field)
    expect(found).toEqual(expect.arrayContaining(['product.name', 'product.productType']))
  })
})
