import { z } from 'zod'
import { oneOfFields } from './catalog.schema'
import { CATALOG_V3_LIMITS, revisionString } from './catalog-v3.schema'
import { guidSchema } from './common.schema'
import { lazySchema } from './lazy-schema'

// Catalog V3 inventory writes: one item's stock, and the bulk updates, decrements and increments.

const quantity = lazySchema(() =>
  z
    .number()
    .int()
    .min(-CATALOG_V3_LIMITS.inventoryQuantity)
    .max(CATALOG_V3_LIMITS.inventoryQuantity),
)

const inventoryUpdate = lazySchema(() =>
  z
    .object({
      id: guidSchema,
      revision: revisionString,
      trackQuantity: z.boolean().optional(),
      quantity: quantity.optional(),
      inStock: z.boolean().optional(),
      preorderInfo: z
        .object({
          enabled: z.boolean().optional(),
          message: z.string().min(1).max(250).optional(),
          limit: z.number().int().min(0).max(100_000).optional(),
        })
        .optional(),
    })
    .superRefine(oneOfFields(['quantity', 'inStock'], false)),
)

export const updateInventoryItemRequestSchema = lazySchema(() =>
  z.object({
    inventoryItem: inventoryUpdate,
    reason: z.string().max(100).optional(),
  }),
)

export const bulkUpdateInventoryItemsRequestSchema = lazySchema(() =>
  z.object({
    inventoryItems: z
      .array(z.object({ inventoryItem: inventoryUpdate }))
      .min(1)
      .max(CATALOG_V3_LIMITS.inventoryItems),
    returnEntity: z.boolean().optional(),
    reason: z.string().max(100).optional(),
  }),
)

const step = lazySchema(() => z.number().int().min(1).max(CATALOG_V3_LIMITS.inventoryQuantity))

export const bulkDecrementInventoryItemsRequestSchema = lazySchema(() =>
  z.object({
    decrementData: z
      .array(z.object({ inventoryItemId: guidSchema, decrementBy: step }))
      .min(1)
      .max(CATALOG_V3_LIMITS.inventoryItems),
    restrictInventory: z.boolean().optional(),
    returnEntity: z.boolean().optional(),
  }),
)

export const bulkIncrementInventoryItemsRequestSchema = lazySchema(() =>
  z.object({
    incrementData: z
      .array(z.object({ inventoryItemId: guidSchema, incrementBy: step }))
      .min(1)
      .max(CATALOG_V3_LIMITS.inventoryItems),
    returnEntity: z.boolean().optional(),
  }),
)
