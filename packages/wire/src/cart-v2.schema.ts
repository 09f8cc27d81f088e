import { z } from 'zod'
import type {
  AddCouponRequest,
  AddGiftCardRequest,
  AddLineItemsRequest,
  CalculateCartRequest,
  CartV2Input,
  CatalogItemInput,
  CreateCartRequest,
  CustomItemInput,
  EstimateCartRequest,
  GetCheckoutUrlRequest,
  HandleAsyncCheckoutCompletionRequest,
  MarkCartAsCompletedRequest,
  PlaceOrderRequest,
  RemoveCouponRequest,
  RemoveGiftCardRequest,
  SetDeliveryMethodRequest,
  UpdateCartRequest,
  UpdateFormSubmissionsRequest,
  UpdateLineItemsRequest,
} from './cart-v2'
import type { RemoveLineItemsRequest } from './checkout'
import {
  addressSchema,
  catalogReferenceSchema,
  decimalString,
  guidSchema,
  imageSchema,
} from './common.schema'
import {
  channelTypeSchema,
  descriptionLineSchema,
  itemTypeSchema,
  paymentOptionTypeSchema,
  physicalPropertiesSchema,
} from './ecom-common.schema'
import {
  extendedFieldsSchema,
  fullAddressContactDetailsSchema,
  quantitySchema,
} from './purchase-flow.schema'

const amount = decimalString({ gte: 0, lte: 999_999_999, maxScale: 3 })

/** A `ConvertedMoney` on input: `amount` counts (`convertedAmount` is read-only). */
export const convertedMoneySchema = z.object({ amount, convertedAmount: z.string().optional() })

const translatable = (max: number, maxTranslated = max) =>
  z.object({
    original: z.string().min(1).max(max),
    translated: z.string().min(1).max(maxTranslated).optional(),
  })

const membershipInputSchema = z.object({
  existingMembership: z
    .object({ appId: guidSchema.optional(), membershipId: z.string().min(1).max(200).optional() })
    .optional(),
  futureMembership: z
    .object({ lineItemId: guidSchema.optional(), benefitId: z.string().max(200).optional() })
    .optional(),
})

const selectedMembershipSchema = z.object({
  id: z.string().min(1).max(200),
  appId: guidSchema,
  name: translatable(200, 400).optional(),
})

const modifierGroupSchema = z.object({
  id: z.string().min(1).max(36),
  name: translatable(200, 400).optional(),
  modifiers: z
    .array(
      z.object({
        id: z.string().min(1).max(36),
        quantity: quantitySchema.optional(),
        label: translatable(200, 400).optional(),
        details: translatable(200, 400).optional(),
        price: convertedMoneySchema.optional(),
      }),
    )
    .min(1)
    .max(25),
})

/** A catalog item to add. */
export const catalogItemInputSchema = z.object({
  catalogReference: catalogReferenceSchema,
  quantity: quantitySchema,
  selectedMembership: selectedMembershipSchema.optional(),
  catalogOverrideFields: z
    .object({
      name: translatable(200, 400).optional(),
      salePrice: amount.optional(),
      fullPrice: amount.optional(),
      descriptionLines: z.array(descriptionLineSchema).max(20).optional(),
      physicalProperties: physicalPropertiesSchema.optional(),
      image: imageSchema.optional(),
      paymentOption: z.object({ value: paymentOptionTypeSchema }).optional(),
      depositAmount: decimalString({ gt: 0, lte: 999_999_999, maxScale: 3 }).optional(),
      savePaymentMethod: z.boolean().optional(),
      inventoryAppId: guidSchema.optional(),
    })
    .optional(),
  extendedFields: extendedFieldsSchema.optional(),
  inventoryAppId: guidSchema.optional(),
  membershipPayment: membershipInputSchema.optional(),
}) satisfies z.ZodType<CatalogItemInput>

const taxableAddressSchema = z.object({
  addressType: z.enum(['BUSINESS', 'BILLING', 'SHIPPING']).optional(),
})

