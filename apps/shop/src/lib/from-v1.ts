import type {
  CatalogMediaItem,
  Collection,
  PriceData,
  Product,
  ProductOption,
} from '@storefront-kit/sdk/catalog'
import type {
  ShopCollection,
  ShopOption,
  ShopPicture,
  ShopPrice,
  ShopProduct,
} from './shop-product'

/** The picture of a V1 media item (`{ url, width, height }`), if it has one. */
export function picture(item: CatalogMediaItem | undefined): ShopPicture | undefined {
  if (!item?.image?.url) return undefined
  const { url, width, height } = item.image
  return { ...(item.id && { id: item.id }), url, width, height }
}

/** A V1 price: the discounted one now, the list price struck through when higher. */
export function price(data: PriceData): ShopPrice {
  const now = data.formatted.discountedPrice || data.formatted.price
  const higher = data.discountedPrice < (data.price ?? data.discountedPrice)
  return {
    amount: data.discountedPrice,
    currency: data.currency,
    now,
    ...(higher && { was: data.formatted.price }),
  }
}

const option = (o: ProductOption): ShopOption => ({
  name: o.name,
  choices: (o.choices ?? []).map((c) => ({
    label: c.description ?? c.value ?? '',
    ...(o.optionType === 'color' && c.value && { color: c.value }),
    inStock: c.inStock !== false,
  })),
})

/**
 * The shop's view of a Catalog V1 product.
 *
 * @example
 * ```ts
 * const view = fromV1Product((await queryProductsPlatformized(client, request)).products[0])
 * ```
 */
export function fromV1Product(product: Product): ShopProduct {
  const base = product.priceData ?? product.price
  const main = picture(product.media.mainMedia)
  const items = product.media.items.flatMap((item) => picture(item) ?? [])
  return {
    catalog: 'v1',
    id: product.id,
    slug: product.slug,
    name: product.name ?? '',
    ...(product.description && { description: product.description }),
    ...(product.ribbon && { ribbon: product.ribbon }),
    ...(product.brand && { brand: product.brand }),
    ...(product.sku && { sku: product.sku }),
    price: price(base),
    availability: product.stock.inventoryStatus,
    pictures: main ? [main, ...items.filter((p) => p.url !== main.url)] : items,
    options: product.productOptions.map(option),
    variants: product.variants.map((v) => ({
      id: v.id,
      choices: v.choices ?? {},
      inStock: v.stock.inStock,
      price: price(v.variant.priceData ?? base),
      ...(v.variant.sku && { sku: v.variant.sku }),
    })),
    infoSections: product.additionalInfoSections.map((s) => ({
      title: s.title,
      html: s.description,
    })),
    ...(product.lastUpdated && { updated: product.lastUpdated }),
  }
}

/**
 * The shop's view of a V1 collection.
 *
 * @example
 * ```ts
 * const view = fromV1Collection((await getCollectionBySlug(client, 'apparel')).collection)
 * ```
 */
export function fromV1Collection(collection: Collection): ShopCollection {
  const main = picture(collection.media?.mainMedia)
  return {
    id: collection.id ?? '',
    slug: collection.slug ?? collection.id ?? '',
    name: collection.name ?? '',
    ...(collection.description && { description: collection.description }),
    ...(main && { picture: main }),
    count: collection.numberOfProducts,
    visible: collection.visible !== false,
  }
}
