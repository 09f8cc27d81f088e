import { STORES_APP_ID } from '@storefront-kit/sdk/cart'
import type { ShopPicture, ShopProduct, ShopVariant } from './shop-product'

/** The picture a product is known by. */
export const mainPicture = (product: ShopProduct): ShopPicture | undefined => product.pictures[0]

/** Whether any variant of the product can be bought now. */
export const isAvailable = (product: ShopProduct) => product.availability !== 'OUT_OF_STOCK'

/** The variant having exactly these choices (option name → choice label), if any. */
export function variantFor(
  product: ShopProduct,
  choices: Record<string, string>,
): ShopVariant | undefined {
  const names = product.options.map((o) => o.name)
  if (names.some((name) => !choices[name])) return undefined
  return product.variants.find((v) => names.every((name) => v.choices[name] === choices[name]))
}

/**
 * How a cart (v1 or Cart V2), the checkout and back-in-stock name the product and its chosen
 * variant. A V3 line always names its variant, also the single default one of a product without
 * options; a V1 line names it only when the product has options. Undefined while the shopper has
 * still to choose.
 *
 * @example
 * ```ts
 * const reference = catalogReference(product, variantFor(product, { Size: 'M' }))
 * ```
 */
export function catalogReference(product: ShopProduct, variant: ShopVariant | undefined) {
  const withVariant = product.catalog === 'v3' || product.options.length > 0
  if (withVariant && !variant) return undefined
  return {
    catalogItemId: product.id,
    appId: STORES_APP_ID,
    ...(withVariant && variant && { options: { variantId: variant.id } }),
  }
}