/** An item priced by the caller. */
export const customItemInputSchema = z.object({
  name: translatable(200, 400),
  quantityInfo: z.object({
    requestedQuantity: quantitySchema,
    availableQuantity: z.number().int().min(0).max(100_000).optional(),
    fixedQuantity: z.boolean().optional(),
  }),
  pricing: z.object({
    price: convertedMoneySchema,
    fullPrice: convertedMoneySchema.optional(),
    priceDescription: translatable(100).optional(),
    priceUndetermined: z.boolean().optional(),
  }),
  source: z
    .object({
      catalogReference: catalogReferenceSchema.optional(),
      rootCatalogItemId: z.string().min(1).max(36).optional(),
      inventoryAppId: guidSchema.optional(),
    })
    .optional(),
  attributes: z.object({
    descriptionLines: z
      .array(descriptionLineSchema.extend({ name: descriptionLineSchema.shape.name.unwrap() }))
      .max(100)
      .optional(),
    image: imageSchema.optional(),
    url: z.object({ relativePath: z.string().optional(), url: z.string().optional() }).optional(),
    itemType: itemTypeSchema,
    physicalProperties: physicalPropertiesSchema.optional(),
    serviceProperties: z
      .object({
        scheduledDate: z.iso.datetime().optional(),
        numberOfParticipants: z.number().int().min(1).max(10_000).optional(),
      })
      .optional(),
    membersOnly: z.boolean().optional(),
  }),
  deliveryConfig: z.object({ deliveryProfileId: guidSchema.optional() }).optional(),
  taxConfig: z
    .object({
      taxableAddress: taxableAddressSchema.optional(),
      taxGroupId: z.string().max(50).optional(),
    })
    .optional(),
  paymentConfig: z
    .object({
      depositAmount: convertedMoneySchema.optional(),
      paymentOption: paymentOptionTypeSchema.optional(),
    })
    .optional(),
  modifierGroups: z.array(modifierGroupSchema).max(25).optional(),
}) satisfies z.ZodType<CustomItemInput>

const couponInputSchema = z.object({ code: z.string().min(1).max(50) })
const giftCardInputSchema = z.object({
  code: z.string().min(8).max(20),
  redeemAmount: convertedMoneySchema.optional(),
})
const deliveryMethodInputSchema = z.object({
  code: z.string().min(1).max(100),
  appId: guidSchema.optional(),
})

/** An id, or `''` to clear it (UpdateCart). */
const clearableGuid = z.union([guidSchema, z.literal('')])

/** The editable fields of a cart; read-only fields a caller sends back are dropped. */
export const cartV2InputSchema = z.object({
  id: guidSchema.optional(),
  note: z.string().max(1000).optional(),
  customerInfo: z
    .object({
      firstName: z.string().max(100).optional(),
      lastName: z.string().max(100).optional(),
      phone: z.string().max(50).optional(),
      company: z.string().max(1000).optional(),
      vatId: z
        .object({
          id: z.string().optional(),
          type: z.enum(['UNSPECIFIED', 'CPF', 'CNPJ']).optional(),
        })
        .optional(),
      email: z.email().optional(),
      openAccess: z.boolean().optional(),
    })
    .optional(),
  deliveryInfo: z.object({ address: addressSchema.optional() }).optional(),
  paymentInfo: z
    .object({
      billingAddress: addressSchema.optional(),
      billingContact: fullAddressContactDetailsSchema.optional(),
    })
    .optional(),
  businessInfo: z.object({ locationId: clearableGuid.optional() }).optional(),
  taxInfo: z.object({ taxExemptGroupId: clearableGuid.optional() }).optional(),
  source: z
    .object({
      channelType: channelTypeSchema.optional(),
      customContentReference: z.object({ appId: guidSchema, componentId: guidSchema }).optional(),
    })
    .optional(),
  settings: z
    .object({
      lockGiftCard: z.boolean().optional(),
      lockCouponCode: z.boolean().optional(),
      policyAgreementCheckboxDisabled: z.boolean().optional(),
      manualPaymentDisabled: z.boolean().optional(),
    })
    .optional(),
  customCheckoutUrl: z.string().max(2048).optional(),
  extendedFields: extendedFieldsSchema.optional(),
  demo: z.boolean().optional(),
}) satisfies z.ZodType<CartV2Input>

/** The `cartId` of a by-id path (repeated in the query or body by the vendor client). */
export const cartIdRequestSchema = z.object({ cartId: guidSchema })

/** Body of CreateCart and CreateCurrentCart. */
export const createCartRequestSchema = z.object({
  cart: cartV2InputSchema.optional(),
  catalogItems: z.array(catalogItemInputSchema).max(300).optional(),
  customItems: z.array(customItemInputSchema).max(300).optional(),
  coupons: z.array(couponInputSchema).max(1).optional(),
  deliveryMethod: deliveryMethodInputSchema.optional(),
  giftCards: z.array(giftCardInputSchema).max(5).optional(),
}) satisfies z.ZodType<CreateCartRequest>

/** Body of UpdateCart (the path id lands in `cart.id`) and UpdateCurrentCart. */
export const updateCartRequestSchema = z.object({
  cart: cartV2InputSchema,
}) satisfies z.ZodType<UpdateCartRequest>

