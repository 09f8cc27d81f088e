import {
  captureAuthorizedPaymentsRequestSchema,
  getPaymentCollectabilityStatusRequestSchema,
  preparePaymentCollectionRequestSchema,
  voidAuthorizedPaymentsRequestSchema,
} from '@storefront-kit/wire'
import { z } from 'zod'
import { ANYONE, OWNER } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import { captureAuthorizedPayments, voidAuthorizedPayments } from './authorizations'
import { paymentCollectability, preparePaymentCollection } from './collection'
import type { PaymentsContext } from './context'
import { paymentSettings, updatePaymentSettings } from './settings'

const collector = (action: string) => `/ecom/v1/payments-collector/orders/:ecomOrderId/${action}`

/** Payments collector (wire/orders.md): owner or app key only; and the settings control. */
export function paymentRoutes(ctx: PaymentsContext): RouteDef[] {
  return [
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
      input: z.object({ acceptPayments: z.boolean().optional() }),
      handle: ({ input }) => updatePaymentSettings(ctx, input),
    }),
  ]
}
