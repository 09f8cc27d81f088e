import { useCurrentCart, useCurrentCartV2 } from '@storefront-kit/react'
import type { CartVersion } from '../config'
import { useShopConfig } from '../shop-context'

/** The cart API this shop is configured for (`STOREFRONT_CART_VERSION`, Cart V2 by default). */
export function useCartVersion(): CartVersion {
  return useShopConfig().cartVersion
}

/**
 * How many items the visitor's cart holds, from whichever cart API the shop uses (both hooks run,
 * the other one disabled, so the hook order never depends on the configuration).
 */
export function useCartItemCount(): number {
  const version = useCartVersion()
  const v1 = useCurrentCart({
    enabled: version === 'v1',
    select: (cart) => cart?.lineItems.reduce((sum, line) => sum + line.quantity, 0) ?? 0,
  })
  const v2 = useCurrentCartV2({
    enabled: version === 'v2',
    select: (cart) =>
      cart?.lineItems.reduce((sum, line) => sum + line.quantityInfo.requestedQuantity, 0) ?? 0,
  })
  return (version === 'v2' ? v2.data : v1.data) ?? 0
}
