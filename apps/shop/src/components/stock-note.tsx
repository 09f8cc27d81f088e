import { inventoryItemsQueryOptions, useStorefrontClient } from '@storefront-kit/react'
import { useQuery } from '@tanstack/react-query'

/** At most this many left, the page says how many. */
const FEW = 5

/**
 * "Only 3 left" under the chosen variant of a Catalog V3 product, from its inventory items (one
 * per variant). Says nothing when stock is not counted, plentiful or unknown: it is a hint.
 */
export function StockNote({ productId, variantId }: { productId: string; variantId: string }) {
  const items = useQuery({
    ...inventoryItemsQueryOptions(useStorefrontClient(), {
      query: { filter: { productId }, cursorPaging: { limit: 100 } },
    }),
    select: ({ inventoryItems }) => inventoryItems,
  })
  const item = items.data?.find((i) => i.variantId === variantId)
  const left = item?.trackQuantity ? item.quantity : undefined
  if (left === undefined || left <= 0 || left > FEW) return null
  return <p className="stock-note">Only {left} left</p>
}
