import { useAddLineItemsToCurrentCart, useAddToCart } from '@storefront-kit/react'
import type { CatalogReference } from '@storefront-kit/sdk/cart'
import { type FormEvent, useId, useState } from 'react'
import { Link } from 'react-router'
import { useCartVersion } from '../lib/cart-version'
import { describeError } from '../lib/errors'
import { mainPicture } from '../lib/products'
import type { ShopProduct, ShopVariant } from '../lib/shop-product'

/** Props of {@link AddToCart}. */
export interface AddToCartProps {
  product: ShopProduct
  /** The chosen variant; undefined while options are still to be chosen. */
  variant: ShopVariant | undefined
  /**
   * How the cart names the product and variant (V1 and V3 differ: see `catalogReference` in
   * lib/products.ts); undefined while options are still to be chosen.
   */
  catalogReference: CatalogReference | undefined
}

/**
 * Quantity and "Add to cart". The cart in the header updates at once (optimistic); a short
 * message, read out by screen readers, confirms the add or says what went wrong.
 */
export function AddToCart({ product, variant, catalogReference }: AddToCartProps) {
  const id = useId()
  const [quantity, setQuantity] = useState(1)
  const picture = mainPicture(product)
  const price = variant?.price ?? product.price
  const image = picture && {
    id: picture.id ?? '',
    url: picture.url,
    width: picture.width,
    height: picture.height,
  }
  // What the cart shows for the new line until the platform answers (both cart APIs).
  const addV1 = useAddToCart({
    preview: () => ({
      productName: { original: product.name },
      price: { amount: String(price.amount), formattedAmount: price.now },
      ...(image && { image }),
    }),
  })
  const addV2 = useAddLineItemsToCurrentCart({
    preview: () => ({
      name: { original: product.name },
      pricing: {
        unitPrice: { amount: String(price.amount) },
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
  const needsChoice = !catalogReference
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!catalogReference) return
    const item = { quantity, catalogReference }
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
          <p>Choose {product.options.map((o) => o.name.toLowerCase()).join(' and ')} first.</p>
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
