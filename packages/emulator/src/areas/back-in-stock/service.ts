import { createHash } from 'node:crypto'
import type {
  BackInStockItemDetails,
  CatalogReference,
  CreateBackInStockNotificationRequestRequest,
  GetBackInStockNotificationRequestsCountByCatalogReferencesResponse,
  QueryBackInStockNotificationRequestsResponse,
} from '@storefront-kit/wire'
import { applicationError, notFound, precondition } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { QueryInput } from '../../query/index'
import { STORES_APP_ID } from '../catalog/index'
import type { BackInStockContext } from './context'
import { backInStockEvents } from './events'
import { backInStockSettings } from './settings'
import type { StoredRequest } from './store'

export const requestNotFound = (id: string) =>
  notFound(
    'BACK_IN_STOCK_NOTIFICATION_REQUEST_NOT_FOUND',
    `Back-in-stock notification request ${id} was not found`,
    { requestId: id },
  )

/** The contact the platform keeps for an e-mail: one stable id per address and site. */
function contactIdFor(ctx: BackInStockContext, email: string): string {
  const hex = createHash('sha256')
    .update(`${ctx.site.siteId}:contact:${email.toLowerCase()}`)
    .digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** An image the notification can show needs a web URL. */
export function checkItemImage(details: BackInStockItemDetails): void {
  const url = details.image?.url
  if (url !== undefined && !/^https?:\/\/[^\s]+$/i.test(url))
    throw applicationError(
      400,
      'INVALID_ITEM_IMAGE_URL',
      'itemDetails.image.url must be an http(s) URL',
      {
        url,
      },
    )
}

/** A Stores reference must name an existing product, and its options an existing variant. */
function checkCatalogReference(ctx: BackInStockContext, ref: CatalogReference): void {
  if (ref.appId !== STORES_APP_ID) return
  if (!ctx.catalog.lookup({ appId: ref.appId, catalogItemId: ref.catalogItemId }))
    throw notFound('CATALOG_ITEM_NOT_FOUND', `No catalog item ${ref.catalogItemId}`, {
      catalogReference: ref,
    })
  if (ref.options && !ctx.catalog.lookup(ref))
    throw applicationError(
      400,
      'INVALID_CATALOG_REFERENCE_OPTIONS',
      'The options name no variant of the item',
      {
        catalogReference: ref,
      },
    )
}

/**
 * `POST …/back-in-stock-notification-requests`: a request to be told when an item is back,
 * RECEIVED. Idempotent per (catalog reference, e-mail): an existing request is answered as is.
 * @throws ApiError 428 `REQUEST_COLLECTION_DISABLED`; 404 `CATALOG_ITEM_NOT_FOUND`; 400
 * `INVALID_CATALOG_REFERENCE_OPTIONS`, `INVALID_ITEM_IMAGE_URL`.
 */
export function createRequest(
  ctx: BackInStockContext,
  caller: Caller,
  { request, itemDetails }: CreateBackInStockNotificationRequestRequest,
): StoredRequest {
  if (!backInStockSettings(ctx).collectionEnabled)
    throw precondition(
      'REQUEST_COLLECTION_DISABLED',
      'The store does not collect back-in-stock requests',
    )
  checkCatalogReference(ctx, request.catalogReference)
  checkItemImage(itemDetails)
  const { store } = ctx
  const existing = store.find(request.catalogReference, request.email)
  if (existing) return existing
  const created = store.insert(
    {
      id: ctx.newId(),
      catalogReference: request.catalogReference,
      email: request.email,
      contactId: contactIdFor(ctx, request.email),
      // No `autoNotified` yet: the platform leaves it out until a notice is sent.
      status: 'RECEIVED',
      createdDate: ctx.clock.iso(),
      ...(request.itemUrl && { itemUrl: request.itemUrl }),
    },
    itemDetails,
  )
  backInStockEvents(ctx, caller).created(created)
  return created
}

/** A request by id. @throws ApiError 404. */
export function getRequest(ctx: BackInStockContext, id: string): StoredRequest {
  const request = ctx.store.get(id)
  if (!request) throw requestNotFound(id)
  return request
}

/** Deletes a request and records `…_deleted`. @throws ApiError 404. */
export function deleteRequest(ctx: BackInStockContext, caller: Caller, id: string): void {
  const request = getRequest(ctx, id)
  ctx.store.delete(id)
  backInStockEvents(ctx, caller).deleted(request)
}

/**
 * Marks a request NOTIFICATION_SENT (the store told the shopper itself), `autoNotified: false`.
 * @throws ApiError 404.
 */
export function markAsNotificationSent(
  ctx: BackInStockContext,
  caller: Caller,
  id: string,
): StoredRequest {
  const request = getRequest(ctx, id)
  if (request.status === 'NOTIFICATION_SENT') return request
  const updated = ctx.store.update({
    ...request,
    status: 'NOTIFICATION_SENT',
    autoNotified: false,
  })
  backInStockEvents(ctx, caller).updated(updated, ['status', 'autoNotified'])
  return updated
}

/** One page of requests: offset paging when `paging` is given, cursor paging otherwise. */
export function queryRequests(
  ctx: BackInStockContext,
  query: QueryInput = {},
): QueryBackInStockNotificationRequestsResponse {
  const mode = query.paging && !query.cursorPaging ? 'offset' : 'cursor'
  const page = ctx.store.query(query, mode)
  return {
    requests: page.items,
    metadata: {
      count: page.items.length,
      offset: page.offset,
      total: page.total,
      cursors: page.cursors,
    },
  }
}

/** How many requests name each reference (exactly: same app, item and options), in order. */
export function countByCatalogReferences(
  ctx: BackInStockContext,
  refs: CatalogReference[],
): GetBackInStockNotificationRequestsCountByCatalogReferencesResponse {
  const { store } = ctx
  return {
    countsPerCatalogReference: refs.map((catalogReference) => ({
      catalogReference,
      count: store.count(catalogReference),
    })),
  }
}
