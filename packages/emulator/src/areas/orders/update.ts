import type { Activity, FieldViolation, Order } from '@storefront-kit/wire'
import { precondition, validationError, violation } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { orderNotFound } from './access'
import { newActivity } from './activities'
import type { OrdersContext } from './context'
import { saveOrder } from './service'

/** What UpdateOrder may change (wire/orders.md, vendor docs). */
export const UPDATABLE_PATHS = [
  'buyerInfo.email',
  'buyerLanguage',
  'weightUnit',
  'billingInfo.address',
  'billingInfo.contactDetails',
  'archived',
  'attributionSource',
  'seenByAHuman',
  'recipientInfo.address',
  'recipientInfo.contactDetails',
  'shippingInfo.logistics.shippingDestination.address',
  'shippingInfo.logistics.shippingDestination.contactDetails',
] as const

/** Set by the server: whatever a request says about them is ignored. */
const READ_ONLY = new Set([
  'id',
  'number',
  'createdDate',
  'updatedDate',
  'lineItems',
  'fulfillmentStatus',
  'priceSummary',
  'activities',
  'createdBy',
  'balanceSummary',
  'siteLanguage',
  'payAfterFreeTrial',
  'imported',
  'taxIncludedInPrices',
  'purchasedDate',
  'taxSummary',
  'currencyConversionDetails',
])

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The value at a dotted path: `found` when present, `null` when an object on the way is null. */
function lookup(root: unknown, path: string): { found: boolean; value: unknown } {
  let node = root
  for (const key of path.split('.')) {
    if (node === null) return { found: true, value: null }
    if (!isObject(node) || !(key in node)) return { found: false, value: undefined }
    node = node[key]
  }
  return { found: node !== undefined, value: node }
}

/** Sets (or with null/undefined, removes) a dotted path in a copy-on-write manner. */
function assign(root: Json, path: string, value: unknown): void {
  const keys = path.split('.')
  const last = keys.pop() as string
  let node = root
  for (const key of keys) {
    const next = isObject(node[key]) ? { ...(node[key] as Json) } : {}
    node[key] = next
    node = next
  }
  if (value === null || value === undefined) delete node[last]
  else node[last] = value
}

const covers = (updatable: string, path: string) =>
  path === updatable || path.startsWith(`${updatable}.`)

/** Paths of a field mask the update applies, and violations for the ones it may not. */
function maskPaths(mask: string): { paths: string[]; violations: FieldViolation[] } {
  const paths: string[] = []
  const violations: FieldViolation[] = []
  for (const path of mask
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    if (UPDATABLE_PATHS.some((u) => covers(u, path))) paths.push(path)
    else {
      const inside = UPDATABLE_PATHS.filter((u) => u.startsWith(`${path}.`))
      if (inside.length) paths.push(...inside)
      else
        violations.push(
          violation('fieldMask', 'FIELD_NOT_ALLOWED', `${path} cannot be updated`, { path }),
        )
    }
  }
  return { paths, violations }
}

/** Values the request gives for fields it may not change that differ from the order's. */
function forbiddenChanges(given: Json, stored: unknown, at: string, violations: FieldViolation[]) {
  for (const [key, value] of Object.entries(given)) {
    const path = at ? `${at}.${key}` : key
    if (!at && READ_ONLY.has(key)) continue
    if (UPDATABLE_PATHS.some((u) => covers(u, path)) || value === undefined) continue
    const current = isObject(stored) ? stored[key] : undefined
    if (
      isObject(value) &&
      (isObject(current) || current === undefined) &&
      UPDATABLE_PATHS.some((u) => u.startsWith(`${path}.`))
    )
      forbiddenChanges(value, current, path, violations)
    else if (JSON.stringify(value) !== JSON.stringify(current))
      violations.push(violation(`order.${path}`, 'FIELD_NOT_ALLOWED', `${path} cannot be updated`))
  }
}

/** Activities the platform adds for some edits. */
function editActivities(ctx: OrdersContext, before: Order, after: Order): Activity[] {
  const changed = (path: string) =>
    JSON.stringify(lookup(before, path).value) !== JSON.stringify(lookup(after, path).value)
  return [
    ...(changed('buyerInfo.email') ? [newActivity(ctx, 'EMAIL_EDITED')] : []),
    ...(changed('shippingInfo.logistics.shippingDestination.address')
      ? [newActivity(ctx, 'SHIPPING_ADDRESS_EDITED')]
      : []),
  ]
}

/**
 * `PATCH /ecom/v1/orders/{order.id}`: changes the updatable fields. With `fieldMask`, exactly the
 * named paths (a value left out clears it); without, every updatable field the request gives
 * (`null` clears). Read-only fields are ignored; other fields may be sent only unchanged.
 * @throws ApiError 404 `ORDER_NOT_FOUND`; 428 `ORDER_IS_PENDING`/`ORDER_IS_REJECTED`; 400
 * `FIELD_NOT_ALLOWED` for a path that cannot be updated.
 */
export function updateOrder(
  ctx: OrdersContext,
  caller: Caller,
  given: Json & { id: string },
  fieldMask?: string,
): Order {
  const order = ctx.store.get(given.id)
  if (!order) throw orderNotFound(given.id)
  if (order.status === 'PENDING' || order.status === 'REJECTED')
    throw precondition(`ORDER_IS_${order.status}`, `Order ${order.id} is ${order.status}`, {
      orderId: order.id,
    })
  const violations: FieldViolation[] = []
  let paths: string[]
  if (fieldMask !== undefined && fieldMask.trim() !== '') {
    const mask = maskPaths(fieldMask)
    violations.push(...mask.violations)
    paths = mask.paths
  } else {
    forbiddenChanges(given, order, '', violations)
    paths = UPDATABLE_PATHS.filter((path) => lookup(given, path).found)
  }
  if (violations.length) throw validationError(violations)
  const next = structuredClone(order) as unknown as Json
  const modified: string[] = []
  for (const path of paths) {
    const { value } = lookup(given, path)
    if (JSON.stringify(lookup(next, path).value) === JSON.stringify(value ?? undefined)) continue
    assign(next, path, value)
    modified.push(path)
  }
  if (!modified.length) return order
  const updated = next as unknown as Order
  const activities = editActivities(ctx, order, updated)
  if (activities.length) {
    updated.activities = [...updated.activities, ...activities]
    modified.push('activities')
  }
  return saveOrder(ctx, caller, updated, modified)
}
