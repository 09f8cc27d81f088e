import type { Review } from '@storefront-kit/wire'
import { toBase64Url } from '@storefront-kit/wire/encoding'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  codeOf,
  newReview,
  OTHER_PRODUCT,
  PRODUCT,
  type ReviewsEmulator,
  reviewOf,
  reviewsEmulator,
  violationsOf,
} from './support/reviews'

let emu: ReviewsEmulator
beforeEach(() => {
  emu = reviewsEmulator()
})
afterEach(() => emu.close())

interface QueryAnswer {
  reviews: Review[]
  metadata: {
    count: number
    offset: number
    total: number
    tooManyToCount: boolean
    cursors: { next?: string; prev?: string }
  }
}

/** One approved review per rating 1..5 on PRODUCT, one pending, one rejected, one on another product. */
async function fill() {
  const approved: Review[] = []
  for (const rating of [3, 5, 1, 4, 2]) {
    const review = await emu.create(
      await emu.member(),
      newReview({}, { rating, title: `r${rating}` }),
    )
    await emu.moderate(review.id, 'APPROVED')
    approved.push(review)
    emu.ctx.clock.advance(60)
  }
  const pending = await emu.create(await emu.visitor())
  const rejected = await emu.create(await emu.visitor())
  await emu.moderate(rejected.id, 'REJECTED')
  const other = await emu.create(await emu.member(), newReview({ entityId: OTHER_PRODUCT }))
  await emu.moderate(other.id, 'APPROVED')
  return { approved, pending, rejected, other }
}

describe('GetReview', () => {
  it('answers an approved review to anyone with a token', async () => {
    const { approved } = await fill()
    const id = approved[0]?.id ?? ''
    const res = await emu.api(await emu.visitor()).get(`/reviews/v1/reviews/${id}?reviewId=${id}`)
    expect(res.status).toBe(200)
    expect(reviewOf(res)).toMatchObject({ id, moderation: { moderationStatus: 'APPROVED' } })
    expect((await emu.api(emu.anonymous).get(`/reviews/v1/reviews/${id}`)).status).toBe(401)
  })

  it('hides pending and rejected reviews, even from their author, without the private flag', async () => {
    const visitor = await emu.visitor()
    const mine = await emu.create(visitor)
    for (const who of [visitor, await emu.member(), emu.owner]) {
      const res = await emu.api(who).get(`/reviews/v1/reviews/${mine.id}`)
      expect(res.status).toBe(404)
      expect(codeOf(res)).toBe('REVIEW_NOT_FOUND')
    }
  })

  it('answers private reviews to the owner key only', async () => {
    const { pending, rejected } = await fill()
    const owner = await emu
      .api(emu.owner)
      .get(`/reviews/v1/reviews/${pending.id}?returnPrivateReviews=true`)
    expect(reviewOf(owner).moderation.moderationStatus).toBe('IN_MODERATION')
    const viaR = await emu
      .api(emu.owner)
      .get(
        `/reviews/v1/reviews/${rejected.id}?.r=${toBase64Url(JSON.stringify({ returnPrivateReviews: true }))}`,
      )
    expect(reviewOf(viaR).moderation.moderationStatus).toBe('REJECTED')
    const member = await emu
      .api(await emu.member())
      .get(`/reviews/v1/reviews/${pending.id}?returnPrivateReviews=true`)
    expect(member.status).toBe(403)
    expect(codeOf(member)).toBe('PERMISSION_DENIED')
    const off = await emu
      .api(emu.owner)
      .get(`/reviews/v1/reviews/${pending.id}?returnPrivateReviews=false`)
    expect(off.status).toBe(404)
  })

  it('rejects an id that is not a GUID and a flag that is not a boolean', async () => {
    const res = await emu.api(emu.owner).get('/reviews/v1/reviews/nope?returnPrivateReviews=yes')
    expect(res.status).toBe(400)
    expect(violationsOf(res).map((v) => v.split(':')[0])).toEqual([
      'reviewId',
      'returnPrivateReviews',
    ])
    const missing = await emu
      .api(emu.owner)
      .get('/reviews/v1/reviews/7b0c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e')
    expect(missing.status).toBe(404)
  })
})

