import type {
  CatalogMedia,
  CatalogMediaItem,
  InventoryStatus,
  NumericPropertyRange,
  ProductOption,
  SeoSchema,
  Variant,
} from '@storefront-kit/wire'
import { ALL_PRODUCTS_COLLECTION_ID } from '@storefront-kit/wire'
import { toCents } from '../../platform/money'
import { optionKey } from './ids'
import {
  available,
  type MediaRef,
  type ProductSource,
  type StockState,
  type StoredProduct,
  type VariantState,
} from './model'
import { costAndProfit, priceData } from './pricing'

/** Where a stored picture is served: its own URL, or the media host's for a media id. */
export type UrlOf = (ref: MediaRef) => string

/** One media item of the catalog shape (image only). */
export function mediaItem(ref: MediaRef, urlOf: UrlOf) {
  const url = urlOf(ref)
  return {
    image: { url, width: ref.width, height: ref.height },
    thumbnail: { url, width: 50, height: 50 },
    mediaType: 'image' as const,
    title: ref.title,
    id: ref.id,
  } satisfies CatalogMediaItem
}

const NO_PICTURE = {
  image: { url: '', width: 0, height: 0 },
  mediaType: 'unspecified_media_item_type' as const,
  title: '',
  id: '',
}

/**
 * Catalog media: every item, and the first as `mainMedia` with the fields the vendor types as
 * always present (an empty video; an empty item when there is no picture).
 */
export function catalogMedia(refs: MediaRef[], urlOf: UrlOf): CatalogMedia {
  const items = refs.map((ref) => mediaItem(ref, urlOf))
  const video = { files: [], stillFrameMediaId: '' }
  return { mainMedia: { ...(items[0] ?? NO_PICTURE), video }, items }
}

/** The stock a variant really has: its own when variants are managed, else the product's. */
export const stockOf = (src: ProductSource, variant: VariantState): StockState =>
  src.manageVariants ? variant.stock : src.stock

const range = (values: number[]): NumericPropertyRange => ({
  minValue: values.length ? Math.min(...values) : 0,
  maxValue: values.length ? Math.max(...values) : 0,
})

/** A variant's effective price, cost and weight: its own values count only when managed. */
export function variantValues(src: ProductSource, variant: VariantState) {
  const own = src.manageVariants
  return {
    price: (own ? variant.price : undefined) ?? src.price,
    cost: (own ? variant.cost : undefined) ?? src.itemCost,
    weight: (own ? variant.weight : undefined) ?? src.weight ?? 0,
    sku: (own ? variant.sku : undefined) ?? src.sku ?? '',
    visible: own ? (variant.visible ?? true) : true,
    productDimensions: (own ? variant.productDimensions : undefined) ?? src.productDimensions,
    packageDimensions: (own ? variant.packageDimensions : undefined) ?? src.packageDimensions,
  }
}

/** The wire variant, without the `convertedPriceData` copy answers add. */
export function wireVariant(src: ProductSource, variant: VariantState): Variant {
  const values = variantValues(src, variant)
  const prices = priceData(values.price, src.discount)
  const stock = stockOf(src, variant)
  return {
    id: variant.id,
    choices: variant.choices,
    variant: {
      priceData: prices,
      costAndProfitData: costAndProfit(toCents(prices.discountedPrice), values.cost),
      weight: values.weight,
      sku: values.sku,
      visible: values.visible,
      ...(values.productDimensions && { productDimensions: values.productDimensions }),
      ...(values.packageDimensions && { packageDimensions: values.packageDimensions }),
    },
    stock: {
      trackQuantity: stock.trackQuantity,
      ...(stock.trackQuantity && { quantity: stock.quantity }),
      inStock: available(stock),
    },
  }
}

function inventoryStatus(variants: Variant[]): InventoryStatus {
  const inStock = variants.filter((v) => v.stock.inStock).length
  if (inStock === variants.length) return 'IN_STOCK'
  return inStock === 0 ? 'OUT_OF_STOCK' : 'PARTIALLY_OUT_OF_STOCK'
}

