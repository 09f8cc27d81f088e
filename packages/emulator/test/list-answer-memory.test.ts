import type { Member, Review } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS } from '../src/areas/catalog/seed'
import { DEMO_PRODUCTS_DATA } from '../src/areas/catalog/seed-products'
import { DEMO_MEMBERS } from '../src/areas/members/seed'
import { type CatalogEmulator, catalogEmulator, rParam } from './support/catalog'
import { testEmulator } from './support/emulator'
import { mediaEmulator } from './support/media-library'
import { membersApi } from './support/members'
import { ORDERS, ordersEmulator } from './support/orders'
import { newReview, PRODUCT, reviewsEmulator } from './support/reviews'

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Json = Record<string, any>

// Reviews, members, orders, media and Catalog V3 pages are remembered until their tables are
// next written (a shop repeats the same few): none may outlive a write, or reach a caller who
// may not see it.

describe('a remembered reviews page', () => {
  it('shows a new approved review at once, and private ones to the owner alone', async () => {
    const emu = reviewsEmulator()
    try {
      const visitor = emu.api(await emu.visitor())
      const owner = emu.api(emu.owner)
      const query = { query: { filter: { entityId: PRODUCT } } }
      const page = async (as: typeof owner, body: object = query) =>
        (await as.post('/reviews/v1/reviews/query', body)).json as Json
      const count = async () =>
        (
          (await visitor.post('/reviews/v1/reviews/count', { filter: { entityId: PRODUCT } }))
            .json as Json
        ).count
      expect((await page(visitor)).metadata.total).toBe(0)
      expect(await count()).toBe(0)
      const review = await emu.create(await emu.member(), newReview())
      const all = { ...query, returnPrivateReviews: true }
      expect((await page(owner, all)).reviews.map((r: Review) => r.id)).toEqual([review.id])
      expect((await page(visitor, all)).metadata).toBeUndefined()
      expect((await page(visitor)).metadata.total).toBe(0)
      await emu.moderate(review.id, 'APPROVED')
      expect((await page(visitor)).reviews.map((r: Review) => r.id)).toEqual([review.id])
      expect(await count()).toBe(1)
    } finally {
      emu.close()
    }
  })
})

describe('a remembered members page', () => {
  const t = testEmulator({ seed: 'demo' })
  const m = membersApi(t)
  afterAll(() => t.close())
  const casey = DEMO_MEMBERS.find((d) => d.firstName === 'Casey') // approved, private
  const alex = DEMO_MEMBERS.find((d) => d.firstName === 'Alex') // approved, public
  const ids = (json: Json) => (json.members as Member[]).map((member) => member.id)

  it('shows a private member themselves alone, and a profile change at once', async () => {
    if (!casey || !alex) throw new Error('the demo has Casey and Alex')
    const body = { query: { paging: { limit: 100 } }, fieldsets: ['FULL'] }
    const self = m.withToken(await m.tokenFor(casey.id))
    const visitor = m.withToken((await m.s.visitor()).access_token)
    const mine = (await self.post('/query', body)).json
    expect(ids(mine)).toContain(casey.id)
    expect((await visitor.post('/query', body)).json.members).not.toContainEqual(
      expect.objectContaining({ id: casey.id }),
    )
    const other = m.withToken(await m.tokenFor(alex.id))
    expect(ids((await other.post('/query', body)).json)).not.toContain(casey.id)
    const own = (mine.members as Member[]).find((member) => member.id === casey.id)
    expect(own?.contact).toBeDefined()
    const seen = (json: Json) => (json.members as Member[]).find((x) => x.id === alex.id)
    expect(seen((await self.post('/query', body)).json)?.contact).toBeUndefined()

    const res = await m.owner.patch(`/${alex.id}`, {
      member: { id: alex.id, profile: { nickname: 'Alex the Second' } },
    })
    expect(res.status).toBe(200)
    expect(seen((await visitor.post('/query', body)).json)?.profile?.nickname).toBe(
      'Alex the Second',
    )
  })
})

