import { type FormEvent, useEffect, useState } from 'react'
import { type MemberFilters, PRIVACY_CHOICES, STATUS_CHOICES } from './member-filters'

/**
 * The status and privacy filters (applied as soon as they change) and a search box (applied on
 * "Search", so typing does not reload the table per key).
 */
export function MemberFiltersForm({
  filters,
  onChange,
}: {
  filters: MemberFilters
  onChange: (next: Partial<MemberFilters>) => void
}) {
  const [search, setSearch] = useState(filters.search)
  // A link or "back" changes the address: the box follows it.
  useEffect(() => setSearch(filters.search), [filters.search])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ search: search.trim() })
  }
  return (
    <form className="people-filters" aria-label="Filter members" onSubmit={submit}>
      <label>
        Status
        <select value={filters.status} onChange={(e) => onChange({ status: e.target.value })}>
          {STATUS_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Privacy
        <select value={filters.privacy} onChange={(e) => onChange({ privacy: e.target.value })}>
          {PRIVACY_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Name or e-mail
        <input
          type="search"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      <button type="submit">Search</button>
    </form>
  )
}
