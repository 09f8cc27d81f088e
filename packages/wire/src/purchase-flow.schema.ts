import { z } from 'zod'
import {
  addressSchema,
  catalogReferenceSchema,
  decimalString,
  guidSchema,
  imageSchema,
  moneyAmountSchema,
} from './common.schema'
import {
  descriptionLineSchema,
  itemTypeSchema,
  paymentOptionTypeSchema,
  physicalPropertiesSchema,
  productNameSchema,
} from './ecom-common.schema'
import { lazySchema } from './lazy-schema'

/** A line quantity: 1..100,000. */
export const quantitySchema = lazySchema(() => z.number().int().min(1).max(100_000))

/** A decimal price with at most three fraction digits, 0..999,999,999. */
const overridePrice = lazySchema(() => decimalString({ gte: 0, lte: 999_999_999, maxScale: 3 }))

const translated = (max: number) =>
  z.object({ original: z.string().min(1).max(max), translated: z.string().max(max).optional() })

/** Extended fields keyed by app namespace. */
export const extendedFieldsSchema = lazySchema(() =>
  z.object({
    namespaces: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  }),
)

const taxableAddressSchema = lazySchema(() =>
  z.object({
    addressType: z.enum(['BUSINESS', 'BILLING', 'SHIPPING']).optional(),
  }),
)

const pageUrlSchema = lazySchema(() =>
  z.object({ relativePath: z.string().optional(), url: z.string().optional() }),
)

const policySchema = lazySchema(() =>
  z.object({
    title: z.string().min(1).max(29).optional(),
    content: z.string().min(1).max(3000).optional(),
  }),
)

export const catalogOverrideFieldsSchema = lazySchema(() =>
  z.object({
    productName: productNameSchema.optional(),
    price: overridePrice.optional(),
    fullPrice: overridePrice.optional(),
    descriptionLines: z.array(descriptionLineSchema).max(20).optional(),
    physicalProperties: physicalPropertiesSchema.optional(),
    image: imageSchema.optional(),
    paymentOption: z.object({ value: paymentOptionTypeSchema }).optional(),
    depositAmount: decimalString({ gt: 0, lte: 999_999_999, maxScale: 3 }).optional(),
    savePaymentMethod: z.boolean().optional(),
    inventoryAppId: guidSchema.optional(),
  }),
)

/** A checkout's catalog line item on input: reference and quantity (read-only fields are dropped). */
export const checkoutLineItemInputSchema = lazySchema(() =>
  z.object({
    quantity: quantitySchema,
    catalogReference: catalogReferenceSchema,
    catalogOverrideFields: catalogOverrideFieldsSchema.optional(),
    taxableAddress: taxableAddressSchema.optional(),
    extendedFields: extendedFieldsSchema.optional(),
  }),
)

/** A cart's catalog line item on input: a checkout's, and the membership paying for it. */
export const lineItemInputSchema = lazySchema(() =>
  checkoutLineItemInputSchema.extend({
    selectedMembership: z.object({ id: z.string().min(1).max(100), appId: guidSchema }).optional(),
  }),
)

const modifierGroupSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1).max(36),
    name: translated(200).optional(),
    modifiers: z
      .array(
        z.object({
          id: z.string().min(1).max(36),
          quantity: quantitySchema.optional(),
          label: translated(200),
          details: translated(200).optional(),
          price: decimalString({ gte: 0, lte: 1_000_000_000_000_000, maxScale: 3 }).optional(),
        }),
      )
      .min(1)
      .max(25),
  }),
)

/** A custom line item: the caller gives name, type and price (no catalog lookup). */
export const customLineItemSchema = lazySchema(() =>
  z.object({
    quantity: quantitySchema,
    price: moneyAmountSchema,
    itemType: itemTypeSchema,
    productName: productNameSchema,
    priceDescription: translated(100).optional(),
    descriptionLines: z.array(descriptionLineSchema).max(10).optional(),
    media: imageSchema.optional(),
    taxGroupId: guidSchema.optional(),
    url: pageUrlSchema.optional(),
    fullPrice: moneyAmountSchema.optional(),
    quantityAvailable: z.number().int().min(0).max(100_000).optional(),
    physicalProperties: physicalPropertiesSchema.optional(),
    paymentOption: paymentOptionTypeSchema.optional(),
    serviceProperties: z
      .object({
        scheduledDate: z.string().optional(),
        numberOfParticipants: z.number().int().min(1).max(10_000).optional(),
      })
      .optional(),
    rootCatalogItemId: z.string().min(1).max(36).optional(),
    depositAmount: moneyAmountSchema.optional(),
    deliveryProfileId: guidSchema.optional(),
    catalogReference: catalogReferenceSchema.optional(),
    priceUndetermined: z.boolean().optional(),
    fixedQuantity: z.boolean().optional(),
    policies: z.array(policySchema).max(5).optional(),
    membersOnly: z.boolean().optional(),
    taxableAddress: taxableAddressSchema.optional(),
    modifierGroups: z.array(modifierGroupSchema).max(25).optional(),
  }),
)

/** A new quantity for one line. */
export const lineItemQuantityUpdateSchema = lazySchema(() =>
  z.object({ id: guidSchema, quantity: quantitySchema }),
)

/** A shipping option by code. */
export const selectedShippingOptionSchema = lazySchema(() =>
  z.object({
    carrierId: guidSchema.optional(),
    code: z.string().min(1).max(100),
  }),
)

/** Contact details beside an address. */
export const fullAddressContactDetailsSchema = lazySchema(() =>
  z.object({
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
  }),
)

export const addressWithContactSchema = lazySchema(() =>
  z.object({
    address: addressSchema.optional(),
    contactDetails: fullAddressContactDetailsSchema.optional(),
  }),
)

/** A membership chosen for some lines. */
export const hostSelectedMembershipSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1).max(200),
    appId: guidSchema,
    lineItemIds: z.array(z.string().min(1).max(100)).min(1).max(300),
  }),
)

export const selectedMembershipsSchema = lazySchema(() =>
  z.object({
    memberships: z.array(hostSelectedMembershipSchema).max(300).optional(),
  }),
)
