import { z } from 'zod'
import { dimensionsSchema, oneOfFields, queryFlag } from './catalog.schema'
import {
  MODIFIER_RENDER_TYPES,
  OPTION_RENDER_TYPES,
  V3_PRODUCT_TYPES,
  V3_REQUESTED_FIELDS,
} from './catalog-v3'
import { decimalString, guidSchema } from './common.schema'
import { lazySchema } from './lazy-schema'
import { filterSchema, sortingSchema } from './query.schema'

/** Limits of Catalog V3 requests (wire/catalog-v3.md). */
export const CATALOG_V3_LIMITS = {
  products: 100,
  variants: 1000,
  inventoryItems: 1000,
  categories: 1000,
  categoryItems: 100,
  bulk: 100,
  variantsPerProduct: 1000,
  options: 6,
  modifiers: 10,
  inventoryQuantity: 99_999,
} as const

// A query string carries one `fields=URL` as a string and repeated keys as an array.
const asList = (value: unknown) => (typeof value === 'string' ? [value] : value)

/** A list of enum values that may arrive as one query-string value. */
export const enumList = <const T extends readonly [string, ...string[]]>(values: T, max = 100) =>
  z.preprocess(asList, z.array(z.string().pipe(z.enum(values))).max(max))

/** int64 travels as a string; a JSON number is tolerated. */
export const revisionString = lazySchema(() =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value),
    z.string().regex(/^\d{1,18}$/, 'must be a non-negative integer in a string'),
  ),
)

const cursorPaging = (max: number) =>
  z.object({
    limit: z.coerce.number().int().min(0).max(max).optional(),
    cursor: z.string().max(16000).optional(),
  })

/** A cursor query whose page holds at most `max` items. */
export const v3CursorQuery = (max: number) =>
  z.object({
    filter: filterSchema.optional(),
    sort: z.array(sortingSchema).max(5).optional(),
    cursorPaging: cursorPaging(max).optional(),
  })

export const searchDetailsSchema = lazySchema(() =>
  z.object({
    mode: z.enum(['OR', 'AND']).optional(),
    expression: z.string().max(100).optional(),
    fields: z.preprocess(asList, z.array(z.string().max(200)).max(20)).optional(),
    fuzzy: queryFlag.optional(),
  }),
)

/** A cursor search whose page holds at most `max` items. */
export const v3CursorSearch = (max: number) =>
  z.object({
    filter: filterSchema.optional(),
    sort: z.array(sortingSchema).max(10).optional(),
    cursorPaging: cursorPaging(max).optional(),
    aggregations: z.array(z.record(z.string(), z.unknown())).max(10).optional(),
    search: searchDetailsSchema.optional(),
    timeZone: z.string().max(50).optional(),
  })

const productFields = lazySchema(() => enumList(V3_REQUESTED_FIELDS).optional())
const variantFields = lazySchema(() =>
  enumList([
    'CURRENCY',
    'MERCHANT_DATA',
    'SUBSCRIPTION_PRICES_INFO',
    'WEIGHT_MEASUREMENT_UNIT_INFO',
    'DISCOUNT_INFO',
  ]).optional(),
)

export const v3GetProductRequestSchema = lazySchema(() =>
  z.object({
    productId: z.string().min(1).max(36),
    fields: productFields,
  }),
)

export const v3GetProductBySlugRequestSchema = lazySchema(() =>
  z.object({
    slug: z.string().min(1).max(100),
    fields: productFields,
  }),
)

export const v3QueryProductsRequestSchema = lazySchema(() =>
  z.object({
    query: v3CursorQuery(CATALOG_V3_LIMITS.products).optional(),
    fields: productFields,
  }),
)

export const v3SearchProductsRequestSchema = lazySchema(() =>
  z.object({
    search: v3CursorSearch(CATALOG_V3_LIMITS.products),
    fields: productFields,
  }),
)

