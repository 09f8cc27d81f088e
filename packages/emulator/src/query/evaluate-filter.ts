import { validationError } from '../http/api-error'
import { isRecord, joinPath } from './field-path'
import type { ResolvedField, ScalarType } from './fields'
import type { Condition, FilterNode, Scalar } from './filter-ast'
import { parseFilter } from './parse-filter'
import { compareText, foldCase } from './text'
import type { QuerySpec } from './types'

/**
 * The value at a field's path in a plain document; undefined when any step is missing. Only own
 * properties count, so `constructor` or `__proto__` never reach the prototype.
 * @example
 * ```ts
 * readField({ id: 'a', profile: { nickname: 'Ann' } }, resolveField(spec, 'profile.nickname')) // 'Ann'
 * ```
 */
export function readField(doc: unknown, field: ResolvedField): unknown {
  let current = doc
  for (const segment of field.segments) {
    if (typeof segment === 'number') {
      if (!Array.isArray(current)) return undefined
      current = current[segment]
    } else {
      if (!isRecord(current) || !Object.hasOwn(current, segment)) return undefined
      current = current[segment]
    }
  }
  return current
}

const toNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN

// Mirrors SQL `=`: no coercion between types, except decimals, which both sides read as numbers.
function same(type: ScalarType, stored: unknown, operand: Scalar): boolean {
  if (type === 'decimal') return toNumber(stored) === toNumber(operand)
  return stored === operand
}

function compare(type: ScalarType, stored: unknown, operand: Scalar): number | undefined {
  if (type === 'decimal') {
    const difference = toNumber(stored) - toNumber(operand)
    return Number.isNaN(difference) ? undefined : difference
  }
  if (typeof stored === 'number' && typeof operand === 'number') return stored - operand
  if (typeof stored === 'string' && typeof operand === 'string') return compareText(stored, operand)
  return undefined
}

const present = (value: unknown): boolean => value !== undefined && value !== null

function test(node: Condition, doc: unknown): boolean {
  const { field } = node
  const v = readField(doc, field)
  const items = Array.isArray(v) ? (v as unknown[]) : []
  const has = (operand: Scalar) => items.some((item) => same(field.scalar, item, operand))
  const equals = (operand: Scalar) => present(v) && same(field.scalar, v, operand)
  switch (node.kind) {
    case 'eq':
      return field.isArray ? has(node.value) : equals(node.value)
    case 'eqList':
      return (
        items.length === node.values.length &&
        node.values.every((operand, index) => same(field.scalar, items[index], operand))
      )
    case 'cmp': {
      const order = present(v) ? compare(field.scalar, v, node.value) : undefined
      if (order === undefined) return false
      const ops = { gt: order > 0, gte: order >= 0, lt: order < 0, lte: order <= 0 }
      return ops[node.op]
    }
    case 'in':
      return node.values.some(field.isArray ? has : equals)
    case 'hasAll':
      return node.values.every(has)
    case 'exists':
      return present(v)
    case 'empty':
      // Like SQL's json_array_length, which reads anything but an array as length 0.
      if (field.isArray) return items.length === 0
      return !present(v) || (field.scalar === 'string' && v === '')
    case 'matchItems':
      return node.items.every((item) => items.some((element) => evaluateFilter(item, element)))
    case 'text': {
      if (typeof v !== 'string') return false
      const folded = foldCase(v)
      if (node.op === 'contains') return folded.includes(node.value)
      return node.op === 'startsWith' ? folded.startsWith(node.value) : folded.endsWith(node.value)
    }
  }
}

/**
 * The reference meaning of a parsed filter over one plain JS document (the wire shape, with
 * `id`). The SQL compiler must agree with it for documents whose values have their declared
 * types, null or nothing; the property test holds the two to that.
 * @example
 * ```ts
 * evaluateFilter(parseFilter(spec, { tags: 'sale' }, 'filter').node, { id: 'a', tags: ['sale'] }) // true
 * ```
 */
export function evaluateFilter(node: FilterNode, doc: unknown): boolean {
  switch (node.kind) {
    case 'and':
      return node.nodes.every((inner) => evaluateFilter(inner, doc))
    case 'or':
      return node.nodes.some((inner) => evaluateFilter(inner, doc))
    case 'not':
      return !evaluateFilter(node.node, doc)
    default:
      return test(node, doc)
  }
}

/**
 * Validates a request filter and tests one document with it.
 * @throws ApiError (400) listing every violation, as {@link compileFilter} would.
 * @example
 * ```ts
 * matchesFilter(spec, { name: { $startsWith: 'sum' } }, { id: '1', name: 'Summer' }) // true
 * ```
 */
export function matchesFilter(spec: QuerySpec, filter: unknown, doc: unknown): boolean {
  const { node, violations } = parseFilter(spec, filter, joinPath(spec.fieldPrefix, 'filter'))
  if (violations.length) throw validationError(violations)
  return evaluateFilter(node, doc)
}
