import { z } from 'zod'
import { RULE_TYPES } from './errors'
import { lazySchema } from './lazy-schema'

/** Rule type of a field violation; unknown values are tolerated when parsing. */
export const ruleTypeSchema = lazySchema(() => z.union([z.enum(RULE_TYPES), z.string()]))

export const fieldViolationSchema = lazySchema(() =>
  z.object({
    field: z.string(),
    description: z.string(),
    violatedRule: ruleTypeSchema,
    ruleName: z.string().optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  }),
)

export const applicationErrorSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    description: z.string(),
    data: z.record(z.string(), z.unknown()).optional(),
  }),
)

/** The error envelope of every non-200 answer. */
export const errorBodySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    details: z.object({
      applicationError: applicationErrorSchema.optional(),
      validationError: z.object({ fieldViolations: z.array(fieldViolationSchema) }).optional(),
    }),
  }),
)
