import type { FilterOperator } from '@storefront-kit/wire'
import { FILTER_OPERATORS } from '@storefront-kit/wire'
import { violation } from '../http/api-error'
import { isRecord } from './field-path'
import type { ResolvedField } from './fields'
import { and, type CompareOp, type FilterNode, not, or, type TextOp } from './filter-ast'
import { EXPECTED } from './operands'
import { LOGICAL_OPERATORS, operatorsFor } from './operators'
import { type ParseContext, parseList, parseScalar, wrongType } from './parse-operand'
import { foldCase } from './text'

/** Most conditions one filter may hold: keeps the SQL far below SQLite's expression limits. */
export const MAX_CONDITIONS = 256

const COMPARE: Partial<Record<FilterOperator, CompareOp>> = {
  $gt: 'gt',
  $gte: 'gte',
  $lt: 'lt',
  $lte: 'lte',
}
const TEXT: Partial<Record<FilterOperator, TextOp>> = {
  $startsWith: 'startsWith',
  $endsWith: 'endsWith',
  $contains: 'contains',
}

function equality(ctx: ParseContext, field: ResolvedField, operand: unknown, at: string) {
  if (operand === null) return { kind: 'empty', field } as const
  if (!Array.isArray(operand)) {
    const value = parseScalar(ctx, field, operand, at)
    return value === undefined ? undefined : ({ kind: 'eq', field, value } as const)
  }
  if (!field.isArray) return wrongType(ctx, at, EXPECTED[field.scalar])
  const parsed = parseList(ctx, field, operand, at, false)
  if (!parsed) return undefined
  // An empty array and an absent one are the same thing on the wire (proto3).
  if (parsed.values.length === 0) return { kind: 'empty', field } as const
  return { kind: 'eqList', field, values: parsed.values } as const
}

function membership(
  ctx: ParseContext,
  field: ResolvedField,
  operand: unknown,
  at: string,
): FilterNode | undefined {
  const parsed = parseList(ctx, field, operand, at, true)
  if (!parsed) return undefined
  const node: FilterNode = { kind: 'in', field, values: parsed.values }
  // `$in: [x, null]` also matches empty values, as `{field: null}` does.
  return parsed.hasNull ? or([node, { kind: 'empty', field }]) : node
}

function flag(ctx: ParseContext, node: FilterNode, operand: unknown, at: string) {
  if (typeof operand !== 'boolean') return wrongType(ctx, at, 'boolean')
  return operand ? node : not(node)
}

function parseOperator(
  ctx: ParseContext,
  field: ResolvedField,
  op: FilterOperator,
  operand: unknown,
  at: string,
): FilterNode | undefined {
  ctx.conditions++
  if (ctx.conditions === MAX_CONDITIONS + 1) {
    const description = `must have at most ${MAX_CONDITIONS} conditions`
    ctx.violations.push(violation(ctx.root, 'MAX_SIZE', description, { threshold: MAX_CONDITIONS }))
  }
  const compare = COMPARE[op]
  if (compare) {
    const value = parseScalar(ctx, field, operand, at)
    return value === undefined ? undefined : { kind: 'cmp', field, op: compare, value }
  }
  const text = TEXT[op]
  if (text) {
    if (typeof operand !== 'string') return wrongType(ctx, at, 'string')
    return { kind: 'text', field, op: text, value: foldCase(operand) }
  }
  switch (op) {
    case '$eq':
      return equality(ctx, field, operand, at)
    case '$ne': {
      const node = equality(ctx, field, operand, at)
      return node && not(node)
    }
    case '$in':
      return membership(ctx, field, operand, at)
    case '$nin': {
      const node = membership(ctx, field, operand, at)
      return node && not(node)
    }
    case '$hasSome':
    case '$hasAll': {
      const parsed = parseList(ctx, field, operand, at, false)
      if (!parsed) return undefined
      return { kind: op === '$hasAll' ? 'hasAll' : 'in', field, values: parsed.values }
    }
    case '$exists':
      return flag(ctx, { kind: 'exists', field }, operand, at)
    case '$isEmpty':
      return flag(ctx, { kind: 'empty', field }, operand, at)
    default:
      return undefined
  }
}

function rejectOperator(ctx: ParseContext, field: ResolvedField, op: string, at: string): void {
  const allowed = operatorsFor(ctx.spec, field)
  const known = (FILTER_OPERATORS as readonly string[]).includes(op)
  const description = LOGICAL_OPERATORS.includes(op)
    ? `${op} combines filters and belongs beside field names, not inside ${field.name}`
    : known
      ? `operator ${op} is not supported on ${field.name}; use one of ${allowed.join(', ')}`
      : `unknown operator ${op}; use one of ${allowed.join(', ')}`
  ctx.violations.push(violation(at, 'INVALID_ENUM_VALUE', description, { allowed }))
}

/**
 * Parses what a filter gives for one field: a bare value (equality) or an operator object whose
 * operators are ANDed. Violations go to `ctx`.
 * @returns the condition, or undefined when nothing valid was found.
 */
export function parseFieldValue(
  ctx: ParseContext,
  field: ResolvedField,
  value: unknown,
  at: string,
): FilterNode | undefined {
  const allowed: readonly string[] = operatorsFor(ctx.spec, field)
  if (!isRecord(value)) {
    if (allowed.includes('$eq')) return parseOperator(ctx, field, '$eq', value, at)
    rejectOperator(ctx, field, '$eq', at)
    return undefined
  }
  const entries = Object.entries(value).filter(([, operand]) => operand !== undefined)
  if (entries.length === 0) return wrongType(ctx, at, 'value or operator object such as {"$eq": …}')
  const nodes: FilterNode[] = []
  for (const [op, operand] of entries) {
    const opAt = `${at}.${op}`
    if (!allowed.includes(op)) rejectOperator(ctx, field, op, opAt)
    else {
      const node = parseOperator(ctx, field, op as FilterOperator, operand, opAt)
      if (node) nodes.push(node)
    }
  }
  return and(nodes)
}
