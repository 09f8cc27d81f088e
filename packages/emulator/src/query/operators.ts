import type { FilterOperator } from '@storefront-kit/wire'
import type { ResolvedField } from './fields'
import type { QuerySpec } from './types'

const COMMON: FilterOperator[] = ['$eq', '$ne', '$in', '$nin', '$exists', '$isEmpty']
const ORDERED: FilterOperator[] = ['$gt', '$gte', '$lt', '$lte']
const TEXT: FilterOperator[] = ['$startsWith', '$endsWith', '$contains']
const ARRAY: FilterOperator[] = ['$hasSome', '$hasAll']

/** Operators that combine filters rather than test a field. */
export const LOGICAL_OPERATORS: readonly string[] = ['$and', '$or', '$not']

function byType(field: ResolvedField): FilterOperator[] {
  if (field.scalar === 'object') return ['$matchItems']
  if (field.isArray) return [...COMMON, ...ARRAY]
  switch (field.scalar) {
    case 'string':
      return [...COMMON, ...ORDERED, ...TEXT]
    case 'boolean':
      return COMMON
    default:
      return [...COMMON, ...ORDERED]
  }
}

/**
 * Operators a request may apply to a field: those its type supports, narrowed by the spec's own
 * list when it has one.
 * @example
 * ```ts
 * operatorsFor(spec, resolveField(spec, 'tags')) // ['$eq', '$ne', '$in', ..., '$hasSome', '$hasAll']
 * ```
 */
export function operatorsFor(spec: QuerySpec, field: ResolvedField): FilterOperator[] {
  const supported = byType(field)
  const declared = Object.hasOwn(spec.fields, field.name) ? spec.fields[field.name] : undefined
  const allowed = declared?.operators
  return allowed ? supported.filter((op) => allowed.includes(op)) : supported
}
