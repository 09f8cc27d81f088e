import {
  ALL_PRODUCTS_COLLECTION_ID,
  type CountResponse,
  type GetAllProductsCategoryResponse,
  STORES_TREE,
  type V3ProductResponse,
  type V3QueryProductsResponse,
  type V3RequestedField,
  type V3SearchProductsResponse,
  type v3CountProductsRequestSchema,
  type v3QueryProductsRequestSchema,
  type v3SearchProductsRequestSchema,
} from '@storefront-kit/wire'
import type { z } from 'zod'
import { notFound } from '../../../http/api-error'
import type { Caller } from '../../../http/caller'
import { type QueryInput, runQuery } from '../../../query/index'
import { rememberAnswers, rememberCounts } from '../../../query/remember'
import { isOwner } from '../access'
import type { CatalogContext } from '../context'
import { PRODUCTS_TABLE, V3_PRODUCTS_TABLE } from '../store'
import type { V3ProductDoc } from './derive-product'
import { checkHiddenProducts, cursorMetadata, v3Target, withFilter } from './paging'
import { checkMerchantData, presentV3Product } from './present'
import { V3_PRODUCT_QUERY, V3_PRODUCT_SEARCH } from './query-specs'
import { searchFilter, withSearch } from './search'

/** Who reads, on which emulator. */
export interface V3Reader {
  ctx: CatalogContext
  caller: Caller
}

/**
 * The read-model document of a product the caller may see.
 * @throws ApiError 404 `PRODUCT_NOT_FOUND`; 403 `NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS`
 * when a visitor names a hidden product.
 */
export function productDoc(r: V3Reader, id: string | undefined, key: string): V3ProductDoc {
  const doc = id === undefined ? undefined : (r.ctx.store.v3.products.get(id) as V3ProductDoc)
  if (!doc) throw notFound('PRODUCT_NOT_FOUND', `Product ${key} was not found`, { id: key })
  checkHiddenProducts(r.caller, !doc.visible)
  return doc
}

/** GetProduct: with its variants. */
export function getV3Product(
  r: V3Reader,
  id: string,
  fields: V3RequestedField[] = [],
): V3ProductResponse {
  checkMerchantData(r.caller, fields)
  return products(r.ctx, { r, id, fields })
}

/** GetProductBySlug. */
export function getV3ProductBySlug(
  r: V3Reader,
  slug: string,
  fields: V3RequestedField[] = [],
): V3ProductResponse {
  checkMerchantData(r.caller, fields)
  return products(r.ctx, { r, slug, fields })
}

/** One product asked for by id or by slug, with the fields wanted. */
type ProductAsked = { r: V3Reader; fields: V3RequestedField[] } & (
  | { id: string; slug?: undefined }
  | { slug: string; id?: undefined }
)

/**
 * Products answered before, until the catalog's products are next written: a shop's product
 * page asks for the same product on every view, and presenting it (variants, media, prices) is
 * most of the read. A slug is looked up in the products table, the answer made from the read
 * model; hidden products answer the owner alone, and links carry the public URL: both are in the
 * key.
 */
const products = rememberAnswers({
  db: (ctx: CatalogContext) => ctx.db,
  tables: [PRODUCTS_TABLE, V3_PRODUCTS_TABLE],
  answer: (ctx, { r, id, slug, fields }: ProductAsked): V3ProductResponse => {
    const doc =
      slug === undefined
        ? productDoc(r, id, id)
        : productDoc(r, ctx.store.productBySlug(slug)?.id, slug)
    return { product: presentV3Product(ctx, doc, fields, true) }
  },
  keyOf: ({ r, id, slug, fields }) => {
    const asked = JSON.stringify([id ?? null, slug ?? null, fields])
    return `${isOwner(r.caller)} ${r.ctx.publicUrl()} ${asked}`
  },
})

interface PageAsked {
  r: V3Reader
  search: boolean
  query: QueryInput
  fields: V3RequestedField[]
}

