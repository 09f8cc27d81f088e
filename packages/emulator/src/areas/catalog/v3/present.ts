import type {
  InventoryItem,
  ProductMedia,
  ReadOnlyVariant,
  V3Product,
  V3RequestedField,
  V3Variant,
  VariantRequestedField,
} from '@storefront-kit/wire'
import { applicationError } from '../../../http/api-error'
import type { Caller } from '../../../http/caller'
import { isOwner } from '../access'
import type { CatalogContext } from '../context'
import type { V3ProductDoc } from './derive-product'

/**
 * Catalog V3 answers from the stored documents: what `fields` did not ask for is left out,
 * picture URLs are filled for the current public URL, and the query-only parts (`_…`) dropped.
 */

type Json = Record<string, unknown>

/** A copy without `_…` keys, and without `formattedAmount` unless `currency` (at every depth). */
function clean<T>(value: T, currency: boolean): T {
  if (Array.isArray(value)) return value.map((item) => clean(item, currency)) as T
  if (typeof value !== 'object' || value === null) return value
  const out: Json = {}
  for (const [key, inner] of Object.entries(value)) {
    if (key.startsWith('_') || (!currency && key === 'formattedAmount')) continue
    out[key] = clean(inner, currency)
  }
  return out as T
}

/** A media item with its image URL (and a thumbnail when asked for). */
function withUrl(ctx: CatalogContext, media: ProductMedia, thumbnail: boolean): ProductMedia {
  const image = media.image
  if (!image) return media
  const url = image.url ?? ctx.images.mediaUrl(image.id ?? '')
  return {
    ...media,
    image: { ...image, url },
    ...(thumbnail && { thumbnail: { url, width: 50, height: 50 } }),
  }
}

/**
 * Merchant data (cost, profit) is for the owner only.
 * @throws ApiError 403 `NO_PERMISSION_TO_READ_MERCHANT_DATA` for anyone else asking.
 */
export function checkMerchantData(caller: Caller, fields: readonly string[]): void {
  if (fields.includes('MERCHANT_DATA') && !isOwner(caller))
    throw applicationError(
      403,
      'NO_PERMISSION_TO_READ_MERCHANT_DATA',
      "Merchant data (cost and profit) needs the owner's API key",
    )
}

const variantView = (ctx: CatalogContext, has: (f: string) => boolean) => (v: V3Variant) => {
  const { revenueDetails, media, choices, ...rest } = v
  return {
    ...rest,
    choices: has('VARIANT_OPTION_CHOICE_NAMES')
      ? choices
      : choices?.map(({ optionChoiceIds }) => ({ optionChoiceIds })),
    ...(media && { media: withUrl(ctx, media, has('THUMBNAIL')) }),
    ...(has('MERCHANT_DATA') && revenueDetails && { revenueDetails }),
  }
}

/**
 * A product answer: `variants` only for Get; the opt-in parts only when `fields` name them.
 * Call {@link checkMerchantData} first.
 */
export function presentV3Product(
  ctx: CatalogContext,
  doc: V3ProductDoc,
  fields: readonly V3RequestedField[],
  variants: boolean,
): V3Product {
  const has = (field: string) => fields.includes(field as V3RequestedField)
  const {
    url,
    description,
    plainDescription,
    media,
    breadcrumbsInfo,
    directCategoriesInfo,
    allCategoriesInfo,
    costRange,
    infoSections,
    physicalProperties,
    variantsInfo,
    variantSummary,
    minVariantPriceInfo,
    ...base
  } = doc
  const view = variantView(ctx, has)
  const thumbnail = has('THUMBNAIL')
  const product: Json = {
    ...base,
    ...(has('URL') && url && { url: { ...url, url: `${ctx.publicUrl()}${url.relativePath}` } }),
    ...(has('DESCRIPTION') && description && { description }),
    ...(has('PLAIN_DESCRIPTION') && plainDescription !== undefined && { plainDescription }),
    media: {
      ...(media?.main && { main: withUrl(ctx, media.main, thumbnail) }),
      ...(has('MEDIA_ITEMS_INFO') && {
        itemsInfo: {
          items: (media?.itemsInfo?.items ?? []).map((m) => withUrl(ctx, m, thumbnail)),
        },
      }),
    },
    ...(has('BREADCRUMBS_INFO') && breadcrumbsInfo && { breadcrumbsInfo }),
    ...(has('DIRECT_CATEGORIES_INFO') && directCategoriesInfo && { directCategoriesInfo }),
    ...(has('ALL_CATEGORIES_INFO') && allCategoriesInfo && { allCategoriesInfo }),
    ...(has('MERCHANT_DATA') && costRange && { costRange }),
    ...((has('INFO_SECTION') || has('INFO_SECTION_PLAIN_DESCRIPTION')) && {
      infoSections: (infoSections ?? []).map(({ plainDescription: text, ...section }) => ({
        ...section,
        ...(has('INFO_SECTION_PLAIN_DESCRIPTION') &&
          text !== undefined && { plainDescription: text }),
      })),
    }),
    ...(physicalProperties && {
      physicalProperties: has('WEIGHT_MEASUREMENT_UNIT_INFO')
        ? physicalProperties
        : { ...physicalProperties, weightMeasurementUnitInfo: undefined },
    }),
    ...(has('MIN_VARIANT_PRICE_INFO') && minVariantPriceInfo && { minVariantPriceInfo }),
    variantSummary: {
      variantCount: variantSummary?.variantCount ?? 0,
      ...(has('MIN_PRICE_VARIANT') &&
        variantSummary?.minPriceVariant && {
          minPriceVariant: view(variantSummary.minPriceVariant),
        }),
    },
    ...(variants && { variantsInfo: { variants: variantsInfo.variants.map(view) } }),
  }
  return clean(product, has('CURRENCY')) as unknown as V3Product
}

/** A read-only variant answer. Call {@link checkMerchantData} first. */
export function presentReadOnlyVariant(
  ctx: CatalogContext,
  doc: ReadOnlyVariant,
  fields: readonly VariantRequestedField[],
): ReadOnlyVariant {
  const has = (field: string) => fields.includes(field as VariantRequestedField)
  const { revenueDetails, media, productData, ...rest } = doc
  const { currency, ...data } = productData
  return clean(
    {
      ...rest,
      ...(media && { media: withUrl(ctx, media, false) }),
      ...(has('MERCHANT_DATA') && revenueDetails && { revenueDetails }),
      productData: { ...data, ...(has('CURRENCY') && currency && { currency }) },
    },
    has('CURRENCY'),
  )
}

/** An inventory item answer. */
export const presentInventoryItem = (doc: InventoryItem): InventoryItem => clean(doc, true)
