import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_COLLECTIONS, DEMO_PRODUCTS } from '../src/areas/catalog/seed'
import { type CatalogEmulator, catalogEmulator, errorCode } from './support/catalog'

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Json = Record<string, any>

const C = '/stores/v1/collections'
const KITCHEN = DEMO_COLLECTIONS.kitchen ?? ''
const TEE = DEMO_PRODUCTS['classic-cotton-tee'] ?? ''
const CHAIR = DEMO_PRODUCTS['oak-side-chair'] ?? ''
const UNKNOWN = '6b2b6e7a-3c55-4c0e-9a52-1a8c7e1a2b3c'

let e: CatalogEmulator
beforeAll(async () => {
  e = await catalogEmulator()
})
beforeEach(() => e.emulator.reset())
afterAll(() => e.close())

const collection = async (id: string) =>
  ((await e.owner.get(`/v2/collections/${id}`)).json as Json).collection
const collectionIds = async (productId: string) =>
  ((await e.owner.get(`/stores-reader/v1/products/${productId}`)).json as Json).product
    .collectionIds

describe('collection writes', () => {
  it('creates a collection with a slug from its name and records the event', async () => {
    const res = await e.owner.post(C, {
      collection: { name: 'Gift Ideas', description: 'For others.' },
    })
    expect(res.status).toBe(200)
    const created = (res.json as Json).collection
    expect(created).toMatchObject({
      name: 'Gift Ideas',
      slug: 'gift-ideas',
      description: 'For others.',
      visible: true,
      numberOfProducts: 0,
      media: { items: [], mainMedia: { id: '', mediaType: 'unspecified_media_item_type' } },
    })
    expect((await e.visitor.get('/v2/collections/slug/gift-ideas')).status).toBe(200)
    const [event] = e.events('created')
    expect(event?.metadata.eventType).toBe('com.wix.ecommerce.catalog.api.v1.CollectionCreated')
    expect(event?.data).toMatchObject({
      collection_Id: created.id,
      name: 'Gift Ideas',
      slug: 'gift-ideas',
      visible: true,
      originatedFromVersion: 'V1_CATALOG',
    })
    const taken = await e.owner.post(C, { collection: { name: 'Kitchen', slug: 'kitchen' } })
    expect(taken.status).toBe(409)
    expect(errorCode(taken)).toBe('SLUG_ALREADY_EXISTS')
  })

  it('updates the fields sent and hides a collection from visitors', async () => {
    const res = await e.owner.patch(`${C}/${KITCHEN}`, {
      collection: { id: 'ignored', name: 'Kitchen', visible: false },
    })
    expect((res.json as Json).collection).toMatchObject({
      id: KITCHEN,
      name: 'Kitchen',
      slug: 'kitchen',
      visible: false,
    })
    expect((await e.visitor.get(`/v2/collections/${KITCHEN}`)).status).toBe(404)
    expect(e.events('changed').map((ev) => ev.data)).toEqual([
      {
        collection_Id: KITCHEN,
        changedFields: ['name', 'visible'],
        originatedFromVersion: 'V1_CATALOG',
      },
    ])
    expect((await e.owner.patch(`${C}/${UNKNOWN}`, { collection: { name: 'x' } })).status).toBe(404)
  })

  it('adds and removes products, keeping counts and product collection ids in step', async () => {
    const before = (await collection(KITCHEN)).numberOfProducts
    const add = await e.owner.post(`${C}/${KITCHEN}/productIds`, { productIds: [TEE, CHAIR] })
    expect(add.json).toEqual({})
    expect((await collection(KITCHEN)).numberOfProducts).toBe(before + 2)
    expect(await collectionIds(TEE)).toContain(KITCHEN)
    const filtered = (
      await e.visitor.post('/stores-reader/v1/products/query', {
        query: { filter: { 'collections.id': KITCHEN, name: 'Oak Side Chair' } },
      })
    ).json as Json
    expect(filtered.totalResults).toBe(1)
    await e.owner.post(`${C}/${KITCHEN}/productIds/delete`, { productIds: [TEE] })
    expect((await collection(KITCHEN)).numberOfProducts).toBe(before + 1)
    expect(await collectionIds(TEE)).not.toContain(KITCHEN)
    expect(
      e.events('changed').map((ev) => [ev.metadata.entityId, (ev.data as Json).changedFields]),
    ).toEqual([
      [TEE, ['collectionIds']],
      [CHAIR, ['collectionIds']],
      [TEE, ['collectionIds']],
    ])
  })

  it('refuses unknown collections and products, changing nothing', async () => {
    const noCollection = await e.owner.post(`${C}/${UNKNOWN}/productIds`, { productIds: [TEE] })
    expect(noCollection.status).toBe(404)
    expect(errorCode(noCollection)).toBe('COLLECTION_NOT_FOUND')
    const noProduct = await e.owner.post(`${C}/${KITCHEN}/productIds`, {
      productIds: [TEE, 'nope'],
    })
    expect(noProduct.status).toBe(404)
    expect(errorCode(noProduct)).toBe('PRODUCT_NOT_FOUND')
    expect(await collectionIds(TEE)).not.toContain(KITCHEN)
    expect(e.events()).toEqual([])
  })

  it('deletes a collection: its products leave it', async () => {
    const members = (await collection(KITCHEN)).numberOfProducts
    expect((await e.owner.del(`${C}/${KITCHEN}`)).json).toEqual({})
    expect((await e.owner.get(`/v2/collections/${KITCHEN}`)).status).toBe(404)
    const still = (
      await e.owner.post('/stores-reader/v1/products/query', {
        includeHiddenProducts: true,
        query: { filter: { 'collections.id': KITCHEN } },
      })
    ).json as Json
    expect(still.totalResults).toBe(0)
    expect(e.events('changed')).toHaveLength(members)
    expect(e.events('deleted').map((ev) => ev.data)).toEqual([
      { collection_Id: KITCHEN, originatedFromVersion: 'V1_CATALOG' },
    ])
    expect((await e.owner.del(`${C}/${KITCHEN}`)).status).toBe(404)
  })
})
