import {
  useBulkMarkOrdersAsPaid,
  useBulkUpdateOrders,
  useBulkUpdateOrderTags,
} from '@storefront-kit/react'
import { useId, useState } from 'react'
import { ActionStatus, bulkText } from './action-status'

/**
 * What the owner can do to the selected orders at once: add or remove a tag, archive or
 * unarchive, mark as paid. Each answers per order; the outcome says how many were done and why
 * the others were not.
 */
export function BulkActions({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const tagId = useId()
  const [tag, setTag] = useState('')
  const tags = useBulkUpdateOrderTags()
  const update = useBulkUpdateOrders()
  const markPaid = useBulkMarkOrdersAsPaid()
  const [last, setLast] = useState<'tags' | 'update' | 'paid'>()
  const none = selected.length === 0
  const busy = tags.isPending || update.isPending || markPaid.isPending
  const options = { onSuccess: onDone }

  const changeTag = (assign: boolean) => {
    const tagIds = [tag.trim()]
    setLast('tags')
    tags.mutate(
      assign
        ? { orderIds: selected, assignTags: { tags: { tagIds } } }
        : { orderIds: selected, unassignTags: { tags: { tagIds } } },
      options,
    )
  }
  const archive = (archived: boolean) => {
    setLast('update')
    update.mutate(
      { orders: selected.map((id) => ({ order: { id, archived }, fieldMask: 'archived' })) },
      options,
    )
  }

  return (
    <fieldset className="bulk-actions" disabled={busy}>
      <legend>
        {none ? 'Select orders to act on several at once' : `${selected.length} selected`}
      </legend>
      <label htmlFor={tagId}>Tag</label>
      <input id={tagId} value={tag} onChange={(e) => setTag(e.target.value)} />
      <button type="button" disabled={none || !tag.trim()} onClick={() => changeTag(true)}>
        Add tag to selected
      </button>
      <button type="button" disabled={none || !tag.trim()} onClick={() => changeTag(false)}>
        Remove tag from selected
      </button>
      <button type="button" disabled={none} onClick={() => archive(true)}>
        Archive selected
      </button>
      <button type="button" disabled={none} onClick={() => archive(false)}>
        Unarchive selected
      </button>
      <button
        type="button"
        disabled={none}
        onClick={() => {
          setLast('paid')
          markPaid.mutate({ ecomOrderIds: selected }, options)
        }}
      >
        Mark selected as paid
      </button>
      {last === 'tags' && <ActionStatus action={tags} done={bulkText('Tags', tags.data)} />}
      {last === 'update' && (
        <ActionStatus
          action={update}
          done={bulkText(
            update.variables?.orders[0]?.order.archived ? 'Archive' : 'Unarchive',
            update.data,
          )}
        />
      )}
      {last === 'paid' && (
        <ActionStatus action={markPaid} done={bulkText('Mark as paid', markPaid.data)} />
      )}
    </fieldset>
  )
}