export const v3CountProductsRequestSchema = lazySchema(() =>
  z.object({
    filter: filterSchema.optional(),
    search: searchDetailsSchema.optional(),
    returnNonVisibleProducts: queryFlag.optional(),
  }),
)

export const queryVariantsRequestSchema = lazySchema(() =>
  z.object({
    query: v3CursorQuery(CATALOG_V3_LIMITS.variants).optional(),
    fields: variantFields,
  }),
)

export const searchVariantsRequestSchema = lazySchema(() =>
  z.object({
    search: v3CursorSearch(CATALOG_V3_LIMITS.variants),
    fields: variantFields,
  }),
)

export const inventoryItemIdRequestSchema = lazySchema(() =>
  z.object({ inventoryItemId: guidSchema }),
)

export const queryInventoryItemsRequestSchema = lazySchema(() =>
  z.object({
    query: v3CursorQuery(CATALOG_V3_LIMITS.inventoryItems)
      .extend({
        paging: z
          .object({
            limit: z.coerce.number().int().min(0).max(CATALOG_V3_LIMITS.inventoryItems).optional(),
            offset: z.coerce.number().int().min(0).optional(),
          })
          .optional(),
      })
      .optional(),
  }),
)

export const searchInventoryItemsRequestSchema = lazySchema(() =>
  z.object({
    search: v3CursorSearch(CATALOG_V3_LIMITS.inventoryItems),
  }),
)

// Writes

const money = lazySchema(() => decimalString({ gte: 0, lte: 999_999_999.99, maxScale: 3 }))
const amount = lazySchema(() => z.object({ amount: money }))
const name50 = lazySchema(() => z.string().min(1).max(50))

const mediaItem = lazySchema(() =>
  z
    .object({
      id: z.string().min(1).max(200).optional(),
      url: z.url({ protocol: /^https?$/ }).optional(),
      altText: z.string().min(1).max(1000).optional(),
      displayName: z.string().max(80).optional(),
    })
    .superRefine(oneOfFields(['id', 'url'], true)),
)

// Option, modifier and choice ids may be sent (a product written back as read carries them); the
// names decide what is written, and the same name always has the same id.
const optionChoice = lazySchema(() =>
  z.object({
    choiceId: guidSchema.optional(),
    name: name50,
    colorCode: z.string().min(3).max(20).optional(),
    choiceType: z.enum(['CHOICE_TEXT', 'ONE_COLOR']).optional(),
  }),
)

const option = lazySchema(() =>
  z.object({
    id: z.string().min(1).max(36).optional(),
    name: name50,
    optionRenderType: z.enum(OPTION_RENDER_TYPES).optional(),
    choicesSettings: z.object({ choices: z.array(optionChoice).min(1).max(1000) }),
  }),
)

const modifier = lazySchema(() =>
  z
    .object({
      id: z.string().min(1).max(36).optional(),
      name: name50,
      modifierRenderType: z.string().pipe(z.enum(MODIFIER_RENDER_TYPES)),
      mandatory: z.boolean().optional(),
      freeTextSettings: z
        .object({
          title: z.string().min(1).max(150),
          minCharCount: z.number().int().min(0).max(500).optional(),
          maxCharCount: z.number().int().min(1).max(500).optional(),
          defaultAddedPrice: money.optional(),
        })
        .optional(),
      choicesSettings: z
        .object({ choices: z.array(optionChoice.extend({ addedPrice: money.optional() })).min(1) })
        .optional(),
    })
    .superRefine(oneOfFields(['freeTextSettings', 'choicesSettings'], true)),
)

const variantChoice = lazySchema(() =>
  z
    .object({
      optionChoiceIds: z
        .object({ optionId: z.string().min(1).max(36), choiceId: z.string().min(1).max(36) })
        .optional(),
      optionChoiceNames: z
        .object({ optionName: name50, choiceName: name50, renderType: z.string().optional() })
        .optional(),
    })
    .superRefine(oneOfFields(['optionChoiceIds', 'optionChoiceNames'], true)),
)

