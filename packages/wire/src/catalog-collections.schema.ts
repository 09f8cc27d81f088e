import { z } from 'zod'
import { guidSchema } from './common.schema'
import { lazySchema } from './lazy-schema'

// Catalog v1 collections: their writable fields and the bodies of their writes.

export const collectionInputSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1).optional(),
    name: z.string().min(1).max(50).optional(),
    description: z.string().max(600).optional(),
    slug: z.string().min(1).max(100).optional(),
    visible: z.boolean().optional(),
  }),
)

export const createCollectionRequestSchema = lazySchema(() =>
  z.object({
    collection: collectionInputSchema.extend({ name: z.string().min(1).max(50) }),
  }),
)

export const updateCollectionRequestSchema = lazySchema(() =>
  z.object({
    collection: collectionInputSchema.extend({ id: z.string().min(1) }),
  }),
)

export const deleteCollectionRequestSchema = lazySchema(() => z.object({ id: guidSchema }))

export const collectionProductIdsRequestSchema = lazySchema(() =>
  z.object({
    id: guidSchema,
    productIds: z.array(z.string().min(1)).max(1000),
  }),
)
