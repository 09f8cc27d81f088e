// @vitest-environment jsdom
import { NotFoundError } from '@storefront-kit/sdk'
import { waitFor } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import {
  reviewKeys,
  useBulkCreateReview,
  useBulkDeleteReviews,
  useBulkUpdateModerationStatus,
  useCreateReviewAndContact,
  useDeleteReview,
  useRemoveReply,
  useReview,
  useSetReply,
  useUpdateModerationStatus,
  useUpdateReview,
  useUpdateReviewContent,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'
import { checkRead, checkWrite, writeError } from './support/hook-checks'
import { renderStorefrontHook } from './support/render'

// The review hooks no other test runs, against the emulator: keys, what they mark stale, errors.

const emu = inProcessEmulator()
afterAll(() => emu.close())
const writes = (name: string) => ({ key: [...reviewKeys.all, name], invalidates: reviewKeys.all })

describe("the owner's review hooks", () => {
  it('creates a review with its contact, reads, edits, replies, moderates and deletes it', async () => {
    const owner = emu.owner()
    const entityId = crypto.randomUUID()
    const { review } = await checkWrite(
      owner,
      () => useCreateReviewAndContact(),
      {
        namespace: 'stores',
        entityId,
        content: { rating: 4, title: 'Good' },
        name: 'Ada',
        email: `r-${crypto.randomUUID()}@example.com`,
      },
      writes('createAndContact'),
    )
    const request = { returnPrivateReviews: true }
    const read = await checkRead(
      owner,
      () => useReview(review.id, request),
      reviewKeys.detail(review.id, request),
    )
    expect(read?.review.id).toBe(review.id)
    const updated = await checkWrite(
      owner,
      () => useUpdateReview(),
      { id: review.id, review: { revision: review.revision ?? '1', author: { authorName: 'A.' } } },
      writes('update'),
    )
    expect(updated.review.author?.authorName).toBe('A.')
    const content = await checkWrite(
      owner,
      () => useUpdateReviewContent(),
      { reviewId: review.id, content: { rating: 5 }, fieldMask: 'rating' },
      writes('updateContent'),
    )
    expect(content.review.content?.rating).toBe(5)
    const replied = await checkWrite(
      owner,
      () => useSetReply(),
      { reviewId: review.id, message: 'Thank you!' },
      writes('setReply'),
    )
    expect(replied.review.reply?.message).toBe('Thank you!')
    await checkWrite(owner, () => useRemoveReply(), { reviewId: review.id }, writes('removeReply'))
    const approved = await checkWrite(
      owner,
      () => useUpdateModerationStatus(),
      { reviewId: review.id, status: 'APPROVED' },
      writes('moderate'),
    )
    expect(approved.review.moderation?.moderationStatus).toBe('APPROVED')
    await checkWrite(owner, () => useDeleteReview(), { reviewId: review.id }, writes('delete'))
    const { result } = renderStorefrontHook(
      () => useReview(review.id, request, { retry: false }),
      owner,
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(NotFoundError)
  })

  it('creates, moderates and deletes reviews in bulk', async () => {
    const owner = emu.owner()
    const entityId = crypto.randomUUID()
    const { review } = await checkWrite(
      owner,
      () => useCreateReviewAndContact(),
      {
        namespace: 'stores',
        entityId,
        content: { rating: 3 },
        name: 'Bo',
        email: `r-${crypto.randomUUID()}@example.com`,
      },
      writes('createAndContact'),
    )
    const contactId = review.author?.contactId ?? ''
    const other = crypto.randomUUID()
    const created = await checkWrite(
      owner,
      () => useBulkCreateReview(),
      {
        // A contact reviews an item once: this one is about another item.
        reviews: [
          { namespace: 'stores', entityId: other, content: { rating: 5 }, author: { contactId } },
        ],
        returnEntity: true,
      },
      writes('bulkCreate'),
    )
    expect(created.bulkActionMetadata?.totalSuccesses).toBe(1)
    const filter = { entityId: { $in: [entityId, other] } }
    const moderated = await checkWrite(
      owner,
      () => useBulkUpdateModerationStatus(),
      { filter, status: 'REJECTED' },
      writes('bulkModerate'),
    )
    expect(moderated.jobId).toEqual(expect.any(String))
    await checkWrite(owner, () => useBulkDeleteReviews(), { filter }, writes('bulkDelete'))
    const gone = await writeError(owner, () => useDeleteReview(), { reviewId: review.id })
    expect(gone).toBeInstanceOf(NotFoundError)
  })
})
