import type {
  ProductOptionsAvailabilityResponse,
  QueryProductVariantsRequest,
  queryProductsRequestSchema,
  Variant,
} from '@storefront-kit/wire'
import type { z } from 'zod'
import { notFound, validationError, violation } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { type QueryInput, runQuery } from '../../query/index'
import { rememberAnswers } from '../../query/remember'
import {
  assertOwnerFlag,
  isOwner,
  modeOf,
  platformMetadata,
  scopeFor,
  visibleProduct,
} from './access'
import type { CatalogContext } from './context'
import { catalogMedia } from './derive'
import { parseStoreVariantId } from './ids'
import type { StoredProduct } from './model'
import { presentProduct, presentStoreVariant, urlResolver } from './present'
import type { ProductDoc } from './product-table'
import { normalizeFilter, productSpecFor, STORE_VARIANT_QUERY, v1Query } from './query-specs'
import { PRODUCTS_TABLE, type StoredVariant, VARIANTS_TABLE } from './store'
import { hasChoices, resolveChoices } from './variants'

/** What a read needs: the catalog's context (its SQL in `ctx.store`) and who is asking. */
export interface Reader {
  ctx: CatalogContext
  caller: Caller
}

/** GetProduct. */
export function getProduct(r: Reader, id: string, merchant?: boolean) {
  assertOwnerFlag(r.caller, 'includeMerchantSpecificData', merchant)
  const product = visibleProduct(r.caller, r.ctx.store.products.get(id), id)
  return { product: presentProduct(r.ctx, product, { merchant: !!merchant, variants: true }) }
}

/** Runs a products query; `hidden` includes hidden products (owner only). */
function runProducts(r: Reader, query: QueryInput, hidden: boolean, mode = modeOf(query)) {
  const spec = productSpecFor(query)
  const input = { ...query, filter: normalizeFilter(spec, query.filter) } as QueryInput
  const target = hidden
    ? { table: PRODUCTS_TABLE }
    : { table: PRODUCTS_TABLE, scope: { sql: 't.visible = 1', params: [] } }
  const page = runQuery<ProductDoc>(r.ctx.db.sql, spec, input, target, mode)
  return { ...page, items: r.ctx.store.products.hydrate(page.items) }
}

function listProducts({ r, query }: { r: Reader; query: QueryInput }) {
  const page = runProducts(r, query, isOwner(r.caller))
  return {
    products: page.items.map((p) => presentProduct(r.ctx, p)),
    metadata: platformMetadata(page),
  }
}

/**
 * Listings answered before, until the catalog's products are next written: a shop sends the same
 * few listings (a category's grid, the home page's picks) again and again. The answer depends
 * only on the products, whether hidden ones are shown, and the public URL its links carry: all
 * three are in the key.
 */
const listings = rememberAnswers({
  db: (ctx: CatalogContext) => ctx.db,
  tables: [PRODUCTS_TABLE],
  answer: (_ctx, asked: { r: Reader; query: QueryInput }) => listProducts(asked),
  keyOf: ({ r, query }) => `${isOwner(r.caller)} ${r.ctx.publicUrl()} ${JSON.stringify(query)}`,
})

/** QueryProductsPlatformized: the owner also sees hidden products. */
export function queryProductsPlatformized(r: Reader, query: QueryInput | undefined) {
  return listings(r.ctx, { r, query: query ?? {} })
}

/** The v1 products query (vendor docs): offset paging, `totalResults`, opt-in variants. */
export function queryProductsV1(r: Reader, request: z.output<typeof queryProductsRequestSchema>) {
  assertOwnerFlag(r.caller, 'includeHiddenProducts', request.includeHiddenProducts)
  assertOwnerFlag(r.caller, 'includeMerchantSpecificData', request.includeMerchantSpecificData)
  const query = v1Query(request.query)
  const page = runProducts(r, query, !!request.includeHiddenProducts, 'offset')
  const view = {
    merchant: !!request.includeMerchantSpecificData,
    variants: !!request.includeVariants,
  }
  return {
    products: page.items.map((p) => presentProduct(r.ctx, p, view)),
    metadata: { items: page.items.length, offset: page.offset },
    totalResults: page.total,
  }
}

/** Choices as variants name them. @throws ApiError (400) for unknown options or choices. */
function choicesOf(product: StoredProduct, wanted: Record<string, string>, field: string) {
  const { choices, unknown } = resolveChoices(product._source.options, wanted)
  if (unknown.length)
    throw validationError(
      unknown.map((u) => violation(`${field}.${u.option}`, 'INVALID_ENUM_VALUE', u.reason)),
    )
  return choices
}

