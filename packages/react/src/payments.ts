/**
 * Payment-collection hooks for the owner: collectability, prepare, capture and void.
 * @module
 */
import type { Client } from '@storefront-kit/sdk'
import {
  type CaptureAuthorizedPaymentsRequest,
  captureAuthorizedPayments,
  type GetPaymentCollectabilityStatusResponse,
  getPaymentCollectabilityStatus,
  type OrderTransactionsResponse,
  type PreparePaymentCollectionRequest,
  type PreparePaymentCollectionResponse,
  preparePaymentCollection,
  type VoidAuthorizedPaymentsRequest,
  voidAuthorizedPayments,
} from '@storefront-kit/sdk/payments'
import { mutationHook, plainMutation, queryHook, withId } from './core/define'
import type { StorefrontMutation } from './core/mutation'
import { queryCall } from './core/query-call'
import { STOREFRONT_KEY } from './core/types'
import { storefrontQueryOptions } from './core/use-storefront'
import { orderKeys } from './orders/queries'

const ALL = [...STOREFRONT_KEY, 'payments'] as const

/**
 * Query keys of payment collection; its writes invalidate `paymentKeys.all` and the orders.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: paymentKeys.collectability(orderId) })
 * ```
 */
export const paymentKeys = {
  all: ALL,
  collectability: (ecomOrderId: string) => [...ALL, 'collectability', ecomOrderId] as const,
}

/**
 * Query options of whether an order's balance can be collected (`getPaymentCollectabilityStatus`).
 * @example const { status } = await queryClient.fetchQuery(paymentCollectabilityQueryOptions(admin, orderId))
 */
export function paymentCollectabilityQueryOptions(client: Client, ecomOrderId: string) {
  return storefrontQueryOptions({
    queryKey: paymentKeys.collectability(ecomOrderId),
    queryFn: ({ signal }): Promise<GetPaymentCollectabilityStatusResponse> =>
      getPaymentCollectabilityStatus(client, ecomOrderId, queryCall(signal)),
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
export const usePaymentCollectabilityStatus = /* @__PURE__ */ queryHook(
  paymentCollectabilityQueryOptions,
  1,
)

/** Payment writes change the order's payments too: they invalidate payment collection and the orders. */
const writes = { key: () => ALL, invalidates: () => [ALL, orderKeys.all] }

/**
 * Mutation options of `preparePaymentCollection`; invalidates payment collection and the orders.
 * @example useMutation(preparePaymentCollectionMutationOptions(client))
 */
export function preparePaymentCollectionMutationOptions(
  client: Client,
): StorefrontMutation<
  PreparePaymentCollectionResponse,
  PreparePaymentCollectionRequest & { ecomOrderId: string }
> {
  return plainMutation(
    client,
    writes,
    'preparePaymentCollection',
    withId(preparePaymentCollection, 'ecomOrderId'),
  )
}

/**
 * Prepares collecting an amount of an order's balance (owner).
 *
 * @example
 * ```tsx
 * const prepare = usePreparePaymentCollection()
 * const { paymentGatewayOrderId } = await prepare.mutateAsync({ ecomOrderId, amount: { amount: '10.00' } })
 * ```
 */
export const usePreparePaymentCollection = /* @__PURE__ */ mutationHook(
  preparePaymentCollectionMutationOptions,
)

/**
 * Mutation options of `captureAuthorizedPayments`; invalidates payment collection and the orders.
 * @example useMutation(captureAuthorizedPaymentsMutationOptions(client))
 */
export function captureAuthorizedPaymentsMutationOptions(
  client: Client,
): StorefrontMutation<
  OrderTransactionsResponse,
  CaptureAuthorizedPaymentsRequest & { ecomOrderId: string }
> {
  return plainMutation(
    client,
    writes,
    'captureAuthorizedPayments',
    withId(captureAuthorizedPayments, 'ecomOrderId'),
  )
}

/**
 * Captures authorized (delayed-capture) payments of an order (owner).
 *
 * @example
 * ```tsx
 * const capture = useCaptureAuthorizedPayments()
 * capture.mutate({ ecomOrderId, payments: [{ paymentId, amount: { amount: '25.00' } }] })
 * ```
 */
export const useCaptureAuthorizedPayments = /* @__PURE__ */ mutationHook(
  captureAuthorizedPaymentsMutationOptions,
)

/**
 * Mutation options of `voidAuthorizedPayments`; invalidates payment collection and the orders.
 * @example useMutation(voidAuthorizedPaymentsMutationOptions(client))
 */
export function voidAuthorizedPaymentsMutationOptions(
  client: Client,
): StorefrontMutation<
  OrderTransactionsResponse,
  VoidAuthorizedPaymentsRequest & { ecomOrderId: string }
> {
  return plainMutation(
    client,
    writes,
    'voidAuthorizedPayments',
    withId(voidAuthorizedPayments, 'ecomOrderId'),
  )
}

/**
 * Voids authorized payments of an order (owner).
 *
 * @example
 * ```tsx
 * const voidPayments = useVoidAuthorizedPayments()
 * voidPayments.mutate({ ecomOrderId, paymentIds: [paymentId] })
 * ```
 */
export const useVoidAuthorizedPayments = /* @__PURE__ */ mutationHook(
  voidAuthorizedPaymentsMutationOptions,
)
