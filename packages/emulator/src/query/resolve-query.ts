import type { FieldViolation } from '@storefront-kit/wire'
import { validationError, violation } from '../http/api-error'
import { type ParsedSort, parseSort, type SortKey } from './compile-sort'
import { type CursorState, decodeCursor } from './cursor'
import { isRecord, joinPath } from './field-path'
import { type FilterNode, MATCH_ALL } from './filter-ast'
import { parseLimit, parseOffset } from './paging'
import { type ParsedFilter, parseFilter } from './parse-filter'
import type { QueryInput, QuerySpec, QueryTarget } from './types'

/** Which paging a list uses: `paging {limit, offset}` or `cursorPaging {limit, cursor}`. */
export type QueryMode = 'offset' | 'cursor'

/** A request turned into what to run, once every rule has passed. */
export interface ResolvedQuery {
  filter: FilterNode
  sort: SortKey[]
  offset: number
  limit: number
  /** The query as cursors carry it, at this page's offset. */
  state: CursorState
}

const given = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  !(Array.isArray(value) && value.length === 0) &&
  !(isRecord(value) && Object.keys(value).length === 0)

function pagingOf(
  input: QueryInput,
  key: 'paging' | 'cursorPaging',
  at: string,
  violations: FieldViolation[],
): Record<string, unknown> {
  const value: unknown = input[key]
  if (isRecord(value)) return value
  if (value === undefined || value === null) return {}
  violations.push(violation(at, 'FORMAT', 'must be an object', { expected: 'object' }))
  return {}
}

function fromCursor(
  spec: QuerySpec,
  target: QueryTarget,
  cursor: string,
  limitValue: unknown,
  violations: FieldViolation[],
): ResolvedQuery {
  const at = joinPath(spec.fieldPrefix, 'cursorPaging.cursor')
  const state = decodeCursor(cursor)
  if (!state || state.table !== target.table) {
    violations.push(violation(at, 'FORMAT', 'is not a cursor of this list', { expected: 'cursor' }))
    const limit = spec.defaultLimit
    const empty: CursorState = { table: target.table, filter: {}, sort: [], offset: 0, limit }
    return { filter: MATCH_ALL, sort: [], offset: 0, limit, state: empty }
  }
  const filter: ParsedFilter = parseFilter(spec, state.filter, at)
  const sort: ParsedSort = parseSort(spec, state.sort, at)
  if (filter.violations.length || sort.violations.length)
    violations.push(violation(at, 'FORMAT', 'carries a query this list no longer accepts'))
  const limit =
    limitValue === undefined || limitValue === null
      ? Math.min(state.limit, spec.maxLimit)
      : parseLimit(spec, limitValue, joinPath(spec.fieldPrefix, 'cursorPaging.limit'), violations)
  const offset = state.offset
  return { filter: filter.node, sort: sort.keys, offset, limit, state: { ...state, limit } }
}

/**
 * Checks a request (filter, sort, the mode's paging, or a cursor that replaces them all) and
 * reports every violation at once. With a cursor, `filter` and `sort` must be left out: the
 * cursor carries them. The other mode's paging object is refused, not ignored.
 * @throws ApiError (400) listing every violation.
 * @example
 * ```ts
 * resolveQuery(spec, { cursorPaging: { cursor, limit: 10 } }, { table: 'reviews' }, 'cursor')
 * ```
 */
export function resolveQuery(
  spec: QuerySpec,
  input: QueryInput,
  target: QueryTarget,
  mode: QueryMode,
): ResolvedQuery {
  const violations: FieldViolation[] = []
  const at = (key: string) => joinPath(spec.fieldPrefix, key)
  const key = mode === 'offset' ? 'paging' : 'cursorPaging'
  const other = mode === 'offset' ? 'cursorPaging' : 'paging'
  if (input[other] !== undefined && input[other] !== null)
    violations.push(violation(at(other), 'FIELD_NOT_ALLOWED', `this list pages with ${key}`))
  const paging = pagingOf(input, key, at(key), violations)
  const cursor = mode === 'cursor' ? paging.cursor : undefined
  let resolved: ResolvedQuery
  if (typeof cursor === 'string' && cursor !== '') {
    for (const part of ['filter', 'sort'] as const)
      if (given(input[part])) {
        const description = 'must be left out when a cursor is given: the cursor carries the query'
        violations.push(violation(at(part), 'FIELD_NOT_ALLOWED', description))
      }
    resolved = fromCursor(spec, target, cursor, paging.limit, violations)
  } else {
    if (cursor !== undefined && cursor !== null && typeof cursor !== 'string')
      violations.push(
        violation(at('cursorPaging.cursor'), 'FORMAT', 'must be a string', { expected: 'string' }),
      )
    const filter = parseFilter(spec, input.filter, at('filter'))
    const sort = parseSort(spec, input.sort, at('sort'))
    violations.push(...filter.violations, ...sort.violations)
    const limit = parseLimit(spec, paging.limit, at(`${key}.limit`), violations)
    const offset =
      mode === 'offset' ? parseOffset(paging.offset, at('paging.offset'), violations) : 0
    const raw = isRecord(input.filter) ? input.filter : {}
    const state = { table: target.table, filter: raw, sort: sort.sort, offset, limit }
    resolved = { filter: filter.node, sort: sort.keys, offset, limit, state }
  }
  if (violations.length) throw validationError(violations)
  return resolved
}
