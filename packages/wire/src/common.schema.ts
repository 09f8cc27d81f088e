import { z } from 'zod'
import { lazySchema } from './lazy-schema'

/** Bounds of a decimal string, as the wire constraint `decimal gte:…,lte:…,maxScale:n` gives them. */
export interface DecimalBounds {
  gt?: number
  gte?: number
  lt?: number
  lte?: number
  maxScale?: number
}

const DECIMAL = /^-?\d+(\.\d+)?$/

/**
 * A decimal number in a JSON string. Violations report the platform's rule types
 * (`FORMAT`, `DECIMAL_GT`, `DECIMAL_GTE`, `DECIMAL_LT`, `DECIMAL_LTE`, `DECIMAL_MAX_SCALE`).
 * Comparisons use the decimal text, never a binary float of the whole value's digits.
 */
export function decimalString(bounds: DecimalBounds = {}) {
  return z.string().superRefine((text, ctx) => {
    const issue = (violatedRule: string, message: string, data: Record<string, unknown> = {}) =>
      ctx.addIssue({ code: 'custom', message, params: { violatedRule, data }, input: text })
    if (!DECIMAL.test(text))
      return issue('FORMAT', 'must be a decimal number in a string', { type: 'DECIMAL' })
    const scale = text.split('.')[1]?.length ?? 0
    if (bounds.maxScale !== undefined && scale > bounds.maxScale)
      issue('DECIMAL_MAX_SCALE', `must have at most ${bounds.maxScale} digits after the point`, {
        maxScale: bounds.maxScale,
      })
    const value = compareDecimal
    if (bounds.gt !== undefined && value(text, bounds.gt) <= 0)
      issue('DECIMAL_GT', `must be greater than ${bounds.gt}`, { threshold: bounds.gt })
    if (bounds.gte !== undefined && value(text, bounds.gte) < 0)
      issue('DECIMAL_GTE', `must be at least ${bounds.gte}`, { threshold: bounds.gte })
    if (bounds.lt !== undefined && value(text, bounds.lt) >= 0)
      issue('DECIMAL_LT', `must be less than ${bounds.lt}`, { threshold: bounds.lt })
    if (bounds.lte !== undefined && value(text, bounds.lte) > 0)
      issue('DECIMAL_LTE', `must be at most ${bounds.lte}`, { threshold: bounds.lte })
  })
}

/** Sign of `decimal - bound` for a decimal string against an integer-or-decimal bound. */
function compareDecimal(decimal: string, bound: number): number {
  const scale = 12
  const toUnits = (text: string): bigint => {
    const negative = text.startsWith('-')
    const [whole = '0', fraction = ''] = text.replace('-', '').split('.')
    const units = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale))
    return negative ? -units : units
  }
  const a = toUnits(decimal)
  const b = toUnits(bound.toFixed(scale))
  return a === b ? 0 : a > b ? 1 : -1
}

/** Money amount: non-negative decimal string up to 10^15. */
export const moneyAmountSchema = lazySchema(() =>
  decimalString({ gte: 0, lte: 1_000_000_000_000_000 }),
)

export const addressLocationSchema = lazySchema(() =>
  z.object({
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  }),
)

export const streetAddressSchema = lazySchema(() =>
  z.object({
    number: z.string().optional(),
    name: z.string().optional(),
  }),
)

/** ISO-3166 alpha-2 country code. */
export const countryCodeSchema = lazySchema(() =>
  z.string().regex(/^[A-Z]{2}$/, 'must be an ISO-3166 alpha-2 country code'),
)

export const addressSchema = lazySchema(() =>
  z.object({
    country: countryCodeSchema.optional(),
    subdivision: z.string().max(50).optional(),
    city: z.string().max(50).optional(),
    postalCode: z.string().max(50).optional(),
    streetAddress: streetAddressSchema.optional(),
    addressLine: z.string().max(150).optional(),
    addressLine2: z.string().max(100).optional(),
    geocode: addressLocationSchema.optional(),
    countryFullname: z.string().optional(),
    subdivisionFullname: z.string().optional(),
  }),
)

export const imageSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    url: z.string().optional(),
    height: z.number().optional(),
    width: z.number().optional(),
    altText: z.string().optional(),
    filename: z.string().optional(),
  }),
)

export const catalogReferenceSchema = lazySchema(() =>
  z.object({
    catalogItemId: z.string().min(1).max(36),
    appId: z.string().min(1),
    options: z.record(z.string(), z.unknown()).optional(),
  }),
)

/** A GUID as the platform formats it. */
export const guidSchema = lazySchema(() =>
  z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a GUID'),
)

/** A FieldMask: comma-joined paths, or `{ paths: [...] }` which parsers also accept. */
export const fieldMaskSchema = lazySchema(() =>
  z.union([
    z.string(),
    z.object({ paths: z.array(z.string()) }).transform((mask) => mask.paths.join(',')),
  ]),
)
