import {
  type AddLineItemsRequest,
  type CartLineItem,
  type CatalogItemInput,
  catalogReferenceKey,
  type LineItemUpdate,
} from '@storefront-kit/wire'
import { notFound, precondition } from '../../http/api-error'
import { MAX_LINES, removeLines } from '../purchase/index'
import type { CartV2Context } from './context'
import { badRequest, inV2Terms, itemNotFoundInCatalog } from './errors'
import {
  checkCustomItems,
  checkMemberships,
  completeCustomLine,
  engineAdditions,
} from './line-inputs'
import type { CartV2Record } from './store'

const lineNotFound = (lineItemIds: string[]) =>
  notFound('LINE_ITEM_NOT_FOUND_IN_CART', 'Some line items are not in the cart', { lineItemIds })

/** Lines the catalog cannot supply in the quantity they now hold: 428 `INSUFFICIENT_INVENTORY`. */
function checkStock(lines: readonly CartLineItem[]): void {
  const short = lines.filter(
    (line) =>
      !line.customLineItem &&
      (line.availability.status === 'NOT_AVAILABLE' ||
        line.availability.status === 'PARTIALLY_AVAILABLE'),
  )
  if (!short.length) return
  throw precondition('INSUFFICIENT_INVENTORY', 'Some items are not in stock in that quantity', {
    invalidItems: short.map((line) => ({
      id: { lineItemId: line.id, catalogReference: line.catalogReference },
      requestedQuantity: line.quantity,
      availableQuantity: line.availability.quantityAvailable ?? 0,
    })),
  })
}

/**
 * Two prices for one line: the same catalog item (which merges into one line) given different
 * override prices, in the request or against the line already in the cart. 400
 * `LINE_ITEM_PRICE_CONFLICT`.
 */
function checkPriceConflicts(items: readonly CatalogItemInput[], lines: readonly CartLineItem[]) {
  const prices = new Map<string, Set<string>>()
  const note = (key: string, price: string | undefined) => {
    if (price === undefined) return
    const set = prices.get(key) ?? new Set<string>()
    set.add(price)
    prices.set(key, set)
  }
  for (const item of items) {
    const key = catalogReferenceKey(item.catalogReference)
    note(key, item.catalogOverrideFields?.salePrice)
    const line = lines.find(
      (l) => !l.customLineItem && catalogReferenceKey(l.catalogReference) === key,
    )
    if (item.catalogOverrideFields?.salePrice) note(key, line?.catalogOverrideFields?.price)
  }
  const conflicting = items.filter(
    (item) => (prices.get(catalogReferenceKey(item.catalogReference))?.size ?? 0) > 1,
  )
  if (conflicting.length)
    throw badRequest('LINE_ITEM_PRICE_CONFLICT', 'One item was given two different prices', {
      invalidItems: conflicting.map((item) => item.catalogReference),
    })
}

/** More than 300 lines once the new ones are in: 400 `MAX_LINE_ITEMS_EXCEEDED`. */
function checkLineCount(request: AddLineItemsRequest, lines: readonly CartLineItem[]): void {
  const keys = new Set(
    lines.filter((l) => !l.customLineItem).map((l) => catalogReferenceKey(l.catalogReference)),
  )
  for (const item of request.catalogItems ?? [])
    keys.add(catalogReferenceKey(item.catalogReference))
  const count =
    keys.size + lines.filter((l) => l.customLineItem).length + (request.customItems?.length ?? 0)
  if (count > MAX_LINES)
    throw badRequest('MAX_LINE_ITEMS_EXCEEDED', `A cart holds at most ${MAX_LINES} lines`, {
      requestCount: count,
      maxCount: MAX_LINES,
    })
}

/**
 * Adds items with the v1 cart's rules (the purchase engine: a catalog item already in the cart,
 * same reference and options, gains quantity; anything else is a new line) and the V2 wire's
 * checks: at least one item when `required` (`NO_LINE_ITEMS_TO_ADD`), custom item rules,
 * memberships, price conflicts, the line limit, and stock for every line the request touched.
 */