/**
 * ProductOptionsAvailability: for a partial selection, which choices can still be bought; once
 * every option has a choice, the selected variant and whether it can be bought.
 */
export function productOptionsAvailability(
  r: Reader,
  id: string,
  options: Record<string, string>,
): ProductOptionsAvailabilityResponse {
  const product = visibleProduct(r.caller, r.ctx.store.products.get(id), id)
  const src = product._source
  const selected = choicesOf(product, options, 'options')
  const urlOf = urlResolver(r.ctx)
  const productOptions = presentProduct(r.ctx, product).productOptions.map((option) => ({
    ...option,
    choices: option.choices?.map((choice) => {
      const others = { ...selected, [option.name]: choice.description ?? '' }
      const having = product.variants.filter((v) => hasChoices(v, others) && v.variant.visible)
      return { ...choice, inStock: having.some((v) => v.stock.inStock), visible: having.length > 0 }
    }),
  }))
  const complete = src.options.every((option) => selected[option.name] !== undefined)
  const variant = complete ? product.variants.find((v) => hasChoices(v, selected)) : undefined
  const mediaIds = src.options.flatMap((option) =>
    option.choices
      .filter((c) => selected[option.name] === c.description)
      .flatMap((c) => c.mediaIds),
  )
  const refs = mediaIds.length ? src.media.filter((ref) => mediaIds.includes(ref.id)) : src.media
  return {
    ...(variant && {
      selectedVariant: {
        price: variant.variant.priceData,
        convertedPriceData: variant.variant.priceData,
        weight: variant.variant.weight,
        sku: variant.variant.sku,
        ...(variant.stock.trackQuantity && { quantity: variant.stock.quantity }),
        inStock: variant.stock.inStock,
        visible: variant.variant.visible,
        ...(variant.variant.productDimensions && {
          productDimensions: variant.variant.productDimensions,
        }),
      },
    }),
    media: catalogMedia(refs, urlOf),
    productOptions,
    availableForPurchase: !!variant && variant.stock.inStock && variant.variant.visible,
  }
}

/** QueryProductVariants: a product's variants by choices and ids, offset-paged. */
export function queryProductVariants(r: Reader, id: string, request: QueryProductVariantsRequest) {
  assertOwnerFlag(r.caller, 'includeMerchantSpecificData', request.includeMerchantSpecificData)
  const stored = visibleProduct(r.caller, r.ctx.store.products.get(id), id)
  const choices = choicesOf(stored, request.choices ?? {}, 'choices')
  const ids = request.variantIds?.length ? new Set(request.variantIds) : undefined
  const view = { merchant: !!request.includeMerchantSpecificData, variants: true }
  const all = presentProduct(r.ctx, stored, view).variants.filter(
    (v: Variant) => hasChoices(v, choices) && (!ids || ids.has(v.id)),
  )
  const offset = request.paging?.offset ?? 0
  const limit = request.paging?.limit || 100
  const variants = all.slice(offset, offset + limit)
  return { variants, metadata: { items: variants.length, offset }, totalResults: all.length }
}

/** GetStoreVariant by `<productId>-<variantId>`. */
export function getStoreVariant(r: Reader, id: string) {
  const parts = parseStoreVariantId(id)
  const stored = parts && r.ctx.store.variants.get(id)
  if (
    !parts ||
    !stored ||
    (!isOwner(r.caller) && !r.ctx.store.products.get(parts.productId)?.visible)
  )
    throw notFound('VARIANT_NOT_FOUND', `Variant ${id} was not found`, { id })
  return { variant: presentStoreVariant(r.ctx, stored) }
}

/** QueryStoreVariants: variants across products; visitors see those of visible products. */
export function queryStoreVariants(r: Reader, query: QueryInput) {
  const input = {
    ...query,
    filter: normalizeFilter(STORE_VARIANT_QUERY, query.filter),
  } as QueryInput
  const page = runQuery<StoredVariant>(
    r.ctx.db.sql,
    STORE_VARIANT_QUERY,
    input,
    scopeFor(r.caller, VARIANTS_TABLE),
    modeOf(input),
  )
  return {
    variants: page.items.map((v) => presentStoreVariant(r.ctx, v)),
    metadata: platformMetadata(page),
  }
}
