import type { FieldViolation } from '@storefront-kit/wire'
import { violation } from '../http/api-error'
import type { QuerySpec } from './types'

// Query strings deliver numbers as text; digits are accepted so a GET works like a POST.
function toInteger(value: unknown): number | undefined {
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value)) return Number(value)
  return Number.isSafeInteger(value) ? Number(value) : undefined
}

function integer(value: unknown, at: string, violations: FieldViolation[]): number | undefined {
  const result = toInteger(value)
  if (result === undefined) {
    const expected = 'integer'
    violations.push(violation(at, 'FORMAT', 'must be an integer', { expected }))
  } else if (result < 0) {
    violations.push(violation(at, 'MIN', 'must be at least 0', { threshold: 0 }))
    return undefined
  }
  return result
}

/**
 * The page size a request asks for. Absent or 0 means the spec's default: proto3 cannot tell an
 * explicit 0 from an unset field.
 * @returns the limit, or the default after recording a violation at `at`.
 * @example
 * ```ts
 * parseLimit(spec, 500, 'query.paging.limit', violations) // records MAX { threshold: 100 }
 * ```
 */
export function parseLimit(
  spec: QuerySpec,
  value: unknown,
  at: string,
  violations: FieldViolation[],
): number {
  if (value === undefined || value === null) return spec.defaultLimit
  const limit = integer(value, at, violations)
  if (limit === undefined || limit === 0) return spec.defaultLimit
  if (limit > spec.maxLimit) {
    const description = `must be at most ${spec.maxLimit}`
    violations.push(violation(at, 'MAX', description, { threshold: spec.maxLimit }))
    return spec.defaultLimit
  }
  return limit
}

/**
 * How many matching items to skip (offset paging); absent means 0.
 * @example
 * ```ts
 * parseOffset('40', 'query.paging.offset', violations) // 40
 * ```
 */
export function parseOffset(value: unknown, at: string, violations: FieldViolation[]): number {
  if (value === undefined || value === null) return 0
  return integer(value, at, violations) ?? 0
}
