import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COLLECTIONS } from '../src/areas/catalog/seed'
import { DEMO_PRODUCTS_DATA } from '../src/areas/catalog/seed-products'
import {
  type CatalogEmulator,
  catalogEmulator,
  errorCode,
  missingPaths,
  rParam,
  violations,
} from './support/catalog'

/** Always-present fields of a collection (wire/catalog.md). */
const COLLECTION_FIELDS = [
  'media.mainMedia.image.url',
  'media.mainMedia.image.width',
  'media.mainMedia.image.height',
  'media.mainMedia.video.files',
  'media.mainMedia.video.stillFrameMediaId',
  'media.mainMedia.mediaType',
  'media.mainMedia.title',
  'media.mainMedia.id',
  'media.items',
  'numberOfProducts',
]

const KITCHEN = DEMO_COLLECTIONS.kitchen ?? ''
const APPAREL = DEMO_COLLECTIONS.apparel ?? ''
const HIDDEN = DEMO_COLLECTIONS['winter-preview'] ?? ''
const ALL = DEMO_COLLECTIONS['all-products'] ?? ''

/** Demo products in a collection, as visitors (`visibleOnly`) or the owner count them. */
const productsIn = (slug: string, visibleOnly: boolean) =>
  DEMO_PRODUCTS_DATA.filter((p) => p.collections.includes(slug) && !(visibleOnly && p.hidden))
    .length

type Collection = { id: string; name: string; numberOfProducts: number; description?: string }
type Page = { collections: Collection[]; metadata: Record<string, unknown> }

let e: CatalogEmulator
beforeAll(async () => {
  e = await catalogEmulator()
})
afterAll(() => e.close())

