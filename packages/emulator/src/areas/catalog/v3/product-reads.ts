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
import { isOwner } from '../access'
import type { CatalogContext } from '../context'
import { V3_PRODUCTS_TABLE } from '../store'
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
  return { product: presentV3Product(r.ctx, productDoc(r, id, id), fields, true) }
}

/** GetProductBySlug. */
export function getV3ProductBySlug(
  r: V3Reader,
  slug: string,
  fields: V3RequestedField[] = [],
): V3ProductResponse {
  checkMerchantData(r.caller, fields)
  const doc = productDoc(r, r.ctx.store.productBySlug(slug)?.id, slug)
  return { product: presentV3Product(r.ctx, doc, fields, true) }
}

function page(
  r: V3Reader,
  spec: typeof V3_PRODUCT_QUERY,
  query: QueryInput,
  fields: V3RequestedField[],
) {
  checkMerchantData(r.caller, fields)
  const target = v3Target(r.caller, V3_PRODUCTS_TABLE)
  const found = runQuery<V3ProductDoc>(r.ctx.db.sql, spec, query, target, 'cursor')
  return {
    products: found.items.map((doc) => presentV3Product(r.ctx, doc, fields, false)),
    pagingMetadata: cursorMetadata(found),
  }
}

/** QueryProducts: visitors see visible products; the owner every one. No variants. */
export function queryV3Products(
  r: V3Reader,
  request: z.output<typeof v3QueryProductsRequestSchema>,
): V3QueryProductsResponse {
  return page(r, V3_PRODUCT_QUERY, (request.query ?? {}) as QueryInput, request.fields ?? [])
}

/** SearchProducts: the wider filter, free text, and (accepted, not computed) aggregations. */
export function searchV3Products(
  r: V3Reader,
  request: z.output<typeof v3SearchProductsRequestSchema>,
): V3SearchProductsResponse {
  const { search: text, aggregations: _, timeZone: __, ...query } = request.search
  const filter = withSearch(query.filter, searchFilter('products', text, 'search.search'))
  const input = withFilter(query as QueryInput & Record<string, unknown>, filter)
  return { ...page(r, V3_PRODUCT_SEARCH, input, request.fields ?? []), aggregationData: {} }
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
