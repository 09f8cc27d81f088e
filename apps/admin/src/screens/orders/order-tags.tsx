import { useBulkUpdateOrderTags } from '@storefront-kit/react'
import type { Order } from '@storefront-kit/sdk/orders'
import { type FormEvent, useId, useState } from 'react'
import { ActionStatus } from './action-status'
import { tagsOf } from './format'

/** The order's tags: each with a remove button, and a field to add one. */
export function OrderTags({ order }: { order: Order }) {
  const inputId = useId()
  const [tag, setTag] = useState('')
  const update = useBulkUpdateOrderTags()
  const tags = tagsOf(order)
  const add = (event: FormEvent) => {
    event.preventDefault()
    const tagIds = [tag.trim()]
    update.mutate(
      { orderIds: [order.id], assignTags: { tags: { tagIds } } },
      { onSuccess: () => setTag('') },
    )
  }
  return (
    <section aria-labelledby="order-tags">
      <h2 id="order-tags">Tags</h2>
      {tags.length ? (
        <ul className="tags">
          {tags.map((t) => (
            <li key={t}>
              <span>{t}</span>
              <button
                type="button"
                disabled={update.isPending}
                onClick={() =>
                  update.mutate({ orderIds: [order.id], unassignTags: { tags: { tagIds: [t] } } })
                }
              >
                Remove tag {t}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No tags.</p>
      )}
      <form onSubmit={add} className="inline-form">
        <label htmlFor={inputId}>New tag</label>
        <input id={inputId} value={tag} onChange={(e) => setTag(e.target.value)} required />
        <button type="submit" disabled={update.isPending || !tag.trim()}>
          Add tag
        </button>
      </form>
      <ActionStatus action={update} done="Tags saved." />
    </section>
  )
}