describe('QueryReviews', () => {
  const query = (who: Parameters<ReviewsEmulator['api']>[0], body: unknown) =>
    emu.api(who).post('/reviews/v1/reviews/query', body)

  it('answers only approved reviews by default, oldest first, with the paging metadata', async () => {
    const { approved, other } = await fill()
    const res = await query(await emu.visitor(), {})
    expect(res.status).toBe(200)
    const body = res.json as unknown as QueryAnswer
    expect(body.reviews.map((r) => r.id)).toEqual([...approved.map((r) => r.id), other.id])
    expect(body.metadata).toEqual({
      count: 6,
      offset: 0,
      total: 6,
      tooManyToCount: false,
      cursors: {},
    })
  })

  it('includes private reviews for the owner only', async () => {
    await fill()
    const owner = (await query(emu.owner, { returnPrivateReviews: true }))
      .json as unknown as QueryAnswer
    expect(owner.metadata.total).toBe(8)
    const statuses = new Set(owner.reviews.map((r) => r.moderation.moderationStatus))
    expect(statuses).toEqual(new Set(['APPROVED', 'IN_MODERATION', 'REJECTED']))
    const denied = await query(await emu.member(), { returnPrivateReviews: true })
    expect(denied.status).toBe(403)
  })

  it('filters by entity and rating, and sorts by rating', async () => {
    await fill()
    const res = await query(await emu.member(), {
      query: {
        filter: { entityId: PRODUCT, 'content.rating': { $gte: 3 } },
        sort: [{ fieldName: 'content.rating', order: 'DESC' }],
      },
    })
    const body = res.json as unknown as QueryAnswer
    expect(body.reviews.map((r) => r.content.rating)).toEqual([5, 4, 3])
    const byStatus = await query(emu.owner, {
      query: { filter: { 'moderation.moderationStatus': 'REJECTED' } },
      returnPrivateReviews: true,
    })
    expect((byStatus.json as unknown as QueryAnswer).metadata.total).toBe(1)
  })

  it('pages with cursors that carry the query; relevance sorts too', async () => {
    const { approved } = await fill()
    const first = (
      await query(emu.owner, {
        query: {
          filter: { entityId: PRODUCT },
          sort: [{ fieldName: 'relevanceScore', order: 'DESC' }],
          cursorPaging: { limit: 2 },
        },
      })
    ).json as unknown as QueryAnswer
    expect(first.metadata).toMatchObject({ count: 2, total: 5, offset: 0 })
    expect(first.metadata.cursors.prev).toBeUndefined()
    const seen = [...first.reviews]
    let cursor = first.metadata.cursors.next
    while (cursor) {
      const page = (await query(emu.owner, { query: { cursorPaging: { cursor, limit: 2 } } }))
        .json as unknown as QueryAnswer
      expect(page.metadata.cursors.prev).toBeTruthy()
      seen.push(...page.reviews)
      cursor = page.metadata.cursors.next
    }
    expect(seen.map((r) => r.content.rating)).toEqual([5, 4, 3, 2, 1])
    expect(new Set(seen.map((r) => r.id))).toEqual(new Set(approved.map((r) => r.id)))
  })

  it('keeps private reviews out of a cursor page for a shopper, whatever the cursor says', async () => {
    await fill()
    const first = (
      await query(emu.owner, { query: { cursorPaging: { limit: 7 } }, returnPrivateReviews: true })
    ).json as unknown as QueryAnswer
    const cursor = first.metadata.cursors.next ?? ''
    const res = await query(await emu.visitor(), { query: { cursorPaging: { cursor } } })
    expect((res.json as unknown as QueryAnswer).reviews).toEqual([])
  })

  it('rejects unknown fields, bad operators, offset paging and limits over 100', async () => {
    const res = await query(emu.owner, {
      query: {
        filter: { secret: 1, 'content.rating': { $contains: 'x' } },
        sort: [{ fieldName: 'content.media' }],
        cursorPaging: { limit: 101 },
        paging: { offset: 1 },
      },
    })
    expect(res.status).toBe(400)
    expect(
      violationsOf(res)
        .map((v) => v.split(':')[0])
        .sort(),
    ).toEqual([
      'query.cursorPaging.limit',
      'query.filter.content.rating.$contains',
      'query.filter.secret',
      'query.paging',
      'query.sort[0].fieldName',
    ])
  })
})

describe('CountReviews', () => {
  const count = async (who: Parameters<ReviewsEmulator['api']>[0], body: unknown) => {
    const res = await emu.api(who).post('/reviews/v1/reviews/count', body)
    return { status: res.status, count: (res.json as { count?: number }).count, res }
  }

  it('counts approved reviews matching the filter, private ones for the owner', async () => {
    await fill()
    const visitor = await emu.visitor()
    expect((await count(visitor, {})).count).toBe(6)
    expect((await count(visitor, { filter: { entityId: PRODUCT } })).count).toBe(5)
    expect((await count(visitor, { filter: { 'content.rating': { $lte: 2 } } })).count).toBe(2)
    expect(
      (await count(emu.owner, { filter: { entityId: PRODUCT }, includePrivateReviews: true }))
        .count,
    ).toBe(7)
    expect((await count(emu.owner, { includePrivateReviews: false })).count).toBe(6)
    expect((await count(visitor, { includePrivateReviews: true })).status).toBe(403)
  })

  it('answers 0 for no match and 400 for a bad filter', async () => {
    expect((await count(emu.owner, { filter: { entityId: 'none' } })).count).toBe(0)
    const bad = await count(emu.owner, { filter: { 'author.email': 'x' } })
    expect(bad.status).toBe(400)
    expect(violationsOf(bad.res)).toEqual(['filter.author.email: FIELD_NOT_ALLOWED'])
  })
})
