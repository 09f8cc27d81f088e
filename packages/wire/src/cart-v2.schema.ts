import { z } from 'zod'
import type { CartV2Input, CatalogItemInput, CustomItemInput } from './cart-v2'
import {
  membershipInputSchema,
  selectedMembershipSchema,
  translatable,
} from './cart-v2-parts.schema'
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
import { lazySchema } from './lazy-schema'
import {
  extendedFieldsSchema,
  fullAddressContactDetailsSchema,
  quantitySchema,
} from './purchase-flow.schema'

const amount = lazySchema(() => decimalString({ gte: 0, lte: 999_999_999, maxScale: 3 }))

/** A `ConvertedMoney` on input: `amount` counts (`convertedAmount` is read-only). */
export const convertedMoneySchema = lazySchema(() =>
  z.object({ amount, convertedAmount: z.string().optional() }),
)

const modifierGroupSchema = lazySchema(() =>
  z.object({
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
  }),
)

/** A catalog item to add. */
export const catalogItemInputSchema = lazySchema(
  () =>
    z.object({
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
    }) satisfies z.ZodType<CatalogItemInput>,
)

const taxableAddressSchema = lazySchema(() =>
  z.object({
    addressType: z.enum(['BUSINESS', 'BILLING', 'SHIPPING']).optional(),
  }),
)

/** An item priced by the caller. */
export const customItemInputSchema = lazySchema(
  () =>
    z.object({
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
        descriptionLines: z.array(descriptionLineSchema).max(100).optional(),
        image: imageSchema.optional(),
        url: z
          .object({ relativePath: z.string().optional(), url: z.string().optional() })
          .optional(),
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
    }) satisfies z.ZodType<CustomItemInput>,
)

/** An id, or `''` to clear it (UpdateCart). */
const clearableGuid = lazySchema(() => z.union([guidSchema, z.literal('')]))

/** The editable fields of a cart; read-only fields a caller sends back are dropped. */
export const cartV2InputSchema = lazySchema(
  () =>
    z.object({
      id: guidSchema.optional(),
      note: z.string().max(1000).optional(),
      customerInfo: fullAddressContactDetailsSchema
        .extend({ email: z.email().optional(), openAccess: z.boolean().optional() })
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
          customContentReference: z
            .object({ appId: guidSchema, componentId: guidSchema })
            .optional(),
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
    }) satisfies z.ZodType<CartV2Input>,
)
