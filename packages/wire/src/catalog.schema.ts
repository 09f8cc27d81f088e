import { z } from 'zod'
import {
  CATALOG_DISCOUNT_TYPES,
  CATALOG_MEASUREMENT_UNITS,
  DIMENSIONS_UNITS,
  PRODUCT_TYPES,
} from './catalog'
import { decimalString } from './common.schema'
import { lazySchema } from './lazy-schema'
import { pagingSchema, platformQuerySchema } from './query.schema'

/** Largest price, cost or weight catalog v1 accepts. */
export const CATALOG_MAX_AMOUNT = 999_999_999.99

const amount = lazySchema(() => z.number().min(0).max(CATALOG_MAX_AMOUNT))

/** A boolean that may arrive as `true`/`false` text in a query string. */
export const queryFlag = lazySchema(() =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean(),
  ),
)

type Issue = { addIssue(issue: z.core.$ZodRawIssue): void }

/**
 * Exactly one (or, unless `required`, at most one) of `keys` may be set: the wire's `oneOf`.
 * Violations report `ONE_OF_ALIGNMENT` or `REQUIRED_ONE_OF_FIELD` on the object itself.
 */
export function oneOfFields(keys: readonly string[], required: boolean) {
  return (value: Record<string, unknown>, ctx: Issue) => {
    const set = keys.filter((key) => value[key] !== undefined && value[key] !== null)
    const data = { fields: [...keys] }
    if (set.length > 1)
      ctx.addIssue({
        code: 'custom',
        input: value,
        message: `only one of ${keys.join(', ')} may be set`,
        params: { violatedRule: 'ONE_OF_ALIGNMENT', data },
      })
    else if (required && set.length === 0)
      ctx.addIssue({
        code: 'custom',
        input: value,
        message: `one of ${keys.join(', ')} is required`,
        params: { violatedRule: 'REQUIRED_ONE_OF_FIELD', data },
      })
  }
}

const flag = queryFlag
const oneOf = oneOfFields

export const dimensionsSchema = lazySchema(() =>
  z.object({
    length: decimalString({ gte: 0, lte: 999_999_999, maxScale: 6 }).optional(),
    width: decimalString({ gte: 0, lte: 999_999_999, maxScale: 6 }).optional(),
    height: decimalString({ gte: 0, lte: 999_999_999, maxScale: 6 }).optional(),
    unit: z.enum(DIMENSIONS_UNITS).default('UNKNOWN_DIMENSIONS_UNIT'),
  }),
)

const quantity = lazySchema(() => z.number().min(0.01).max(CATALOG_MAX_AMOUNT))

export const pricePerUnitDataSchema = lazySchema(() =>
  z.object({
    totalQuantity: quantity,
    totalMeasurementUnit: z.enum(CATALOG_MEASUREMENT_UNITS),
    baseQuantity: quantity,
    baseMeasurementUnit: z.enum(CATALOG_MEASUREMENT_UNITS),
  }),
)

/** A choice needs a value or a description; the missing one is copied from the other. */
export const choiceInputSchema = lazySchema(() =>
  z
    .object({
      value: z.string().min(1).max(50).optional(),
      description: z.string().min(1).max(50).optional(),
    })
    .superRefine((choice, ctx) => {
      if (choice.value === undefined && choice.description === undefined)
        ctx.addIssue({
          code: 'custom',
          input: choice,
          path: ['description'],
          message: 'is required',
          params: { violatedRule: 'REQUIRED_FIELD' },
        })
    })
    .transform((choice) => ({
      value: choice.value ?? choice.description ?? '',
      description: choice.description ?? choice.value ?? '',
    })),
)

export const productOptionInputSchema = lazySchema(() =>
  z.object({
    name: z.string().min(1).max(50),
    choices: z.array(choiceInputSchema).min(1).max(100),
  }),
)

export const productDiscountSchema = lazySchema(() =>
  z
    .object({
      type: z.enum(CATALOG_DISCOUNT_TYPES).optional(),
      value: z.number().min(0).max(CATALOG_MAX_AMOUNT).optional(),
    })
    .superRefine((discount, ctx) => {
      if (discount.type === 'PERCENT' && (discount.value ?? 0) > 100)
        ctx.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: 100,
          input: discount.value,
          path: ['value'],
          message: 'a percent discount is at most 100',
        })
    }),
)

