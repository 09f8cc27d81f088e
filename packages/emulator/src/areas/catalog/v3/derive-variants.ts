import type {
  InventoryItem,
  OptionChoice,
  ProductMedia,
  ReadOnlyVariant,
  V3Variant,
} from '@storefront-kit/wire'
import type { Cents } from '../../../platform/money'
import { stockOf, variantValues } from '../derive'
import { available, type MediaRef, type ProductSource, type VariantState } from '../model'
import { costAndProfit, discountedCents } from '../pricing'
import { amountOf, centsOf } from './amounts'
import { choiceIdOf, DEFAULT_LOCATION_ID, inventoryItemIdOf, optionIdOf } from './ids'

/** A V3 variant as stored for queries: with its option and choice ids flattened. */
export type V3VariantDoc = V3Variant & {
  id: string
  _optionIds: string[]
  _choiceIds: string[]
  /** Selling price in cents, for ranges (removed before storing). */
  _cents?: Cents
}

/** The wire media of a stored picture; its URL is filled when answering. */
export function mediaOf(ref: MediaRef): ProductMedia {
  return {
    ...(ref.url ? { url: ref.url } : { id: ref.id }),
    image: {
      id: ref.id,
      ...(ref.url && { url: ref.url }),
      width: ref.width,
      height: ref.height,
      filename: ref.title,
    },
    mediaType: 'IMAGE',
  }
}

const renderType = (src: ProductSource, name: string) =>
  src.options.find((o) => o.name === name)?.optionType === 'color'
    ? 'SWATCH_CHOICES'
    : 'TEXT_CHOICES'

/** A variant's choices: one per option, by ids and by names. */
export function choicesOf(src: ProductSource, variant: VariantState): OptionChoice[] {
  return src.options.flatMap((option) => {
    const choice = variant.choices[option.name]
    if (choice === undefined) return []
    return [
      {
        optionChoiceIds: {
          optionId: optionIdOf(option.name),
          choiceId: choiceIdOf(option.name, choice),
        },
        optionChoiceNames: {
          optionName: option.name,
          choiceName: choice,
          renderType: renderType(src, option.name),
        },
      },
    ]
  })
}

/** The picture of a variant: its first choice that has one, else the product's first. */
export function variantPicture(src: ProductSource, variant: VariantState): MediaRef | undefined {
  const ids = src.options.flatMap((o) =>
    o.choices.filter((c) => variant.choices[o.name] === c.description).flatMap((c) => c.mediaIds),
  )
  return src.media.find((m) => m.id === ids[0]) ?? src.media[0]
}

/** Selling price, and the struck-through price when there is one (its own, or the discount's). */
export function pricesOf(src: ProductSource, variant: VariantState) {
  const full = centsOf(variantValues(src, variant).price)
  const actual = discountedCents(full, src.discount)
  const compareAt =
    variant.compareAtPrice !== undefined
      ? centsOf(variant.compareAtPrice)
      : actual < full
        ? full
        : undefined
  return { actual, compareAt }
}

/** The V3 variant of a stored one: prices, choices, stock status, weight, merchant data. */
export function v3Variant(src: ProductSource, variant: VariantState): V3VariantDoc {
  const values = variantValues(src, variant)
  const { actual, compareAt } = pricesOf(src, variant)
  const stock = stockOf(src, variant)
  const choices = choicesOf(src, variant)
  const picture = variantPicture(src, variant)
  const cost = values.cost === undefined ? undefined : centsOf(values.cost)
  const physical = src.productType !== 'digital'
  return {
    id: variant.id,
    visible: values.visible,
    ...(values.sku && { sku: values.sku }),
    ...(variant.barcode && { barcode: variant.barcode }),
    choices,
    price: {
      actualPrice: amountOf(actual),
      ...(compareAt !== undefined && { compareAtPrice: amountOf(compareAt) }),
    },
    revenueDetails: {
      ...(cost !== undefined && {
        cost: amountOf(cost),
        profit: amountOf(actual - cost),
        profitMargin: costAndProfit(actual, values.cost).profitMargin,
      }),
    },
    ...(picture && { media: mediaOf(picture) }),
    inventoryStatus: {
      inStock: available(stock),
      preorderEnabled: stock.preorder?.enabled ?? false,
    },
    ...(physical
      ? {
          physicalProperties: {
            weight: values.weight,
            ...(values.productDimensions && { productDimensions: values.productDimensions }),
            ...(values.packageDimensions && { packageDimensions: values.packageDimensions }),
          },
        }
      : { digitalProperties: {} }),
    _optionIds: choices.map((c) => c.optionChoiceIds?.optionId ?? ''),
    _choiceIds: choices.map((c) => c.optionChoiceIds?.choiceId ?? ''),
    _cents: actual,
  }
}

/** The read-only variant record of a variant (`productData` copied from the product). */
export function readOnlyVariant(
  product: { id: string; name: string; productType: 'PHYSICAL' | 'DIGITAL'; slug: string },
  extra: { visible: boolean; visibleInPos: boolean; revision: string; handle: string },
  context: { mainCategoryId?: string; updatedDate: string; brandId?: string },
  variant: V3VariantDoc,
): ReadOnlyVariant & { id: string } {
  const { choices, _optionIds, _choiceIds, _cents, id: variantId, ...rest } = variant
  return {
    ...rest,
    id: `${product.id}-${variantId}`,
    variantId,
    optionChoices: choices ?? [],
    _optionIds,
    _choiceIds,
    productData: {
      productId: product.id,
      name: product.name,
      productType: product.productType,
      slug: product.slug,
      visible: extra.visible,
      visibleInPos: extra.visibleInPos,
      ...(context.mainCategoryId && { mainCategoryId: context.mainCategoryId }),
      currency: 'USD',
      revision: extra.revision,
      handle: extra.handle,
      updatedDate: context.updatedDate,
      ...(context.brandId && { brand: { id: context.brandId } }),
    },
  } as ReadOnlyVariant & { id: string }
}

/** The inventory item of a variant at the default location. */
export function inventoryItemOf(
  src: ProductSource,
  variant: VariantState,
  categoryIds: string[],
): InventoryItem {
  const stock = stockOf(src, variant)
  const values = variantValues(src, variant)
  const inStock = available(stock)
  const preorder = stock.preorder?.enabled ?? false
  const names = Object.values(variant.choices)
  return {
    id: inventoryItemIdOf(src.id, variant.id),
    revision: String(stock.revision ?? 1),
    createdDate: src.createdDate,
    updatedDate: src.lastUpdated,
    variantId: variant.id,
    locationId: DEFAULT_LOCATION_ID,
    productId: src.id,
    trackQuantity: stock.trackQuantity,
    ...(stock.trackQuantity ? { quantity: stock.quantity } : { inStock: stock.inStock }),
    availabilityStatus: inStock ? 'IN_STOCK' : preorder ? 'PREORDER' : 'OUT_OF_STOCK',
    preorderInfo: {
      enabled: preorder,
      ...(stock.preorder?.message && { message: stock.preorder.message }),
      ...(stock.preorder?.limit !== undefined && { limit: stock.preorder.limit }),
    },
    product: {
      name: src.name,
      directCategoryIds: categoryIds,
      variantName: names.length ? names.join(' | ') : 'Default',
      ...(values.sku && { variantSku: values.sku }),
      variantVisible: values.visible,
      ...(variant.barcode && { variantBarcode: variant.barcode }),
    },
  } as InventoryItem
}