/** Counts of the read model's queries, per database: a query's later pages reuse its total. */
const counts = new WeakMap<CatalogContext['db'], ReturnType<typeof rememberCounts>>()

function countOf(ctx: CatalogContext) {
  let count = counts.get(ctx.db)
  if (!count) {
    count = rememberCounts(ctx.db, [V3_PRODUCTS_TABLE])
    counts.set(ctx.db, count)
  }
  return count
}

function presentPage(ctx: CatalogContext, { r, search, query, fields }: PageAsked) {
  const spec = search ? V3_PRODUCT_SEARCH : V3_PRODUCT_QUERY
  const target = { ...v3Target(r.caller, V3_PRODUCTS_TABLE), count: countOf(ctx) }
  const found = runQuery<V3ProductDoc>(ctx.db.sql, spec, query, target, 'cursor')
  const products = found.items.map((doc) => presentV3Product(ctx, doc, fields, false))
  const pagingMetadata = cursorMetadata(found)
  return search ? { products, pagingMetadata, aggregationData: {} } : { products, pagingMetadata }
}

/**
 * Query and search pages answered before, until the read model is next written: a category's
 * grid is asked for on every visit. The answer reads the products' read model alone; whether
 * hidden products are in (the owner) and the public URL its links carry are in the key.
 */
const pages = rememberAnswers({
  db: (ctx: CatalogContext) => ctx.db,
  tables: [V3_PRODUCTS_TABLE],
  answer: presentPage,
  keyOf: ({ r, search, query, fields }) =>
    `${isOwner(r.caller)} ${r.ctx.publicUrl()} ${search} ${JSON.stringify([query, fields])}`,
})

function page(r: V3Reader, search: boolean, query: QueryInput, fields: V3RequestedField[]) {
  checkMerchantData(r.caller, fields)
  return pages(r.ctx, { r, search, query, fields })
}

/** QueryProducts: visitors see visible products; the owner every one. No variants. */
export function queryV3Products(
  r: V3Reader,
  request: z.output<typeof v3QueryProductsRequestSchema>,
): V3QueryProductsResponse {
  return page(r, false, (request.query ?? {}) as QueryInput, request.fields ?? [])
}

/** SearchProducts: the wider filter, free text, and (accepted, not computed) aggregations. */
export function searchV3Products(
  r: V3Reader,
  request: z.output<typeof v3SearchProductsRequestSchema>,
): V3SearchProductsResponse {
  const { search: text, aggregations: _, timeZone: __, ...query } = request.search
  const filter = withSearch(query.filter, searchFilter('products', text, 'search.search'))
  const input = withFilter(query as QueryInput & Record<string, unknown>, filter)
  return page(r, true, input, request.fields ?? []) as V3SearchProductsResponse
}

const COUNT_SPEC = { ...V3_PRODUCT_SEARCH, fieldPrefix: '' }

/** CountProducts: visible products, or every one for the owner asking for hidden ones too. */
export function countV3Products(
  r: V3Reader,
  request: z.output<typeof v3CountProductsRequestSchema>,
): CountResponse {
  checkHiddenProducts(r.caller, request.returnNonVisibleProducts)
  const filter = withSearch(request.filter, searchFilter('products', request.search, 'search'))
  const hidden = isOwner(r.caller) && !!request.returnNonVisibleProducts
  const target = v3Target(r.caller, V3_PRODUCTS_TABLE, hidden)
  const input = { ...(filter && { filter }), cursorPaging: { limit: 1 } } as QueryInput
  return { count: runQuery(r.ctx.db.sql, COUNT_SPEC, input, target, 'cursor').total }
}

/** GetAllProductsCategory: the category every product is in. */
export const allProductsCategory = (): GetAllProductsCategoryResponse => ({
  categoryId: ALL_PRODUCTS_COLLECTION_ID,
  treeReference: { appNamespace: STORES_TREE },
})