/** Body of AddLineItems and AddLineItemsToCurrentCart. */
export const addLineItemsRequestSchema = z.object({
  catalogItems: z.array(catalogItemInputSchema).max(300).optional(),
  customItems: z.array(customItemInputSchema).max(300).optional(),
}) satisfies z.ZodType<AddLineItemsRequest>

/** Body of RemoveLineItems(FromCurrentCart): 1..100 line ids. */
export const removeLineItemsRequestSchema = z.object({
  lineItemIds: z.array(guidSchema).min(1).max(100),
}) satisfies z.ZodType<RemoveLineItemsRequest>

const lineItemUpdates = (max: number) =>
  z
    .array(
      z.object({
        lineItemId: guidSchema,
        quantity: z.object({ newQuantity: quantitySchema }).optional(),
        selectedMembership: z
          .object({ newMembership: selectedMembershipSchema.optional() })
          .optional(),
        membershipPayment: membershipInputSchema.optional(),
      }),
    )
    .min(1)
    .max(max)

/** Body of UpdateLineItems (by id: 1..300 entries). */
export const updateLineItemsRequestSchema = z.object({
  lineItems: lineItemUpdates(300),
}) satisfies z.ZodType<UpdateLineItemsRequest>

/** Body of UpdateLineItemsInCurrentCart (1..100 entries). */
export const updateCurrentCartLineItemsRequestSchema = z.object({
  lineItems: lineItemUpdates(100),
}) satisfies z.ZodType<UpdateLineItemsRequest>

/** Body of AddCoupon(ToCurrentCart). */
export const addCouponRequestSchema = z.object({
  coupon: couponInputSchema,
}) satisfies z.ZodType<AddCouponRequest>

/** Body of RemoveCoupon(FromCurrentCart). */
export const removeCouponRequestSchema = z.object({
  couponId: guidSchema,
}) satisfies z.ZodType<RemoveCouponRequest>

/** Body of SetDeliveryMethod(ForCurrentCart). */
export const setDeliveryMethodRequestSchema = z.object({
  deliveryMethod: deliveryMethodInputSchema,
}) satisfies z.ZodType<SetDeliveryMethodRequest>

/** Body of AddGiftCard(ToCurrentCart). */
export const addGiftCardRequestSchema = z.object({
  giftCard: giftCardInputSchema,
}) satisfies z.ZodType<AddGiftCardRequest>

/** Body of RemoveGiftCard(FromCurrentCart). */
export const removeGiftCardRequestSchema = z.object({
  giftCardId: guidSchema,
}) satisfies z.ZodType<RemoveGiftCardRequest>

/** Body of UpdateFormSubmissions(InCurrentCart). */
export const updateFormSubmissionsRequestSchema = z.object({
  formSubmissions: z
    .array(z.object({ id: guidSchema.optional(), formSubmissionId: guidSchema.optional() }))
    .min(1)
    .max(1000)
    .optional(),
}) satisfies z.ZodType<Partial<UpdateFormSubmissionsRequest>>

/** Body of CalculateCart(CurrentCart). */
export const calculateCartRequestSchema = z.object({
  refreshCart: z.boolean().optional(),
}) satisfies z.ZodType<CalculateCartRequest>

/** Body of EstimateCart(CurrentCart). */
export const estimateCartRequestSchema = z.object({
  refreshCart: z.boolean().optional(),
  validationConfig: z
    .enum(['SKIP_VALIDATIONS', 'PRE_CHECKOUT_VALIDATIONS', 'CHECKOUT_VALIDATIONS'])
    .optional(),
  calculateDelivery: z.boolean().optional(),
  calculateAdditionalFees: z.boolean().optional(),
  calculateTax: z.boolean().optional(),
  calculateGiftCards: z.boolean().optional(),
}) satisfies z.ZodType<EstimateCartRequest>

/** Body of GetCheckoutURL. */
export const getCheckoutUrlRequestSchema = z.object({
  currencyCode: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO-4217 currency code')
    .optional(),
}) satisfies z.ZodType<GetCheckoutUrlRequest>

/** Body of PlaceOrder. */
export const placeOrderRequestSchema = z.object({
  priceVerificationToken: z.string().max(3000).optional(),
  savePaymentMethod: z.boolean().optional(),
  delayCapture: z.boolean().optional(),
}) satisfies z.ZodType<PlaceOrderRequest>

/** Body of MarkCartAsCompleted. */
export const markCartAsCompletedRequestSchema = z.object({
  orderId: guidSchema.optional(),
}) satisfies z.ZodType<MarkCartAsCompletedRequest>

/** Query of HandleAsyncCheckoutCompletion. */
export const handleAsyncCheckoutCompletionRequestSchema = z.object({
  token: z.string().min(1).max(4096),
}) satisfies z.ZodType<HandleAsyncCheckoutCompletionRequest>
