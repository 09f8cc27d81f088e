import { type FormEvent, useState } from 'react'
import { describeError, fieldErrors } from '../lib/errors'
import { Field, FormMessage } from './field'

/** A write the coupon form starts: its state, and how to start it. */
interface CouponWrite<TArg> {
  run: (arg: TArg, done: { onSuccess: () => void }) => void
  isPending: boolean
  error: unknown
}

/** Props of {@link CouponView}: the applied code (if any) and the two writes, whichever cart API. */
export interface CouponViewProps {
  applied: string | undefined
  apply: CouponWrite<string>
  remove: CouponWrite<void>
}

/** The coupon of the cart: a code field and "Apply", or the applied code with "Remove". */
export function CouponView({ applied, apply, remove }: CouponViewProps) {
  const [code, setCode] = useState('')
  if (applied)
    return (
      <div className="coupon applied" aria-live="polite">
        <p>
          Coupon <strong>{applied}</strong> applied.
        </p>
        <button
          type="button"
          className="link-button"
          onClick={() => remove.run(undefined, { onSuccess: () => undefined })}
          disabled={remove.isPending}
        >
          Remove coupon<span className="visually-hidden"> {applied}</span>
        </button>
      </div>
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim()) apply.run(code.trim(), { onSuccess: () => setCode('') })
  }
  // v1 names the field `couponCode`, Cart V2 `coupon.code`.
  const fields = fieldErrors(apply.error)
  const error = apply.error
    ? (fields.couponCode ?? fields['coupon.code'] ?? describeError(apply.error).message)
    : undefined
  return (
    <form className="coupon" onSubmit={submit} aria-label="Coupon">
      <Field
        label="Coupon code"
        name="couponCode"
        autoComplete="off"
        autoCapitalize="characters"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <button type="submit" className="button secondary" disabled={apply.isPending || !code.trim()}>
        {apply.isPending ? 'Applying…' : 'Apply'}
      </button>
      {remove.error !== null && remove.error !== undefined && (
        <FormMessage tone="error">{describeError(remove.error).message}</FormMessage>
      )}
    </form>
  )
}
