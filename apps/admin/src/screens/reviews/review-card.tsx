import {
  useDeleteReview,
  useRemoveReply,
  useSetReply,
  useUpdateModerationStatus,
} from '@storefront-kit/react'
import type { Review } from '@storefront-kit/sdk/reviews'
import { type FormEvent, useId, useState } from 'react'
import { ConfirmButton } from '../../ui/confirm-button'
import { moderationLabel } from './review-filters'

/** What an action tells the list: done (in words) or failed (the error). */
export type ReviewOutcome = { done: string } | { error: unknown }

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })

/**
 * One review for the owner: product, stars, author, text and status, with approve or reject,
 * the owner's reply (set, change or remove) and delete. Every button names the review
 * ("Approve review by Ann of Brass Fountain Pen") so a screen reader can tell them apart.
 */
export function ReviewCard({
  review,
  productName,
  onOutcome,
}: {
  review: Review
  productName: string
  onOutcome: (outcome: ReviewOutcome) => void
}) {
  const author = review.author?.authorName || 'a visitor'
  const which = `review by ${author} of ${productName}`
  const report = (done: string) => ({
    onSuccess: () => onOutcome({ done }),
    onError: (error: unknown) => onOutcome({ error }),
  })
  const moderate = useUpdateModerationStatus({
    onSuccess: (data) =>
      onOutcome({
        done: `The ${which} is ${data.review.moderation.moderationStatus === 'APPROVED' ? 'approved: it shows in the shop' : 'rejected'}.`,
      }),
    onError: (error) => onOutcome({ error }),
  })
  const setReply = useSetReply(report(`Your reply to the ${which} is saved.`))
  const removeReply = useRemoveReply(report(`Your reply to the ${which} is removed.`))
  const remove = useDeleteReview(report(`The ${which} is deleted.`))
  const [reply, setReplyText] = useState(review.reply.message)
  const replyId = useId()
  const status = review.moderation.moderationStatus
  const busy = [moderate, setReply, removeReply, remove].some((m) => m.isPending)
  const reviewId = review.id
  const submitReply = (event: FormEvent) => {
    event.preventDefault()
    setReply.mutate({ reviewId, message: reply.trim() })
  }
  return (
    <article className="people-review" aria-labelledby={`${replyId}-title`}>
      <h2 id={`${replyId}-title`}>
        {review.content.title || 'Untitled review'} — {productName}
      </h2>
      <p>
        <span role="img" aria-label={`${review.content.rating} out of 5 stars`}>
          {'★'.repeat(review.content.rating)}
          {'☆'.repeat(5 - review.content.rating)}
        </span>{' '}
        by {author}
        {review.createdDate && `, ${DATE.format(new Date(review.createdDate))}`} ·{' '}
        <strong>{moderationLabel(status)}</strong>
      </p>
      {review.content.body && <p>{review.content.body}</p>}
      <div className="people-actions">
        {status !== 'APPROVED' && (
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => moderate.mutate({ reviewId, status: 'APPROVED' })}
          >
            Approve {which}
          </button>
        )}
        {status !== 'REJECTED' && (
          <button
            type="button"
            disabled={busy}
            onClick={() => moderate.mutate({ reviewId, status: 'REJECTED' })}
          >
            Reject {which}
          </button>
        )}
        <ConfirmButton
          className="danger"
          disabled={busy}
          question={`Delete the ${which}? This cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={() => remove.mutate({ reviewId })}
        >
          Delete {which}
        </ConfirmButton>
      </div>
      <form className="people-reply" onSubmit={submitReply}>
        <label htmlFor={replyId}>Your reply to the {which}</label>
        <textarea
          id={replyId}
          rows={2}
          maxLength={10_000}
          value={reply}
          onChange={(e) => setReplyText(e.target.value)}
        />
        <button type="submit" disabled={busy || reply.trim() === ''}>
          Save reply
        </button>
        {review.reply.message && (
          <button type="button" disabled={busy} onClick={() => removeReply.mutate({ reviewId })}>
            Remove reply
          </button>
        )}
      </form>
    </article>
  )
}
