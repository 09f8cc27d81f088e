import { z } from 'zod'
import { CHANNEL_TYPES, ITEM_TYPE_PRESETS, PAYMENT_OPTION_TYPES } from './ecom-common'
import { lazySchema } from './lazy-schema'

/** A channel type; only the listed values are accepted on input. */
export const channelTypeSchema = lazySchema(() => z.enum(CHANNEL_TYPES))

/** An item type preset; only the listed values are accepted on input. */
export const itemTypePresetSchema = lazySchema(() => z.enum(ITEM_TYPE_PRESETS))

/** A payment option type; only the listed values are accepted on input. */
export const paymentOptionTypeSchema = lazySchema(() => z.enum(PAYMENT_OPTION_TYPES))

/** Product name: `original` 1..200 characters. */
export const productNameSchema = lazySchema(() =>
  z.object({
    original: z.string().min(1).max(200),
    translated: z.string().min(1).max(400).optional(),
  }),
)

/** Item type: a preset or a custom name. */
export const itemTypeSchema = lazySchema(() =>
  z.object({
    preset: itemTypePresetSchema.optional(),
    custom: z.string().optional(),
  }),
)

export const physicalPropertiesSchema = lazySchema(() =>
  z.object({
    weight: z.number().min(0).optional(),
    sku: z.string().max(40).optional(),
    shippable: z.boolean().optional(),
  }),
)

export const descriptionLineSchema = lazySchema(() =>
  z.object({
    plainText: z
      .object({
        original: z.string().max(600).optional(),
        translated: z.string().max(600).optional(),
      })
      .optional(),
    colorInfo: z
      .object({
        original: z.string().max(500).optional(),
        translated: z.string().max(500).optional(),
        code: z.string().optional(),
      })
      .optional(),
    name: z.object({
      original: z.string().max(100).optional(),
      translated: z.string().max(200).optional(),
    }),
  }),
)

/** Buyer e-mail etc. on input; ids are read-only and ignored by servers. */
export const buyerInfoSchema = lazySchema(() =>
  z.object({
    visitorId: z.string().optional(),
    memberId: z.string().optional(),
    contactId: z.string().optional(),
    email: z.email().optional(),
  }),
)
