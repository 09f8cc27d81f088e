import { useReviews } from '@storefront-kit/react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { usePageTitle } from '../../ui/page-title'
import { useProductSummaries } from '../../ui/product-names'
import { ErrorMessage, QueryState } from '../../ui/query-state'
import { ReviewCard, type ReviewOutcome } from './review-card'
import {
  type ReviewFilters,
  readReviewFilters,
  reviewFilterParams,
  reviewsRequest,
} from './review-filters'
import { ReviewFiltersForm } from './review-filters-form'

/**
 * The moderation queue and every other review: filters and page cursor in the address, one card
 * per review with its actions, and what the last action did.
 */
export function ReviewsList() {
  usePageTitle('Reviews')
  const [params, setParams] = useSearchParams()
  const filters = readReviewFilters(params)
  const reviews = useReviews(reviewsRequest(filters))
  const { products, byId } = useProductSummaries()
  const [outcome, setOutcome] = useState<ReviewOutcome>()
  // A new filter starts again at the first page.
  const go = (next: Partial<ReviewFilters>) =>
    setParams(reviewFilterParams({ ...filters, cursor: '', ...next }))
  const next = reviews.data?.metadata.cursors.next
  return (
    <section>
      <h1>Reviews</h1>
      <ReviewFiltersForm filters={filters} products={products ?? []} onChange={go} />
      <p role="status" className="people-status">
        {outcome && 'done' in outcome ? outcome.done : ''}
      </p>
      {outcome && 'error' in outcome && <ErrorMessage error={outcome.error} />}
      <QueryState
        query={reviews}
        isEmpty={(data) => data.reviews.length === 0}
        empty={
          filters.status === 'queue'
            ? 'No reviews wait for moderation.'
            : 'No reviews match these filters.'
        }
        loadingLabel="Loading reviews…"
      >
        {(data) => (
          <>
            <p>
              {data.metadata.total} {data.metadata.total === 1 ? 'review' : 'reviews'}
            </p>
            {data.reviews.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                productName={byId.get(review.entityId)?.name ?? 'a product'}
                onOutcome={setOutcome}
              />
            ))}
            <nav aria-label="Review pages" className="people-pager">
              <button type="button" disabled={!filters.cursor} onClick={() => go({ cursor: '' })}>
                First page
              </button>
              <button type="button" disabled={!next} onClick={() => next && go({ cursor: next })}>
                Next page
              </button>
            </nav>
          </>
        )}
      </QueryState>
    </section>
  )
}
