import { z } from 'zod'
import type {
  AddCouponRequest,
  AddGiftCardRequest,
  AddLineItemsRequest,
  CalculateCartRequest,
  CreateCartRequest,
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
import {
  cartV2InputSchema,
  catalogItemInputSchema,
  convertedMoneySchema,
  customItemInputSchema,
} from './cart-v2.schema'
import { membershipInputSchema, selectedMembershipSchema } from './cart-v2-parts.schema'
import type { RemoveLineItemsRequest } from './checkout'
import { guidSchema } from './common.schema'
import { lazySchema } from './lazy-schema'
import { quantitySchema } from './purchase-flow.schema'

const couponInputSchema = lazySchema(() => z.object({ code: z.string().min(1).max(50) }))
const giftCardInputSchema = lazySchema(() =>
  z.object({
    code: z.string().min(8).max(20),
    redeemAmount: convertedMoneySchema.optional(),
  }),
)
const deliveryMethodInputSchema = lazySchema(() =>
  z.object({
    code: z.string().min(1).max(100),
    appId: guidSchema.optional(),
  }),
)

/** The `cartId` of a by-id path (repeated in the query or body by the vendor client). */
export const cartIdRequestSchema = lazySchema(() => z.object({ cartId: guidSchema }))

/** Body of CreateCart and CreateCurrentCart. */
export const createCartRequestSchema = lazySchema(
  () =>
    z.object({
      cart: cartV2InputSchema.optional(),
      catalogItems: z.array(catalogItemInputSchema).max(300).optional(),
      customItems: z.array(customItemInputSchema).max(300).optional(),
      coupons: z.array(couponInputSchema).max(1).optional(),
      deliveryMethod: deliveryMethodInputSchema.optional(),
      giftCards: z.array(giftCardInputSchema).max(5).optional(),
    }) satisfies z.ZodType<CreateCartRequest>,
)

/** Body of UpdateCart (the path id lands in `cart.id`) and UpdateCurrentCart. */
export const updateCartRequestSchema = lazySchema(
  () =>
    z.object({
      cart: cartV2InputSchema,
    }) satisfies z.ZodType<UpdateCartRequest>,
)

/** Body of AddLineItems and AddLineItemsToCurrentCart. */
export const addLineItemsRequestSchema = lazySchema(
  () =>
    z.object({
      catalogItems: z.array(catalogItemInputSchema).max(300).optional(),
      customItems: z.array(customItemInputSchema).max(300).optional(),
    }) satisfies z.ZodType<AddLineItemsRequest>,
)

/** Body of RemoveLineItems(FromCurrentCart): 1..100 line ids. */
export const removeLineItemsRequestSchema = lazySchema(
  () =>
    z.object({
      lineItemIds: z.array(guidSchema).min(1).max(100),
    }) satisfies z.ZodType<RemoveLineItemsRequest>,
)

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
export const updateLineItemsRequestSchema = lazySchema(
  () =>
    z.object({
      lineItems: lineItemUpdates(300),
    }) satisfies z.ZodType<UpdateLineItemsRequest>,
)

/** Body of UpdateLineItemsInCurrentCart (1..100 entries). */
export const updateCurrentCartLineItemsRequestSchema = lazySchema(
  () =>
    z.object({
      lineItems: lineItemUpdates(100),
    }) satisfies z.ZodType<UpdateLineItemsRequest>,
)

/** Body of AddCoupon(ToCurrentCart). */
export const addCouponRequestSchema = lazySchema(
  () =>
    z.object({
      coupon: couponInputSchema,
    }) satisfies z.ZodType<AddCouponRequest>,
)

/** Body of RemoveCoupon(FromCurrentCart). */
export const removeCouponRequestSchema = lazySchema(
  () =>
    z.object({
      couponId: guidSchema,
    }) satisfies z.ZodType<RemoveCouponRequest>,
)

/** Body of SetDeliveryMethod(ForCurrentCart). */
export const setDeliveryMethodRequestSchema = lazySchema(
  () =>
    z.object({
      deliveryMethod: deliveryMethodInputSchema,
    }) satisfies z.ZodType<SetDeliveryMethodRequest>,
)

/** Body of AddGiftCard(ToCurrentCart). */
export const addGiftCardRequestSchema = lazySchema(
  () =>
    z.object({
      giftCard: giftCardInputSchema,
    }) satisfies z.ZodType<AddGiftCardRequest>,
)

/** Body of RemoveGiftCard(FromCurrentCart). */
export const removeGiftCardRequestSchema = lazySchema(
  () =>
    z.object({
      giftCardId: guidSchema,
    }) satisfies z.ZodType<RemoveGiftCardRequest>,
)

/** Body of UpdateFormSubmissions(InCurrentCart). */
export const updateFormSubmissionsRequestSchema = lazySchema(
  () =>
    z.object({
      formSubmissions: z
        .array(z.object({ id: guidSchema.optional(), formSubmissionId: guidSchema.optional() }))
        .min(1)
        .max(1000)
        .optional(),
    }) satisfies z.ZodType<Partial<UpdateFormSubmissionsRequest>>,
)

/** Body of CalculateCart(CurrentCart). */
export const calculateCartRequestSchema = lazySchema(
  () =>
    z.object({
      refreshCart: z.boolean().optional(),
    }) satisfies z.ZodType<CalculateCartRequest>,
)

/** Body of EstimateCart(CurrentCart). */
export const estimateCartRequestSchema = lazySchema(
  () =>
    z.object({
      refreshCart: z.boolean().optional(),
      validationConfig: z
        .enum(['SKIP_VALIDATIONS', 'PRE_CHECKOUT_VALIDATIONS', 'CHECKOUT_VALIDATIONS'])
        .optional(),
      calculateDelivery: z.boolean().optional(),
      calculateAdditionalFees: z.boolean().optional(),
      calculateTax: z.boolean().optional(),
      calculateGiftCards: z.boolean().optional(),
    }) satisfies z.ZodType<EstimateCartRequest>,
)

/** Body of GetCheckoutURL. */
export const getCheckoutUrlRequestSchema = lazySchema(
  () =>
    z.object({
      currencyCode: z
        .string()
        .regex(/^[A-Z]{3}$/, 'must be an ISO-4217 currency code')
        .optional(),
    }) satisfies z.ZodType<GetCheckoutUrlRequest>,
)

/** Body of PlaceOrder. */
export const placeOrderRequestSchema = lazySchema(
  () =>
    z.object({
      priceVerificationToken: z.string().max(3000).optional(),
      savePaymentMethod: z.boolean().optional(),
      delayCapture: z.boolean().optional(),
    }) satisfies z.ZodType<PlaceOrderRequest>,
)

/** Body of MarkCartAsCompleted. */
export const markCartAsCompletedRequestSchema = lazySchema(
  () =>
    z.object({
      orderId: guidSchema.optional(),
    }) satisfies z.ZodType<MarkCartAsCompletedRequest>,
)

/** Query of HandleAsyncCheckoutCompletion. */
export const handleAsyncCheckoutCompletionRequestSchema = lazySchema(
  () =>
    z.object({
      token: z.string().min(1).max(4096),
    }) satisfies z.ZodType<HandleAsyncCheckoutCompletionRequest>,
)
