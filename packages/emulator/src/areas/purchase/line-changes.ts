import {
  type CartLineItem,
  type CustomLineItem,
  catalogReferenceKey,
  type LineItemInput,
  type LineItemQuantityUpdate,
} from '@storefront-kit/wire'
import { notFound, permissionDenied, validationError, violation } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { PurchaseContext } from './context'
import { catalogLine, customLine, findItem, itemNotFound, refreshLine } from './line-items'

/**
 * At most this many lines per cart or checkout, and units per line (wire/cart.md; Cart V2 keeps
 * the same line limit, wire/cart-v2.md §1.8).
 */
export const MAX_LINES = 300
export const MAX_QUANTITY = 100_000

/** Lines a request adds. */
export interface LineAdditions {
  lineItems?: LineItemInput[]
  customLineItems?: CustomLineItem[]
}

/**
 * Custom lines, catalog overrides and merchant discounts set prices, so only an elevated caller
 * (API key) may send them; a visitor or member gets 403.
 */
export function assertMaySetPrices(
  caller: Caller,
  request: LineAdditions & { merchantDiscounts?: unknown[] },
): void {
  if (caller.kind === 'owner') return
  if (request.customLineItems?.length)
    throw permissionDenied('Custom line items need an elevated identity (API key)')
  if (request.lineItems?.some((line) => line.catalogOverrideFields))
    throw permissionDenied('Catalog override fields need an elevated identity (API key)')
  if (request.merchantDiscounts?.length)
    throw permissionDenied('Merchant discounts need an elevated identity (API key)')
}

/**
 * Adds lines: a catalog item already present (same reference) gains quantity, anything else
 * becomes a new line priced from the catalog. Unknown items are 404; more than 100,000 units
 * on a line or more than 300 lines are 400.
 */
export function addLines(
  ctx: PurchaseContext,
  lines: readonly CartLineItem[],
  additions: LineAdditions,
): CartLineItem[] {
  const next = [...lines]
  additions.lineItems?.forEach((input, index) => {
    const item = findItem(ctx, input.catalogReference)
    if (!item) throw itemNotFound(input.catalogReference, `lineItems[${index}].catalogReference`)
    const key = catalogReferenceKey(input.catalogReference)
    const at = next.findIndex(
      (line) => !line.customLineItem && catalogReferenceKey(line.catalogReference) === key,
    )
    const existing = at >= 0 ? next[at] : undefined
    if (!existing) {
      next.push(catalogLine(ctx, input, item, ctx.newId()))
      return
    }
    const quantity = existing.quantity + input.quantity
    if (quantity > MAX_QUANTITY)
      throw validationError([
        violation(
          `lineItems[${index}].quantity`,
          'MAX',
          `a line holds at most ${MAX_QUANTITY} units`,
          {
            threshold: MAX_QUANTITY,
          },
        ),
      ])
    next[at] = catalogLine(
      ctx,
      {
        ...input,
        quantity,
        ...(existing.catalogOverrideFields &&
          !input.catalogOverrideFields && {
            catalogOverrideFields: existing.catalogOverrideFields,
          }),
      },
      item,
      existing.id,
    )
  })
  for (const input of additions.customLineItems ?? []) next.push(customLine(input, ctx.newId()))
  if (next.length > MAX_LINES)
    throw validationError([
      violation('lineItems', 'MAX_SIZE', `at most ${MAX_LINES} lines`, { threshold: MAX_LINES }),
    ])
  return next
}

/** Lines without the given ids; ids not present are ignored. */
export function removeLines(
  lines: readonly CartLineItem[],
  ids: readonly string[],
): CartLineItem[] {
  const gone = new Set(ids)
  return lines.filter((line) => !gone.has(line.id))
}

/** Sets quantities; an id not among the lines is 404 `LINE_ITEM_NOT_FOUND`. */
export function setQuantities(
  ctx: PurchaseContext,
  lines: readonly CartLineItem[],
  updates: readonly LineItemQuantityUpdate[],
): CartLineItem[] {
  const wanted = new Map(updates.map((update) => [update.id, update.quantity]))
  for (const id of wanted.keys())
    if (!lines.some((line) => line.id === id))
      throw notFound('LINE_ITEM_NOT_FOUND', `No line item ${id}`, { lineItemId: id })
  return lines.map((line) => {
    const quantity = wanted.get(line.id)
    return quantity === undefined ? line : refreshLine(ctx, { ...line, quantity })
  })
}
