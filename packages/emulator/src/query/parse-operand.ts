import type { FieldViolation } from '@storefront-kit/wire'
import { violation } from '../http/api-error'
import type { ResolvedField } from './fields'
import type { Scalar } from './filter-ast'
import { EXPECTED, toScalar } from './operands'
import type { QuerySpec } from './types'

/** Most operands in one `$in`, `$nin`, `$hasSome`, `$hasAll` or array `$eq`. */
export const MAX_LIST = 1000

/** State shared while one filter is parsed: every violation is collected, none thrown. */
export interface ParseContext {
  spec: QuerySpec
  violations: FieldViolation[]
  /** Conditions seen so far. */
  conditions: number
  /** Violation path of the whole filter, where a size violation is reported. */
  root: string
  /** SQL of the document fields are read from: `t.doc`, or an element inside `$matchItems`. */
  source?: string
}

/** Records a FORMAT violation: the operand is not what the operator takes. */
export function wrongType(ctx: ParseContext, at: string, expected: string): undefined {
  ctx.violations.push(violation(at, 'FORMAT', `must be a ${expected}`, { expected }))
  return undefined
}

/** One operand checked against the field's value type. */
export function parseScalar(ctx: ParseContext, field: ResolvedField, operand: unknown, at: string) {
  const value = toScalar(field.scalar, operand)
  return value === undefined ? wrongType(ctx, at, EXPECTED[field.scalar]) : value
}

/**
 * A list operand: an array (at most {@link MAX_LIST} items) of the field's value type, with
 * `null` items only where `nulls` allows them.
 */
export function parseList(
  ctx: ParseContext,
  field: ResolvedField,
  operand: unknown,
  at: string,
  nulls: boolean,
) {
  const expected = `array of ${EXPECTED[field.scalar]}`
  if (!Array.isArray(operand)) return wrongType(ctx, at, expected)
  if (operand.length > MAX_LIST) {
    const description = `must have at most ${MAX_LIST} items`
    ctx.violations.push(violation(at, 'MAX_SIZE', description, { threshold: MAX_LIST }))
    return undefined
  }
  const values: Scalar[] = []
  let hasNull = false
  let valid = true
  operand.forEach((item, index) => {
    if (item === null && nulls) hasNull = true
    else {
      const value = parseScalar(ctx, field, item, `${at}[${index}]`)
      if (value === undefined) valid = false
      else values.push(value)
    }
  })
  return valid ? { values, hasNull } : undefined
}
