import { z } from 'zod'
import { fieldMaskSchema, guidSchema, imageSchema } from './common.schema'
import { lazySchema } from './lazy-schema'
import { filterSchema } from './query.schema'

/** Content limits of a review (wire/reviews.md). */
export const REVIEW_LIMITS = {
  title: 3000,
  body: 3000,
  media: 10,
  minRating: 1,
  maxRating: 5,
  authorName: 100,
  entityId: 36,
  replyMessage: 10_000,
  bulkCreate: 100,
} as const

// Query strings carry booleans as text; `z.coerce.boolean` would read "false" as true.
const flag = lazySchema(() =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')]),
)

// int64 travels as a string; a JSON number is tolerated.
const int64 = lazySchema(() =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value),
    z.string().regex(/^\d{1,18}$/, 'must be a non-negative integer in a string'),
  ),
)

const timestamp = lazySchema(() => z.iso.datetime({ offset: true }))

// Missing → REQUIRED_FIELD, a wrong value → INVALID_ENUM_VALUE (a bare z.enum reports both alike).
const decision = lazySchema(() => z.string().pipe(z.enum(['APPROVED', 'REJECTED'])))

export const reviewVideoSchema = lazySchema(() =>
  z.object({
    id: z.string().max(500).optional(),
    url: z.string().max(2000).optional(),
  }),
)

/** One media item: exactly one of `image` or `video`. */
export const reviewMediaSchema = lazySchema(() =>
  z
    .object({ image: imageSchema.optional(), video: reviewVideoSchema.optional() })
    .superRefine((media, ctx) => {
      const set = (media.image ? 1 : 0) + (media.video ? 1 : 0)
      if (set === 1) return
      ctx.addIssue({
        code: 'custom',
        message: set === 0 ? 'needs an image or a video' : 'may hold an image or a video, not both',
        params: {
          violatedRule: set === 0 ? 'REQUIRED_ONE_OF_FIELD' : 'ONE_OF_ALIGNMENT',
          data: { oneOf: ['image', 'video'] },
        },
      })
    }),
)

// A function, as every schema here is built on first use, not when the module loads.
const contentFields = () => ({
  title: z.string().max(REVIEW_LIMITS.title).optional(),
  body: z.string().max(REVIEW_LIMITS.body).optional(),
  media: z.array(reviewMediaSchema).max(REVIEW_LIMITS.media).optional(),
  rating: z.number().int().min(REVIEW_LIMITS.minRating).max(REVIEW_LIMITS.maxRating),
})

/** Review content with every limit: title and body length, media count, rating 1–5. */
export const reviewContentSchema = lazySchema(() => z.object(contentFields()))

/** Content of an update: every field optional, the same limits. */
export const reviewContentPatchSchema = lazySchema(() =>
  z.object({
    ...contentFields(),
    rating: contentFields().rating.optional(),
  }),
)

/** The writable fields of a new review (read-only fields are dropped). */
export const reviewInputSchema = lazySchema(() =>
  z.object({
    namespace: z.string().min(1).max(100),
    entityId: z.string().min(1).max(REVIEW_LIMITS.entityId),
    content: reviewContentSchema,
    author: z
      .object({
        contactId: guidSchema.optional(),
        authorName: z.string().max(REVIEW_LIMITS.authorName).optional(),
      })
      .optional(),
    reviewDate: timestamp.optional(),
  }),
)

/** Body of `POST /reviews/v1/reviews`. */
export const createReviewRequestSchema = lazySchema(() => z.object({ review: reviewInputSchema }))

/** Body of `POST /reviews/v1/reviews/contact`. */
export const createReviewAndContactRequestSchema = lazySchema(() =>
  z.object({
    namespace: reviewInputSchema.shape.namespace,
    entityId: reviewInputSchema.shape.entityId,
    content: reviewContentSchema,
    name: z.string().min(1).max(REVIEW_LIMITS.authorName).optional(),
    email: z.email().max(320).optional(),
  }),
)

/** `GET /reviews/v1/reviews/{reviewId}` (query string). */
export const getReviewRequestSchema = lazySchema(() =>
  z.object({
    reviewId: guidSchema,
    returnPrivateReviews: flag.optional(),
  }),
)

/**
 * Body of `POST /reviews/v1/reviews/query`. The query's filter, sort and paging are left to the
 * server's query engine, which knows the queryable fields and reports every violation at once.
 */
export const queryReviewsRequestSchema = lazySchema(() =>
  z.object({
    query: z.record(z.string(), z.unknown()).optional(),
    returnPrivateReviews: flag.optional(),
  }),
)

/** Body of `POST /reviews/v1/reviews/count`. */
export const countReviewsRequestSchema = lazySchema(() =>
  z.object({
    filter: filterSchema.optional(),
    includePrivateReviews: flag.optional(),
  }),
)

/** Body of `PATCH /reviews/v1/reviews/{review.id}`. */
export const updateReviewRequestSchema = lazySchema(() =>
  z.object({
    review: z.object({
      id: guidSchema,
      revision: int64,
      content: reviewContentPatchSchema.optional(),
      author: z
        .object({ authorName: z.string().max(REVIEW_LIMITS.authorName).optional() })
        .optional(),
      reviewDate: timestamp.optional(),
    }),
    fieldMask: fieldMaskSchema.optional(),
  }),
)

/** Body of `PUT /reviews/v1/reviews/content/{reviewId}`. */
export const updateReviewContentRequestSchema = lazySchema(() =>
  z.object({
    reviewId: guidSchema,
    content: reviewContentPatchSchema,
    fieldMask: fieldMaskSchema.optional(),
  }),
)

/** `DELETE /reviews/v1/reviews/{reviewId}` and `DELETE …/{reviewId}/reply`. */
export const reviewIdRequestSchema = lazySchema(() => z.object({ reviewId: guidSchema }))

/** Body of `PATCH /reviews/v1/reviews/{reviewId}/reply`. */
export const setReplyRequestSchema = lazySchema(() =>
  z.object({
    reviewId: guidSchema,
    message: z.string().min(1).max(REVIEW_LIMITS.replyMessage),
  }),
)

/** Body of `PATCH /reviews/v1/reviews/{reviewId}/moderate`: only APPROVED or REJECTED. */
export const updateModerationStatusRequestSchema = lazySchema(() =>
  z.object({
    reviewId: guidSchema,
    status: decision,
  }),
)

/** Body of `POST /reviews/v1/bulk/reviews/create`: every review names its contact. */
export const bulkCreateReviewRequestSchema = lazySchema(() =>
  z.object({
    reviews: z
      .array(
        reviewInputSchema.extend({
          author: z.object({
            contactId: guidSchema,
            authorName: z.string().max(REVIEW_LIMITS.authorName).optional(),
          }),
        }),
      )
      .min(1)
      .max(REVIEW_LIMITS.bulkCreate),
    returnEntity: flag.optional(),
  }),
)

/** Body of `POST /reviews/v1/bulk/reviews/delete`. */
export const bulkDeleteReviewsRequestSchema = lazySchema(() =>
  z.object({ filter: filterSchema.optional() }),
)

/** Body of `POST /reviews/v1/bulk/reviews/moderate`. */
export const bulkUpdateModerationStatusRequestSchema = lazySchema(() =>
  z.object({
    filter: filterSchema.optional(),
    status: decision,
  }),
)
