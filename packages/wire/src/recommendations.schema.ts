import { z } from 'zod'
import { catalogReferenceSchema, guidSchema } from './common.schema'
import { lazySchema } from './lazy-schema'

/** An algorithm by id and provider app. */
export const algorithmSchema = lazySchema(() =>
  z.object({
    id: guidSchema,
    appId: z.string().min(1).max(36),
  }),
)

/** Body of `POST /v1/recommendations/get`. */
export const getRecommendationRequestSchema = lazySchema(() =>
  z.object({
    items: z.array(catalogReferenceSchema).max(300).optional(),
    algorithms: z.array(algorithmSchema).min(1).max(10),
    minimumRecommendedItems: z.number().int().min(0).max(100).optional(),
  }),
)