/** Options with each choice's media and whether some (visible) variant with it is in stock. */
export function wireOptions(
  src: ProductSource,
  variants: Variant[],
  urlOf: UrlOf,
): ProductOption[] {
  return src.options.map((option) => ({
    optionType: option.optionType,
    name: option.name,
    choices: option.choices.map((choice) => {
      const having = variants.filter((v) => v.choices?.[option.name] === choice.description)
      const refs = choice.mediaIds.flatMap((id) => src.media.filter((ref) => ref.id === id))
      return {
        value: choice.value,
        description: choice.description,
        media: catalogMedia(refs, urlOf),
        inStock: having.some((v) => v.stock.inStock && v.variant.visible),
        visible: having.some((v) => v.variant.visible),
      }
    }),
  }))
}

const seoData = (seo: SeoSchema | undefined): SeoSchema => ({
  tags: (seo?.tags ?? []).map((tag) => ({
    ...tag,
    children: tag.children ?? '',
    custom: tag.custom ?? false,
    disabled: tag.disabled ?? false,
  })),
  settings: {
    preventAutoRedirect: seo?.settings?.preventAutoRedirect ?? false,
    keywords: (seo?.settings?.keywords ?? []).map((k) => ({ ...k, isMain: k.isMain ?? false })),
  },
})

/**
 * The stored document of a product: every wire field derived from `src` (prices with discount
 * and price per unit, cost and profit, ranges, stock status, variants), plus the source.
 */
export function deriveProduct(src: ProductSource): StoredProduct {
  const variants = src.variants.map((variant) => wireVariant(src, variant))
  const prices = priceData(src.price, src.discount, src.pricePerUnitData)
  const all = src.variants.map((variant) => variantValues(src, variant))
  const costs = all.flatMap((v) => (v.cost === undefined ? [] : [v.cost]))
  const tracked = src.manageVariants
    ? variants.some((v) => v.stock.trackQuantity)
    : src.stock.trackQuantity
  const quantity = src.manageVariants
    ? src.variants.reduce((sum, v) => sum + (v.stock.trackQuantity ? v.stock.quantity : 0), 0)
    : src.stock.quantity
  const choices: Record<string, string[]> = {}
  for (const option of src.options)
    choices[optionKey(option.name)] = [
      ...new Set(option.choices.flatMap((c) => [c.description, c.value])),
    ]
  return {
    id: src.id,
    name: src.name,
    slug: src.slug,
    visible: src.visible,
    productType: src.productType,
    ...(src.description !== undefined && { description: src.description }),
    ...(src.sku !== undefined && { sku: src.sku }),
    ...(src.weight !== undefined && { weight: src.weight }),
    weightRange: range(all.map((v) => v.weight)),
    productDimensions: {
      ...src.productDimensions,
      unit: src.productDimensions?.unit ?? 'UNKNOWN_DIMENSIONS_UNIT',
    },
    ...(src.packageDimensions && { packageDimensions: src.packageDimensions }),
    stock: {
      trackInventory: tracked,
      ...(tracked && { quantity }),
      inStock: variants.some((v) => v.stock.inStock),
      inventoryStatus: inventoryStatus(variants),
    },
    priceData: prices,
    priceRange: range(all.map((v) => v.price)),
    costAndProfitData: costAndProfit(toCents(prices.discountedPrice), src.itemCost),
    ...(costs.length && { costRange: range(costs) }),
    pricePerUnitData: src.pricePerUnitData ?? {
      totalQuantity: 0,
      totalMeasurementUnit: 'UNSPECIFIED',
      baseQuantity: 0,
      baseMeasurementUnit: 'UNSPECIFIED',
    },
    additionalInfoSections: src.additionalInfoSections,
    ribbons: src.ribbon ? [{ text: src.ribbon }] : [],
    customTextFields: [],
    manageVariants: src.manageVariants,
    productPageUrl: { base: '', path: `/product-page/${src.slug}` },
    numericId: src.numericId,
    inventoryItemId: src.inventoryItemId,
    discount: src.discount,
    collectionIds: [
      ALL_PRODUCTS_COLLECTION_ID,
      ...src.collectionIds.filter((id) => id !== ALL_PRODUCTS_COLLECTION_ID),
    ],
    variants,
    lastUpdated: src.lastUpdated,
    createdDate: src.createdDate,
    seoData: seoData(src.seoData),
    ...(src.ribbon && { ribbon: src.ribbon }),
    ...(src.brand && { brand: src.brand }),
    _source: src,
    _choices: choices,
  }
}
