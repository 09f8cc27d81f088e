import type { ResolvedField } from './fields'

// Paths passed resolveField's whitelist (identifiers and indexes), so they are safe as literals.

/** SQL reading a field's value from a row of the table aliased `t`. */
export function valueSql(field: ResolvedField): string {
  return field.column ? `t.${field.column}` : `json_extract(${field.source}, '${field.path}')`
}

/** SQL listing an array field's elements (`json_each` rows: `key`, `value`). */
export function elementsSql(field: ResolvedField): string {
  return `json_each(${field.source}, '${field.path}')`
}

/** SQL for the number of elements of an array field (0 for anything else, NULL when absent). */
export function lengthSql(field: ResolvedField): string {
  return `json_array_length(${field.source}, '${field.path}')`
}

/** Money is stored as decimal strings: decimal fields compare and sort as numbers. */
export function numericSql(field: ResolvedField, sql: string): string {
  return field.scalar === 'decimal' ? `CAST(${sql} AS REAL)` : sql
}