export function addItems(
  ctx: CartV2Context,
  record: CartV2Record,
  request: AddLineItemsRequest,
  required: boolean,
): CartV2Record {
  const catalog = request.catalogItems ?? []
  const custom = request.customItems ?? []
  if (required && !catalog.length && !custom.length)
    throw badRequest('NO_LINE_ITEMS_TO_ADD', 'Send at least one catalog or custom item')
  if (!catalog.length && !custom.length) return record
  checkCustomItems(custom)
  checkMemberships(
    catalog.map((item) => ({
      membership: item.membershipPayment,
      selected: item.selectedMembership,
    })),
    record.lines,
  )
  checkPriceConflicts(catalog, record.lines)
  checkLineCount(request, record.lines)
  const added = inV2Terms(() => ctx.purchase.addLines(record.lines, engineAdditions(request)))
  const firstCustom = added.length - custom.length
  const lines = added.map((line, i) => {
    const item = i >= firstCustom ? custom[i - firstCustom] : undefined
    return item ? completeCustomLine(line, item) : line
  })
  const touched = new Set(catalog.map((item) => catalogReferenceKey(item.catalogReference)))
  checkStock(
    lines.filter((l) => !l.customLineItem && touched.has(catalogReferenceKey(l.catalogReference))),
  )
  return { ...record, lines }
}

/** Removes lines by id; an id not in the cart is 404 `LINE_ITEM_NOT_FOUND_IN_CART` (nothing removed). */
export function removeItems(record: CartV2Record, lineItemIds: string[]): CartV2Record {
  const missing = lineItemIds.filter((id) => !record.lines.some((line) => line.id === id))
  if (missing.length) throw lineNotFound(missing)
  return { ...record, lines: removeLines(record.lines, lineItemIds) }
}

/** Ids that occur more than once. */
const repeated = (ids: readonly string[]) => [
  ...new Set(ids.filter((id, i) => ids.indexOf(id) !== i)),
]

/**
 * Changes lines (UpdateLineItems): each entry at most once (`DUPLICATE_LINE_ITEM_UPDATES`) and
 * with something to change (`EMPTY_LINE_ITEM_UPDATES`), lines of the cart only
 * (`LINE_ITEM_NOT_FOUND_IN_CART`), memberships as on add, fixed-quantity lines keep theirs
 * (`FIXED_QUANTITY_ITEM`), items gone from the catalog cannot change (`ITEM_NOT_FOUND_IN_CATALOG`),
 * and the new quantities must be in stock (`INSUFFICIENT_INVENTORY`).
 */
export function updateItems(
  ctx: CartV2Context,
  record: CartV2Record,
  updates: readonly LineItemUpdate[],
): CartV2Record {
  const ids = updates.map((u) => u.lineItemId)
  const dup = repeated(ids)
  if (dup.length)
    throw badRequest('DUPLICATE_LINE_ITEM_UPDATES', 'A line item is updated twice', {
      duplicateLineItemIds: dup,
    })
  const empty = updates.filter((u) => !u.quantity && !u.selectedMembership && !u.membershipPayment)
  if (empty.length)
    throw badRequest('EMPTY_LINE_ITEM_UPDATES', 'Some updates change nothing', {
      lineItemIds: empty.map((u) => u.lineItemId),
    })
  const byId = new Map(record.lines.map((line) => [line.id, line]))
  const missing = ids.filter((id) => !byId.has(id))
  if (missing.length) throw lineNotFound(missing)
  checkMemberships(
    updates.map((u) => ({
      lineItemId: u.lineItemId,
      membership: u.membershipPayment,
      selected: u.selectedMembership?.newMembership,
    })),
    record.lines,
  )
  const changes = updates.flatMap((u) =>
    u.quantity ? [{ id: u.lineItemId, quantity: u.quantity.newQuantity }] : [],
  )
  const fixed = changes.filter((c) => byId.get(c.id)?.fixedQuantity)
  if (fixed.length)
    throw precondition('FIXED_QUANTITY_ITEM', 'The quantity of these items cannot change', {
      invalidItems: fixed.map((c) => ({ lineItemId: c.id })),
    })
  const gone = changes.filter((c) => {
    const line = byId.get(c.id)
    return line && !line.customLineItem && line.availability.status === 'NOT_FOUND'
  })
  if (gone.length) throw itemNotFoundInCatalog(gone.map((c) => ({ lineItemId: c.id })))
  const lines = ctx.purchase.setQuantities(record.lines, changes)
  const changed = new Set(changes.map((c) => c.id))
  checkStock(lines.filter((line) => changed.has(line.id)))
  return { ...record, lines }
}
