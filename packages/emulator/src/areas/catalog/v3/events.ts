import {
  type Category,
  type InventoryItem,
  type ItemReference,
  STORES_TREE,
  type V3Product,
} from '@storefront-kit/wire'
import type { Actor } from '../events'

/** Catalog V3 and categories webhooks (wire/webhooks.md, Stores catalog V3 and categories). */
const PRODUCT = 'wix.stores.catalog.v3.product'
const INVENTORY = 'wix.stores.catalog.v3.inventory_item'
const CATEGORY = 'wix.categories.v1.category'
const TREE = { appNamespace: STORES_TREE }

/** `product_created`, `_updated` (with the fields sent) and `_deleted`: each carries the product. */
export function v3ProductEvent(
  { ctx, caller }: Actor,
  slug: 'created' | 'updated' | 'deleted',
  product: V3Product,
  modifiedFields?: string[],
): void {
  ctx.events.record({
    entityFqdn: PRODUCT,
    slug,
    entityId: product.id,
    caller,
    entity: product,
    ...(modifiedFields && { modifiedFields }),
  })
}

const STOCK_FIELDS = [
  'trackQuantity',
  'quantity',
  'inStock',
  'availabilityStatus',
  'preorderInfo',
] as const

/**
 * The inventory events of one product's save: items created and deleted with their variants,
 * and items whose stock changed `updated`, plus `stock_status_updated` when the item went in or
 * out of stock.
 */
export function inventoryEvents(
  { ctx, caller }: Actor,
  before: InventoryItem[],
  after: InventoryItem[],
): void {
  const record = (slug: string, item: InventoryItem, extra: object = {}) =>
    ctx.events.record({ entityFqdn: INVENTORY, slug, entityId: item.id, caller, ...extra })
  const old = new Map(before.map((item) => [item.id, item]))
  for (const item of after) {
    const was = old.get(item.id)
    old.delete(item.id)
    if (!was) {
      record('created', item, { entity: item })
      continue
    }
    const changed = STOCK_FIELDS.filter((f) => JSON.stringify(was[f]) !== JSON.stringify(item[f]))
    if (!changed.length) continue
    record('updated', item, { entity: item, modifiedFields: [...changed] })
    const inStock = item.availabilityStatus === 'IN_STOCK'
    if (inStock !== (was.availabilityStatus === 'IN_STOCK'))
      record('stock_status_updated', item, { data: { inStock } })
  }
  for (const gone of old.values()) record('deleted', gone, { entity: gone })
}

/** `category_created`, `_updated` (entity) and `_deleted` (metadata only). */
export function categoryEvent(
  { ctx, caller }: Actor,
  slug: 'created' | 'updated' | 'deleted',
  id: string,
  category?: Category,
  modifiedFields?: string[],
): void {
  ctx.events.record({
    entityFqdn: CATEGORY,
    slug,
    entityId: id,
    caller,
    ...(category && { entity: category }),
    ...(modifiedFields && { modifiedFields }),
  })
}

/** `category_item_added_to_category` and `category_item_removed_from_category`. */
export function categoryItemEvent(
  { ctx, caller }: Actor,
  added: boolean,
  categoryId: string,
  item: ItemReference,
): void {
  ctx.events.record({
    entityFqdn: CATEGORY,
    slug: added ? 'item_added_to_category' : 'item_removed_from_category',
    entityId: categoryId,
    caller,
    data: { categoryId, [added ? 'addedItem' : 'removedItem']: item, treeReference: TREE },
  })
}

/** `category_items_arranged_in_category`. */
export function itemsArrangedEvent(
  { ctx, caller }: Actor,
  categoryId: string,
  arrangedItems: ItemReference[],
  removedItems: ItemReference[],
  revision: number,
): void {
  ctx.events.record({
    entityFqdn: CATEGORY,
    slug: 'items_arranged_in_category',
    entityId: categoryId,
    caller,
    data: {
      categoryId,
      treeReference: TREE,
      arrangedItems,
      removedItems,
      arrangementRevision: String(revision),
    },
  })
}
