import { toBase64Url } from '@storefront-kit/wire/encoding'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COLLECTIONS, DEMO_PRODUCTS } from '../src/areas/catalog/seed'
import { DEMO_PRODUCTS_DATA } from '../src/areas/catalog/seed-products'
import { CHECKOUTS, ref, type Who } from './support/commerce'
import { type OrdersEmulator, ordersEmulator, readyCheckout } from './support/orders'

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Json = Record<string, any>

const C = '/categories/v1/categories'
const TREE = { treeReference: { appNamespace: '@wix/stores' } }
const TREE_QS = 'treeReference.appNamespace=%40wix%2Fstores'
const r = (request: object) => `.r=${toBase64Url(JSON.stringify(request))}`

let t: OrdersEmulator
let shopper: Who
beforeAll(async () => {
  t = ordersEmulator('v3')
  shopper = await t.visitor()
})
afterAll(() => t.close())

const as = (who: Who) => t.api(who)
const product = async (slug: string): Promise<Json> => {
  const res = await as(shopper).get(`/stores/v3/products/slug/${slug}`)
  expect(res.status, res.text).toBe(200)
  return (res.json as Json).product
}
const inventoryOf = async (productId: string): Promise<Json[]> => {
  const query = { query: { filter: { productId }, cursorPaging: { limit: 100 } } }
  const res = await as(t.owner).get(`/stores/v3/inventory-items/query?${r(query)}`)
  expect(res.status, res.text).toBe(200)
  return (res.json as Json).inventoryItems
}

