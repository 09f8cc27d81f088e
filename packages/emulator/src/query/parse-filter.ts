import type { FieldViolation } from '@storefront-kit/wire'
import { violation } from '../http/api-error'
import { isRecord } from './field-path'
import { ELEMENT_SOURCE, type ResolvedField, resolveField } from './fields'
import { and, type FilterNode, MATCH_ALL, not, or } from './filter-ast'
import { parseFieldValue } from './parse-condition'
import type { ParseContext } from './parse-operand'
import type { QuerySpec } from './types'

/** Deepest nesting of `$and`, `$or` and `$not` a filter may use. */
export const MAX_FILTER_DEPTH = 16

/** A filter checked against a spec. `node` is meaningful only when `violations` is empty. */
export interface ParsedFilter {
  node: FilterNode
  violations: FieldViolation[]
}

function parseList(ctx: ParseContext, raw: unknown, at: string, depth: number): FilterNode[] {
  if (!Array.isArray(raw)) {
    const expected = 'array of filters'
    ctx.violations.push(violation(at, 'FORMAT', `must be an ${expected}`, { expected }))
    return []
  }
  return raw.map((item, index) => parseObject(ctx, item, `${at}[${index}]`, depth + 1))
}

function parseObject(ctx: ParseContext, raw: unknown, at: string, depth: number): FilterNode {
  if (!isRecord(raw)) {
    const expected = 'filter object'
    ctx.violations.push(violation(at, 'FORMAT', `must be a ${expected}`, { expected }))
    return MATCH_ALL
  }
  if (depth > MAX_FILTER_DEPTH) {
    const description = `nests deeper than ${MAX_FILTER_DEPTH} levels`
    ctx.violations.push(violation(at, 'MAX', description, { threshold: MAX_FILTER_DEPTH }))
    return MATCH_ALL
  }
  const nodes: FilterNode[] = []
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue
    const keyAt = `${at}.${key}`
    if (key === '$and') nodes.push({ kind: 'and', nodes: parseList(ctx, value, keyAt, depth) })
    else if (key === '$or') nodes.push(or(parseList(ctx, value, keyAt, depth)))
    else if (key === '$not') nodes.push(not(parseObject(ctx, value, keyAt, depth + 1)))
    else if (key.startsWith('$')) {
      const description = `${key} is not a logical operator; use $and, $or or $not, or a field name`
      const allowed = ['$and', '$or', '$not']
      ctx.violations.push(violation(keyAt, 'INVALID_ENUM_VALUE', description, { allowed }))
    } else {
      const field = resolveField(ctx.spec, key, ctx.source)
      if (!field) {
        const description = `${key} cannot be used in this query's filter`
        ctx.violations.push(violation(keyAt, 'FIELD_NOT_ALLOWED', description))
      } else if (field.items) {
        const node = parseMatchItems(ctx, field, value, keyAt, depth)
        if (node) nodes.push(node)
      } else {
        const node = parseFieldValue(ctx, field, value, keyAt)
        if (node) nodes.push(node)
      }
    }
  }
  return and(nodes)
}

/**
 * `{ field: { $matchItems: [filter, ...] } }` on an array of objects: each filter is checked
 * against the element fields of the spec and reads the element (SQL alias `m`).
 */
function parseMatchItems(
  ctx: ParseContext,
  field: ResolvedField,
  value: unknown,
  at: string,
  depth: number,
): FilterNode | undefined {
  const keys = isRecord(value) ? Object.keys(value).filter((k) => value[k] !== undefined) : []
  if (!isRecord(value) || keys.length !== 1 || keys[0] !== '$matchItems') {
    const description = `${field.name} is a list of objects: filter it with {"$matchItems": [filter]}`
    ctx.violations.push(
      violation(at, 'INVALID_ENUM_VALUE', description, { allowed: ['$matchItems'] }),
    )
    return undefined
  }
  const operand = value.$matchItems
  const itemsAt = `${at}.$matchItems`
  if (!Array.isArray(operand) || operand.length === 0) {
    const expected = 'non-empty array of filters'
    ctx.violations.push(violation(itemsAt, 'FORMAT', `must be a ${expected}`, { expected }))
    return undefined
  }
  ctx.conditions++
  const sub: ParseContext = { ...ctx, spec: field.items ?? ctx.spec, source: ELEMENT_SOURCE }
  const items = operand.map((item, index) =>
    parseObject(sub, item, `${itemsAt}[${index}]`, depth + 1),
  )
  ctx.conditions = sub.conditions
  return { kind: 'matchItems', field, items }
}

/**
 * Checks a request's filter against a spec and turns it into a {@link FilterNode}, collecting
 * every violation (paths start at `at`, e.g. `query.filter`). An absent filter matches all.
 * @example
 * ```ts
 * const { node, violations } = parseFilter(spec, { price: { $gte: '10' } }, 'query.filter')
 * if (violations.length) throw validationError(violations)
 * ```
 */
export function parseFilter(spec: QuerySpec, raw: unknown, at: string): ParsedFilter {
  if (raw === undefined || raw === null) return { node: MATCH_ALL, violations: [] }
  const ctx: ParseContext = { spec, violations: [], conditions: 0, root: at }
  const node = parseObject(ctx, raw, at, 1)
  return { node, violations: ctx.violations }
}
