import type { Client } from '@storefront-kit/sdk'
import {
  type GetPaymentCollectabilityStatusResponse,
  getPaymentCollectabilityStatus,
} from '@storefront-kit/sdk/payments'
import { useStorefrontClient } from '../core/provider'
import { STOREFRONT_KEY, type StorefrontQueryOptions } from '../core/types'
import { storefrontQueryOptions, useStorefrontQuery } from '../core/use-storefront'

/**
 * Query keys of payment collection; its writes invalidate `paymentKeys.all` and the orders.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: paymentKeys.collectability(orderId) })
 * ```
 */
export const paymentKeys = {
  all: [...STOREFRONT_KEY, 'payments'] as const,
  collectability: (ecomOrderId: string) =>
    [...paymentKeys.all, 'collectability', ecomOrderId] as const,
}

/**
 * Query options of whether an order's balance can be collected (`getPaymentCollectabilityStatus`).
 *
 * @example
 * ```ts
 * const { status } = await queryClient.fetchQuery(paymentCollectabilityQueryOptions(admin, orderId))
 * ```
 */
export function paymentCollectabilityQueryOptions(client: Client, ecomOrderId: string) {
  return storefrontQueryOptions({
    queryKey: paymentKeys.collectability(ecomOrderId),
    queryFn: ({ signal }): Promise<GetPaymentCollectabilityStatusResponse> =>
      getPaymentCollectabilityStatus(client, ecomOrderId, { signal }),
  })
}

/**
 * Whether an order's balance can be collected (owner).
 *
 * @example
 * ```tsx
 * const { data } = usePaymentCollectabilityStatus(orderId)
 * return data?.status === 'COLLECTABLE' ? <CollectButton /> : null
 * ```
 */
export function usePaymentCollectabilityStatus<TSelected = GetPaymentCollectabilityStatusResponse>(
  ecomOrderId: string,
  options?: StorefrontQueryOptions<GetPaymentCollectabilityStatusResponse, TSelected>,
) {
  return useStorefrontQuery(
    paymentCollectabilityQueryOptions(useStorefrontClient(), ecomOrderId),
    options,
  )
}