export const seoSchemaSchema = lazySchema(() =>
  z.object({
    tags: z
      .array(
        z.object({
          type: z.string(),
          props: z.record(z.string(), z.unknown()).optional(),
          meta: z.record(z.string(), z.unknown()).optional(),
          children: z.string().optional(),
          custom: z.boolean().optional(),
          disabled: z.boolean().optional(),
        }),
      )
      .optional(),
    settings: z
      .object({
        preventAutoRedirect: z.boolean().optional(),
        keywords: z
          .array(
            z.object({
              term: z.string(),
              isMain: z.boolean().optional(),
              origin: z.string().max(1000).optional(),
            }),
          )
          .max(5)
          .optional(),
      })
      .optional(),
  }),
)

/** Writable product fields; read-only fields are dropped (ignored on input). */
export const productInputSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1).optional(),
    name: z.string().min(1).max(80).optional(),
    slug: z.string().max(100).optional(),
    visible: z.boolean().optional(),
    productType: z.enum(PRODUCT_TYPES).optional(),
    description: z.string().max(8000).optional(),
    sku: z.string().max(40).optional(),
    weight: amount.optional(),
    productDimensions: dimensionsSchema.optional(),
    packageDimensions: dimensionsSchema.optional(),
    priceData: z.object({ price: amount.optional() }).optional(),
    costAndProfitData: z.object({ itemCost: amount.optional() }).optional(),
    pricePerUnitData: pricePerUnitDataSchema.optional(),
    additionalInfoSections: z
      .array(
        z.object({
          title: z.string().max(50).optional(),
          description: z.string().max(16000).optional(),
        }),
      )
      .optional(),
    manageVariants: z.boolean().optional(),
    productOptions: z.array(productOptionInputSchema).max(6).optional(),
    discount: productDiscountSchema.optional(),
    seoData: seoSchemaSchema.optional(),
    ribbon: z.string().max(30).optional(),
    brand: z.string().min(1).max(50).optional(),
  }),
)

/** Body of CreateProduct: name, price and item cost are required on the wire. */
export const createProductRequestSchema = lazySchema(() =>
  z.object({
    product: productInputSchema.extend({
      name: z.string().min(1).max(80),
      priceData: z.object({ price: amount }),
      costAndProfitData: z.object({ itemCost: amount }),
    }),
  }),
)

/** Body of UpdateProduct (`product.id` comes from the path). */
export const updateProductRequestSchema = lazySchema(() =>
  z.object({
    product: productInputSchema.extend({ id: z.string().min(1) }),
  }),
)

const id = lazySchema(() => z.string().min(1))

/** Catalog requests that carry only the path id (products, collections, store variants). */
export const catalogIdRequestSchema = lazySchema(() => z.object({ id }))

export const getProductRequestSchema = lazySchema(() =>
  z.object({
    id,
    includeMerchantSpecificData: flag.optional(),
  }),
)

export const getCollectionBySlugRequestSchema = lazySchema(() =>
  z.object({ slug: z.string().min(1).max(100) }),
)

/** v2 QueryCollections, QueryProductsPlatformized. */
export const platformQueryRequestSchema = lazySchema(() =>
  z.object({ query: platformQuerySchema.optional() }),
)

/** QueryStoreVariants: `query` is required. */
export const queryStoreVariantsRequestSchema = lazySchema(() =>
  z.object({
    query: platformQuerySchema,
    customFields: z.array(z.string()).optional(),
    includeLocationVariants: z.boolean().optional(),
  }),
)

/** A catalog v1 query: filter and sort may be JSON text (historical form). */
export const catalogV1QuerySchema = lazySchema(() =>
  z.object({
    filter: z.union([z.record(z.string(), z.unknown()), z.string()]).optional(),
    sort: z.union([z.array(z.unknown()), z.string()]).optional(),
    paging: pagingSchema.optional(),
    cursorPaging: z.unknown().optional(),
  }),
)

export const queryProductsRequestSchema = lazySchema(() =>
  z.object({
    query: catalogV1QuerySchema.optional(),
    includeVariants: flag.optional(),
    includeHiddenProducts: flag.optional(),
    includeMerchantSpecificData: flag.optional(),
  }),
)