describe('collections v2 read API', () => {
  it('gets a collection by id with every always-present field', async () => {
    const res = await e.visitor.get(`/v2/collections/${KITCHEN}`)
    expect(res.status).toBe(200)
    const { collection } = res.json as { collection: Collection & Record<string, unknown> }
    expect(collection).toMatchObject({
      id: KITCHEN,
      name: 'Kitchen & Dining',
      slug: 'kitchen',
      visible: true,
      description: 'Tableware, coffee and pantry favourites.',
      numberOfProducts: productsIn('kitchen', true),
    })
    expect(missingPaths(collection, COLLECTION_FIELDS)).toEqual([])
    const media = collection.media as { mainMedia: { image: { url: string }; mediaType: string } }
    expect(media.mainMedia.image.url).toMatch(/^http:\/\/localhost\/media\/.+~mv2\.jpg$/)
    expect(media.mainMedia.mediaType).toBe('image')
  })

  it('takes the path id when the query string repeats a different one', async () => {
    const res = await e.visitor.get(`/v2/collections/${KITCHEN}?id=${APPAREL}`)
    expect((res.json as { collection: Collection }).collection.id).toBe(KITCHEN)
  })

  it('gets a collection by slug on the v2 and both v1 paths', async () => {
    for (const path of [
      '/v2/collections/slug/kitchen?slug=kitchen',
      '/stores-reader/v1/collections/slug/kitchen',
      '/stores/v1/collections/slug/kitchen',
    ]) {
      const res = await e.visitor.get(path)
      expect(res.status, path).toBe(200)
      expect((res.json as { collection: Collection }).collection.id).toBe(KITCHEN)
    }
  })

  it('gets a collection by id on the v1 paths', async () => {
    for (const prefix of ['/stores-reader/v1', '/stores/v1']) {
      const res = await e.visitor.get(`${prefix}/collections/${ALL}`)
      expect(res.status).toBe(200)
      expect((res.json as { collection: Collection }).collection).toMatchObject({
        name: 'All Products',
        numberOfProducts: DEMO_PRODUCTS_DATA.filter((p) => !p.hidden).length,
      })
    }
  })

  it('answers 404 COLLECTION_NOT_FOUND for unknown ids and slugs', async () => {
    for (const path of ['/v2/collections/nope', '/v2/collections/slug/nope']) {
      const res = await e.visitor.get(path)
      expect(res.status).toBe(404)
      expect(errorCode(res)).toBe('COLLECTION_NOT_FOUND')
    }
  })

  it('hides hidden collections from visitors, not from the owner', async () => {
    expect((await e.visitor.get(`/v2/collections/${HIDDEN}`)).status).toBe(404)
    expect((await e.visitor.get('/v2/collections/slug/winter-preview')).status).toBe(404)
    expect((await e.owner.get(`/v2/collections/${HIDDEN}`)).status).toBe(200)
    const visitor = (await e.visitor.get('/v2/collections/query')).json as Page
    const owner = (await e.owner.get('/v2/collections/query')).json as Page
    expect(visitor.metadata.total).toBe(9)
    expect(owner.metadata.total).toBe(10)
    expect(visitor.collections.map((c) => c.id)).not.toContain(HIDDEN)
  })

  it('counts only visible products for visitors', async () => {
    const visitor = (await e.visitor.get(`/v2/collections/${APPAREL}`)).json as {
      collection: Collection
    }
    const owner = (await e.owner.get(`/v2/collections/${APPAREL}`)).json as {
      collection: Collection
    }
    expect(visitor.collection.numberOfProducts).toBe(productsIn('apparel', true))
    expect(owner.collection.numberOfProducts).toBe(productsIn('apparel', false))
    expect(owner.collection.numberOfProducts).toBeGreaterThan(visitor.collection.numberOfProducts)
  })

  it('needs a token: 401 without one', async () => {
    const res = await e.anonymous.get(`/v2/collections/${KITCHEN}`)
    expect(res.status).toBe(401)
    expect(errorCode(res)).toBe('UNAUTHENTICATED')
  })

  it('sorts by name by default and pages by offset with count, offset, total and cursors', async () => {
    const all = ((await e.visitor.get('/v2/collections/query')).json as Page).collections
    const names = all.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)))
    const page = (
      await e.visitor.get(
        `/v2/collections/query?${rParam({ query: { paging: { limit: 4, offset: 8 } } })}`,
      )
    ).json as Page
    expect(page.metadata).toEqual({ count: 1, offset: 8, total: 9, cursors: {} })
    expect(page.collections.map((c) => c.name)).toEqual(names.slice(8))
  })

  it('continues with cursors that carry the filter and sort', async () => {
    const query = {
      filter: { id: { $ne: ALL } },
      sort: [{ fieldName: 'name', order: 'DESC' }],
      cursorPaging: { limit: 3 },
    }
    const seen: string[] = []
    let request: object = { query }
    const metadata: Record<string, unknown>[] = []
    for (let i = 0; i < 5; i++) {
      const page = (await e.visitor.get(`/v2/collections/query?${rParam(request)}`))
        .json as Page & {
        metadata: { cursors: { next?: string } }
      }
      seen.push(...page.collections.map((c) => c.name))
      metadata.push(page.metadata)
      const next = page.metadata.cursors.next
      if (!next) break
      request = { query: { cursorPaging: { cursor: next } } }
    }
    expect(seen).toHaveLength(8)
    expect(seen).toEqual([...seen].sort((a, b) => (a < b ? 1 : -1)))
    expect(metadata.map((m) => [m.count, m.offset, m.total])).toEqual([
      [3, 0, 8],
      [3, 3, 8],
      [2, 6, 8],
    ])
    expect(metadata[0]?.cursors).toEqual({ next: expect.any(String) })
    expect(metadata[2]?.cursors).toEqual({ prev: expect.any(String) })
  })

  it('refuses filter or sort beside a cursor', async () => {
    const first = (
      await e.visitor.get(
        `/v2/collections/query?${rParam({ query: { cursorPaging: { limit: 2 } } })}`,
      )
    ).json as { metadata: { cursors: { next: string } } }
    const res = await e.visitor.get(
      `/v2/collections/query?${rParam({ query: { filter: { name: 'x' }, cursorPaging: { cursor: first.metadata.cursors.next } } })}`,
    )
    expect(violations(res)).toEqual([['query.filter', 'FIELD_NOT_ALLOWED']])
  })

  it('answers the same for .r, dotted keys and the POST fallback', async () => {
    const request = { query: { filter: { name: { $startsWith: 'b' } }, paging: { limit: 5 } } }
    const viaR = await e.visitor.get(`/v2/collections/query?${rParam(request)}`)
    const viaPost = await e.visitor.post('/v2/collections/query', request)
    const dotted = await e.visitor.get(
      '/v2/collections/query?query.paging.limit=5&query.filter.name=Bags%20%26%20Carry',
    )
    expect(viaR.status).toBe(200)
    expect(viaPost.json).toEqual(viaR.json)
    expect((viaR.json as Page).collections.map((c) => c.name)).toEqual([
      'Bags & Carry',
      'Books & Stationery',
    ])
    expect((dotted.json as Page).collections.map((c) => c.name)).toEqual(['Bags & Carry'])
  })

  it('filters by id with $hasSome (the platform meaning of $in) and by name', async () => {
    const request = { query: { filter: { id: { $hasSome: [KITCHEN, APPAREL, HIDDEN] } } } }
    const page = (await e.visitor.post('/v2/collections/query', request)).json as Page
    expect(page.collections.map((c) => c.id).sort()).toEqual([APPAREL, KITCHEN].sort())
    const contains = { query: { filter: { name: { $contains: 'ing' } } } }
    const names = ((await e.visitor.post('/v2/collections/query', contains)).json as Page)
      .collections
    expect(names.map((c) => c.name)).toEqual(['Home & Living', 'Kitchen & Dining'])
  })

  it('rejects unknown fields, operators, sort keys and limits with every violation', async () => {
    const res = await e.visitor.post('/v2/collections/query', {
      query: {
        filter: { slug: 'x', name: { $gt: 'a' } },
        sort: [{ fieldName: 'numberOfProducts' }],
        paging: { limit: 101 },
      },
    })
    // The schema's violation and the query engine's, in one answer.
    expect(violations(res)).toEqual([
      ['query.paging.limit', 'MAX'],
      ['query.filter.slug', 'FIELD_NOT_ALLOWED'],
      ['query.filter.name.$gt', 'INVALID_ENUM_VALUE'],
      ['query.sort[0].fieldName', 'FIELD_NOT_ALLOWED'],
    ])
    const engine = await e.visitor.post('/v2/collections/query', {
      query: {
        filter: { slug: 'x', name: { $gt: 'a' } },
        sort: [{ fieldName: 'numberOfProducts' }],
      },
    })
    expect(violations(engine)).toEqual([
      ['query.filter.slug', 'FIELD_NOT_ALLOWED'],
      ['query.filter.name.$gt', 'INVALID_ENUM_VALUE'],
      ['query.sort[0].fieldName', 'FIELD_NOT_ALLOWED'],
    ])
  })

  it('validates the slug length', async () => {
    const res = await e.visitor.get(`/v2/collections/slug/${'a'.repeat(101)}`)
    expect(violations(res)).toEqual([['slug', 'MAX_LENGTH']])
  })
})

