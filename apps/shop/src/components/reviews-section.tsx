import { reviewsInfiniteQueryOptions, useStorefrontClient } from '@storefront-kit/react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link, useLocation } from 'react-router'
import { ratingSummaryQuery } from '../data/product'
import { dateText } from '../lib/format'
import { useNearViewport } from '../lib/use-near-viewport'
import { ReviewForm } from './review-form'
import { TextSkeleton } from './skeletons'
import { Stars } from './stars'
import { Empty, ErrorState } from './status'

/** Props of {@link ReviewsSection}. */
export interface ReviewsSectionProps {
  productId: string
  signedIn: boolean
}

/**
 * A product's published reviews (five at a time, read as the section nears the viewport), their
 * count (it came with the page), and the form for members.
 */
export function ReviewsSection({ productId, signedIn }: ReviewsSectionProps) {
  const client = useStorefrontClient()
  const { pathname } = useLocation()
  const [ref, near] = useNearViewport<HTMLElement>()
  const count = useQuery(ratingSummaryQuery(client, productId))
  const reviews = useInfiniteQuery({
    ...reviewsInfiniteQueryOptions(client, {
      query: {
        filter: { namespace: 'stores', entityId: productId },
        sort: [{ fieldName: 'reviewDate', order: 'DESC' }],
        cursorPaging: { limit: 5 },
      },
    }),
    enabled: near,
  })
  const list = reviews.data?.pages.flatMap((page) => page.reviews) ?? []
  return (
    <section className="reviews" aria-labelledby="reviews-title" ref={ref}>
      <h2 id="reviews-title">
        Reviews{count.data ? <span className="count"> ({count.data.count})</span> : null}
      </h2>
      {reviews.isPending ? (
        <TextSkeleton label="Loading reviews…" lines={Math.min(5, count.data?.count ?? 1) * 3} />
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
          <Link to={`/sign-in?next=${encodeURIComponent(pathname)}`}>Sign in</Link> to write a
          review.
        </p>
      )}
    </section>
  )
}
