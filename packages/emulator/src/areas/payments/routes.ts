import {
  bulkMarkOrdersAsPaidRequestSchema,
  captureAuthorizedPaymentsRequestSchema,
  chargeMembershipsRequestSchema,
  createPaymentGatewayOrderRequestSchema,
  getPaymentCollectabilityStatusRequestSchema,
  getRefundabilityStatusRequestSchema,
  markOrderAsPaidRequestSchema,
  preparePaymentCollectionRequestSchema,
  recordManuallyCollectedPaymentRequestSchema,
  voidAuthorizedPaymentsRequestSchema,
} from '@storefront-kit/wire'
import { z } from 'zod'
import { ANYONE, OWNER } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import { captureAuthorizedPayments, voidAuthorizedPayments } from './authorizations'
import { paymentCollectability, preparePaymentCollection } from './collection'
import type { PaymentsContext } from './context'
import {
  bulkMarkOrdersAsPaid,
  chargeMemberships,
  createPaymentGatewayOrder,
  markOrderAsPaid,
  recordManuallyCollectedPayment,
} from './manual'
import { refundabilities } from './refunds'
import { paymentSettings, updatePaymentSettings } from './settings'

const collector = (action: string, id = 'ecomOrderId') =>
  `/ecom/v1/payments-collector/orders/:${id}/${action}`

/**
 * BulkMarkOrdersAsPaid has no public mapping: the platform's client sends the unprefixed path,
 * and the public one may be prefixed (wire/orders.md), so both are served.
 */
const BULK_MARK_AS_PAID = [
  '/v1/bulk/payments-collector/mark-as-paid',
  '/ecom/v1/bulk/payments-collector/mark-as-paid',
]

/**
 * Payments collector (wire/orders.md): owner or app key only; and the settings control.
 * TriggerRefund is the orders area's (it changes line items and stock).
 */
export function paymentRoutes(ctx: PaymentsContext): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: collector('mark-as-paid'),
      allow: OWNER,
      input: markOrderAsPaidRequestSchema,
      handle: ({ input, caller }) => markOrderAsPaid(ctx, caller, input.ecomOrderId),
    }),
    route({
      method: 'POST',
      path: BULK_MARK_AS_PAID,
      allow: OWNER,
      input: bulkMarkOrdersAsPaidRequestSchema,
      handle: ({ input, caller }) => bulkMarkOrdersAsPaid(ctx, caller, input.ecomOrderIds),
    }),
    route({
      method: 'POST',
      path: collector('manual-payment', 'orderId'),
      allow: OWNER,
      input: recordManuallyCollectedPaymentRequestSchema,
      handle: ({ input, caller }) =>
        recordManuallyCollectedPayment(ctx, caller, input.orderId, input.amount.amount),
    }),
    route({
      method: 'GET',
      path: collector('refundability'),
      allow: OWNER,
      // Reads settle due payment actions first, which writes.
      write: true,
      input: getRefundabilityStatusRequestSchema,
      handle: ({ input }) => refundabilities(ctx, input.ecomOrderId),
    }),
    route({
      method: 'POST',
      path: collector('create-payment-gateway-order'),
      allow: OWNER,
      input: createPaymentGatewayOrderRequestSchema,
      handle: ({ input }) => createPaymentGatewayOrder(ctx, input.ecomOrderId),
    }),
    route({
      method: 'POST',
      path: collector('charge-membership'),
      allow: OWNER,
      input: chargeMembershipsRequestSchema,
      handle: ({ input, caller }) => chargeMemberships(ctx, caller, input.ecomOrderId, input),
    }),
    route({
      method: 'POST',
      path: collector('prepare-payment-collection'),
      allow: OWNER,
      input: preparePaymentCollectionRequestSchema,
      handle: ({ input }) => preparePaymentCollection(ctx, input.ecomOrderId, input),
    }),
    route({
      method: 'GET',
      path: collector('payment-collectability-status'),
      allow: OWNER,
      // Reads settle due payment actions first, which writes.
      write: true,
      input: getPaymentCollectabilityStatusRequestSchema,
      handle: ({ input }) => paymentCollectability(ctx, input.ecomOrderId),
    }),
    route({
      method: 'POST',
      path: collector('capture-authorized-payments'),
      allow: OWNER,
      input: captureAuthorizedPaymentsRequestSchema,
      handle: ({ input, caller }) => ({
        orderTransactions: captureAuthorizedPayments(
          ctx,
          caller,
          input.ecomOrderId,
          input.payments,
        ),
      }),
    }),
    route({
      method: 'POST',
      path: collector('void-authorized-payments'),
      allow: OWNER,
      input: voidAuthorizedPaymentsRequestSchema,
      handle: ({ input, caller }) => ({
        orderTransactions: voidAuthorizedPayments(ctx, caller, input.ecomOrderId, input.paymentIds),
      }),
    }),
    route({
      method: 'GET',
      path: '/_emulator/payments/settings',
      allow: ANYONE,
      handle: () => paymentSettings(ctx),
    }),
    route({
      method: 'PUT',
      path: '/_emulator/payments/settings',
      allow: ANYONE,
      write: false,
      input: z.object({
        acceptPayments: z.boolean().optional(),
        delayCapture: z.boolean().optional(),
      }),
      handle: ({ input }) => updatePaymentSettings(ctx, input),
    }),
  ]
}