describe('a remembered Catalog V3 page', () => {
  let e: CatalogEmulator
  beforeAll(async () => {
    e = await catalogEmulator('demo', 'v3')
  })
  afterAll(() => e.close())
  const hidden = DEMO_PRODUCTS_DATA.find((p) => p.hidden)

  it("keeps the owner's hidden product from visitors, by slug and in a search", async () => {
    if (!hidden) throw new Error('the demo has a hidden product')
    const slug = `/stores/v3/products/slug/${hidden.slug}`
    expect((await e.owner.get(slug)).status).toBe(200)
    expect((await e.visitor.get(slug)).status).toBe(403)
    const byId = `/stores/v3/products/${DEMO_PRODUCTS[hidden.slug]}`
    expect((await e.owner.get(byId)).status).toBe(200)
    expect((await e.visitor.get(byId)).status).toBe(403)
    const search = `/stores/v3/products/search?${rParam({
      search: { filter: { slug: hidden.slug } },
    })}`
    expect((await e.owner.get(search)).json.products).toHaveLength(1)
    expect((await e.visitor.get(search)).json.products).toHaveLength(0)
  })

  it('carries the public URL in force, and a product write at once', async () => {
    const tee = '/stores/v3/products/slug/classic-cotton-tee?fields=URL'
    const productOf = async () => (await e.visitor.get(tee)).json.product as Json
    e.emulator.setPublicUrl('http://first.example')
    expect((await productOf()).url.url).toMatch(/^http:\/\/first\.example\//)
    e.emulator.setPublicUrl('http://second.example')
    const product = await productOf()
    expect(product.url.url).toMatch(/^http:\/\/second\.example\//)
    const res = await e.owner.patch(`/stores/v3/products/${product.id}`, {
      product: { id: product.id, revision: product.revision, name: 'Tee, renamed' },
    })
    expect(res.status).toBe(200)
    expect((await productOf()).name).toBe('Tee, renamed')
  })
})

describe('a remembered media list', () => {
  it('shows a renamed file at once, in the list and in a search, and links on the public URL', async () => {
    const emu = await mediaEmulator()
    try {
      const file = await emu.upload(new TextEncoder().encode('a\n'), {
        mimeType: 'text/plain',
        fileName: 'first-name.txt',
      })
      const names = async () =>
        ((await emu.owner.get('/files')).json.files as Json[]).map((f) => f.displayName)
      const found = async (text: string) =>
        ((await emu.owner.post('/files/search', { search: text })).json.files as Json[]).length
      expect(await names()).toContain('first-name.txt')
      expect(await found('second-name')).toBe(0)
      const res = await emu.owner.patch('/files/update-file-descriptor', {
        file: { id: file.id, displayName: 'second-name.txt' },
      })
      expect(res.status).toBe(200)
      expect(await names()).toContain('second-name.txt')
      expect(await found('second-name')).toBe(1)
      const urls = async () =>
        ((await emu.owner.get('/files')).json.files as Json[]).map((f) => String(f.url))
      emu.emulator.setPublicUrl('http://first.example')
      expect(await urls()).toEqual([expect.stringMatching(/^http:\/\/first\.example\//)])
      emu.emulator.setPublicUrl('http://second.example')
      expect(await urls()).toEqual([expect.stringMatching(/^http:\/\/second\.example\//)])
    } finally {
      emu.close()
    }
  })
})

describe('a remembered order search', () => {
  it('shows an order placed or changed since at once', async () => {
    const t = ordersEmulator()
    try {
      const search = async () =>
        ((await t.api(t.owner).post(`${ORDERS}/search`, { search: {} })).json as Json)
          .orders as Json[]
      const first = await t.placeOrder(await t.visitor(), { email: 'first@example.com' })
      expect((await search()).map((order) => order.id)).toEqual([first.orderId])
      expect((await search()).map((order) => order.id)).toEqual([first.orderId])
      const second = await t.placeOrder(await t.visitor(), { email: 'second@example.com' })
      expect((await search()).map((order) => order.id).sort()).toEqual(
        [first.orderId, second.orderId].sort(),
      )
      const res = await t.api(t.owner).post(`${ORDERS}/${first.orderId}/cancel`, {})
      expect(res.status).toBe(200)
      const cancelled = (await search()).find((order) => order.id === first.orderId)
      expect(cancelled?.status).toBe('CANCELED')
    } finally {
      t.close()
    }
  })
})
