import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  AuthenticationError,
  type Client,
  ConflictError,
  createClient,
  NotFoundError,
  PermissionError,
  paginate,
  type StorefrontError,
  ValidationError,
} from '../src/index'
import {
  bulkCreateReview,
  bulkDeleteReviews,
  bulkUpdateModerationStatus,
  countReviews,
  createReview,
  createReviewAndContact,
  deleteReview,
  getReview,
  queryReviews,
  type Review,
  type ReviewModerationDecision,
  removeReply,
  setReply,
  updateModerationStatus,
  updateReview,
  updateReviewContent,
} from '../src/reviews'
import { type ServedEmulator, serveEmulator } from './support/emulator'

let emu: ServedEmulator
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'empty' })
})
afterAll(() => emu.close())
beforeEach(async () => {
  await emu.reset()
})

const PRODUCT = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f'
const OTHER = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a'

/**
 * A client for a new member: registered through the sign-in API, with an access token from the
 * emulator's own signer (its real signing path; the login flow is tested elsewhere).
 */
async function member(): Promise<Client> {
  const res = await fetch(`${emu.url}/_api/iam/authentication/v2/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      loginId: { email: `m-${crypto.randomUUID()}@example.com` },
      password: 'review-test-password',
    }),
  })
  const id = ((await res.json()) as { identity?: { id?: string } }).identity?.id
  if (!id) throw new Error(`register failed: ${res.status}`)
  const { context } = emu.running.emulator
  const token = await context.signer.sign({ sub: id, kind: 'member', cid: emu.info.clientId }, 3600)
  return createClient({
    baseUrl: emu.url,
    auth: { headers: async () => ({ authorization: token }) },
  })
}

const draft = (rating = 4, entityId = PRODUCT) => ({
  review: { namespace: 'stores', entityId, content: { title: 'Good', body: 'Works well', rating } },
})

/** The error a call rejects with. */
async function failure(call: Promise<unknown>): Promise<StorefrontError> {
  try {
    await call
  } catch (error) {
    return error as StorefrontError
  }
  throw new Error('expected the call to fail')
}

const rules = (error: StorefrontError) =>
  error.fieldViolations.map((v) => `${v.field}: ${v.violatedRule}`)

describe('reviews over HTTP', () => {
  it('creates a visitor review that stays private until the owner approves it', async () => {
    const visitor = emu.visitor()
    const owner = emu.owner()
    const { review } = await createReview(visitor, draft())
    expect(review.moderation).toEqual({ moderationStatus: 'IN_MODERATION', manuallyChanged: false })
    expect(review.author?.authorType).toBe('VISITOR')
    expect(await failure(getReview(visitor, review.id))).toBeInstanceOf(NotFoundError)
    expect(
      await failure(getReview(visitor, review.id, { returnPrivateReviews: true })),
    ).toBeInstanceOf(PermissionError)
    const pending = await getReview(owner, review.id, { returnPrivateReviews: true })
    expect(pending.review.id).toBe(review.id)
    const approved = await updateModerationStatus(owner, review.id, { status: 'APPROVED' })
    expect(approved.review.publishCount).toBe(1)
    expect((await getReview(visitor, review.id)).review.moderation.moderationStatus).toBe(
      'APPROVED',
    )
  })

  it('rejects bad input with the right status and field violations', async () => {
    const client = await member()
    await createReview(client, draft())
    const duplicate = await failure(createReview(client, draft(5)))
    expect(duplicate).toBeInstanceOf(ConflictError)
    expect(duplicate).toMatchObject({ status: 409, code: 'REVIEW_ALREADY_EXISTS' })
    for (const [rating, rule] of [
      [0, 'MIN'],
      [6, 'MAX'],
    ] as const) {
      const error = await failure(createReview(client, draft(rating, OTHER)))
      expect(error).toBeInstanceOf(ValidationError)
      expect(error.status).toBe(400)
      expect(rules(error)).toEqual([`review.content.rating: ${rule}`])
    }
    const long = draft(3, OTHER)
    long.review.content.body = 'b'.repeat(3001)
    const tooLong = await failure(createReview(client, long))
    expect(rules(tooLong)).toEqual(['review.content.body: MAX_LENGTH'])
    expect(tooLong.fieldViolations[0]?.data).toEqual({ threshold: 3000 })
  })

  it('accepts only APPROVED or REJECTED as a moderation status', async () => {
    const { review } = await createReview(emu.visitor(), draft())
    const error = await failure(
      updateModerationStatus(emu.owner(), review.id, {
        status: 'SUBMITTED' as ReviewModerationDecision,
      }),
    )
    expect(error).toBeInstanceOf(ValidationError)
    expect(rules(error)).toEqual(['status: INVALID_ENUM_VALUE'])
    const rejected = await updateModerationStatus(emu.owner(), review.id, { status: 'REJECTED' })
    expect(rejected.review.moderation.moderationStatus).toBe('REJECTED')
  })

  it('updates with the current revision; a stale one is a 409', async () => {
    const author = await member()
    const { review } = await createReview(author, draft())
    const first = await updateReview(author, review.id, {
      review: { revision: review.revision ?? '', content: { title: 'Better' } },
    })
    expect(first.review).toMatchObject({ revision: '2', content: { title: 'Better', rating: 4 } })
    const stale = await failure(
      updateReview(author, review.id, { review: { revision: '1', content: { rating: 1 } } }),
    )
    expect(stale).toBeInstanceOf(ConflictError)
    expect(stale.code).toBe('REVISION_MISMATCH')
    const masked = await updateReview(author, review.id, {
      review: { revision: '2', content: { body: 'ignored', title: 'Masked' } },
      fieldMask: 'content.title',
    })
    expect(masked.review.content).toMatchObject({ title: 'Masked', body: 'Works well' })
  })

  it('lets only the author or the owner change or delete a review', async () => {
    const author = await member()
    const other = await member()
    const owner = emu.owner()
    const { review } = await createReview(author, draft())
    await updateModerationStatus(owner, review.id, { status: 'APPROVED' })
    const change = { content: { rating: 1 } }
    expect(await failure(updateReviewContent(other, review.id, change))).toBeInstanceOf(
      PermissionError,
    )
    expect(await failure(updateReviewContent(emu.visitor(), review.id, change))).toBeInstanceOf(
      PermissionError,
    )
    expect(await failure(deleteReview(other, review.id))).toBeInstanceOf(PermissionError)
    const byAuthor = await updateReviewContent(author, review.id, {
      content: { title: 'Edited' },
      fieldMask: 'title',
    })
    expect(byAuthor.review.content).toMatchObject({ title: 'Edited', rating: 4 })
    // The author's edit goes back to moderation.
    expect(byAuthor.review.moderation.moderationStatus).toBe('IN_MODERATION')
    const byOwner = await updateReviewContent(owner, review.id, { content: { rating: 2 } })
    expect(byOwner.review.content).toEqual({ rating: 2, media: [] })
    const deleted = await deleteReview(author, review.id)
    expect(deleted.review.id).toBe(review.id)
    expect(
      await failure(getReview(owner, review.id, { returnPrivateReviews: true })),
    ).toBeInstanceOf(NotFoundError)
  })

  it('sets, overwrites and removes the owner’s reply; shoppers may not', async () => {
    const owner = emu.owner()
    const author = await member()
    const { review } = await createReview(author, draft())
    expect(await failure(setReply(author, review.id, { message: 'me' }))).toBeInstanceOf(
      PermissionError,
    )
    await setReply(owner, review.id, { message: 'Thanks!' })
    const second = await setReply(owner, review.id, { message: 'Thanks a lot!' })
    expect(second.review.reply.message).toBe('Thanks a lot!')
    expect(await failure(removeReply(author, review.id))).toBeInstanceOf(PermissionError)
    const removed = await removeReply(owner, review.id)
    expect(removed.review.reply).toEqual({ message: '' })
  })

  it('creates for a contact, counts and bulk-moderates and bulk-deletes by filter', async () => {
    const owner = emu.owner()
    const { review } = await createReviewAndContact(owner, {
      namespace: 'stores',
      entityId: PRODUCT,
      content: { rating: 5 },
      name: 'Dana',
      email: 'dana@example.com',
    })
    expect(review.author?.authorName).toBe('Dana')
    await createReview(await member(), draft(2))
    await createReview(await member(), draft(3, OTHER))
    expect((await countReviews(emu.visitor(), {})).count).toBe(0)
    expect((await countReviews(owner, { includePrivateReviews: true })).count).toBe(3)
    expect(
      await failure(countReviews(emu.visitor(), { includePrivateReviews: true })),
    ).toBeInstanceOf(PermissionError)
    const { jobId } = await bulkUpdateModerationStatus(owner, {
      filter: { entityId: PRODUCT },
      status: 'APPROVED',
    })
    expect(jobId).toBeTruthy()
    expect((await countReviews(emu.visitor(), { filter: { entityId: PRODUCT } })).count).toBe(2)
    await bulkDeleteReviews(owner, { filter: { 'content.rating': { $lt: 5 } } })
    expect((await countReviews(owner, { includePrivateReviews: true })).count).toBe(1)
    expect(await failure(bulkDeleteReviews(await member(), {}))).toBeInstanceOf(PermissionError)
  })

  it('pages through a product’s reviews with paginate', async () => {
    const owner = emu.owner()
    const contact = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
    const created = await bulkCreateReview(owner, {
      reviews: Array.from({ length: 25 }, (_, n) => ({
        namespace: 'stores',
        entityId: PRODUCT,
        content: { rating: (n % 5) + 1, body: `Review ${n}` },
        author: { contactId: contact(n) },
      })),
    })
    expect(created.bulkActionMetadata.totalSuccesses).toBe(25)
    await createReview(await member(), draft(5, OTHER))
    await bulkUpdateModerationStatus(owner, { status: 'APPROVED' })
    const request = { query: { filter: { entityId: PRODUCT }, cursorPaging: { limit: 10 } } }
    const pages: number[] = []
    for await (const page of paginate(emu.visitor(), queryReviews, request).pages())
      pages.push(page.reviews.length)
    expect(pages).toEqual([10, 10, 5])
    const all: Review[] = []
    for await (const review of paginate(emu.visitor(), queryReviews, request)) all.push(review)
    // Created in one request, they may share a createdDate: the order among them is by id.
    expect(new Set(all.map((r) => r.content.body))).toEqual(
      new Set(Array.from({ length: 25 }, (_, n) => `Review ${n}`)),
    )
    const some = await paginate(emu.visitor(), queryReviews, request).collect({ limit: 12 })
    expect(some).toHaveLength(12)
    const first = await queryReviews(emu.visitor(), request)
    expect(first.metadata).toMatchObject({ count: 10, total: 25, tooManyToCount: false })
  })

  it('needs a token', async () => {
    const anonymous = createClient({ baseUrl: emu.url })
    expect(await failure(createReview(anonymous, draft()))).toBeInstanceOf(AuthenticationError)
    expect(await failure(queryReviews(anonymous, {}))).toBeInstanceOf(AuthenticationError)
  })
})
