import type {
  BulkUpdateOrdersResponse,
  BulkUpdateOrderTagsResponse,
  TagsTags,
} from '@storefront-kit/wire'
import { attempt, bulkSummary } from '../../http/bulk-items'
import type { Caller } from '../../http/caller'
import { orderNotFound } from './access'
import type { OrdersContext } from './context'
import { saveOrder } from './service'
import { updateOrder } from './update'

/** `POST /ecom/v1/bulk/orders/update`: UpdateOrder per item; failures are reported per item. */
export function bulkUpdateOrders(
  ctx: OrdersContext,
  caller: Caller,
  items: { order: Record<string, unknown> & { id: string }; fieldMask?: string | undefined }[],
  returnEntity: boolean,
): BulkUpdateOrdersResponse {
  const results = items.map(({ order, fieldMask }, index) => {
    const { metadata, item } = attempt(order.id, index, () =>
      updateOrder(ctx, caller, order, fieldMask),
    )
    return { itemMetadata: metadata, ...(returnEntity && item && { item }) }
  })
  return { results, bulkActionMetadata: bulkSummary(results) }
}

const tagIds = (tags: TagsTags | undefined, kind: 'tags' | 'privateTags') =>
  tags?.[kind]?.tagIds ?? []

/** `POST /ecom/v1/bulk/orders/update-tags`: assigns, then unassigns, public and private tags. */
export function bulkUpdateOrderTags(
  ctx: OrdersContext,
  caller: Caller,
  orderIds: string[],
  assign: TagsTags | undefined,
  unassign: TagsTags | undefined,
): BulkUpdateOrderTagsResponse {
  const { store } = ctx
  const results = orderIds.map((id, index) => {
    const { metadata } = attempt(id, index, () => {
      const order = store.get(id)
      if (!order) throw orderNotFound(id)
      const retag = (kind: 'tags' | 'privateTags') => {
        const kept = new Set([...(order.tags?.[kind]?.tagIds ?? []), ...tagIds(assign, kind)])
        for (const tag of tagIds(unassign, kind)) kept.delete(tag)
        return { tagIds: [...kept] }
      }
      const tags = { privateTags: retag('privateTags'), tags: retag('tags') }
      if (JSON.stringify(tags) !== JSON.stringify(order.tags))
        saveOrder(ctx, caller, { ...order, tags }, ['tags'])
    })
    return { itemMetadata: metadata }
  })
  return { results, bulkActionMetadata: bulkSummary(results) }
}