describe('categories', () => {
  it('answers the visible tree to visitors, nested under Home & Living, and every one to the owner', async () => {
    const body = { ...TREE, query: { filter: { visible: true }, cursorPaging: { limit: 1000 } } }
    const seen = ((await as(shopper).post(`${C}/query`, body)).json as Json).categories as Json[]
    expect(seen.some((c) => c.slug === 'winter-preview')).toBe(false)
    const kitchen = seen.find((c) => c.slug === 'kitchen')
    expect(kitchen?.parentCategory?.id).toBe(DEMO_COLLECTIONS.home)
    const all = await as(t.owner).post(`${C}/query`, {
      ...TREE,
      query: {},
      returnNonVisibleCategories: true,
    })
    expect(((all.json as Json).categories as Json[]).some((c) => c.slug === 'winter-preview')).toBe(
      true,
    )
    const hidden = await as(shopper).get(`${C}/slug/winter-preview?${TREE_QS}`)
    expect(hidden.status).toBe(404)
  })

  it('gets a category by slug and lists its items, the products of that category', async () => {
    const res = await as(shopper).get(`${C}/slug/footwear?${TREE_QS}`)
    expect(res.status, res.text).toBe(200)
    const category = (res.json as Json).category
    const items = await as(shopper).get(`${C}/${category.id}/list-items?${TREE_QS}`)
    expect(items.status, items.text).toBe(200)
    const ids = ((items.json as Json).items as Json[]).map((i) => i.catalogItemId).sort()
    const expected = DEMO_PRODUCTS_DATA.filter(
      (p) => !p.hidden && p.collections.includes('footwear'),
    )
      .map((p) => DEMO_PRODUCTS[p.slug])
      .sort()
    expect(ids).toEqual(expected)
  })

  it('answers the all-products category', async () => {
    const res = await as(shopper).get('/stores/v3/all-products-category')
    expect(res.json).toEqual({ categoryId: DEMO_COLLECTIONS['all-products'], ...TREE })
  })

  it('adds a product to a category on both sides: the category lists it, the product names it', async () => {
    const id = DEMO_PRODUCTS['classic-cotton-tee'] ?? ''
    const item = { catalogItemId: id, appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' }
    const bags = DEMO_COLLECTIONS.bags
    expect(
      (
        await as(shopper).post('/categories/v1/bulk/categories/add-item', {
          item,
          categoryIds: [bags],
          ...TREE,
        })
      ).status,
    ).toBe(403)
    const res = await as(t.owner).post('/categories/v1/bulk/categories/add-item', {
      item,
      categoryIds: [bags],
      ...TREE,
    })
    expect(res.status, res.text).toBe(200)
    const got = await as(shopper).get(`/stores/v3/products/${id}?fields=DIRECT_CATEGORIES_INFO`)
    const direct = ((got.json as Json).product.directCategoriesInfo.categories as Json[]).map(
      (c) => c.id,
    )
    expect(direct).toContain(bags)
    const items = await as(shopper).get(`${C}/${bags}/list-items?${TREE_QS}`)
    expect(((items.json as Json).items as Json[]).map((i) => i.catalogItemId)).toContain(id)
    const events = t.ctx.events.list({}).map((e) => e.metadata.eventType)
    expect(events).toContain('wix.categories.v1.category_item_added_to_category')
  })

  it('lists every violation of a bad category', async () => {
    const res = await as(t.owner).post(C, { category: { name: '' }, ...TREE })
    expect(res.status).toBe(400)
  })
})

describe('inventory items', () => {
  it('each keep their own revision: updating one leaves its siblings updatable', async () => {
    const tee = await product('classic-cotton-tee')
    const items = await inventoryOf(tee.id)
    expect(items.length).toBeGreaterThan(1)
    for (const [i, item] of items.slice(0, 3).entries()) {
      const res = await as(t.owner).patch(`/stores/v3/inventory-items/${item.id}`, {
        inventoryItem: { id: item.id, revision: item.revision, quantity: 30 + i },
      })
      expect(res.status, res.text).toBe(200)
      expect((res.json as Json).inventoryItem.revision).toBe(String(Number(item.revision) + 1))
    }
    const stale = items[0]
    const again = await as(t.owner).patch(`/stores/v3/inventory-items/${stale?.id}`, {
      inventoryItem: { id: stale?.id, revision: stale?.revision, quantity: 1 },
    })
    expect(again.status).toBe(409)
  })
})

describe('a V3 product in a v1 cart, to an order', () => {
  it('adds a variant by id, checks out, places an order and takes the stock of that variant', async () => {
    const tee = await product('classic-cotton-tee')
    const variant = tee.variantsInfo.variants[1]
    const before = (await inventoryOf(tee.id)).find((i) => i.variantId === variant.id)
    expect(before?.trackQuantity).toBe(true)
    const reference = ref('classic-cotton-tee', { variantId: variant.id })
    const cart = await t.add(shopper, { quantity: 2, catalogReference: reference })
    const lineItem = cart.lineItems?.[0]
    expect(lineItem?.price?.amount).toBe(Number(variant.price.actualPrice.amount).toFixed(2))
    const checkout = await t.createCheckout(
      shopper,
      readyCheckout([{ quantity: 2, catalogReference: reference }]),
    )
    const placed = await as(shopper).post(`${CHECKOUTS}/${checkout.id}/create-order`, {})
    expect(placed.status, placed.text).toBe(200)
    const order = await t.order((placed.json as Json).orderId)
    expect(order.lineItems[0]?.catalogReference?.options?.variantId).toBe(variant.id)
    const after = (await inventoryOf(tee.id)).find((i) => i.variantId === variant.id)
    expect(after?.quantity).toBe((before?.quantity ?? 0) - 2)
    const events = t.ctx.events.list({}).map((e) => e.metadata.eventType)
    expect(events).toContain('wix.stores.catalog.v3.inventory_item_updated')
  })

  it('prices buyer input (modifiers) into the line', async () => {
    const wallet = await product('leather-card-wallet')
    const variantId = wallet.variantsInfo.variants[0].id
    const modifiers = wallet.modifiers as Json[]
    const engraving = modifiers.find((m) => m.modifierRenderType === 'FREE_TEXT') as Json
    const box = modifiers.find((m) => m.modifierRenderType === 'TEXT_CHOICES') as Json
    const kraft = (box.choicesSettings.choices as Json[]).find(
      (c) => c.name === 'Kraft box',
    ) as Json
    const plain = await t.add(await t.visitor(), {
      quantity: 1,
      catalogReference: ref('leather-card-wallet', { variantId }),
    })
    const boxed = await t.add(await t.visitor(), {
      quantity: 1,
      catalogReference: ref('leather-card-wallet', {
        variantId,
        options: { [box.key]: kraft.key },
        customTextFields: { [engraving.freeTextSettings.key]: 'ADA' },
      }),
    })
    const price = (cart: typeof plain) => Number(cart.lineItems?.[0]?.price?.amount)
    expect(price(boxed) - price(plain)).toBe(9)
  })

  it('turns a sold-out variant OUT_OF_STOCK, takes back-in-stock requests for it and notifies them on report', async () => {
    const tee = await product('classic-cotton-tee')
    const variant = tee.variantsInfo.variants[0]
    const item = (await inventoryOf(tee.id)).find((i) => i.variantId === variant.id)
    const update = await as(t.owner).patch(`/stores/v3/inventory-items/${item?.id}`, {
      inventoryItem: { id: item?.id, revision: item?.revision, quantity: 0 },
    })
    expect(update.status, update.text).toBe(200)
    const again = await product('classic-cotton-tee')
    expect(again.variantsInfo.variants[0].inventoryStatus.inStock).toBe(false)
    expect(['PARTIALLY_OUT_OF_STOCK', 'OUT_OF_STOCK']).toContain(again.inventory.availabilityStatus)
    const reference = ref('classic-cotton-tee', { variantId: variant.id })
    const add = await as(shopper).post('/ecom/v1/carts/current/add-to-cart', {
      lineItems: [{ quantity: 1, catalogReference: reference }],
    })
    expect(add.status).not.toBe(500)
    const BASE = '/back-in-stock-service/v1/back-in-stock-notification-requests'
    const request = await as(shopper).post(BASE, {
      request: {
        catalogReference: reference,
        email: 'eve@example.com',
        itemUrl: 'https://shop.example/tee',
      },
      itemDetails: { name: 'Classic Cotton Tee', price: variant.price.actualPrice.amount },
    })
    expect(request.status, request.text).toBe(200)
    const report = await as(t.owner).post(`${BASE}/report-items-back-in-stock`, {
      catalogReference: reference,
      itemDetails: { name: 'Classic Cotton Tee', price: variant.price.actualPrice.amount },
    })
    expect(report.status, report.text).toBe(200)
    expect(t.ctx.outbox.list({ to: 'eve@example.com', kind: 'back-in-stock' })).toHaveLength(1)
  })
})
