import { STOREFRONT_KEY } from '../core/types'
import { orderKeys } from '../orders/queries'

const ALL = [...STOREFRONT_KEY, 'payments'] as const

/**
 * Query keys of payment collection and refunds; payment writes invalidate `paymentKeys.all` and
 * the orders (details, searches and aggregates).
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: paymentKeys.refundability(orderId) })
 * ```
 */
export const paymentKeys = {
  all: ALL,
  collectability: (ecomOrderId: string) => [...ALL, 'collectability', ecomOrderId] as const,
  refundability: (ecomOrderId: string) => [...ALL, 'refundability', ecomOrderId] as const,
}

/** Payment writes change the order's payments too: they invalidate payments and the orders. */
export const paymentWrites = { key: () => ALL, invalidates: () => [ALL, orderKeys.all] }
