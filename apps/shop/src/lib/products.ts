import type { CatalogMediaItem, Product, Variant } from '@storefront-kit/sdk/catalog'

/** The picture of a catalog media item (`{ url, width, height }`), if it has one. */
export const mediaPicture = (item: CatalogMediaItem | undefined) =>
  item?.image?.url ? item.image : undefined

/** A product's main picture. */
export const mainPicture = (product: Product) => mediaPicture(product.media.mainMedia)

/** Whether any variant of the product can be bought now. */
export const isAvailable = (product: Product) => product.stock.inventoryStatus !== 'OUT_OF_STOCK'

/** The variant having exactly these choices (option name → choice description), if any. */
export function variantFor(product: Product, choices: Record<string, string>): Variant | undefined {
  const names = product.productOptions.map((o) => o.name)
  if (names.some((name) => !choices[name])) return undefined
  return product.variants.find((v) => names.every((name) => v.choices?.[name] === choices[name]))
}

/** Price texts of a product or a chosen variant: what it costs now, and before a discount. */
export function priceTexts(product: Product, variant?: Variant) {
  const data = variant?.variant.priceData ?? product.priceData ?? product.price
  const now = data.formatted.discountedPrice || data.formatted.price
  const was =
    data.discountedPrice < (data.price ?? data.discountedPrice) ? data.formatted.price : undefined
  return { now, was }
}
