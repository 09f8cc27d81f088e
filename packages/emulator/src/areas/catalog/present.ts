import type { Collection, Product, StoreVariant } from '@storefront-kit/wire'
import type { CatalogContext } from './context'
import { catalogMedia, type UrlOf, wireOptions } from './derive'
import { storeVariantId } from './ids'
import type { StoredCollection, StoredProduct } from './model'
import { HIDDEN_COST } from './pricing'
import type { StoredVariant } from './store'

/** Pictures added by URL keep it; pictures by media id are served by this emulator's media host. */
export const urlResolver =
  (ctx: CatalogContext): UrlOf =>
  (ref) =>
    ref.url || ctx.images.mediaUrl(ref.id)

/** How much of a product an answer shows. */
export interface ProductView {
  /** Cost and profit (owner with `includeMerchantSpecificData`). */
  merchant: boolean
  /** Variants (v1 query without `includeVariants` leaves them out). */
  variants: boolean
}

/** The wire product from a stored document: media URLs and page base filled, merchant data masked. */
export function presentProduct(
  ctx: CatalogContext,
  stored: StoredProduct,
  view: ProductView = { merchant: false, variants: true },
): Product {
  const { _source: src, _choices, ...product } = stored
  const urlOf = urlResolver(ctx)
  const answer: Product = {
    ...product,
    price: product.priceData,
    convertedPriceData: product.priceData,
    media: catalogMedia(src.media, urlOf),
    productOptions: wireOptions(src, product.variants, urlOf),
    productPageUrl: { base: ctx.publicUrl(), path: product.productPageUrl.path },
    variants: view.variants
      ? product.variants.map((v) => ({
          ...v,
          variant: { ...v.variant, convertedPriceData: v.variant.priceData },
        }))
      : [],
  }
  if (!view.merchant) {
    answer.costAndProfitData = HIDDEN_COST
    delete answer.costRange
    answer.variants = answer.variants.map(({ variant: { costAndProfitData, ...data }, ...v }) => ({
      ...v,
      variant: data,
    }))
  }
  return answer
}

/** The stored store variants of a product (one row per variant). */
export function storeVariantsOf(stored: StoredProduct): StoredVariant[] {
  const src = stored._source
  return stored.variants.map((variant) => {
    const choices = variant.choices ?? {}
    const names = Object.values(choices)
    const choiceMedia = src.options.flatMap((option) =>
      option.choices
        .filter((c) => choices[option.name] === c.description)
        .flatMap((c) => c.mediaIds),
    )
    const image = src.media.find((ref) => ref.id === choiceMedia[0]) ?? src.media[0]
    return {
      id: storeVariantId(stored.id, variant.id),
      variantId: variant.id,
      productId: stored.id,
      variantName: names.length ? names.join(' | ') : 'Default',
      productName: src.name,
      managedVariant: src.manageVariants,
      sku: variant.variant.sku,
      stock: variant.stock,
      choices,
      collectionIds: stored.collectionIds,
      preorderInfo: { enabled: false },
      ...(image && { _image: image }),
    }
  })
}

/** The wire store variant: the picture with its URL. */
export function presentStoreVariant(ctx: CatalogContext, stored: StoredVariant): StoreVariant {
  const { _image, ...variant } = stored
  if (!_image) return variant
  const image = {
    id: _image.id,
    url: urlResolver(ctx)(_image),
    width: _image.width,
    height: _image.height,
    filename: _image.title,
  }
  return { ...variant, media: { image } }
}

/** The wire collection, with its media and product count. */
export function presentCollection(
  ctx: CatalogContext,
  stored: StoredCollection,
  numberOfProducts: number,
  description = true,
): Collection {
  return {
    id: stored.id,
    name: stored.name,
    media: catalogMedia(stored.media, urlResolver(ctx)),
    numberOfProducts,
    ...(description && stored.description !== undefined && { description: stored.description }),
    slug: stored.slug,
    visible: stored.visible,
  }
}
