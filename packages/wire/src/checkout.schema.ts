import { z } from 'zod'
import { fieldMaskSchema, guidSchema } from './common.schema'
import { channelTypeSchema } from './ecom-common.schema'
import { lazySchema } from './lazy-schema'
import {
  addressWithContactSchema,
  checkoutLineItemInputSchema,
  customLineItemSchema,
  extendedFieldsSchema,
  hostSelectedMembershipSchema,
  lineItemQuantityUpdateSchema,
} from './purchase-flow.schema'

const redeemAmount = lazySchema(() =>
  z.string().regex(/^\d+(\.\d{1,3})?$/, 'must be a decimal number with at most 3 fraction digits'),
)

/** Fields a caller may set on a checkout. */
export const checkoutInfoSchema = lazySchema(() =>
  z.object({
    billingInfo: addressWithContactSchema.optional(),
    shippingInfo: z
      .object({
        shippingDestination: addressWithContactSchema.optional(),
        selectedCarrierServiceOption: z
          .object({ code: z.string().max(100), carrierId: guidSchema.optional() })
          .optional(),
      })
      .optional(),
    buyerNote: z.string().max(1000).optional(),
    buyerInfo: z.object({ email: z.email().optional() }).optional(),
    customFields: z
      .array(
        z.object({
          value: z.unknown().refine((value) => value !== undefined, 'is required'),
          title: z.string().min(1).max(500),
          translatedTitle: z.string().min(1).max(500).optional(),
        }),
      )
      .optional(),
    membershipOptions: z
      .object({
        selectedMemberships: z
          .object({ memberships: z.array(hostSelectedMembershipSchema).max(300).optional() })
          .optional(),
      })
      .optional(),
    extendedFields: extendedFieldsSchema.optional(),
    customSettings: z
      .object({
        lockGiftCard: z.boolean().optional(),
        lockCouponCode: z.boolean().optional(),
        disabledPolicyAgreementCheckbox: z.boolean().optional(),
        disabledManualPayment: z.boolean().optional(),
      })
      .optional(),
    customContentReference: z.object({ appId: guidSchema, componentId: guidSchema }).optional(),
    externalReference: z
      .object({ appId: guidSchema, resourceId: z.string().min(1).max(100).optional() })
      .optional(),
    businessLocationId: guidSchema.optional(),
    taxExemptGroupId: guidSchema.optional(),
  }),
)

/** Body of `POST /ecom/v1/checkouts`. */
export const createCheckoutRequestSchema = lazySchema(() =>
  z.object({
    checkoutInfo: checkoutInfoSchema.optional(),
    couponCode: z.string().max(100).optional(),
    lineItems: z.array(checkoutLineItemInputSchema).max(300).optional(),
    customLineItems: z.array(customLineItemSchema).max(300).optional(),
    channelType: channelTypeSchema,
    giftCardCode: z.string().max(100).optional(),
    overrideCheckoutUrl: z.string().max(1000).optional(),
    giftCardRedeemAmount: redeemAmount.optional(),
  }),
)

/** A checkout id in the path (and repeated in query or body by the vendor client). */
export const checkoutIdRequestSchema = lazySchema(() => z.object({ id: guidSchema }))

/** Body of `PATCH /ecom/v1/checkouts/{checkout.id}` (the path id lands in `checkout.id`). */
export const updateCheckoutRequestSchema = lazySchema(() =>
  z.object({
    checkout: checkoutInfoSchema.extend({ id: guidSchema }),
    couponCode: z.string().max(100).optional(),
    giftCardCode: z.string().max(100).optional(),
    overrideCheckoutUrl: z.string().max(1000).optional(),
    lineItems: z.array(checkoutLineItemInputSchema).max(300).optional(),
    customLineItems: z.array(customLineItemSchema).max(300).optional(),
    giftCardRedeemAmount: redeemAmount.optional(),
    fieldMask: fieldMaskSchema.optional(),
  }),
)

/** Body of add-to-checkout. */
export const addToCheckoutRequestSchema = lazySchema(() =>
  checkoutIdRequestSchema.extend({
    lineItems: z.array(checkoutLineItemInputSchema).max(100).optional(),
    customLineItems: z.array(customLineItemSchema).max(100).optional(),
  }),
)

/** Body of remove-line-items. */
export const removeCheckoutLineItemsRequestSchema = lazySchema(() =>
  checkoutIdRequestSchema.extend({
    lineItemIds: z.array(guidSchema).min(1).max(300),
  }),
)

/** Body of update-line-items-quantity. */
export const updateCheckoutLineItemsQuantityRequestSchema = lazySchema(() =>
  checkoutIdRequestSchema.extend({
    lineItems: z.array(lineItemQuantityUpdateSchema).min(1).max(100),
  }),
)

/** Body of create-order (the route belongs to the orders area). */
export const checkoutCreateOrderRequestSchema = lazySchema(() =>
  checkoutIdRequestSchema.extend({
    savePaymentMethod: z.boolean().optional(),
    delayCapture: z.boolean().optional(),
  }),
)

/** Query of mark-checkout-as-completed-and-redirect-to-url. */
export const markCheckoutAsCompletedAndRedirectToUrlRequestSchema = lazySchema(() =>
  z.object({
    token: z.string().min(1).max(4096),
  }),
)
