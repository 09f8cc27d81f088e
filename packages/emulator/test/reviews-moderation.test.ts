import type { Review } from '@storefront-kit/wire'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  codeOf,
  newReview,
  OTHER_PRODUCT,
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

const statusOf = (review: Review) => review.moderation.moderationStatus

describe('UpdateModerationStatus', () => {
  it('approves (publishing) and rejects, recording each change', async () => {
    const review = await emu.create(await emu.visitor())
    const approved = reviewOf(await emu.moderate(review.id, 'APPROVED'))
    expect(approved.moderation).toEqual({ moderationStatus: 'APPROVED', manuallyChanged: true })
    expect(approved.publishCount).toBe(1)
    expect(approved.revision).toBe('2')
    const rejected = reviewOf(await emu.moderate(review.id, 'REJECTED'))
    expect(statusOf(rejected)).toBe('REJECTED')
    const again = reviewOf(await emu.moderate(review.id, 'APPROVED'))
    expect(again.publishCount).toBe(2)
    const changes = emu.events('moderation_status_changed').map((e) => {
      const data = e.data as { previousModerationStatus: string; review: Review }
      return `${data.previousModerationStatus}→${statusOf(data.review)}`
    })
    expect(changes).toEqual([
      'SUBMITTED→IN_MODERATION',
      'IN_MODERATION→APPROVED',
      'APPROVED→REJECTED',
      'REJECTED→APPROVED',
    ])
    expect(emu.events('review_published')).toHaveLength(2)
  })

  it('leaves a review alone when it already has the status', async () => {
    const review = await emu.create(await emu.visitor())
    await emu.moderate(review.id, 'REJECTED')
    const same = reviewOf(await emu.moderate(review.id, 'REJECTED'))
    expect(same.revision).toBe('2')
    expect(emu.events('moderation_status_changed')).toHaveLength(2)
  })

  it.each(['SUBMITTED', 'IN_MODERATION', 'UNKNOWN_MODERATION_STATUS', 'approved'])(
    'accepts only APPROVED or REJECTED, not %s',
    async (status) => {
      const review = await emu.create(await emu.visitor())
      const res = await emu.moderate(review.id, status)
      expect(res.status).toBe(400)
      expect(violationsOf(res)).toEqual(['status: INVALID_ENUM_VALUE'])
    },
  )

  it('needs a status and an existing review', async () => {
    const review = await emu.create(await emu.visitor())
    const res = await emu.api(emu.owner).patch(`/reviews/v1/reviews/${review.id}/moderate`, {})
    expect(violationsOf(res)).toEqual(['status: REQUIRED_FIELD'])
    const missing = await emu.moderate('7b0c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e', 'APPROVED')
    expect(missing.status).toBe(404)
    expect(codeOf(missing)).toBe('REVIEW_NOT_FOUND')
  })

  it('is for the owner only, even for the author', async () => {
    const member = await emu.member()
    const review = await emu.create(member)
    for (const who of [member, await emu.visitor()]) {
      const res = await emu.api(who).patch(`/reviews/v1/reviews/${review.id}/moderate`, {
        status: 'APPROVED',
      })
      expect(res.status).toBe(403)
    }
    expect(
      (
        await emu
          .api(emu.anonymous)
          .patch(`/reviews/v1/reviews/${review.id}/moderate`, { status: 'APPROVED' })
      ).status,
    ).toBe(401)
  })
})

describe('BulkUpdateModerationStatus', () => {
  it('sets the status of every review the filter matches and answers a job id', async () => {
    const a = await emu.create(await emu.member())
    const b = await emu.create(await emu.member(), newReview({}, { rating: 1 }))
    const c = await emu.create(await emu.member(), newReview({ entityId: OTHER_PRODUCT }))
    const res = await emu.api(emu.owner).post('/reviews/v1/bulk/reviews/moderate', {
      filter: { entityId: a.entityId, 'content.rating': { $gte: 2 } },
      status: 'APPROVED',
    })
    expect(res.status).toBe(200)
    expect((res.json as { jobId: string }).jobId).toMatch(/^[0-9a-f-]{36}$/)
    const status = async (id: string) =>
      statusOf(
        reviewOf(
          await emu.api(emu.owner).get(`/reviews/v1/reviews/${id}?returnPrivateReviews=true`),
        ),
      )
    expect([await status(a.id), await status(b.id), await status(c.id)]).toEqual([
      'APPROVED',
      'IN_MODERATION',
      'IN_MODERATION',
    ])
    const reject = await emu
      .api(emu.owner)
      .post('/reviews/v1/bulk/reviews/moderate', { status: 'REJECTED' })
    expect(reject.status).toBe(200)
    expect([await status(a.id), await status(b.id), await status(c.id)]).toEqual([
      'REJECTED',
      'REJECTED',
      'REJECTED',
    ])
  })

  it('rejects SUBMITTED, a bad filter and non-owners', async () => {
    const res = await emu.api(emu.owner).post('/reviews/v1/bulk/reviews/moderate', {
      filter: { nope: 1 },
      status: 'SUBMITTED',
    })
    expect(violationsOf(res)).toEqual(['status: INVALID_ENUM_VALUE'])
    const filter = await emu.api(emu.owner).post('/reviews/v1/bulk/reviews/moderate', {
      filter: { nope: 1 },
      status: 'APPROVED',
    })
    expect(violationsOf(filter)).toEqual(['filter.nope: FIELD_NOT_ALLOWED'])
    const member = await emu.api(await emu.member()).post('/reviews/v1/bulk/reviews/moderate', {
      status: 'APPROVED',
    })
    expect(member.status).toBe(403)
  })
})

