import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  codeOf,
  fieldViolationsOf,
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

const CONTACT = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d'

describe('CreateReview', () => {
  it('creates a visitor review waiting for moderation, with every always-present field', async () => {
    const visitor = await emu.visitor()
    const res = await emu
      .api(visitor)
      .post('/reviews/v1/reviews', newReview({ author: { authorName: 'Vi' } }))
    expect(res.status).toBe(200)
    const review = reviewOf(res)
    expect(review).toMatchObject({
      namespace: 'stores',
      entityId: PRODUCT,
      content: { title: 'Nice', body: 'Really nice product', rating: 4, media: [] },
      author: { contactId: visitor.id, authorName: 'Vi', authorType: 'VISITOR' },
      reply: { message: '' },
      foundHelpful: 0,
      foundUnhelpful: 0,
      helpfulness: 0,
      moderation: { moderationStatus: 'IN_MODERATION', manuallyChanged: false },
      revision: '1',
      verified: false,
      origin: { type: 'ORGANIC' },
      publishCount: 0,
    })
    expect(review.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(review.createdDate).toBe(review.reviewDate)
    // 20 × 4 + ⌊(4 + 19) / 30⌋ + 0 media + 0 helpfulness
    expect(review.relevanceScore).toBe(80)
    expect(review.author?.memberId).toBeUndefined()
  })

  it('records created (as SUBMITTED) then the move to IN_MODERATION, and nothing published', async () => {
    const review = await emu.create(await emu.visitor())
    const [created] = emu.events('created')
    expect(created?.metadata.eventType).toBe('wix.reviews.v1.review_created')
    expect(created?.metadata.identity.identityType).toBe('ANONYMOUS_VISITOR')
    expect(created?.entity).toMatchObject({
      id: review.id,
      moderation: { moderationStatus: 'SUBMITTED' },
    })
    const [changed] = emu.events('moderation_status_changed')
    expect(changed?.data).toMatchObject({
      previousModerationStatus: 'SUBMITTED',
      review: { moderation: { moderationStatus: 'IN_MODERATION' } },
    })
    expect(emu.events('review_published')).toEqual([])
  })

  it('creates a member review with the member as author', async () => {
    const member = await emu.member()
    const review = await emu.create(member)
    expect(review.author).toEqual({
      contactId: member.contactId,
      authorType: 'MEMBER',
      memberId: member.id,
    })
    expect(member.contactId).toMatch(/^[0-9a-f-]{36}$/)
    expect(emu.events('created')[0]?.metadata.identity).toEqual({
      identityType: 'MEMBER',
      memberId: member.id,
    })
  })

  it('publishes at once when auto-approval is on', async () => {
    await emu.setAutoApprove(true)
    const review = await emu.create(await emu.member())
    expect(review.moderation).toEqual({ moderationStatus: 'APPROVED', manuallyChanged: false })
    expect(review.publishCount).toBe(1)
    expect(emu.events('review_published')[0]?.metadata.eventType).toBe(
      'wix.reviews.v1.review_review_published',
    )
  })

  it('ignores the contact id and review date a shopper sends', async () => {
    const visitor = await emu.visitor()
    const review = await emu.create(
      visitor,
      newReview({ author: { contactId: CONTACT }, reviewDate: '2020-01-01T00:00:00.000Z' }),
    )
    expect(review.author?.contactId).toBe(visitor.id)
    expect(review.reviewDate).toBe(review.createdDate)
  })

  it('lets the owner create for a contact, with origin APP and an earlier review date', async () => {
    const review = await emu.create(
      emu.owner,
      newReview({
        author: { contactId: CONTACT, authorName: 'Imported' },
        reviewDate: '2020-01-01T02:00:00+02:00',
      }),
    )
    expect(review.author).toEqual({ contactId: CONTACT, authorName: 'Imported' })
    expect(review.origin.type).toBe('APP')
    expect(review.reviewDate).toBe('2020-01-01T00:00:00.000Z')
  })

  it('needs author.contactId from the owner', async () => {
    const res = await emu.api(emu.owner).post('/reviews/v1/reviews', newReview())
    expect(res.status).toBe(400)
    expect(violationsOf(res)).toEqual(['review.author.contactId: REQUIRED_FIELD'])
  })

  it('rejects a second review by the same author of the same entity with 409', async () => {
    const member = await emu.member()
    const first = await emu.create(member)
    const res = await emu.api(member).post('/reviews/v1/reviews', newReview())
    expect(res.status).toBe(409)
    expect(codeOf(res)).toBe('REVIEW_ALREADY_EXISTS')
    expect(res.json.details?.applicationError).toMatchObject({ data: { reviewId: first.id } })
    // Another entity, or another author, is fine.
    await emu.create(member, newReview({ entityId: OTHER_PRODUCT }))
    await emu.create(await emu.member())
  })

  it('counts the owner’s reviews per contact: same contact, same entity → 409', async () => {
    const body = newReview({ author: { contactId: CONTACT } })
    await emu.create(emu.owner, body)
    const res = await emu.api(emu.owner).post('/reviews/v1/reviews', body)
    expect(res.status).toBe(409)
  })

  it.each([
    [0, 'review.content.rating: MIN'],
    [6, 'review.content.rating: MAX'],
  ])('rejects rating %s', async (rating, expected) => {
    const res = await emu
      .api(await emu.visitor())
      .post('/reviews/v1/reviews', newReview({}, { rating }))
    expect(res.status).toBe(400)
    expect(violationsOf(res)).toEqual([expected])
    const [detail] = fieldViolationsOf(res)
    expect(detail).toMatchObject({ data: { threshold: rating === 0 ? 1 : 5 } })
  })

  it.each([4.5, '5', null])('rejects rating %j (whole stars as a JSON number)', async (rating) => {
    const res = await emu
      .api(await emu.visitor())
      .post('/reviews/v1/reviews', newReview({}, { rating }))
    expect(res.status).toBe(400)
    // The rule type of a wrong JSON type comes from the shared http/validate.ts.
    expect(violationsOf(res)).toEqual([expect.stringMatching(/^review\.content\.rating: /)])
  })

  it('reports every content limit at once', async () => {
    const image = { image: { id: 'img-1' } }
    const res = await emu
      .api(await emu.member())
      .post(
        '/reviews/v1/reviews',
        newReview(
          { entityId: 'x'.repeat(37), author: { authorName: 'n'.repeat(101) } },
          { title: 't'.repeat(3001), body: 'b'.repeat(3001), media: Array(11).fill(image) },
        ),
      )
    expect(res.status).toBe(400)
    expect(violationsOf(res).sort()).toEqual([
      'review.author.authorName: MAX_LENGTH',
      'review.content.body: MAX_LENGTH',
      'review.content.media: MAX_SIZE',
      'review.content.title: MAX_LENGTH',
      'review.entityId: MAX_LENGTH',
    ])
    const detail = fieldViolationsOf(res)
    expect(detail).toContainEqual(
      expect.objectContaining({ field: 'review.content.body', data: { threshold: 3000 } }),
    )
  })

  it('accepts the limits themselves: 3,000 characters, 10 media, ratings 1 and 5', async () => {
    const image = { image: { id: 'img-1' } }
    const review = await emu.create(
      await emu.member(),
      newReview(
        {},
        {
          title: 't'.repeat(3000),
          body: 'b'.repeat(3000),
          media: Array(10).fill(image),
          rating: 5,
        },
      ),
    )
    expect(review.content.media).toHaveLength(10)
    // 100 + 20 (text capped) + 4 × 5 (media capped)
    expect(review.relevanceScore).toBe(140)
    await emu.create(await emu.member(), newReview({}, { rating: 1 }))
  })

  it('requires exactly one of image or video per media item', async () => {
    const res = await emu
      .api(await emu.member())
      .post(
        '/reviews/v1/reviews',
        newReview({}, { media: [{ image: { id: 'a' }, video: { id: 'b' } }, {}] }),
      )
    expect(violationsOf(res)).toEqual([
      'review.content.media[0]: ONE_OF_ALIGNMENT',
      'review.content.media[1]: REQUIRED_ONE_OF_FIELD',
    ])
  })

  it('lists every missing required field', async () => {
    const res = await emu
      .api(await emu.member())
      .post('/reviews/v1/reviews', { review: { content: {} } })
    expect(violationsOf(res).sort()).toEqual([
      'review.content.rating: REQUIRED_FIELD',
      'review.entityId: REQUIRED_FIELD',
      'review.namespace: REQUIRED_FIELD',
    ])
    const empty = await emu.api(await emu.member()).post('/reviews/v1/reviews', {})
    expect(violationsOf(empty)).toEqual(['review: REQUIRED_FIELD'])
  })

  it('answers 401 without a token and 400 for a body that is not JSON', async () => {
    const res = await emu.api(emu.anonymous).post('/reviews/v1/reviews', newReview())
    expect(res.status).toBe(401)
    const bad = await emu.api(await emu.member()).post('/reviews/v1/reviews', '{not json')
    expect(bad.status).toBe(400)
  })

  it('answers on the legacy alias path', async () => {
    const res = await emu.api(await emu.member()).post('/reviews/api/v1/reviews', newReview())
    expect(res.status).toBe(200)
  })
})

describe('CreateReviewAndContact', () => {
  const body = {
    namespace: 'stores',
    entityId: PRODUCT,
    content: { rating: 5, body: 'Lovely' },
    name: 'Dana Scully',
    email: 'Dana@Example.com',
  }

  it('makes a contact from the e-mail for the owner: the same e-mail is the same contact', async () => {
    const res = await emu.api(emu.owner).post('/reviews/v1/reviews/contact', body)
    expect(res.status).toBe(200)
    const review = reviewOf(res)
    expect(review.author?.authorName).toBe('Dana Scully')
    expect(review.author?.contactId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    const again = await emu.api(emu.owner).post('/reviews/v1/reviews/contact', {
      ...body,
      email: 'DANA@example.COM',
    })
    expect(again.status).toBe(409)
    const other = await emu.api(emu.owner).post('/reviews/v1/reviews/contact', {
      ...body,
      email: 'fox@example.com',
    })
    expect(reviewOf(other).author?.contactId).not.toBe(review.author?.contactId)
  })

  it('needs name and e-mail from the owner, and a valid e-mail from anyone', async () => {
    const { name: _n, email: _e, ...bare } = body
    const res = await emu.api(emu.owner).post('/reviews/v1/reviews/contact', bare)
    expect(violationsOf(res)).toEqual(['name: REQUIRED_FIELD', 'email: REQUIRED_FIELD'])
    const bad = await emu.api(await emu.visitor()).post('/reviews/v1/reviews/contact', {
      ...body,
      email: 'not-an-email',
      content: { rating: 9 },
    })
    expect(violationsOf(bad).sort()).toEqual(['content.rating: MAX', 'email: FORMAT'])
  })

  it('lets a visitor review as themselves, the name becoming the author name', async () => {
    const visitor = await emu.visitor()
    const review = reviewOf(await emu.api(visitor).post('/reviews/v1/reviews/contact', body))
    expect(review.author).toEqual({
      contactId: visitor.id,
      authorName: 'Dana Scully',
      authorType: 'VISITOR',
    })
    expect(review.moderation.moderationStatus).toBe('IN_MODERATION')
  })
})

describe('BulkCreateReview', () => {
  const item = (contactId: string, rating = 4) => ({
    namespace: 'stores',
    entityId: PRODUCT,
    content: { rating },
    author: { contactId },
  })

  it('creates each review on its own and reports duplicates per item', async () => {
    const res = await emu.api(emu.owner).post('/reviews/v1/bulk/reviews/create', {
      reviews: [item(CONTACT), item(CONTACT), item('6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e', 2)],
      returnEntity: true,
    })
    expect(res.status).toBe(200)
    const body = res.json as {
      results: {
        itemMetadata: { success: boolean; originalIndex: number; error?: { code: string } }
        review?: object
      }[]
      bulkActionMetadata: object
    }
    expect(body.bulkActionMetadata).toEqual({
      totalSuccesses: 2,
      totalFailures: 1,
      undetailedFailures: 0,
    })
    expect(body.results.map((r) => r.itemMetadata.success)).toEqual([true, false, true])
    expect(body.results[1]?.itemMetadata).toMatchObject({
      originalIndex: 1,
      error: { code: 'REVIEW_ALREADY_EXISTS' },
    })
    expect(body.results[2]?.review).toMatchObject({ content: { rating: 2 } })
  })

  it('is for the owner only and needs each contact id', async () => {
    const denied = await emu.api(await emu.member()).post('/reviews/v1/bulk/reviews/create', {
      reviews: [item(CONTACT)],
    })
    expect(denied.status).toBe(403)
    const res = await emu.api(emu.owner).post('/reviews/v1/bulk/reviews/create', {
      reviews: [{ ...item(CONTACT), author: {} }],
    })
    expect(violationsOf(res)).toEqual(['reviews[0].author.contactId: REQUIRED_FIELD'])
    const none = await emu.api(emu.owner).post('/reviews/v1/bulk/reviews/create', { reviews: [] })
    expect(violationsOf(none)).toEqual(['reviews: MIN_SIZE'])
  })
})
