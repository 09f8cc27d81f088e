import type { Review } from '@storefront-kit/wire'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  codeOf,
  newReview,
  type ReviewsEmulator,
  reviewOf,
  reviewsEmulator,
  violationsOf,
  type Who,
} from './support/reviews'

let emu: ReviewsEmulator
beforeEach(() => {
  emu = reviewsEmulator()
})
afterEach(() => emu.close())

const path = (id: string) => `/reviews/v1/reviews/${id}`
const patch = (who: Who, review: Review, body: Record<string, unknown>, fieldMask?: string) =>
  emu.api(who).patch(path(review.id), {
    review: { id: review.id, revision: review.revision, ...body },
    ...(fieldMask !== undefined && { fieldMask }),
  })

/** A review by `who`, approved by the owner. */
async function approvedBy(who: Who): Promise<Review> {
  const review = await emu.create(who)
  return reviewOf(await emu.moderate(review.id, 'APPROVED'))
}

describe('UpdateReview', () => {
  it('lets the author change the fields sent, bumping the revision and recording updated', async () => {
    const member = await emu.member()
    const review = await emu.create(member)
    const res = await patch(member, review, {
      content: { title: 'Changed' },
      author: { authorName: 'M' },
    })
    expect(res.status).toBe(200)
    const updated = reviewOf(res)
    expect(updated.content).toEqual({
      title: 'Changed',
      body: 'Really nice product',
      rating: 4,
      media: [],
    })
    expect(updated.author?.authorName).toBe('M')
    expect(updated.revision).toBe('2')
    const [event] = emu.events('updated')
    expect(event?.modifiedFields).toEqual(['content', 'author'])
    expect(event?.entity).toMatchObject({ revision: '2' })
  })

  it('rejects a stale revision with 409 and changes nothing', async () => {
    const member = await emu.member()
    const review = await emu.create(member)
    await patch(member, review, { content: { title: 'First' } })
    const res = await patch(member, review, { content: { title: 'Second' } })
    expect(res.status).toBe(409)
    expect(codeOf(res)).toBe('REVISION_MISMATCH')
    expect(res.json.details?.applicationError).toMatchObject({ data: { revision: '2' } })
    const stored = emu.ctx.db.sql.prepare('SELECT json(doc) AS doc FROM reviews').get() as {
      doc: string
    }
    expect(JSON.parse(stored.doc).content.title).toBe('First')
  })

  it('needs the revision, and takes it as a JSON number too', async () => {
    const member = await emu.member()
    const review = await emu.create(member)
    const res = await emu.api(member).patch(path(review.id), { review: { content: { rating: 2 } } })
    expect(violationsOf(res)).toEqual(['review.revision: REQUIRED_FIELD'])
    const numeric = await emu.api(member).patch(path(review.id), {
      review: { revision: 1, content: { rating: 2 } },
    })
    expect(reviewOf(numeric).content.rating).toBe(2)
  })

  it('with a field mask changes exactly the listed paths, clearing those not sent', async () => {
    const member = await emu.member()
    const review = await emu.create(member, newReview({ author: { authorName: 'Keep' } }))
    const res = await patch(
      member,
      review,
      { content: { title: 'Only this', rating: 1 }, author: { authorName: 'Ignored' } },
      'content.title,content.body',
    )
    const updated = reviewOf(res)
    expect(updated.content).toEqual({ title: 'Only this', rating: 4, media: [] })
    expect(updated.author?.authorName).toBe('Keep')
  })

  it('accepts the mask as {paths} and reports paths it cannot change', async () => {
    const member = await emu.member()
    const review = await emu.create(member)
    const ok = await patch(member, review, { content: { rating: 5 } }, {
      paths: ['content.rating'],
    } as never)
    expect(reviewOf(ok).content.rating).toBe(5)
    const bad = await patch(member, reviewOf(ok), {}, 'content.rating,moderation,entityId')
    expect(bad.status).toBe(400)
    expect(violationsOf(bad)).toEqual(['fieldMask: FIELD_NOT_ALLOWED'])
    const missing = await patch(member, reviewOf(ok), { content: {} }, 'content')
    expect(violationsOf(missing)).toEqual(['review.content.rating: REQUIRED_FIELD'])
  })

  it('checks the content limits on update', async () => {
    const member = await emu.member()
    const review = await emu.create(member)
    const res = await patch(member, review, { content: { rating: 6, body: 'b'.repeat(3001) } })
    expect(violationsOf(res).sort()).toEqual([
      'review.content.body: MAX_LENGTH',
      'review.content.rating: MAX',
    ])
  })

  it('sends an approved review back to moderation when its author edits the content', async () => {
    const member = await emu.member()
    const review = await approvedBy(member)
    expect(review.revision).toBe('2')
    const updated = reviewOf(await patch(member, review, { content: { rating: 1 } }))
    expect(updated.moderation).toEqual({
      moderationStatus: 'IN_MODERATION',
      manuallyChanged: false,
    })
    expect(emu.events('moderation_status_changed').at(-1)?.data).toMatchObject({
      previousModerationStatus: 'APPROVED',
    })
    // A name change alone keeps the status.
    const renamed = reviewOf(await emu.moderate(review.id, 'APPROVED'))
    const named = reviewOf(await patch(member, renamed, { author: { authorName: 'New' } }))
    expect(named.moderation.moderationStatus).toBe('APPROVED')
  })

  it('keeps an approved review public when auto-approval is on or the owner edits it', async () => {
    const member = await emu.member()
    const review = await approvedBy(member)
    const byOwner = reviewOf(await patch(emu.owner, review, { content: { title: 'Typo fixed' } }))
    expect(byOwner.moderation.moderationStatus).toBe('APPROVED')
    await emu.setAutoApprove(true)
    const byAuthor = reviewOf(await patch(member, byOwner, { content: { title: 'Again' } }))
    expect(byAuthor.moderation.moderationStatus).toBe('APPROVED')
  })

  it('lets only the owner change the review date', async () => {
    const member = await emu.member()
    const review = await emu.create(member)
    const date = '2021-05-06T07:08:09.000Z'
    const ignored = reviewOf(
      await patch(member, review, { reviewDate: date, content: { rating: 3 } }),
    )
    expect(ignored.reviewDate).toBe(review.reviewDate)
    const set = reviewOf(await patch(emu.owner, ignored, { reviewDate: date }, 'reviewDate'))
    expect(set.reviewDate).toBe(date)
  })

  it('answers an unchanged review when nothing differs', async () => {
    const member = await emu.member()
    const review = await emu.create(member)
    const same = reviewOf(await patch(member, review, { content: { rating: 4 } }))
    expect(same.revision).toBe('1')
    expect(emu.events('updated')).toEqual([])
  })

  it('forbids another member (403 on a public review, 404 on a private one) and visitors', async () => {
    const author = await emu.member()
    const pending = await emu.create(author)
    const other = await emu.member()
    const hidden = await patch(other, pending, { content: { rating: 1 } })
    expect(hidden.status).toBe(404)
    const approved = reviewOf(await emu.moderate(pending.id, 'APPROVED'))
    const denied = await patch(other, approved, { content: { rating: 1 } })
    expect(denied.status).toBe(403)
    expect(codeOf(denied)).toBe('PERMISSION_DENIED')
    expect((await patch(await emu.visitor(), approved, { content: { rating: 1 } })).status).toBe(
      403,
    )
    expect((await patch(emu.anonymous, approved, { content: { rating: 1 } })).status).toBe(401)
  })
})

