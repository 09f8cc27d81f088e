import type { Client } from '@storefront-kit/sdk'
import {
  type GetRefundabilityStatusResponse,
  getRefundabilityStatus,
  type TriggerRefundRequest,
  type TriggerRefundResponse,
  triggerRefund,
} from '@storefront-kit/sdk/payments'
import { catalogKeys } from '../catalog/keys'
import { mutationHook, plainMutation, queryHook, withId } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { queryCall } from '../core/query-call'
import { storefrontQueryOptions } from '../core/use-storefront'
import { orderKeys } from '../orders/queries'
import { paymentKeys } from './keys'

/**
 * Query options of how each payment of an order can be refunded (`getRefundabilityStatus`).
 * @example const { refundabilities } = await queryClient.fetchQuery(refundabilityQueryOptions(admin, orderId))
 */
export function refundabilityQueryOptions(client: Client, ecomOrderId: string) {
  return storefrontQueryOptions({
    queryKey: paymentKeys.refundability(ecomOrderId),
    queryFn: ({ signal }): Promise<GetRefundabilityStatusResponse> =>
      getRefundabilityStatus(client, ecomOrderId, queryCall(signal)),
  })
}

/**
 * How each payment of an order can be refunded (owner): REFUNDABLE, MANUAL or NOT_REFUNDABLE.
 *
 * @example
 * ```tsx
 * const { data } = useRefundabilityStatus(orderId)
 * const canRefund = data?.refundabilities.some((r) => r.refundabilityStatus !== 'NOT_REFUNDABLE')
 * ```
 */
export const useRefundabilityStatus = /* @__PURE__ */ queryHook(refundabilityQueryOptions, 1)

/** A refund may put items back into stock: it invalidates payments, the orders and the catalog. */
const refunds = {
  key: () => paymentKeys.all,
  invalidates: () => [paymentKeys.all, orderKeys.all, catalogKeys.all],
}

/**
 * Mutation options of `triggerRefund`; invalidates payments, the orders and the catalog.
 * @example useMutation(triggerRefundMutationOptions(client))
 */
export function triggerRefundMutationOptions(
  client: Client,
): StorefrontMutation<TriggerRefundResponse, TriggerRefundRequest & { ecomOrderId: string }> {
  return plainMutation(client, refunds, 'triggerRefund', withId(triggerRefund, 'ecomOrderId'))
}

/**
 * Refunds a payment of an order (owner), optionally with restock and the buyer's e-mail.
 *
 * @example
 * ```tsx
 * const refund = useTriggerRefund()
 * refund.mutate({
 *   ecomOrderId: orderId,
 *   payments: [{ paymentId, amount: { amount: '10.00' } }],
 *   sideEffects: { restockInfo: { type: 'NO_ITEMS' }, sendOrderRefundedEmail: true },
 * })
 * ```
 */
export const useTriggerRefund = /* @__PURE__ */ mutationHook(triggerRefundMutationOptions)
