import type { Category, V3Product, V3Variant } from '@storefront-kit/sdk/catalog-v3'
import type { ShopCollection, ShopPicture, ShopPrice, ShopProduct } from './shop-product'

type FixedMonetaryAmount = NonNullable<NonNullable<V3Product['actualPriceRange']>['minValue']>
type ProductMedia = NonNullable<NonNullable<V3Product['media']>['main']>

/**
 * What the shop asks V3 for beside the product itself: formatted prices, every picture, the
 * description and info sections as HTML (a product page); cards need only the first two.
 */
export const V3_PAGE_FIELDS = [
  'CURRENCY',
  'MEDIA_ITEMS_INFO',
  'PLAIN_DESCRIPTION',
  'INFO_SECTION_PLAIN_DESCRIPTION',
] as const
/** The fields of a product card. */
export const V3_CARD_FIELDS = ['CURRENCY'] as const

/** The picture of a V3 media item, if it is one. */
function picture(item: ProductMedia | undefined): ShopPicture | undefined {
  const url = item?.image?.url ?? item?.url
  if (!url || item?.mediaType === 'VIDEO') return undefined
  const { id, width, height } = item?.image ?? {}
  return {
    ...((id ?? item?.id) && { id: id ?? item?.id }),
    url,
    ...(width && { width }),
    ...(height && { height }),
  }
}

/** A V3 amount ("24.00") as a shop price; `compareAt` is struck through when higher. */
function price(
  actual: FixedMonetaryAmount | undefined,
  compareAt: FixedMonetaryAmount | undefined,
  currency: string,
): ShopPrice {
  const amount = Number(actual?.amount ?? 0)
  const text = (a: FixedMonetaryAmount) => a.formattedAmount ?? `${a.amount} ${currency}`
  const higher = compareAt && Number(compareAt.amount) > amount
  return {
    amount,
    currency,
    now: actual ? text(actual) : '',
    ...(higher && { was: text(compareAt) }),
  }
}

/** A variant's choices by option and choice name (V3 variants name them by id). */
function choiceNames(product: V3Product, variant: V3Variant): Record<string, string> {
  const names: Record<string, string> = {}
  for (const { optionChoiceIds: ids, optionChoiceNames: named } of variant.choices ?? []) {
    const option = product.options?.find((o) => o.id === ids?.optionId)
    const choice = option?.choicesSettings?.choices.find((c) => c.choiceId === ids?.choiceId)
    const optionName = option?.name ?? named?.optionName
    const choiceName = choice?.name ?? named?.choiceName
    if (optionName && choiceName) names[optionName] = choiceName
  }
  return names
}

/**
 * The shop's view of a Catalog V3 product: its options and read-only variants when the read
 * carried them (Get and GetBySlug do; Query and Search do not).
 *
 * @example
 * ```ts
 * const view = fromV3Product((await getProductBySlugV3(client, 'tee', [...V3_PAGE_FIELDS])).product)
 * ```
 */
export function fromV3Product(product: V3Product): ShopProduct {
  const currency = product.currency ?? 'USD'
  const main = picture(product.media?.main)
  const items = (product.media?.itemsInfo?.items ?? []).flatMap((item) => picture(item) ?? [])
  const range = product.actualPriceRange
  return {
    catalog: 'v3',
    id: product.id,
    slug: product.slug,
    name: product.name,
    ...(product.plainDescription && { description: product.plainDescription }),
    ...(product.ribbon?.name && { ribbon: product.ribbon.name }),
    ...(product.brand?.name && { brand: product.brand.name }),
    price: price(range?.minValue, product.compareAtPriceRange?.minValue, currency),
    availability: product.inventory?.availabilityStatus ?? 'IN_STOCK',
    pictures: main ? [main, ...items.filter((p) => p.url !== main.url)] : items,
    options: (product.options ?? []).map((o) => ({
      name: o.name ?? '',
      choices: (o.choicesSettings?.choices ?? [])
        .filter((c) => c.visible !== false)
        .map((c) => ({
          label: c.name ?? '',
          ...(c.colorCode && { color: c.colorCode }),
          inStock: c.inStock !== false,
        })),
    })),
    variants: (product.variantsInfo?.variants ?? [])
      .filter((v) => v.visible !== false && v.id)
      .map((v) => ({
        id: v.id ?? '',
        choices: choiceNames(product, v),
        inStock: v.inventoryStatus?.inStock !== false,
        price: price(v.price?.actualPrice, v.price?.compareAtPrice, currency),
        ...(v.sku && { sku: v.sku }),
      })),
    infoSections: (product.infoSections ?? []).flatMap((s) =>
      s.title ? [{ title: s.title, html: s.plainDescription ?? '' }] : [],
    ),
    updated: product.updatedDate,
  }
}

/**
 * The shop's view of a V3 category (the shop's collections on a V3 store).
 *
 * @example
 * ```ts
 * const view = fromV3Category((await getCategoryBySlug(client, 'apparel')).category)
 * ```
 */
export function fromV3Category(category: Category): ShopCollection {
  const image = category.image?.url ? category.image : undefined
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    ...(category.description && { description: category.description }),
    ...(image?.url && {
      picture: {
        ...(image.id && { id: image.id }),
        url: image.url,
        ...(image.width && { width: image.width }),
        ...(image.height && { height: image.height }),
      },
    }),
    count: category.itemCounter,
    visible: category.visible,
  }
}