describe('UpdateReviewContent', () => {
  const put = (who: Who, id: string, body: unknown) =>
    emu.api(who).put(`/reviews/v1/reviews/content/${id}`, body)

  it('replaces the whole content without a mask (rating required)', async () => {
    const visitor = await emu.visitor()
    const review = await emu.create(visitor)
    const res = await put(visitor, review.id, { content: { body: 'Only a body', rating: 2 } })
    expect(reviewOf(res).content).toEqual({ body: 'Only a body', rating: 2, media: [] })
    expect(reviewOf(res).revision).toBe('2')
    const missing = await put(visitor, review.id, { content: { title: 'x' } })
    expect(violationsOf(missing)).toEqual(['content.rating: REQUIRED_FIELD'])
  })

  it('changes only the masked content fields, with or without the content. prefix', async () => {
    const member = await emu.member()
    const review = await emu.create(member)
    const res = await put(member, review.id, {
      content: { title: 'New title', rating: 1 },
      fieldMask: 'title,content.media',
    })
    expect(reviewOf(res).content).toEqual({
      title: 'New title',
      body: 'Really nice product',
      rating: 4,
      media: [],
    })
    const bad = await put(member, review.id, { content: {}, fieldMask: 'author.authorName' })
    expect(violationsOf(bad)).toEqual(['fieldMask: FIELD_NOT_ALLOWED'])
  })

  it('is for the author and the owner', async () => {
    const review = await approvedBy(await emu.member())
    const body = { content: { rating: 1 } }
    expect((await put(await emu.member(), review.id, body)).status).toBe(403)
    const owner = await put(emu.owner, review.id, body)
    expect(reviewOf(owner).content.rating).toBe(1)
    expect(reviewOf(owner).relevanceScore).toBe(20)
  })
})

describe('DeleteReview', () => {
  it('lets the author delete, answering the review and recording deleted', async () => {
    const member = await emu.member()
    const review = await emu.create(member)
    const res = await emu.api(member).del(`${path(review.id)}?reviewId=${review.id}`)
    expect(reviewOf(res).id).toBe(review.id)
    expect(emu.events('deleted')[0]?.entity).toMatchObject({ id: review.id })
    expect((await emu.api(member).del(path(review.id))).status).toBe(404)
    // The author may review the entity again.
    await emu.create(member)
  })

  it('lets the owner delete anyone’s review and forbids other shoppers', async () => {
    const review = await approvedBy(await emu.visitor())
    expect((await emu.api(await emu.visitor()).del(path(review.id))).status).toBe(403)
    expect((await emu.api(await emu.member()).del(path(review.id))).status).toBe(403)
    expect((await emu.api(emu.owner).del(path(review.id))).status).toBe(200)
  })
})
