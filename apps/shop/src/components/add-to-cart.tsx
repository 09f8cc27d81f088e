import { useAddLineItemsToCurrentCart, useAddToCart } from '@storefront-kit/react'
import { STORES_APP_ID } from '@storefront-kit/sdk/cart'
import type { Product, Variant } from '@storefront-kit/sdk/catalog'
import { type FormEvent, useId, useState } from 'react'
import { Link } from 'react-router'
import { useCartVersion } from '../lib/cart-version'
import { describeError } from '../lib/errors'
import { mainPicture } from '../lib/products'

/** Props of {@link AddToCart}. */
export interface AddToCartProps {
  product: Product
  /** The chosen variant; undefined while options are still to be chosen. */
  variant: Variant | undefined
}

/**
 * Quantity and "Add to cart". The cart in the header updates at once (optimistic); a short
 * message, read out by screen readers, confirms the add or says what went wrong.
 */
export function AddToCart({ product, variant }: AddToCartProps) {
  const id = useId()
  const [quantity, setQuantity] = useState(1)
  const picture = mainPicture(product)
  const price = variant?.variant.priceData ?? product.priceData ?? product.price
  const image = picture && {
    id: product.media.mainMedia.id,
    url: picture.url,
    width: picture.width,
    height: picture.height,
  }
  // What the cart shows for the new line until the platform answers (both cart APIs).
  const addV1 = useAddToCart({
    preview: () => ({
      productName: { original: product.name ?? '' },
      price: {
        amount: String(price.discountedPrice),
        formattedAmount: price.formatted.discountedPrice,
      },
      ...(image && { image }),
    }),
  })
  const addV2 = useAddLineItemsToCurrentCart({
    preview: () => ({
      name: { original: product.name ?? '' },
      pricing: {
        unitPrice: { amount: String(price.discountedPrice) },
        priceDescription: { original: '' },
        priceUndetermined: false,
      },
      attributes: {
        itemType: { preset: 'PHYSICAL' },
        physicalProperties: {},
        membersOnly: false,
        ...(image && { image }),
      },
    }),
  })
  const v2 = useCartVersion() === 'v2'
  const add = v2 ? addV2 : addV1
  const needsChoice = product.productOptions.length > 0 && !variant
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (needsChoice) return
    const item = {
      quantity,
      catalogReference: {
        catalogItemId: product.id,
        appId: STORES_APP_ID,
        ...(variant && product.productOptions.length > 0 && { options: { variantId: variant.id } }),
      },
    }
    if (v2) addV2.mutate({ catalogItems: [item] })
    else addV1.mutate({ lineItems: [item] })
  }
  return (
    <form className="add-to-cart" onSubmit={submit}>
      <div className="field quantity">
        <label htmlFor={`${id}-qty`}>Quantity</label>
        <input
          id={`${id}-qty`}
          type="number"
          min={1}
          max={99}
          value={quantity}
          onChange={(e) =>
            setQuantity(Math.min(99, Math.max(1, Math.floor(Number(e.target.value) || 1))))
          }
        />
      </div>
      <button type="submit" className="button primary" disabled={needsChoice || add.isPending}>
        {add.isPending ? 'Adding…' : 'Add to cart'}
      </button>
      <div className="add-to-cart-status" aria-live="polite">
        {needsChoice && (
          <p>
            Choose {product.productOptions.map((o) => o.name.toLowerCase()).join(' and ')} first.
          </p>
        )}
        {add.isSuccess && (
          <p className="form-message success">
            Added to your cart. <Link to="/cart">View cart</Link>
          </p>
        )}
      </div>
      {add.isError && (
        <p className="form-message error" role="alert">
          {describeError(add.error).message}
        </p>
      )}
    </form>
  )
}
