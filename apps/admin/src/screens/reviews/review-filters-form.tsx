import type { ProductSummary } from '../../ui/product-names'
import { type ReviewFilters, STATUS_CHOICES } from './review-filters'

/** The moderation, product and rating filters; each applies as soon as it changes. */
export function ReviewFiltersForm({
  filters,
  products,
  onChange,
}: {
  filters: ReviewFilters
  products: readonly ProductSummary[]
  onChange: (next: Partial<ReviewFilters>) => void
}) {
  return (
    <form
      className="people-filters"
      aria-label="Filter reviews"
      onSubmit={(e) => e.preventDefault()}
    >
      <label>
        Moderation
        <select
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as ReviewFilters['status'] })}
        >
          {STATUS_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Product
        <select value={filters.product} onChange={(e) => onChange({ product: e.target.value })}>
          <option value="">Every product</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Rating
        <select
          value={filters.rating}
          onChange={(e) => onChange({ rating: Number(e.target.value) })}
        >
          <option value={0}>Any rating</option>
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {stars} {stars === 1 ? 'star' : 'stars'}
            </option>
          ))}
        </select>
      </label>
    </form>
  )
}
