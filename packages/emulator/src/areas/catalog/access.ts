import type { PlatformPagingMetadata } from '@storefront-kit/wire'
import { notFound, permissionDenied } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { QueryPage, QueryTarget } from '../../query/index'
import type { StoredCollection, StoredProduct } from './model'

/** The owner (API key) sees hidden products and collections and may ask for merchant data. */
export const isOwner = (caller: Caller) => caller.kind === 'owner'

/** Rows a caller may list: visitors and members see only visible ones. */
export const scopeFor = (caller: Caller, table: string): QueryTarget =>
  isOwner(caller) ? { table } : { table, scope: { sql: 't.visible = 1', params: [] } }

/**
 * Flags that need the owner (`includeMerchantSpecificData`, `includeHiddenProducts`): the vendor
 * documents them as needing permission to manage products.
 * @throws ApiError (403) when another caller sets one.
 */
export function assertOwnerFlag(caller: Caller, flag: string, value: boolean | undefined): void {
  if (value && !isOwner(caller)) throw permissionDenied(`${flag} needs the owner's API key`)
}

/** A product the caller may see. @throws ApiError (404 PRODUCT_NOT_FOUND) otherwise. */
export function visibleProduct(caller: Caller, product: StoredProduct | undefined, id: string) {
  if (!product || (!product.visible && !isOwner(caller)))
    throw notFound('PRODUCT_NOT_FOUND', `Product ${id} was not found`, { id })
  return product
}

/** A collection the caller may see. @throws ApiError (404 COLLECTION_NOT_FOUND) otherwise. */
export function visibleCollection(
  caller: Caller,
  collection: StoredCollection | undefined,
  key: string,
) {
  if (!collection || (!collection.visible && !isOwner(caller)))
    throw notFound('COLLECTION_NOT_FOUND', `Collection ${key} was not found`, { id: key })
  return collection
}

/** Paging metadata of platform queries: count, offset, total and cursors (README §6). */
export const platformMetadata = (page: QueryPage<unknown>): PlatformPagingMetadata => ({
  count: page.items.length,
  offset: page.offset,
  total: page.total,
  cursors: page.cursors,
})

/** Platform queries page by offset unless the request sends `cursorPaging`. */
export const modeOf = (query: { cursorPaging?: unknown } | undefined): 'offset' | 'cursor' =>
  query?.cursorPaging !== undefined && query.cursorPaging !== null ? 'cursor' : 'offset'