describe('collections v1 query (vendor docs)', () => {
  type V1 = { collections: Collection[]; metadata: unknown; totalResults: number }

  it('answers metadata {items, offset} and totalResults, without descriptions unless asked', async () => {
    for (const prefix of ['/stores-reader/v1', '/stores/v1']) {
      const res = await e.visitor.post(`${prefix}/collections/query`, {
        query: { paging: { limit: 2, offset: 1 } },
      })
      const body = res.json as V1
      expect(body.metadata).toEqual({ items: 2, offset: 1 })
      expect(body.totalResults).toBe(9)
      expect(body.collections[0]?.description).toBeUndefined()
    }
    const withText = (
      await e.visitor.post('/stores-reader/v1/collections/query', {
        includeDescription: true,
      })
    ).json as V1
    expect(withText.collections.every((c) => typeof c.description === 'string')).toBe(true)
  })

  it('takes filter and sort as JSON text, with the historical sort form', async () => {
    const res = await e.visitor.post('/stores-reader/v1/collections/query', {
      query: { filter: '{"name": {"$startsWith": "B"}}', sort: '[{"name": "desc"}]' },
    })
    expect((res.json as V1).collections.map((c) => c.name)).toEqual([
      'Books & Stationery',
      'Bags & Carry',
    ])
  })

  it('rejects text that is not JSON and cursor paging', async () => {
    const bad = await e.visitor.post('/stores-reader/v1/collections/query', {
      query: { filter: '{name' },
    })
    expect(violations(bad)).toEqual([['query.filter', 'FORMAT']])
    const cursor = await e.visitor.post('/stores-reader/v1/collections/query', {
      query: { cursorPaging: { limit: 2 } },
    })
    expect(violations(cursor)).toEqual([['query.cursorPaging', 'FIELD_NOT_ALLOWED']])
  })
})
