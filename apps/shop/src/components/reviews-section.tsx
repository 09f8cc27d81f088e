import { useInfiniteReviews, useReviewsCount } from '@storefront-kit/react'
import { dateText } from '../lib/format'
import { Link } from './link'
import { ReviewForm } from './review-form'
import { Stars } from './stars'
import { Empty, ErrorState, Loading } from './status'

/** Props of {@link ReviewsSection}. */
export interface ReviewsSectionProps {
  productId: string
  signedIn: boolean
}

/** A product's published reviews (five at a time), their count, and the form for members. */
export function ReviewsSection({ productId, signedIn }: ReviewsSectionProps) {
  const filter = { namespace: 'stores', entityId: productId }
  const count = useReviewsCount({ filter })
  const reviews = useInfiniteReviews({
    query: {
      filter,
      sort: [{ fieldName: 'reviewDate', order: 'DESC' }],
      cursorPaging: { limit: 5 },
    },
  })
  const list = reviews.data?.pages.flatMap((page) => page.reviews) ?? []
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">
        Reviews{count.data ? <span className="count"> ({count.data.count})</span> : null}
      </h2>
      {reviews.isPending ? (
        <Loading label="Loading reviews…" />
      ) : reviews.isError ? (
        <ErrorState error={reviews.error} onRetry={() => reviews.refetch()} />
      ) : list.length === 0 ? (
        <Empty title="No reviews yet. Be the first to write one." />
      ) : (
        <ul className="review-list">
          {list.map((review) => (
            <li key={review.id} className="review">
              <Stars rating={review.content.rating} />
              {review.content.title && <h3>{review.content.title}</h3>}
              {review.content.body && <p>{review.content.body}</p>}
              <p className="review-meta">
                {review.author?.authorName || 'A shopper'} ·{' '}
                {dateText(review.reviewDate ?? review.createdDate)}
              </p>
              {review.reply.message && (
                <blockquote className="review-reply">
                  <p>
                    <strong>The store replied:</strong> {review.reply.message}
                  </p>
                </blockquote>
              )}
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <button
          type="button"
          className="button secondary"
          onClick={() => reviews.fetchNextPage()}
          disabled={reviews.isFetchingNextPage}
        >
          {reviews.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
        </button>
      )}
      {signedIn ? (
        <ReviewForm productId={productId} />
      ) : (
        <p className="review-sign-in">
          <Link to={`/sign-in?next=${encodeURIComponent(window.location.pathname)}`}>Sign in</Link>{' '}
          to write a review.
        </p>
      )}
    </section>
  )
}
