/**
 * The platform query language (wire/README.md §6) over JSON documents in SQLite: filters, sorts,
 * offset and cursor paging, with every rejection reported as the platform's validation error.
 * @module
 */

export { compileFilter, filterToSql, type SqlFragment, type SqlParam } from './compile-filter'
export { compileSort, type ParsedSort, parseSort, type SortKey, sortToSql } from './compile-sort'
export { type CursorState, decodeCursor, encodeCursor } from './cursor'
export { evaluateFilter, matchesFilter, readField } from './evaluate-filter'
export { valueSql } from './field-sql'
export { type ResolvedField, resolveField, type ScalarType } from './fields'
export type { CompareOp, Condition, FilterNode, Scalar, TextOp } from './filter-ast'
export { canonicalDate } from './operands'
export { operatorsFor } from './operators'
export { MAX_CONDITIONS } from './parse-condition'
export { MAX_FILTER_DEPTH, type ParsedFilter, parseFilter } from './parse-filter'
export { MAX_LIST } from './parse-operand'
export { type QueryMode, type ResolvedQuery, resolveQuery } from './resolve-query'
export { runQuery } from './run-query'
export { foldCase, registerQueryFunctions } from './text'
export type {
  QueryField,
  QueryFieldType,
  QueryInput,
  QueryPage,
  QuerySpec,
  QueryTarget,
} from './types'
