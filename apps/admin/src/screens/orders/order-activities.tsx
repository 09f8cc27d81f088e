import { useAddActivities, useDeleteActivity, useUpdateActivity } from '@storefront-kit/react'
import type { Activity, Order } from '@storefront-kit/sdk/orders'
import { type FormEvent, useId, useState } from 'react'
import { ConfirmButton } from '../../ui/confirm-button'
import { ActionStatus } from './action-status'
import { dateTimeText, enumText } from './format'

/** A short quote of a note for a button's accessible name ("Edit note “Call before…”"). */
const quote = (text: string) => `“${text.length > 30 ? `${text.slice(0, 30)}…` : text}”`

/** A note (merchant comment) the owner can change or delete. */
function Note({ order, activity }: { order: Order; activity: Activity }) {
  const editId = useId()
  const message = activity.merchantComment?.message ?? ''
  const [draft, setDraft] = useState<string>()
  const update = useUpdateActivity()
  const remove = useDeleteActivity()
  const activityId = activity.id ?? ''
  const save = (event: FormEvent) => {
    event.preventDefault()
    update.mutate(
      { id: order.id, activityId, activity: { merchantComment: { message: draft ?? '' } } },
      { onSuccess: () => setDraft(undefined) },
    )
  }
  if (draft !== undefined)
    return (
      <form onSubmit={save} className="note-edit">
        <label htmlFor={editId}>Edit note</label>
        <textarea id={editId} value={draft} onChange={(e) => setDraft(e.target.value)} required />
        <button type="submit" disabled={update.isPending}>
          Save note
        </button>
        <button type="button" onClick={() => setDraft(undefined)}>
          Discard changes
        </button>
        <ActionStatus action={update} done={undefined} />
      </form>
    )
  return (
    <>
      <p className="note">{message}</p>
      <button type="button" onClick={() => setDraft(message)}>
        Edit note {quote(message)}
      </button>
      <ConfirmButton
        question={`Delete the note ${quote(message)}?`}
        confirmLabel="Delete note"
        disabled={remove.isPending}
        onConfirm={() => remove.mutate({ id: order.id, activityId })}
      >
        Delete note {quote(message)}
      </ConfirmButton>
      <ActionStatus action={remove} done={undefined} />
    </>
  )
}

/** What one activity says beyond its kind. */
function detailOf(activity: Activity): string {
  const refund = activity.refundInitiated ?? activity.orderRefunded
  if (refund)
    return [refund.amount?.formattedAmount ?? refund.amount?.amount, refund.reason]
      .filter(Boolean)
      .join(' · ')
  const custom = activity.customActivity
  if (custom) return custom.type ?? ''
  return ''
}

/** The order's history, newest last, with its notes (add, edit, delete). */
export function OrderActivities({ order }: { order: Order }) {
  const newId = useId()
  const [text, setText] = useState('')
  const add = useAddActivities()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    add.mutate(
      {
        orderId: order.id,
        orderActivities: [
          { activityType: 'MERCHANT_COMMENT', merchantComment: { message: text.trim() } },
        ],
      },
      { onSuccess: () => setText('') },
    )
  }
  return (
    <section aria-labelledby="order-activities">
      <h2 id="order-activities">Activity and notes</h2>
      <ol className="activities">
        {order.activities.map((activity, index) => (
          // Activities the platform records have ids; index only keeps React quiet for the rest.
          <li key={activity.id ?? index}>
            <span className="activity-kind">{enumText(activity.activityType)}</span>{' '}
            <time dateTime={activity.createdDate}>{dateTimeText(activity.createdDate)}</time>
            {activity.merchantComment ? (
              <Note order={order} activity={activity} />
            ) : (
              <span className="activity-detail"> {detailOf(activity)}</span>
            )}
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="note-new">
        <label htmlFor={newId}>New note</label>
        <textarea id={newId} value={text} onChange={(e) => setText(e.target.value)} required />
        <button type="submit" disabled={add.isPending || !text.trim()}>
          Add note
        </button>
      </form>
      <ActionStatus action={add} done="Note added." />
    </section>
  )
}