describe('auto-approval setting', () => {
  it('defaults to moderation on and can be switched through the control API', async () => {
    expect((await emu.call('GET', '/_emulator/reviews/settings')).json).toEqual({
      autoApprove: false,
    })
    expect((await emu.setAutoApprove(true)).json).toEqual({ autoApprove: true })
    expect(statusOf(await emu.create(await emu.member()))).toBe('APPROVED')
    await emu.setAutoApprove(false)
    expect(statusOf(await emu.create(await emu.member()))).toBe('IN_MODERATION')
    const bad = await emu.call('PUT', '/_emulator/reviews/settings', { autoApprove: 'yes' })
    expect(bad.status).toBe(400)
  })

  it('goes back to the default on reset', async () => {
    await emu.setAutoApprove(true)
    emu.emulator.reset()
    expect((await emu.call('GET', '/_emulator/reviews/settings')).json).toEqual({
      autoApprove: false,
    })
  })
})

describe('replies', () => {
  const reply = (id: string, message: unknown) =>
    emu.api(emu.owner).patch(`/reviews/v1/reviews/${id}/reply`, { message })

  it('sets one reply, overwrites it keeping its creation date, and removes it', async () => {
    const review = await emu.create(await emu.visitor())
    const first = reviewOf(await reply(review.id, 'Thank you!'))
    expect(first.reply).toMatchObject({ message: 'Thank you!' })
    expect(first.reply.createdDate).toBe(first.reply.updatedDate)
    emu.ctx.clock.advance(60)
    const second = reviewOf(await reply(review.id, 'Thanks again'))
    expect(second.reply.message).toBe('Thanks again')
    expect(second.reply.createdDate).toBe(first.reply.createdDate)
    expect(second.reply.updatedDate).not.toBe(first.reply.updatedDate)
    expect(second.revision).toBe('3')
    const removed = reviewOf(await emu.api(emu.owner).del(`/reviews/v1/reviews/${review.id}/reply`))
    expect(removed.reply).toEqual({ message: '' })
    expect(emu.events('updated').map((e) => e.modifiedFields)).toEqual([
      ['reply'],
      ['reply'],
      ['reply'],
    ])
    // Removing a missing reply changes nothing.
    const again = reviewOf(await emu.api(emu.owner).del(`/reviews/v1/reviews/${review.id}/reply`))
    expect(again.revision).toBe(removed.revision)
  })

  it('checks the message and is for the owner only', async () => {
    const member = await emu.member()
    const review = await emu.create(member)
    expect(violationsOf(await reply(review.id, 'x'.repeat(10_001)))).toEqual([
      'message: MAX_LENGTH',
    ])
    expect(violationsOf(await reply(review.id, ''))).toEqual(['message: MIN_LENGTH'])
    expect(violationsOf(await reply(review.id, undefined))).toEqual(['message: REQUIRED_FIELD'])
    expect(reviewOf(await reply(review.id, 'x'.repeat(10_000))).reply.message).toHaveLength(10_000)
    const denied = await emu
      .api(member)
      .patch(`/reviews/v1/reviews/${review.id}/reply`, { message: 'hi' })
    expect(denied.status).toBe(403)
    expect((await emu.api(member).del(`/reviews/v1/reviews/${review.id}/reply`)).status).toBe(403)
    expect((await reply('7b0c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e', 'hi')).status).toBe(404)
  })
})

describe('BulkDeleteReviews', () => {
  it('deletes every review the filter matches, recording deleted for each', async () => {
    const keep = await emu.create(await emu.member(), newReview({ entityId: OTHER_PRODUCT }))
    await emu.create(await emu.member())
    await emu.create(await emu.visitor())
    const res = await emu.api(emu.owner).post('/reviews/v1/bulk/reviews/delete', {
      filter: { entityId: keep.entityId === OTHER_PRODUCT ? { $ne: OTHER_PRODUCT } : {} },
    })
    expect(res.status).toBe(200)
    expect((res.json as { jobId: string }).jobId).toBeTruthy()
    expect(emu.events('deleted')).toHaveLength(2)
    const count = await emu
      .api(emu.owner)
      .post('/reviews/v1/reviews/count', { includePrivateReviews: true })
    expect(count.json).toEqual({ count: 1 })
  })

  it('is for the owner only and checks the filter', async () => {
    expect(
      (await emu.api(await emu.member()).post('/reviews/v1/bulk/reviews/delete', {})).status,
    ).toBe(403)
    const bad = await emu
      .api(emu.owner)
      .post('/reviews/v1/bulk/reviews/delete', { filter: { $nor: [] } })
    expect(bad.status).toBe(400)
  })
})
