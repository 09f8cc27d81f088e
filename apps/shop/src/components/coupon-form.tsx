import { useRemoveCartCoupon, useUpdateCart } from '@storefront-kit/react'
import type { Cart } from '@storefront-kit/sdk/cart'
import { type FormEvent, useState } from 'react'
import { describeError, fieldErrors } from '../lib/errors'
import { Field, FormMessage } from './field'

/** The coupon of the cart: a code field and "Apply", or the applied code with "Remove". */
export function CouponForm({ cart }: { cart: Cart }) {
  const [code, setCode] = useState('')
  const apply = useUpdateCart({ onSuccess: () => setCode('') })
  const remove = useRemoveCartCoupon()
  const applied = cart.appliedDiscounts.find((d) => d.coupon)?.coupon
  if (applied)
    return (
      <div className="coupon applied" aria-live="polite">
        <p>
          Coupon <strong>{applied.code}</strong> applied.
        </p>
        <button
          type="button"
          className="link-button"
          onClick={() => remove.mutate()}
          disabled={remove.isPending}
        >
          Remove coupon<span className="visually-hidden"> {applied.code}</span>
        </button>
      </div>
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim()) apply.mutate({ couponCode: code.trim() })
  }
  const error = apply.isError
    ? (fieldErrors(apply.error).couponCode ?? describeError(apply.error).message)
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
      {remove.isError && (
        <FormMessage tone="error">{describeError(remove.error).message}</FormMessage>
      )}
    </form>
  )
}
