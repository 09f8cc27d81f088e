import type { Client } from '@storefront-kit/sdk'
import {
  type BulkMarkOrdersAsPaidResponse,
  bulkMarkOrdersAsPaid,
  type ChargeMembershipsRequest,
  type ChargeMembershipsResponse,
  type CreatePaymentGatewayOrderRequest,
  type CreatePaymentGatewayOrderResponse,
  chargeMemberships,
  createPaymentGatewayOrder,
  type MarkOrderAsPaidResponse,
  markOrderAsPaid,
  type RecordManuallyCollectedPaymentRequest,
  type RecordManuallyCollectedPaymentResponse,
  recordManuallyCollectedPayment,
} from '@storefront-kit/sdk/payments'
import type { QueryClient } from '@tanstack/react-query'
import { byId, mutationHook, plainMutation, withId } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { orderKeys } from '../orders/queries'
import { paymentWrites } from './keys'

/** Marking paid answers the order: it is kept in its detail query before the invalidation. */
const markWrites = {
  ...paymentWrites,
  update: (queryClient: QueryClient, data: MarkOrderAsPaidResponse) =>
    queryClient.setQueryData(orderKeys.detail(data.order.id), { order: data.order }),
}

/**
 * Mutation options of `markOrderAsPaid`; keeps the order, invalidates payments and the orders.
 * @example useMutation(markOrderAsPaidMutationOptions(client))
 */
export function markOrderAsPaidMutationOptions(
  client: Client,
): StorefrontMutation<MarkOrderAsPaidResponse, { ecomOrderId: string }> {
  return plainMutation(client, markWrites, 'markOrderAsPaid', byId(markOrderAsPaid, 'ecomOrderId'))
}

/**
 * Marks an order paid in full (owner): cash, a bank transfer.
 *
 * @example
 * ```tsx
 * const markPaid = useMarkOrderAsPaid()
 * markPaid.mutate({ ecomOrderId: orderId })
 * ```
 */
export const useMarkOrderAsPaid = /* @__PURE__ */ mutationHook(markOrderAsPaidMutationOptions)

/**
 * Mutation options of `bulkMarkOrdersAsPaid`; invalidates payments and the orders.
 * @example useMutation(bulkMarkOrdersAsPaidMutationOptions(client))
 */
export function bulkMarkOrdersAsPaidMutationOptions(
  client: Client,
): StorefrontMutation<BulkMarkOrdersAsPaidResponse, { ecomOrderIds: string[] }> {
  return plainMutation(client, paymentWrites, 'bulkMarkOrdersAsPaid', (c, v) =>
    bulkMarkOrdersAsPaid(c, v.ecomOrderIds),
  )
}

/**
 * Marks up to 100 orders paid (owner); each succeeds or fails on its own.
 *
 * @example
 * ```tsx
 * const markAll = useBulkMarkOrdersAsPaid()
 * const { bulkActionMetadata } = await markAll.mutateAsync({ ecomOrderIds: selected })
 * ```
 */
export const useBulkMarkOrdersAsPaid = /* @__PURE__ */ mutationHook(
  bulkMarkOrdersAsPaidMutationOptions,
)

/**
 * Mutation options of `recordManuallyCollectedPayment`; invalidates payments and the orders.
 * @example useMutation(recordManuallyCollectedPaymentMutationOptions(client))
 */
export function recordManuallyCollectedPaymentMutationOptions(
  client: Client,
): StorefrontMutation<
  RecordManuallyCollectedPaymentResponse,
  RecordManuallyCollectedPaymentRequest & { orderId: string }
> {
  return plainMutation(
    client,
    paymentWrites,
    'recordManuallyCollectedPayment',
    withId(recordManuallyCollectedPayment, 'orderId'),
  )
}

/**
 * Records a payment the owner collected by hand (part or all of the balance).
 *
 * @example
 * ```tsx
 * const record = useRecordManuallyCollectedPayment()
 * record.mutate({ orderId, amount: { amount: '10.00' } })
 * ```
 */
export const useRecordManuallyCollectedPayment = /* @__PURE__ */ mutationHook(
  recordManuallyCollectedPaymentMutationOptions,
)

/**
 * Mutation options of `createPaymentGatewayOrder`; invalidates payments and the orders.
 * @example useMutation(createPaymentGatewayOrderMutationOptions(client))
 */
export function createPaymentGatewayOrderMutationOptions(
  client: Client,
): StorefrontMutation<
  CreatePaymentGatewayOrderResponse,
  CreatePaymentGatewayOrderRequest & { ecomOrderId: string }
> {
  return plainMutation(
    client,
    paymentWrites,
    'createPaymentGatewayOrder',
    withId(createPaymentGatewayOrder, 'ecomOrderId'),
  )
}

/**
 * A payment gateway order for what is left to pay of an order (owner).
 *
 * @example
 * ```tsx
 * const gateway = useCreatePaymentGatewayOrder()
 * const { paymentGatewayOrderId } = await gateway.mutateAsync({ ecomOrderId: orderId })
 * ```
 */
export const useCreatePaymentGatewayOrder = /* @__PURE__ */ mutationHook(
  createPaymentGatewayOrderMutationOptions,
)

/**
 * Mutation options of `chargeMemberships`; invalidates payments and the orders.
 * @example useMutation(chargeMembershipsMutationOptions(client))
 */
export function chargeMembershipsMutationOptions(
  client: Client,
): StorefrontMutation<
  ChargeMembershipsResponse,
  ChargeMembershipsRequest & { ecomOrderId: string }
> {
  return plainMutation(
    client,
    paymentWrites,
    'chargeMemberships',
    withId(chargeMemberships, 'ecomOrderId'),
  )
}

/**
 * Charges a member's memberships for items of an order (owner).
 *
 * @example
 * ```tsx
 * const charge = useChargeMemberships()
 * charge.mutate({ ecomOrderId: orderId, memberId, membershipCharges })
 * ```
 */
export const useChargeMemberships = /* @__PURE__ */ mutationHook(chargeMembershipsMutationOptions)
