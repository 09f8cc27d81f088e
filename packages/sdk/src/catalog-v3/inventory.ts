import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import { cursorPager, withPager } from '../core/paging'
import type {
  BulkDecrementInventoryItemsRequest,
  BulkIncrementInventoryItemsRequest,
  BulkInventoryItemsResponse,
  BulkUpdateInventoryItemsRequest,
  InventoryItemResponse,
  QueryInventoryItemsRequest,
  QueryInventoryItemsResponse,
  QueryVariantsRequest,
  QueryVariantsResponse,
  SearchInventoryItemsRequest,
  SearchInventoryItemsResponse,
  SearchVariantsRequest,
  SearchVariantsResponse,
  UpdateInventoryItemRequest,
} from '../wire'

const I = '/stores/v3/inventory-items'
const IBULK = '/stores/v3/bulk/inventory-items'

/**
 * QueryVariants: read-only variants across products (e.g. for quick-add on a listing), by
 * `productData.productId` or variant id; up to 1,000 per page. Works with `paginate`.
 *
 * @example
 * ```ts
 * const { variants } = await queryVariants(client, {
 *   query: { filter: { 'productData.productId': { $in: productIds } }, cursorPaging: { limit: 100 } },
 * })
 * ```
 */
export const queryVariants = withPager(
  (
    client: Client,
    request: QueryVariantsRequest = {},
    options?: CallOptions,
  ): Promise<QueryVariantsResponse> =>
    client.request(
      {
        operation: 'queryVariants',
        method: 'POST',
        path: '/stores/v3/products/query-variants',
        payload: request,
        idempotent: true,
      },
      options,
    ),
  cursorPager<
    QueryVariantsRequest,
    QueryVariantsResponse,
    QueryVariantsResponse['variants'][number]
  >({
    items: 'variants',
    at: 'query',
    metadata: 'pagingMetadata',
  }),
)

/**
 * SearchVariants: read-only variants with richer filters (price, stock, SKU) and free text.
 *
 * @example
 * ```ts
 * const { variants } = await searchVariants(client, {
 *   search: { filter: { 'inventoryStatus.inStock': false } },
 * })
 * ```
 */
export function searchVariants(
  client: Client,
  request: SearchVariantsRequest,
  options?: CallOptions,
): Promise<SearchVariantsResponse> {
  return client.request(
    {
      operation: 'searchVariants',
      method: 'POST',
      path: '/stores/v3/products/search-variants',
      payload: request,
      idempotent: true,
    },
    options,
  )
}

/**
 * GetInventoryItem: one variant's stock at the default location.
 *
 * @example
 * ```ts
 * const { inventoryItem } = await getInventoryItem(client, inventoryItemId)
 * ```
 */
export function getInventoryItem(
  client: Client,
  inventoryItemId: string,
  options?: CallOptions,
): Promise<InventoryItemResponse> {
  return client.request(
    {
      operation: 'getInventoryItem',
      method: 'GET',
      path: `${I}/${encodeURIComponent(inventoryItemId)}`,
      query: encodeQuery({ inventoryItemId }),
    },
    options,
  )
}

/**
 * QueryInventoryItems: stock numbers by `productId` or `variantId` (only when the page shows
 * quantities; `variant.inventoryStatus` suffices otherwise).
 *
 * @example
 * ```ts
 * const { inventoryItems } = await queryInventoryItems(client, {
 *   query: { filter: { productId }, cursorPaging: { limit: 100 } },
 * })
 * ```
 */
export function queryInventoryItems(
  client: Client,
  request: QueryInventoryItemsRequest = {},
  options?: CallOptions,
): Promise<QueryInventoryItemsResponse> {
  return client.request(
    {
      operation: 'queryInventoryItems',
      method: 'GET',
      path: `${I}/query`,
      payload: request,
      query: encodeQuery(request, true),
      postFallback: true,
    },
    options,
  )
}

/**
 * SearchInventoryItems: inventory items with richer filters and free text.
 *
 * @example
 * ```ts
 * const { inventoryItems } = await searchInventoryItems(client, {
 *   search: { filter: { inStock: false } },
 * })
 * ```
 */
export function searchInventoryItems(
  client: Client,
  request: SearchInventoryItemsRequest,
  options?: CallOptions,
): Promise<SearchInventoryItemsResponse> {
  return client.request(
    {
      operation: 'searchInventoryItems',
      method: 'GET',
      path: `${I}/search`,
      payload: request,
      query: encodeQuery(request, true),
      postFallback: true,
    },
    options,
  )
}

/**
 * UpdateInventoryItem (owner): sets a quantity (tracked) or `inStock`, and preorder settings;
 * `revision` must be the item's current one.
 *
 * @example
 * ```ts
 * await updateInventoryItem(owner, item.id, {
 *   inventoryItem: { revision: item.revision, quantity: 25 },
 * })
 * ```
 */
export function updateInventoryItem(
  client: Client,
  inventoryItemId: string,
  request: UpdateInventoryItemRequest,
  options?: CallOptions,
): Promise<InventoryItemResponse> {
  return client.request(
    {
      operation: 'updateInventoryItem',
      method: 'PATCH',
      path: `${I}/${encodeURIComponent(inventoryItemId)}`,
      payload: { ...request, inventoryItem: { ...request.inventoryItem, id: inventoryItemId } },
    },
    options,
  )
}

/**
 * BulkUpdateInventoryItems (owner): several items, each with its id and revision.
 *
 * @example
 * ```ts
 * await bulkUpdateInventoryItems(owner, {
 *   inventoryItems: [{ inventoryItem: { id: item.id, revision: item.revision, inStock: true } }],
 * })
 * ```
 */
export function bulkUpdateInventoryItems(
  client: Client,
  request: BulkUpdateInventoryItemsRequest,
  options?: CallOptions,
): Promise<BulkInventoryItemsResponse> {
  return client.request(
    {
      operation: 'bulkUpdateInventoryItems',
      method: 'POST',
      path: `${IBULK}/update`,
      payload: request,
    },
    options,
  )
}

/**
 * BulkDecrementInventoryItems (owner): takes units off tracked items (refused below zero unless
 * `restrictInventory: false`).
 *
 * @example
 * ```ts
 * await bulkDecrementInventoryItems(owner, { decrementData: [{ inventoryItemId, decrementBy: 2 }] })
 * ```
 */
export function bulkDecrementInventoryItems(
  client: Client,
  request: BulkDecrementInventoryItemsRequest,
  options?: CallOptions,
): Promise<BulkInventoryItemsResponse> {
  return client.request(
    {
      operation: 'bulkDecrementInventoryItems',
      method: 'POST',
      path: `${IBULK}/decrement`,
      payload: request,
    },
    options,
  )
}

/**
 * BulkIncrementInventoryItems (owner): adds units to tracked items.
 *
 * @example
 * ```ts
 * await bulkIncrementInventoryItems(owner, { incrementData: [{ inventoryItemId, incrementBy: 5 }] })
 * ```
 */
export function bulkIncrementInventoryItems(
  client: Client,
  request: BulkIncrementInventoryItemsRequest,
  options?: CallOptions,
): Promise<BulkInventoryItemsResponse> {
  return client.request(
    {
      operation: 'bulkIncrementInventoryItems',
      method: 'POST',
      path: `${IBULK}/increment`,
      payload: request,
    },
    options,
  )
}
