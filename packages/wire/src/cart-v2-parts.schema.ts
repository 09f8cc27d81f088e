import { z } from 'zod'
import { guidSchema } from './common.schema'
import { lazySchema } from './lazy-schema'

// Pieces of Cart V2's inputs that both the cart's fields and the request bodies use (not part of
// the package's exports).

export const translatable = (max: number, maxTranslated = max) =>
  z.object({
    original: z.string().min(1).max(max),
    translated: z.string().min(1).max(maxTranslated).optional(),
  })

export const membershipInputSchema = lazySchema(() =>
  z.object({
    existingMembership: z
      .object({ appId: guidSchema.optional(), membershipId: z.string().min(1).max(200).optional() })
      .optional(),
    futureMembership: z
      .object({ lineItemId: guidSchema.optional(), benefitId: z.string().max(200).optional() })
      .optional(),
  }),
)

export const selectedMembershipSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1).max(200),
    appId: guidSchema,
    name: translatable(200, 400).optional(),
  }),
)
