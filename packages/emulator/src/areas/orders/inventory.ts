import type { OrderLineItem } from '@storefront-kit/wire'
import { type InventoryChange, STORES_APP_ID } from '../catalog/index'
import type { OrdersContext } from './context'

const keyOf = (change: Omit<InventoryChange, 'delta'>) =>
  `${change.productId}/${change.variantId ?? ''}`

/**
 * Takes the stock an order's lines need from tracked catalog items and returns what it took
 * (negative deltas), for a later restock. Untracked items and other catalogs take nothing.
 * With `clamp`, a line takes at most what is in stock (orders the owner enters by hand);
 * without it, the caller has checked availability first.
 */
export function takeStock(
  ctx: OrdersContext,
  lines: readonly OrderLineItem[],
  clamp = false,
): InventoryChange[] {
  const changes = new Map<string, InventoryChange>()
  for (const line of lines) {
    if (line.catalogReference.appId !== STORES_APP_ID) continue
    const item = ctx.catalog.lookup(line.catalogReference)
    if (!item?.inventory.trackQuantity) continue
    const ref = { productId: item.productId, ...(item.variantId && { variantId: item.variantId }) }
    const previous = changes.get(keyOf(ref))?.delta ?? 0
    const available = Math.max(0, (item.inventory.quantity ?? 0) + previous)
    const take = clamp ? Math.min(line.quantity, available) : line.quantity
    if (take > 0) changes.set(keyOf(ref), { ...ref, delta: previous - take })
  }
  const taken = [...changes.values()]
  if (taken.length) ctx.catalog.adjustInventory(taken)
  return taken
}

/** Gives back what {@link takeStock} took. */
export function restock(ctx: OrdersContext, taken: readonly InventoryChange[]): void {
  const back = taken.filter((change) => change.delta !== 0).map((c) => ({ ...c, delta: -c.delta }))
  if (back.length) ctx.catalog.adjustInventory(back)
}

/** Units of one order line to put back into stock. */
export interface LineRestock {
  line: OrderLineItem
  quantity: number
}

/**
 * Puts units of some lines back into stock (a refund with restock), at most what the order took
 * of each item, through the same catalog inventory path as {@link restock}.
 * @returns what the order still holds of the stock it took.
 */
export function restockLines(
  ctx: OrdersContext,
  taken: readonly InventoryChange[],
  lines: readonly LineRestock[],
): InventoryChange[] {
  const held = new Map(taken.map((change) => [keyOf(change), { ...change }]))
  const back: InventoryChange[] = []
  for (const { line, quantity } of lines) {
    if (line.catalogReference.appId !== STORES_APP_ID) continue
    const item = ctx.catalog.lookup(line.catalogReference)
    const change = item && held.get(keyOf({ productId: item.productId, variantId: item.variantId }))
    if (!change || change.delta >= 0) continue
    const units = Math.min(quantity, -change.delta)
    change.delta += units
    back.push({ ...change, delta: -units })
  }
  restock(ctx, back)
  return [...held.values()].filter((change) => change.delta !== 0)
}
