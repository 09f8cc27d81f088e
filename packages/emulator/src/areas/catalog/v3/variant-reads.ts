import type {
  InventoryItem,
  InventoryItemResponse,
  QueryInventoryItemsResponse,
  QueryVariantsResponse,
  queryInventoryItemsRequestSchema,
  queryVariantsRequestSchema,
  ReadOnlyVariant,
  SearchInventoryItemsResponse,
  SearchVariantsResponse,
  searchInventoryItemsRequestSchema,
  searchVariantsRequestSchema,
  VariantRequestedField,
} from '@storefront-kit/wire'
import type { z } from 'zod'
import { notFound } from '../../../http/api-error'
import { type QueryInput, runQuery } from '../../../query/index'
import { isOwner, modeOf, platformMetadata } from '../access'
import { V3_INVENTORY_TABLE, V3_VARIANTS_TABLE } from '../store'
import { cursorMetadata, v3Target, withFilter } from './paging'
import { checkMerchantData, presentInventoryItem, presentReadOnlyVariant } from './present'
import type { V3Reader } from './product-reads'
import { INVENTORY_QUERY, VARIANT_QUERY, VARIANT_SEARCH } from './query-specs'
import { searchFilter, withSearch } from './search'

// Read-only variants and inventory items: visitors see those of visible products (and, for
// variants, visible ones); the owner sees all.

function variants(
  r: V3Reader,
  spec: typeof VARIANT_QUERY,
  query: QueryInput,
  fields: VariantRequestedField[],
) {
  checkMerchantData(r.caller, fields)
  const target = v3Target(r.caller, V3_VARIANTS_TABLE)
  const page = runQuery<ReadOnlyVariant>(r.ctx.db.sql, spec, query, target, 'cursor')
  return {
    variants: page.items.map((v) => presentReadOnlyVariant(r.ctx, v, fields)),
    pagingMetadata: cursorMetadata(page),
  }
}

/** QueryVariants: by product and variant ids, up to 1,000 per page. */
export function queryVariants(
  r: V3Reader,
  req: z.output<typeof queryVariantsRequestSchema>,
): QueryVariantsResponse {
  return variants(r, VARIANT_QUERY, (req.query ?? {}) as QueryInput, req.fields ?? [])
}

/** SearchVariants: richer filters and free text over product names and SKUs. */
export function searchVariants(
  r: V3Reader,
  req: z.output<typeof searchVariantsRequestSchema>,
): SearchVariantsResponse {
  const { search: text, aggregations: _, timeZone: __, ...query } = req.search
  const filter = withSearch(query.filter, searchFilter('variants', text, 'search.search'))
  const input = withFilter(query as QueryInput & Record<string, unknown>, filter)
  return { ...variants(r, VARIANT_SEARCH, input, req.fields ?? []), aggregationData: {} }
}

/** GetInventoryItem. @throws ApiError 404 `INVENTORY_ITEM_NOT_FOUND`. */
export function getInventoryItem(r: V3Reader, id: string): InventoryItemResponse {
  const doc = r.ctx.store.v3.inventory.get(id) as InventoryItem | undefined
  const visible =
    doc && (isOwner(r.caller) || r.ctx.store.v3.inventory.count('id = ? AND visible = 1', id) > 0)
  if (!doc || !visible)
    throw notFound('INVENTORY_ITEM_NOT_FOUND', `Inventory item ${id} was not found`, { id })
  return { inventoryItem: presentInventoryItem(doc) }
}

/** QueryInventoryItems: offset or cursor paging, up to 1,000 per page. */
export function queryInventoryItems(
  r: V3Reader,
  req: z.output<typeof queryInventoryItemsRequestSchema>,
): QueryInventoryItemsResponse {
  const query = (req.query ?? {}) as QueryInput
  const target = v3Target(r.caller, V3_INVENTORY_TABLE)
  const page = runQuery<InventoryItem>(r.ctx.db.sql, INVENTORY_QUERY, query, target, modeOf(query))
  return {
    inventoryItems: page.items.map(presentInventoryItem),
    pagingMetadata: platformMetadata(page),
  }
}

const SEARCH = { ...INVENTORY_QUERY, fieldPrefix: 'search' }

/** SearchInventoryItems: free text over product and variant names, SKUs and barcodes. */
export function searchInventoryItems(
  r: V3Reader,
  req: z.output<typeof searchInventoryItemsRequestSchema>,
): SearchInventoryItemsResponse {
  const { search: text, aggregations: _, timeZone: __, ...query } = req.search
  const filter = withSearch(query.filter, searchFilter('inventory', text, 'search.search'))
  const input = withFilter(query as QueryInput & Record<string, unknown>, filter)
  const target = v3Target(r.caller, V3_INVENTORY_TABLE)
  const page = runQuery<InventoryItem>(r.ctx.db.sql, SEARCH, input, target, 'cursor')
  return {
    inventoryItems: page.items.map(presentInventoryItem),
    pagingMetadata: cursorMetadata(page),
    aggregationData: {},
  }
}
