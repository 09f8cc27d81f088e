import { z } from 'zod'
import { addressSchema, fieldMaskSchema, guidSchema, moneyAmountSchema } from './common.schema'
import { channelTypeSchema } from './ecom-common.schema'
import { lazySchema } from './lazy-schema'
import {
  addressWithContactSchema,
  customLineItemSchema,
  extendedFieldsSchema,
  lineItemInputSchema,
  lineItemQuantityUpdateSchema,
  selectedMembershipsSchema,
  selectedShippingOptionSchema,
} from './purchase-flow.schema'

/** Body of add-to-cart. */
export const addToCurrentCartRequestSchema = lazySchema(() =>
  z.object({
    lineItems: z.array(lineItemInputSchema).max(100).optional(),
    customLineItems: z.array(customLineItemSchema).max(100).optional(),
    businessLocationId: guidSchema.optional(),
  }),
)

/** Editable cart fields. */
export const cartInfoUpdateSchema = lazySchema(() =>
  z.object({
    buyerNote: z.string().max(1000).optional(),
    buyerInfo: z
      .object({ contactId: guidSchema.optional(), email: z.email().optional() })
      .optional(),
    contactInfo: addressWithContactSchema.optional(),
    selectedShippingOption: selectedShippingOptionSchema.optional(),
    businessLocationId: guidSchema.optional(),
    overrideCheckoutUrl: z.string().max(1000).optional(),
    extendedFields: extendedFieldsSchema.optional(),
  }),
)

/** Body of `PATCH /ecom/v1/carts/current`. */
export const updateCurrentCartRequestSchema = lazySchema(() =>
  z.object({
    cartInfo: cartInfoUpdateSchema.optional(),
    couponCode: z.string().max(100).optional(),
    merchantDiscounts: z
      .array(
        z.object({
          amount: moneyAmountSchema,
          lineItemIds: z.array(guidSchema).max(300).optional(),
        }),
      )
      .max(100)
      .optional(),
    lineItems: z.array(lineItemInputSchema).max(300).optional(),
    customLineItems: z.array(customLineItemSchema).max(300).optional(),
    cartFieldmask: fieldMaskSchema.optional(),
  }),
)

/** Body of update-line-items-quantity. */
export const updateCurrentCartLineItemQuantityRequestSchema = lazySchema(() =>
  z.object({
    lineItems: z.array(lineItemQuantityUpdateSchema).min(1).max(100),
  }),
)

/** Body of remove-line-items. */
export const removeLineItemsFromCurrentCartRequestSchema = lazySchema(() =>
  z.object({
    lineItemIds: z.array(guidSchema).min(1).max(100),
  }),
)

/** Body of estimate-totals. */
export const estimateCurrentCartTotalsRequestSchema = lazySchema(() =>
  z.object({
    selectedShippingOption: selectedShippingOptionSchema.optional(),
    shippingAddress: addressSchema.optional(),
    billingAddress: addressSchema.optional(),
    selectedMemberships: selectedMembershipsSchema.optional(),
    calculateTax: z.boolean().optional(),
    calculateShipping: z.boolean().optional(),
    calculateAdditionalFees: z.boolean().optional(),
  }),
)

/** Body of create-checkout (from the current cart). `channelType` is required. */
export const createCheckoutFromCurrentCartRequestSchema = lazySchema(() =>
  z.object({
    channelType: channelTypeSchema,
    shippingAddress: addressSchema.optional(),
    billingAddress: addressSchema.optional(),
    selectedShippingOption: selectedShippingOptionSchema.optional(),
    email: z.email().optional(),
  }),
)
