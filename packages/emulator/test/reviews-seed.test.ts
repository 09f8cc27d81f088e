import type { Review } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS } from '../src/areas/catalog/seed'
import { type ReviewsEmulator, reviewsEmulator } from './support/reviews'

let emu: ReviewsEmulator
beforeAll(() => {
  emu = reviewsEmulator({ seed: 'demo' })
})
afterAll(() => emu.close())

interface Page {
  reviews: Review[]
  metadata: { cursors: { next?: string } }
}

/** Every review, private ones included, page by page. */
const all = async (): Promise<Review[]> => {
  const reviews: Review[] = []
  let query: object = {}
  for (;;) {
    const res = await emu.api(emu.owner).post('/reviews/v1/reviews/query', {
      query,
      returnPrivateReviews: true,
    })
    const page = res.json as unknown as Page
    reviews.push(...page.reviews)
    const cursor = page.metadata.cursors.next
    if (!cursor) return reviews
    query = { cursorPaging: { cursor } }
  }
}

describe('demo reviews', () => {
  it('puts approved, pending and rejected reviews on demo products', async () => {
    const reviews = await all()
    const products = new Set(Object.values(DEMO_PRODUCTS))
    expect(reviews.length).toBeGreaterThan(0)
    for (const review of reviews) expect(products.has(review.entityId)).toBe(true)
    const statuses = new Set(reviews.map((r) => r.moderation.moderationStatus))
    expect(statuses).toEqual(new Set(['APPROVED', 'IN_MODERATION', 'REJECTED']))
    // Every product has at least one public review.
    const publicOn = new Set(
      reviews.filter((r) => r.moderation.moderationStatus === 'APPROVED').map((r) => r.entityId),
    )
    expect(publicOn).toEqual(products)
  })

  it('seeds complete reviews: always-present fields, authors, relevance and dates', async () => {
    for (const review of await all()) {
      expect(review).toMatchObject({
        namespace: 'stores',
        reply: { message: '' },
        foundHelpful: 0,
        verified: false,
        origin: { type: 'ORGANIC' },
        revision: '1',
      })
      expect(review.author?.authorName).toBeTruthy()
      expect(review.author?.contactId).toMatch(/^[0-9a-f-]{36}$/)
      expect(review.relevanceScore).toBeGreaterThanOrEqual(20 * review.content.rating)
      expect(review.reviewDate).toBe(review.createdDate)
      expect(Date.parse(review.createdDate ?? '')).toBeLessThan(emu.ctx.clock.now())
    }
  })

  it('shows shoppers only the approved ones, and seeds the same again after a reset', async () => {
    const before = await all()
    const visitor = await emu.visitor()
    const res = await emu.api(visitor).post('/reviews/v1/reviews/count', {})
    const approved = before.filter((r) => r.moderation.moderationStatus === 'APPROVED').length
    expect(res.json).toEqual({ count: approved })
    emu.emulator.reset()
    const summary = (reviews: Review[]) =>
      reviews
        .map(
          (r) =>
            `${r.entityId} ${r.author?.contactId} ${r.content.rating} ${r.moderation.moderationStatus}`,
        )
        .sort()
    expect(summary(await all())).toEqual(summary(before))
  })
})
