import type { BackInStockNotificationRequest } from '@storefront-kit/sdk/back-in-stock'

/** The item a request is about. */
export type CatalogReference = BackInStockNotificationRequest['catalogReference']

/** Statuses of a request still owed a notice (a bounced one is tried again). */
export const WAITING = new Set(['RECEIVED', 'FAILED'])

/** The requests for one catalog reference (a product, or one variant of it). */
export interface ItemDemand {
  key: string
  catalogReference: CatalogReference
  requests: BackInStockNotificationRequest[]
  waiting: number
  notified: number
}

/** One key per catalog reference: the platform matches a report on the whole reference. */
export function referenceKey(ref: CatalogReference): string {
  const options = ref.options ?? {}
  const sorted = Object.keys(options)
    .sort()
    .map((k) => [k, options[k]])
  return JSON.stringify([ref.appId, ref.catalogItemId, sorted])
}

/** The variant a reference names, if any (`options.variantId`). */
export function variantOf(ref: CatalogReference): string | undefined {
  const variantId = ref.options?.variantId
  return typeof variantId === 'string' ? variantId : undefined
}

/**
 * Groups requests by catalog reference with how many still wait and how many were notified;
 * the items most asked for come first.
 */
export function demandByItem(requests: readonly BackInStockNotificationRequest[]): ItemDemand[] {
  const groups = new Map<string, ItemDemand>()
  for (const request of requests) {
    const key = referenceKey(request.catalogReference)
    const group = groups.get(key) ?? {
      key,
      catalogReference: request.catalogReference,
      requests: [],
      waiting: 0,
      notified: 0,
    }
    group.requests.push(request)
    if (WAITING.has(request.status)) group.waiting++
    if (request.status === 'NOTIFICATION_SENT') group.notified++
    groups.set(key, group)
  }
  return [...groups.values()].sort(
    (a, b) => b.waiting - a.waiting || b.requests.length - a.requests.length,
  )
}

/** A request status in the owner's words. */
export function requestStatusLabel(status: string): string {
  const labels: Record<string, string> = {
    RECEIVED: 'Waiting',
    PROCESSING: 'Sending',
    NOTIFICATION_SENT: 'Notified',
    FAILED: 'Notice bounced',
  }
  return labels[status] ?? status
}
