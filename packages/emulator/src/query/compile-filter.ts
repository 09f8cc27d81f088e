import { validationError } from '../http/api-error'
import { joinPath } from './field-path'
import { elementsSql, lengthSql, numericSql, valueSql } from './field-sql'
import type { Condition, FilterNode, Scalar } from './filter-ast'
import { parseFilter } from './parse-filter'
import { FOLD_FUNCTION } from './text'
import type { QuerySpec } from './types'

/** A value SQLite binds to a `?`. */
export type SqlParam = string | number | bigint | null

/** SQL text with its `?` parameters in order. */
export interface SqlFragment {
  sql: string
  params: SqlParam[]
}

const OPS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const

/**
 * Documents are stored through `JSON.stringify`, so an integer beyond 2^53 is stored as SQLite
 * reads its shortest decimal form: an exact 64-bit INTEGER that a bound double never equals.
 * Binding the same decimal form as a bigint compares like the documents' own round trip.
 */
function bind(value: Scalar): SqlParam {
  if (typeof value === 'boolean') return Number(value)
  if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) {
    // Beyond 64 bits SQLite reads the stored text as a double, which a double compares with.
    const text = String(value)
    const exact = /^-?\d+$/.test(text) ? BigInt(text) : undefined
    if (exact !== undefined && exact >= -(2n ** 63n) && exact < 2n ** 63n) return exact
  }
  return value
}

function condition(node: Condition): SqlFragment {
  const { field } = node
  const x = numericSql(field, valueSql(field))
  const p = numericSql(field, '?')
  switch (node.kind) {
    case 'eq':
      if (field.isArray) {
        const sql = `EXISTS (SELECT 1 FROM ${elementsSql(field)} AS e WHERE e.value = ?)`
        return { sql, params: [bind(node.value)] }
      }
      return { sql: `${x} = ${p}`, params: [bind(node.value)] }
    case 'eqList': {
      const sql =
        `${lengthSql(field)} = ? AND NOT EXISTS (SELECT 1 FROM json_each(?) AS w ` +
        `LEFT JOIN ${elementsSql(field)} AS e ON e.key = w.key WHERE e.value IS NOT w.value)`
      return { sql, params: [node.values.length, JSON.stringify(node.values)] }
    }
    case 'cmp':
      return { sql: `${x} ${OPS[node.op]} ${p}`, params: [bind(node.value)] }
    case 'in': {
      const set = `SELECT ${numericSql(field, 'value')} FROM json_each(?)`
      const sql = field.isArray
        ? `EXISTS (SELECT 1 FROM ${elementsSql(field)} AS e WHERE e.value IN (${set}))`
        : `${x} IN (${set})`
      return { sql, params: [JSON.stringify(node.values)] }
    }
    case 'hasAll': {
      const sql =
        `NOT EXISTS (SELECT 1 FROM json_each(?) AS w WHERE NOT EXISTS ` +
        `(SELECT 1 FROM ${elementsSql(field)} AS e WHERE e.value = w.value))`
      return { sql, params: [JSON.stringify(node.values)] }
    }
    case 'exists':
      return { sql: `${valueSql(field)} IS NOT NULL`, params: [] }
    case 'empty':
      if (field.isArray) return { sql: `IFNULL(${lengthSql(field)}, 0) = 0`, params: [] }
      if (field.scalar === 'string')
        return { sql: `IFNULL(${valueSql(field)}, '') = ''`, params: [] }
      return { sql: `${valueSql(field)} IS NULL`, params: [] }
    case 'matchItems':
      return join(
        node.items.map((item) => {
          const inner = filterToSql(item)
          // Integer keys: elements of an array (json_each walks a lone null or object too).
          const sql = `EXISTS (SELECT 1 FROM ${elementsSql(field)} AS m WHERE typeof(m.key) = 'integer' AND ${inner.sql})`
          return { sql, params: inner.params }
        }),
        'AND',
      )
    case 'text': {
      const folded = `${FOLD_FUNCTION}(${valueSql(field)})`
      if (node.op === 'contains') return { sql: `instr(${folded}, ?) > 0`, params: [node.value] }
      const start = node.op === 'startsWith' ? '1' : `length(${folded}) - length(?) + 1`
      const params =
        node.op === 'startsWith' ? [node.value, node.value] : [node.value, node.value, node.value]
      return { sql: `substr(${folded}, ${start}, length(?)) = ?`, params }
    }
  }
}

// Halving keeps the expression tree shallow however many terms a filter has.
function join(parts: SqlFragment[], op: 'AND' | 'OR'): SqlFragment {
  if (parts.length === 0) return { sql: op === 'AND' ? '1' : '0', params: [] }
  if (parts.length === 1 && parts[0]) return parts[0]
  const middle = Math.ceil(parts.length / 2)
  const left = join(parts.slice(0, middle), op)
  const right = join(parts.slice(middle), op)
  return { sql: `(${left.sql} ${op} ${right.sql})`, params: [...left.params, ...right.params] }
}

/**
 * SQL for a parsed filter over a table aliased `t` with columns `id` and `doc` (JSONB or JSON).
 * Every value is a bound parameter. A condition on a missing value yields NULL, which `WHERE`,
 * `AND` and `OR` treat as false; `$not` turns NULL into false before negating, so it is an exact
 * complement.
 * Needs {@link registerQueryFunctions} on the connection.
 * @example
 * ```ts
 * const { sql, params } = filterToSql(parseFilter(spec, filter, 'filter').node)
 * db.prepare(`SELECT id FROM items AS t WHERE ${sql}`).all(...params)
 * ```
 */
export function filterToSql(node: FilterNode): SqlFragment {
  switch (node.kind) {
    case 'and':
      return join(node.nodes.map(filterToSql), 'AND')
    case 'or':
      return join(node.nodes.map(filterToSql), 'OR')
    case 'not': {
      const inner = filterToSql(node.node)
      return { sql: `(NOT IFNULL(${inner.sql}, 0))`, params: inner.params }
    }
    default: {
      // A condition on a column field stays bare so SQLite can use the column's index. Document
      // fields stay wrapped: bare, a low-selectivity expression index (an order's payment status)
      // would win over the index that serves the sort and stops after one page.
      const leaf = condition(node)
      const sql = node.field.column ? `(${leaf.sql})` : `IFNULL((${leaf.sql}), 0)`
      return { sql, params: leaf.params }
    }
  }
}

/**
 * Validates a request's filter and compiles it to a `WHERE` fragment in one step.
 * @throws ApiError (400, every violation, paths under `<fieldPrefix>.filter`).
 * @example
 * ```ts
 * compileFilter(spec, { tags: { $hasSome: ['sale'] }, price: { $lt: '20' } })
 * ```
 */
export function compileFilter(spec: QuerySpec, filter: unknown): SqlFragment {
  const { node, violations } = parseFilter(spec, filter, joinPath(spec.fieldPrefix, 'filter'))
  if (violations.length) throw validationError(violations)
  return filterToSql(node)
}
