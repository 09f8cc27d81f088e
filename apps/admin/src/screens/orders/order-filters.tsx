import type { FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { enumText } from './format'
import {
  FILTER_PARAMS,
  FULFILLMENT_CHOICES,
  PAYMENT_CHOICES,
  SORTS,
  STATUS_CHOICES,
} from './list-params'

function Choice({
  name,
  label,
  values,
  current,
}: {
  name: string
  label: string
  values: readonly string[]
  current: string
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={current}>
        <option value="">Any</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {enumText(value)}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * The list's search form. Applying it writes every filter and the sort into the URL (and drops the
 * page cursor), so the address reproduces the list and the back button undoes a search.
 */
export function OrderFilters() {
  const [params, setParams] = useSearchParams()
  const key = params.toString()
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = new URLSearchParams()
    for (const name of [...FILTER_PARAMS, 'sort']) {
      const value = String(form.get(name) ?? '').trim()
      if (value) next.set(name, value)
    }
    setParams(next)
  }
  return (
    // Keyed by the URL so going back in history shows the filters of that list.
    <form key={key} className="order-filters" aria-label="Search orders" onSubmit={apply}>
      <label>
        Order number or e-mail
        <input type="search" name="q" defaultValue={params.get('q') ?? ''} />
      </label>
      <Choice
        name="status"
        label="Status"
        values={STATUS_CHOICES}
        current={params.get('status') ?? ''}
      />
      <Choice
        name="payment"
        label="Payment"
        values={PAYMENT_CHOICES}
        current={params.get('payment') ?? ''}
      />
      <Choice
        name="fulfillment"
        label="Fulfillment"
        values={FULFILLMENT_CHOICES}
        current={params.get('fulfillment') ?? ''}
      />
      <label>
        From
        <input type="date" name="from" defaultValue={params.get('from') ?? ''} />
      </label>
      <label>
        To
        <input type="date" name="to" defaultValue={params.get('to') ?? ''} />
      </label>
      <label>
        Sort
        <select name="sort" defaultValue={params.get('sort') ?? SORTS[0].value}>
          {SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </label>
      <div className="order-filters-actions">
        <button type="submit">Search</button>
        <button type="button" onClick={() => setParams(new URLSearchParams())}>
          Clear filters
        </button>
      </div>
    </form>
  )
}