const variantInput = lazySchema(() =>
  z.object({
    id: guidSchema.optional(),
    visible: z.boolean().optional(),
    sku: z.string().min(1).max(40).optional(),
    barcode: z.string().min(1).max(40).optional(),
    choices: z.array(variantChoice).max(CATALOG_V3_LIMITS.options).optional(),
    price: z.object({ actualPrice: amount, compareAtPrice: amount.optional() }),
    revenueDetails: z.object({ cost: amount.optional() }).optional(),
    physicalProperties: z
      .object({
        weight: z.number().min(0).max(999_999_999.99).optional(),
        productDimensions: dimensionsSchema.optional(),
        packageDimensions: dimensionsSchema.optional(),
      })
      .optional(),
    digitalProperties: z.record(z.string(), z.unknown()).optional(),
  }),
)

const productInput = lazySchema(() =>
  z.object({
    name: z.string().min(1).max(80),
    slug: z.string().min(1).max(100).optional(),
    plainDescription: z.string().max(16000).optional(),
    visible: z.boolean().optional(),
    visibleInPos: z.boolean().optional(),
    productType: z.string().pipe(z.enum(V3_PRODUCT_TYPES)),
    media: z.object({ itemsInfo: z.object({ items: z.array(mediaItem).max(50) }) }).optional(),
    options: z.array(option).max(CATALOG_V3_LIMITS.options).optional(),
    modifiers: z.array(modifier).max(CATALOG_V3_LIMITS.modifiers).optional(),
    brand: z
      .object({ id: guidSchema.optional(), name: z.string().min(1).max(50).optional() })
      .optional(),
    ribbon: z
      .object({ id: z.string().optional(), name: z.string().min(1).max(30).optional() })
      .optional(),
    infoSections: z
      .array(
        z.object({
          id: z.string().optional(),
          uniqueName: z.string().min(1).max(100).optional(),
          title: z.string().min(1).max(50).optional(),
          plainDescription: z.string().max(16000).optional(),
        }),
      )
      .max(20)
      .optional(),
    mainCategoryId: z.string().min(1).max(36).optional(),
    handle: z.string().min(1).max(100).optional(),
    physicalProperties: z.record(z.string(), z.unknown()).optional(),
    seoData: z.record(z.string(), z.unknown()).optional(),
    variantsInfo: z.object({
      variants: z.array(variantInput).min(1).max(CATALOG_V3_LIMITS.variantsPerProduct),
    }),
  }),
)

/** The fields an update sends, with the product's id and current revision. */
const productUpdate = lazySchema(() =>
  productInput.partial().extend({ id: z.string().min(1).max(36), revision: revisionString }),
)

export const v3CreateProductRequestSchema = lazySchema(() =>
  z.object({
    product: productInput,
    fields: productFields,
  }),
)

export const v3UpdateProductRequestSchema = lazySchema(() =>
  z.object({
    product: productUpdate,
    fields: productFields,
  }),
)

export const v3DeleteProductRequestSchema = lazySchema(() =>
  z.object({ productId: z.string().min(1).max(36) }),
)

export const v3BulkCreateProductsRequestSchema = lazySchema(() =>
  z.object({
    products: z.array(productInput).min(1).max(CATALOG_V3_LIMITS.bulk),
    returnEntity: z.boolean().optional(),
    fields: productFields,
  }),
)

export const v3BulkUpdateProductsRequestSchema = lazySchema(() =>
  z.object({
    products: z
      .array(z.object({ product: productUpdate }))
      .min(1)
      .max(CATALOG_V3_LIMITS.bulk),
    returnEntity: z.boolean().optional(),
    fields: productFields,
  }),
)

export const v3BulkDeleteProductsRequestSchema = lazySchema(() =>
  z.object({
    productIds: z.array(z.string().min(1).max(36)).min(1).max(CATALOG_V3_LIMITS.bulk),
  }),
)
