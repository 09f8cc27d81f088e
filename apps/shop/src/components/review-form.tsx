import { useCreateReview } from '@storefront-kit/react'
import { type FormEvent, useId, useState } from 'react'
import { describeError, fieldErrors } from '../lib/errors'
import { Field, FormMessage } from './field'

/** Written reviews wait for the owner's approval; this is what the shopper is told. */
export const PENDING_MODERATION =
  'Thank you! Your review was sent and is waiting for moderation. It will appear once the store approves it.'

/** The review form of a product for a signed-in member: rating, title and text. */
export function ReviewForm({ productId }: { productId: string }) {
  const id = useId()
  const [rating, setRating] = useState(0)
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [missingRating, setMissingRating] = useState(false)
  const create = useCreateReview()
  const errors = fieldErrors(create.error)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!rating) return setMissingRating(true)
    create.mutate({
      review: {
        namespace: 'stores',
        entityId: productId,
        content: {
          rating,
          ...(title.trim() && { title: title.trim() }),
          ...(body.trim() && { body: body.trim() }),
        },
      },
    })
  }
  if (create.isSuccess) {
    const status = create.data.review.moderation.moderationStatus
    return (
      <FormMessage tone="success">
        {status === 'APPROVED' ? 'Thank you! Your review is published.' : PENDING_MODERATION}
      </FormMessage>
    )
  }
  const ratingError =
    (missingRating && !rating ? 'Choose a rating.' : undefined) ?? errors['review.content.rating']
  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Write a review</h3>
      <fieldset
        className="rating-input"
        aria-describedby={ratingError ? `${id}-rating-error` : undefined}
      >
        <legend>Rating</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <span key={value} className="rating-choice">
            <input
              type="radio"
              id={`${id}-rating-${value}`}
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            <label htmlFor={`${id}-rating-${value}`}>
              {value} {value === 1 ? 'star' : 'stars'}
            </label>
          </span>
        ))}
        {ratingError && (
          <span className="field-error" id={`${id}-rating-error`}>
            {ratingError}
          </span>
        )}
      </fieldset>
      <Field
        label="Title"
        value={title}
        maxLength={200}
        onChange={(e) => setTitle(e.target.value)}
        error={errors['review.content.title']}
      />
      <div className="field">
        <label htmlFor={`${id}-body`}>Your review</label>
        <textarea
          id={`${id}-body`}
          rows={4}
          maxLength={3000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={errors['review.content.body'] ? true : undefined}
          aria-describedby={errors['review.content.body'] ? `${id}-body-error` : undefined}
        />
        {errors['review.content.body'] && (
          <span className="field-error" id={`${id}-body-error`}>
            {errors['review.content.body']}
          </span>
        )}
      </div>
      <button type="submit" className="button" disabled={create.isPending}>
        {create.isPending ? 'Sending…' : 'Submit review'}
      </button>
      {create.isError && !Object.keys(errors).length && (
        <FormMessage tone="error">{describeError(create.error).message}</FormMessage>
      )}
    </form>
  )
}