export const queryCollectionsV1RequestSchema = lazySchema(() =>
  z.object({
    query: catalogV1QuerySchema.optional(),
    includeNumberOfProducts: flag.optional(),
    includeDescription: flag.optional(),
  }),
)

export const productOptionsAvailabilityRequestSchema = lazySchema(() =>
  z.object({
    id,
    options: z.record(z.string(), z.string()),
  }),
)

export const queryProductVariantsRequestSchema = lazySchema(() =>
  z.object({
    id,
    choices: z.record(z.string(), z.string()).optional(),
    variantIds: z.array(z.string()).max(1000).optional(),
    paging: pagingSchema.optional(),
    includeMerchantSpecificData: flag.optional(),
  }),
)

export const variantOverrideSchema = lazySchema(() =>
  z.object({
    choices: z.record(z.string(), z.string()).optional(),
    variantIds: z.array(z.string()).optional(),
    price: amount.optional(),
    cost: amount.optional(),
    weight: amount.optional(),
    sku: z.string().max(40).optional(),
    visible: z.boolean().optional(),
    productDimensions: dimensionsSchema.optional(),
    packageDimensions: dimensionsSchema.optional(),
  }),
)

export const updateVariantsRequestSchema = lazySchema(() =>
  z.object({
    id,
    variants: z.array(variantOverrideSchema).max(1000),
  }),
)

const optionAndChoice = lazySchema(() =>
  z.object({
    option: z.string().min(1).max(50),
    choice: z.string().min(1).max(50),
  }),
)

export const mediaDataForWriteSchema = lazySchema(() =>
  z
    .object({
      mediaId: z.string().min(1).optional(),
      url: z.url({ protocol: /^https?$/ }).optional(),
      choice: optionAndChoice.optional(),
    })
    .superRefine(oneOf(['mediaId', 'url'], true)),
)

export const addProductMediaRequestSchema = lazySchema(() =>
  z.object({
    id,
    media: z.array(mediaDataForWriteSchema).min(1).max(50),
  }),
)

export const removeProductMediaRequestSchema = lazySchema(() =>
  z.object({
    id,
    mediaIds: z.array(z.string()).max(50),
  }),
)

export const mediaAssignmentToChoiceSchema = lazySchema(() =>
  optionAndChoice.extend({
    mediaIds: z.array(z.string()).max(50).optional(),
  }),
)

export const productMediaToChoicesRequestSchema = lazySchema(() =>
  z.object({
    id,
    media: z.array(mediaAssignmentToChoiceSchema).min(1).max(10),
  }),
)

export const setValueSchema = lazySchema(() =>
  z
    .object({
      price: amount.optional(),
      cost: amount.optional(),
      weight: amount.optional(),
      ribbon: z.string().max(30).optional(),
      brand: z.string().max(50).optional(),
    })
    .superRefine(oneOf(['price', 'cost', 'weight', 'ribbon', 'brand'], true)),
)

export const propertyAdjustmentDataSchema = lazySchema(() =>
  z
    .object({
      percentage: z
        .object({
          roundToInt: z.boolean().optional(),
          rate: z.number().min(-100).max(1000).optional(),
        })
        .optional(),
      amount: z.number().min(-CATALOG_MAX_AMOUNT).max(CATALOG_MAX_AMOUNT).optional(),
    })
    .superRefine(oneOf(['percentage', 'amount'], true)),
)

export const adjustValueSchema = lazySchema(() =>
  z
    .object({
      price: propertyAdjustmentDataSchema.optional(),
      cost: propertyAdjustmentDataSchema.optional(),
      weight: propertyAdjustmentDataSchema.optional(),
    })
    .superRefine(oneOf(['price', 'cost', 'weight'], true)),
)

const productIds = lazySchema(() => z.array(z.string().min(1)).min(1).max(100))

export const bulkUpdateProductsRequestSchema = lazySchema(() =>
  z.object({ ids: productIds, set: setValueSchema }),
)

export const bulkAdjustProductPropertiesRequestSchema = lazySchema(() =>
  z.object({
    ids: productIds,
    adjust: adjustValueSchema,
  }),
)
