import { useCreateBackInStockRequest } from '@storefront-kit/react'
import type { CatalogReference } from '@storefront-kit/sdk/cart'
import { type FormEvent, useState } from 'react'
import { describeError, fieldErrors } from '../lib/errors'
import { mainPicture } from '../lib/products'
import type { ShopProduct, ShopVariant } from '../lib/shop-product'
import { Field, FormMessage } from './field'

/** Props of {@link NotifyMe}. */
export interface NotifyMeProps {
  product: ShopProduct
  variant: ShopVariant | undefined
  /** The product and variant the request is for, as a cart names them. */
  catalogReference: CatalogReference | undefined
  /** The signed-in member's e-mail, to fill in. */
  email?: string | undefined
}

/** "Notify me when back in stock": an e-mail field that files a back-in-stock request. */
export function NotifyMe({ product, variant, catalogReference, email: known }: NotifyMeProps) {
  const [email, setEmail] = useState(known ?? '')
  const notify = useCreateBackInStockRequest()
  const errors = fieldErrors(notify.error)
  const picture = mainPicture(product)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const price = variant?.price ?? product.price
    // Sold-out choices stay selectable, so a reference exists unless the combination does not.
    if (!catalogReference) return
    notify.mutate({
      request: {
        catalogReference,
        email: email.trim(),
        itemUrl: window.location.href,
      },
      itemDetails: {
        name: product.name,
        price: String(price.amount),
        ...(picture?.url && { image: { url: picture.url } }),
      },
    })
  }
  if (notify.isSuccess)
    return (
      <FormMessage tone="success">
        {`Thanks! We will e-mail ${notify.data.request.email} as soon as it is back in stock.`}
      </FormMessage>
    )
  return (
    <form className="notify-me" onSubmit={submit} noValidate aria-labelledby="notify-title">
      <p id="notify-title" className="notify-title">
        Sold out. Want to know when it is back?
      </p>
      <Field
        label="Your e-mail"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={
          errors['request.email'] ??
          (email === '' && notify.isError ? 'Enter your e-mail.' : undefined)
        }
      />
      <button type="submit" className="button" disabled={notify.isPending}>
        {notify.isPending ? 'Sending…' : 'Notify me when back in stock'}
      </button>
      {notify.isError && !errors['request.email'] && (
        <FormMessage tone="error">{describeError(notify.error).message}</FormMessage>
      )}
    </form>
  )
}
