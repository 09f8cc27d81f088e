import { z } from 'zod'
import {
  catalogReferenceSchema,
  decimalString,
  fieldMaskSchema,
  guidSchema,
  moneyAmountSchema,
} from './common.schema'
import {
  buyerInfoSchema,
  channelTypeSchema,
  itemTypeSchema,
  productNameSchema,
} from './ecom-common.schema'
import { lazySchema } from './lazy-schema'
import { ORDER_ACTIVITY_TYPES } from './orders-activities'
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orders-entity'
import { addressWithContactSchema } from './purchase-flow.schema'

/** An order `Price` on input: the amount counts, `formattedAmount` is read-only. */
export const orderPriceSchema = lazySchema(() =>
  z.object({
    amount: moneyAmountSchema,
    formattedAmount: z.string().optional(),
  }),
)

/** Path id of the order calls (`len 1..100`). */
const orderIdSchema = lazySchema(() => z.string().min(1).max(100))

/** Query of `GET /ecom/v1/orders/{id}`. */
export const getOrderRequestSchema = lazySchema(() => z.object({ id: orderIdSchema }))

/** Body of `POST /ecom/v1/orders/search`; the query engine checks filter, sort and paging. */
export const searchOrdersRequestSchema = lazySchema(() =>
  z.object({
    search: z.record(z.string(), z.unknown()),
  }),
)

/** A line item as callers create it (required: name, reference, quantity, type, price). */
export const orderLineItemInputSchema = lazySchema(() =>
  z.looseObject({
    productName: productNameSchema,
    catalogReference: catalogReferenceSchema,
    quantity: z.number().int().min(1).max(100_000),
    itemType: itemTypeSchema,
    price: orderPriceSchema,
    id: z.string().max(100).optional(),
    priceBeforeDiscounts: orderPriceSchema.optional(),
    totalPriceBeforeTax: orderPriceSchema.optional(),
    totalPriceAfterTax: orderPriceSchema.optional(),
    totalDiscount: orderPriceSchema.optional(),
  }),
)

const priceSummarySchema = lazySchema(() =>
  z.object({
    subtotal: orderPriceSchema.optional(),
    shipping: orderPriceSchema.optional(),
    tax: orderPriceSchema.optional(),
    discount: orderPriceSchema.optional(),
    total: orderPriceSchema.optional(),
    totalAdditionalFees: orderPriceSchema.optional(),
  }),
)

/** An order as CreateOrder takes it; other fields are kept as given when the server allows them. */
export const orderInputSchema = lazySchema(() =>
  z.looseObject({
    lineItems: z.array(orderLineItemInputSchema).min(1).max(300),
    priceSummary: priceSummarySchema,
    channelInfo: z.looseObject({
      type: channelTypeSchema,
      externalOrderId: z.string().max(100).optional(),
      externalOrderUrl: z.string().max(300).optional(),
    }),
    currencyConversionDetails: z
      .object({
        originalCurrency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO-4217 currency code'),
        conversionRate: decimalString({ gt: 0, lte: 1_000_000_000_000_000 }),
      })
      .optional(),
    buyerInfo: buyerInfoSchema.optional(),
    billingInfo: addressWithContactSchema.optional(),
    recipientInfo: addressWithContactSchema.optional(),
    buyerNote: z.string().max(1000).optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be an ISO-4217 currency code')
      .optional(),
    status: z.enum(['INITIALIZED', 'APPROVED']).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
    purchasedDate: z.iso.datetime().optional(),
  }),
)

/** Body of `POST /ecom/v1/orders`. */
export const createOrderRequestSchema = lazySchema(() =>
  z.object({
    order: orderInputSchema,
    settings: z.looseObject({}).optional(),
  }),
)

/** An order as ImportOrder takes it: status, payment status and billing contact are required. */
export const importOrderRequestSchema = lazySchema(() =>
  z.object({
    order: orderInputSchema.extend({
      status: z.enum(ORDER_STATUSES),
      paymentStatus: z.enum(PAYMENT_STATUSES),
      billingInfo: addressWithContactSchema.extend({
        contactDetails: addressWithContactSchema.shape.contactDetails.unwrap(),
      }),
      id: guidSchema.optional(),
    }),
  }),
)

/** The fields UpdateOrder may change; `null` clears one. Other fields are checked by the service. */
export const orderUpdateSchema = lazySchema(() =>
  z.looseObject({
    id: orderIdSchema,
    buyerInfo: buyerInfoSchema.nullable().optional(),
    buyerLanguage: z.string().max(20).nullable().optional(),
    weightUnit: z.enum(['UNSPECIFIED_WEIGHT_UNIT', 'KG', 'LB']).nullable().optional(),
    billingInfo: addressWithContactSchema.nullable().optional(),
    recipientInfo: addressWithContactSchema.nullable().optional(),
    archived: z.boolean().nullable().optional(),
    attributionSource: z.enum(['UNSPECIFIED', 'FACEBOOK_ADS']).nullable().optional(),
    seenByAHuman: z.boolean().nullable().optional(),
    shippingInfo: z
      .looseObject({
        logistics: z
          .looseObject({ shippingDestination: addressWithContactSchema.nullable().optional() })
          .nullable()
          .optional(),
      })
      .nullable()
      .optional(),
  }),
)

/** Body of `PATCH /ecom/v1/orders/{order.id}`. */
export const updateOrderRequestSchema = lazySchema(() =>
  z.object({
    order: orderUpdateSchema,
    fieldMask: fieldMaskSchema.optional(),
  }),
)

