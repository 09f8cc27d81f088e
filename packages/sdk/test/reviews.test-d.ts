// Type tests of the reviews module: checked by `npm run typecheck`. Each @ts-expect-error must stay an error.
import { expectTypeOf } from 'vitest'
import { createClient, type PageIterator, paginate } from '../src/index'
import {
  countReviews,
  createReview,
  getReview,
  queryReviews,
  type Review,
  type ReviewResponse,
  updateModerationStatus,
  updateReview,
} from '../src/reviews'

const client = createClient()
const draft = { namespace: 'stores', entityId: 'p1', content: { rating: 5 } }

expectTypeOf(createReview(client, { review: draft })).toEqualTypeOf<Promise<ReviewResponse>>()
expectTypeOf<Review['moderation']['moderationStatus']>().toExtend<string>()
expectTypeOf<Review['content']['media']>().toBeArray()
expectTypeOf(countReviews(client, {})).resolves.toEqualTypeOf<{ count: number }>()
expectTypeOf(paginate(client, queryReviews, {})).toEqualTypeOf<
  PageIterator<Awaited<ReturnType<typeof queryReviews>>, Review>
>()

// @ts-expect-error a review needs its rating
createReview(client, { review: { ...draft, content: {} } })
// @ts-expect-error the review id is a positional argument
getReview(client, { reviewId: 'r1' })
// @ts-expect-error an update needs the current revision
updateReview(client, 'r1', { review: { content: { rating: 3 } } })
// @ts-expect-error moderation sets only APPROVED or REJECTED
updateModerationStatus(client, 'r1', { status: 'SUBMITTED' })
