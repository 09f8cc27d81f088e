import { z } from 'zod'
import { catalogReferenceSchema, decimalString, guidSchema } from './common.schema'
import { lazySchema } from './lazy-schema'
import { orderPriceSchema } from './orders.schema'

/** Path id of the payments collector calls (`len 1..100`). */
const ecomOrderIdSchema = lazySchema(() => z.string().min(1).max(100))

/** Body of `POST …/orders/{ecomOrderId}/prepare-payment-collection`. */
export const preparePaymentCollectionRequestSchema = lazySchema(() =>
  z.object({
    ecomOrderId: ecomOrderIdSchema,
    amount: orderPriceSchema,
    paymentGatewayOrderId: z.string().max(100).optional(),
    delayedCapture: z.boolean().optional(),
    delayedCaptureSettings: z
      .object({
        scheduledAction: z.enum(['VOID', 'CAPTURE']).optional(),
        delayDuration: z
          .object({
            count: z.number().int().min(1).optional(),
            unit: z.enum(['MINUTES', 'HOURS', 'DAYS']).optional(),
          })
          .optional(),
      })
      .optional(),
  }),
)

/** Query of `GET …/orders/{ecomOrderId}/payment-collectability-status`. */
export const getPaymentCollectabilityStatusRequestSchema = lazySchema(() =>
  z.object({
    ecomOrderId: ecomOrderIdSchema,
  }),
)

/** Body of `POST …/orders/{ecomOrderId}/capture-authorized-payments`. */
export const captureAuthorizedPaymentsRequestSchema = lazySchema(() =>
  z.object({
    ecomOrderId: ecomOrderIdSchema,
    payments: z
      .array(z.object({ paymentId: guidSchema, amount: orderPriceSchema.optional() }))
      .min(1)
      .max(100),
  }),
)

/** Body of `POST …/orders/{ecomOrderId}/void-authorized-payments`. */
export const voidAuthorizedPaymentsRequestSchema = lazySchema(() =>
  z.object({
    ecomOrderId: ecomOrderIdSchema,
    paymentIds: z.array(guidSchema).min(1).max(100),
  }),
)

/** Body of `POST …/orders/{ecomOrderId}/mark-as-paid` (the internal payment method name is ignored). */
export const markOrderAsPaidRequestSchema = lazySchema(() =>
  z.object({ ecomOrderId: ecomOrderIdSchema }),
)

/** Body of `POST /ecom/v1/bulk/payments-collector/mark-as-paid`. */
export const bulkMarkOrdersAsPaidRequestSchema = lazySchema(() =>
  z.object({
    ecomOrderIds: z.array(ecomOrderIdSchema).min(1).max(100),
  }),
)

/**
 * Body of `POST …/orders/{orderId}/manual-payment`. The amount may be any decimal here: zero,
 * negative and too large amounts are the service's `INVALID_AMOUNT`, as on the platform.
 */
export const recordManuallyCollectedPaymentRequestSchema = lazySchema(() =>
  z.object({
    orderId: ecomOrderIdSchema,
    amount: z.object({ amount: decimalString(), formattedAmount: z.string().optional() }),
  }),
)

/** Query of `GET …/orders/{ecomOrderId}/refundability`. */
export const getRefundabilityStatusRequestSchema = lazySchema(() =>
  z.object({ ecomOrderId: ecomOrderIdSchema }),
)

// Line item ids of orders the owner creates are theirs to choose: not necessarily GUIDs.
const lineItemIdSchema = lazySchema(() => z.string().min(1).max(100))
const itemQuantitySchema = lazySchema(() =>
  z.object({
    lineItemId: lineItemIdSchema,
    quantity: z.number().int().min(1).max(100_000),
  }),
)

/** What a refund is for. */
export const refundDetailsSchema = lazySchema(() =>
  z.object({
    items: z.array(itemQuantitySchema).max(300).optional(),
    shippingIncluded: z.boolean().optional(),
    reason: z.string().max(200).optional(),
    lineItems: z.array(itemQuantitySchema).max(300).optional(),
    additionalFees: z
      .array(z.object({ additionalFeeId: guidSchema, amount: orderPriceSchema.optional() }))
      .max(100)
      .optional(),
    shipping: z.object({ amount: orderPriceSchema.optional() }).optional(),
  }),
)

/** Body of `POST …/orders/{ecomOrderId}/trigger-refund`. */
export const triggerRefundRequestSchema = lazySchema(() =>
  z.object({
    ecomOrderId: ecomOrderIdSchema,
    payments: z
      .array(
        z.object({
          paymentId: guidSchema,
          amount: orderPriceSchema.optional(),
          externalRefund: z.boolean().optional(),
        }),
      )
      .min(1)
      .max(1),
    details: refundDetailsSchema.optional(),
    sideEffects: z
      .object({
        restockInfo: z
          .object({
            type: z.enum(['NO_ITEMS', 'ALL_ITEMS', 'SOME_ITEMS']).optional(),
            items: z.array(itemQuantitySchema).max(300).optional(),
          })
          .optional(),
        sendOrderRefundedEmail: z.boolean().optional(),
        customMessage: z.string().min(1).max(1000).optional(),
      })
      .optional(),
  }),
)

/** Body of `POST …/orders/{ecomOrderId}/create-payment-gateway-order`. */
export const createPaymentGatewayOrderRequestSchema = lazySchema(() =>
  z.object({
    ecomOrderId: ecomOrderIdSchema,
    chargedBy: z
      .object({ id: guidSchema.optional(), fullName: z.string().min(1).max(200).optional() })
      .optional(),
  }),
)

/** One membership charge. */
export const membershipChargeItemSchema = lazySchema(() =>
  z.object({
    membershipId: z.string().min(1).max(100),
    appId: guidSchema,
    membershipName: z.object({
      original: z.string().max(100),
      translated: z.string().max(100).optional(),
    }),
    membershipAdditionalData: z.record(z.string(), z.unknown()).optional(),
    catalogReference: catalogReferenceSchema,
    serviceProperties: z
      .object({
        scheduledDate: z.iso.datetime().optional(),
        numberOfParticipants: z.number().int().min(1).max(10_000).optional(),
      })
      .optional(),
    rootCatalogItemId: z.string().min(1).max(36),
    lineItemId: lineItemIdSchema.optional(),
  }),
)

/** Body of `POST …/orders/{ecomOrderId}/charge-membership`. */
export const chargeMembershipsRequestSchema = lazySchema(() =>
  z.object({
    ecomOrderId: ecomOrderIdSchema,
    memberId: guidSchema,
    membershipCharges: z.array(membershipChargeItemSchema).min(1).max(300).optional(),
  }),
)