/** Body of `POST /ecom/v1/orders/{id}/cancel`. */
export const cancelOrderRequestSchema = lazySchema(() =>
  z.object({
    id: orderIdSchema,
    sendOrderCanceledEmail: z.boolean().optional(),
    customMessage: z.string().min(1).max(1000).optional(),
    restockAllItems: z.boolean().optional(),
  }),
)

/** Body of `POST /ecom/v1/bulk/orders/update`. */
export const bulkUpdateOrdersRequestSchema = lazySchema(() =>
  z.object({
    orders: z
      .array(z.object({ order: orderUpdateSchema, fieldMask: fieldMaskSchema.optional() }))
      .min(1)
      .max(100),
    returnEntity: z.boolean().optional(),
  }),
)

const tagListSchema = lazySchema(() =>
  z.object({ tagIds: z.array(z.string().min(1).max(100)).max(100) }),
)
const tagsSchema = lazySchema(() =>
  z.object({
    privateTags: tagListSchema.optional(),
    tags: tagListSchema.optional(),
  }),
)

/** Body of `POST /ecom/v1/bulk/orders/update-tags`. */
export const bulkUpdateOrderTagsRequestSchema = lazySchema(() =>
  z.object({
    orderIds: z.array(guidSchema).min(1).max(100),
    assignTags: tagsSchema.optional(),
    unassignTags: tagsSchema.optional(),
  }),
)

/** What an activity says: a merchant comment or a custom activity (one of them). */
const activityContent = () => ({
  merchantComment: z.object({ message: z.string().min(1).max(5000) }).optional(),
  customActivity: z
    .object({
      appId: guidSchema.optional(),
      type: z.string().min(1).max(100),
      additionalData: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
})

/** An activity a caller adds: a merchant comment or a custom activity. */
export const activityInputSchema = lazySchema(() =>
  z
    .looseObject({
      activityType: z.enum(ORDER_ACTIVITY_TYPES),
      ...activityContent(),
    })
    .superRefine((activity, ctx) => {
      const needs =
        activity.activityType === 'MERCHANT_COMMENT'
          ? 'merchantComment'
          : activity.activityType === 'CUSTOM_ACTIVITY'
            ? 'customActivity'
            : undefined
      if (!needs)
        ctx.addIssue({
          code: 'custom',
          path: ['activityType'],
          message: 'only MERCHANT_COMMENT and CUSTOM_ACTIVITY activities can be added',
          params: { violatedRule: 'INVALID_ENUM_VALUE' },
        })
      else if (!activity[needs])
        ctx.addIssue({
          code: 'custom',
          path: [needs],
          message: `is required for ${activity.activityType}`,
          params: { violatedRule: 'REQUIRED_FIELD' },
        })
    }),
)

/** Body of `POST /ecom/v1/orders/{orderId}/activities/add`. */
export const addActivitiesRequestSchema = lazySchema(() =>
  z.object({
    orderId: guidSchema,
    orderActivities: z.array(activityInputSchema).max(300).optional(),
  }),
)

/** Body of `POST /ecom/v1/orders/{orderId}/update-status`. */
export const updateOrderStatusRequestSchema = lazySchema(() =>
  z.object({
    orderId: guidSchema,
    status: z.enum(ORDER_STATUSES),
  }),
)

/**
 * Body of `POST /ecom/v1/orders/aggregate`; the service checks the filter (the search's language)
 * and each named aggregation.
 */
export const aggregateOrdersRequestSchema = lazySchema(() =>
  z.object({
    filter: z.record(z.string(), z.unknown()).optional(),
    aggregation: z.record(z.string(), z.unknown()),
    hierarchySeparatorOverride: z.string().min(1).max(100).optional(),
  }),
)

const activityPath = { id: orderIdSchema, activityId: guidSchema }

/** Body of `PATCH /ecom/v1/orders/{id}/activities/{activityId}`: exactly one content field. */
export const updateActivityRequestSchema = lazySchema(() =>
  z.object({
    ...activityPath,
    activity: z
      .object({
        ...activityContent(),
      })
      .refine((activity) => !!activity.merchantComment !== !!activity.customActivity, {
        message: 'must have exactly one of merchantComment and customActivity',
        params: { violatedRule: 'ONE_OF_ALIGNMENT' },
      }),
  }),
)

/** Query of `DELETE /ecom/v1/orders/{id}/activities/{activityId}`. */
export const deleteActivityRequestSchema = lazySchema(() => z.object(activityPath))

/** Body of `POST /ecom/v1/orders/import/set-order-number-counter`. */
export const setOrderNumberCounterRequestSchema = lazySchema(() =>
  z.object({
    counter: z
      .union([z.string().regex(/^\d{1,9}$/, 'must be a whole number up to 999999999'), z.number()])
      .transform(Number)
      .pipe(z.number().int().min(0).max(999_999_999)),
    allowLowerCounter: z.boolean().optional(),
  }),
)

/** Body of `POST /ecom/v1/orders/import/bulk-delete-imported-orders`. */
export const bulkDeleteImportedOrdersRequestSchema = lazySchema(() =>
  z.object({
    orderIds: z.array(guidSchema).min(1).max(1000),
  }),
)

/** Body of `POST /ecom/v1/checkouts/{id}/create-order-and-charge` (the orders area serves it). */
export const checkoutCreateOrderAndChargeRequestSchema = lazySchema(() =>
  z.object({
    id: guidSchema,
    paymentToken: z.string().max(1000).optional(),
    savePaymentMethod: z.boolean().optional(),
    delayCapture: z.boolean().optional(),
  }),
)
