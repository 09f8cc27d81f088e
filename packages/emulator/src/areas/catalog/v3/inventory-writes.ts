import type {
  BulkInventoryItemsResponse,
  InventoryItem,
  InventoryItemResponse,
  updateInventoryItemRequestSchema,
} from '@storefront-kit/wire'
import type { z } from 'zod'
import { conflict, notFound, precondition } from '../../../http/api-error'
import { stockOf } from '../derive'
import { bumpStock, type StockState } from '../model'
import { loadProduct, touchProduct, type Writer } from '../product-writes'
import { bulkOf } from './bulk'
import { presentInventoryItem } from './present'

type ItemUpdate = z.output<typeof updateInventoryItemRequestSchema>['inventoryItem']

const INVENTORY = 'wix.stores.catalog.v3.inventory_item'

/** The stock an inventory item counts, in its product's source. @throws ApiError 404. */
function stockFor(w: Writer, id: string) {
  const item = w.ctx.store.v3.inventory.get(id) as InventoryItem | undefined
  const src = item && loadProduct(w, item.productId)._source
  const variant = src?.variants.find((v) => v.id === item?.variantId)
  if (!item || !src || !variant)
    throw notFound('INVENTORY_ITEM_NOT_FOUND', `Inventory item ${id} was not found`, { id })
  return { item, src, stock: stockOf(src, variant) }
}

/** The item as saved. */
const saved = (w: Writer, id: string) =>
  presentInventoryItem(w.ctx.store.v3.inventory.get(id) as InventoryItem)

/** Sets tracking, quantity, in-stock and preorder as an update asks. */
function change(stock: StockState, input: ItemUpdate): string[] {
  const fields: string[] = []
  if (input.quantity !== undefined) {
    Object.assign(stock, { trackQuantity: true, quantity: input.quantity })
    fields.push('quantity')
  } else if (input.inStock !== undefined) {
    Object.assign(stock, { trackQuantity: false, inStock: input.inStock })
    fields.push('inStock')
  } else if (input.trackQuantity !== undefined && input.trackQuantity !== stock.trackQuantity) {
    if (!input.trackQuantity) stock.inStock = stock.quantity > 0
    stock.trackQuantity = input.trackQuantity
    fields.push('trackQuantity')
  }
  if (input.preorderInfo) {
    stock.preorder = { enabled: false, ...stock.preorder, ...input.preorderInfo }
    fields.push('preorderInfo')
  }
  return fields
}

/**
 * UpdateInventoryItem: a quantity (tracked), `inStock` (untracked) or preorder settings, at the
 * revision the caller saw. A `reason` adds an `inventory_item_updated_with_reason` event.
 * @throws ApiError 404 `INVENTORY_ITEM_NOT_FOUND`, 409 `REVISION_MISMATCH`.
 */
export function updateInventoryItem(
  w: Writer,
  input: ItemUpdate,
  reason?: string,
): InventoryItemResponse {
  const { item, src, stock } = stockFor(w, input.id)
  if (item.revision !== input.revision)
    throw conflict(
      'REVISION_MISMATCH',
      `Inventory item ${item.id} is at revision ${item.revision}`,
      {
        id: item.id,
        revision: item.revision,
      },
    )
  const fields = change(stock, input)
  // Each item keeps its own revision: changing one leaves its siblings' revisions valid.
  bumpStock(stock)
  touchProduct(w, src)
  const inventoryItem = saved(w, item.id)
  if (reason)
    w.ctx.events.record({
      entityFqdn: INVENTORY,
      slug: 'updated_with_reason',
      entityId: item.id,
      caller: w.caller,
      data: {
        currentEntity: inventoryItem,
        reason,
        appId: 'storefront-emulator',
        modifiedFields: fields,
      },
    })
  return { inventoryItem }
}

/** BulkUpdateInventoryItems. */
export function bulkUpdateInventoryItems(
  w: Writer,
  inputs: ItemUpdate[],
  returnEntity = false,
  reason?: string,
): BulkInventoryItemsResponse {
  return bulkOf(
    w.ctx,
    inputs,
    (input) => {
      const { inventoryItem } = updateInventoryItem(w, input, reason)
      return { id: inventoryItem.id, ...(returnEntity && { item: inventoryItem }) }
    },
    (input) => input.id,
  )
}

/**
 * BulkDecrementInventoryItems and BulkIncrementInventoryItems: tracked quantities move by the
 * amount; untracked items stay as they are. A decrement below zero is refused unless
 * `restrictInventory` is false.
 * @throws per item: 404 `INVENTORY_ITEM_NOT_FOUND`, 428 `INSUFFICIENT_INVENTORY`.
 */
export function moveInventory(
  w: Writer,
  moves: { id: string; delta: number }[],
  restrict = true,
  returnEntity = false,
): BulkInventoryItemsResponse {
  return bulkOf(
    w.ctx,
    moves,
    ({ id, delta }) => {
      const { src, stock } = stockFor(w, id)
      if (stock.trackQuantity) {
        if (restrict && stock.quantity + delta < 0)
          throw precondition('INSUFFICIENT_INVENTORY', 'Not enough units in stock', {
            inventoryItemId: id,
            available: stock.quantity,
            requested: -delta,
          })
        stock.quantity += delta
        bumpStock(stock)
        touchProduct(w, src)
      }
      return { id, ...(returnEntity && { item: saved(w, id) }) }
    },
    (move) => move.id,
  )
}
