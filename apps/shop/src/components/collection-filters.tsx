import { type FormEvent, useId } from 'react'
import { type CollectionView, SORTS, type SortKey } from '../lib/catalog-query'

/** Props of {@link CollectionFilters}. */
export interface CollectionFiltersProps {
  view: CollectionView
  /** Applies changed choices (they go to the URL); the page goes back to 1. */
  onChange: (changes: Record<string, string | undefined>) => void
}

/**
 * Sort, "in stock only" and a price range. Sort and stock apply at once; the price range on
 * "Apply" (typing a number should not fire a query per key).
 */
export function CollectionFilters({ view, onChange }: CollectionFiltersProps) {
  const id = useId()
  const applyPrices = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    onChange({
      min: String(data.get('min') ?? ''),
      max: String(data.get('max') ?? ''),
      page: undefined,
    })
  }
  return (
    <div className="filters">
      <div className="field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          value={view.sort}
          onChange={(e) => onChange({ sort: e.target.value as SortKey, page: undefined })}
        >
          {Object.entries(SORTS).map(([key, { label }]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field checkbox">
        <input
          id={`${id}-stock`}
          type="checkbox"
          checked={view.inStock}
          onChange={(e) =>
            onChange({ inStock: e.target.checked ? '1' : undefined, page: undefined })
          }
        />
        <label htmlFor={`${id}-stock`}>In stock only</label>
      </div>
      <form className="price-range" onSubmit={applyPrices} aria-label="Price range">
        <div className="field">
          <label htmlFor={`${id}-min`}>Min price ($)</label>
          <input
            id={`${id}-min`}
            name="min"
            type="number"
            min={0}
            step="1"
            inputMode="decimal"
            defaultValue={view.minPrice ?? ''}
            key={`min-${view.minPrice ?? ''}`}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-max`}>Max price ($)</label>
          <input
            id={`${id}-max`}
            name="max"
            type="number"
            min={0}
            step="1"
            inputMode="decimal"
            defaultValue={view.maxPrice ?? ''}
            key={`max-${view.maxPrice ?? ''}`}
          />
        </div>
        <button type="submit" className="button secondary">
          Apply
        </button>
      </form>
    </div>
  )
}
