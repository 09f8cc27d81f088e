import { z } from 'zod'
import { guidSchema } from './common.schema'
import { orderPriceSchema } from './orders.schema'

/** Path id of the payments collector calls (`len 1..100`). */
const ecomOrderIdSchema = z.string().min(1).max(100)

/** Body of `POST …/orders/{ecomOrderId}/prepare-payment-collection`. */
export const preparePaymentCollectionRequestSchema = z.object({
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
})

/** Query of `GET …/orders/{ecomOrderId}/payment-collectability-status`. */
export const getPaymentCollectabilityStatusRequestSchema = z.object({
  ecomOrderId: ecomOrderIdSchema,
})

/** Body of `POST …/orders/{ecomOrderId}/capture-authorized-payments`. */
export const captureAuthorizedPaymentsRequestSchema = z.object({
  ecomOrderId: ecomOrderIdSchema,
  payments: z
    .array(z.object({ paymentId: guidSchema, amount: orderPriceSchema.optional() }))
    .min(1)
    .max(100),
})

/** Body of `POST …/orders/{ecomOrderId}/void-authorized-payments`. */
export const voidAuthorizedPaymentsRequestSchema = z.object({
  ecomOrderId: ecomOrderIdSchema,
  paymentIds: z.array(guidSchema).min(1).max(100),
})
