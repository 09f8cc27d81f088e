import type { ResolvedField } from './fields'

/**
 * One operand after validation: dates in canonical ISO form, decimals as given (string or number),
 * text-operator needles case-folded. Never null: null operands become `empty` conditions.
 */
export type Scalar = string | number | boolean

/** Comparison of a scalar field with an operand. */
export type CompareOp = 'gt' | 'gte' | 'lt' | 'lte'

/** Case-insensitive string tests. */
export type TextOp = 'startsWith' | 'endsWith' | 'contains'

/**
 * A validated filter, the single input of both the SQL compiler and the in-memory evaluator, so
 * the two cannot disagree about what a request meant. Negative operators (`$ne`, `$nin`,
 * `$exists: false`, `$isEmpty: false`) are `not` nodes around positive conditions.
 */
export type FilterNode =
  | { kind: 'and'; nodes: FilterNode[] }
  | { kind: 'or'; nodes: FilterNode[] }
  | { kind: 'not'; node: FilterNode }
  | Condition

/** A test of one field. Array fields: `eq` is membership, `in` is "some element in the set". */
export type Condition =
  | { kind: 'eq'; field: ResolvedField; value: Scalar }
  /** The exact array, element by element (never empty: `$eq: []` is `empty`). */
  | { kind: 'eqList'; field: ResolvedField; values: Scalar[] }
  | { kind: 'cmp'; field: ResolvedField; op: CompareOp; value: Scalar }
  | { kind: 'in'; field: ResolvedField; values: Scalar[] }
  /** Every operand is an element of the array (true for no operands). */
  | { kind: 'hasAll'; field: ResolvedField; values: Scalar[] }
  /** Present and not null. */
  | { kind: 'exists'; field: ResolvedField }
  /** Absent, null, `''` (strings) or `[]` (arrays). */
  | { kind: 'empty'; field: ResolvedField }
  | { kind: 'text'; field: ResolvedField; op: TextOp; value: string }
  /** An `object[]` field: for every item filter, some element matches it. */
  | { kind: 'matchItems'; field: ResolvedField; items: FilterNode[] }

/** The filter that matches everything. */
export const MATCH_ALL: FilterNode = { kind: 'and', nodes: [] }

/** AND of the nodes, without a wrapper for a single one. */
export function and(nodes: FilterNode[]): FilterNode {
  return nodes.length === 1 && nodes[0] ? nodes[0] : { kind: 'and', nodes }
}

/** OR of the nodes, without a wrapper for a single one. */
export function or(nodes: FilterNode[]): FilterNode {
  return nodes.length === 1 && nodes[0] ? nodes[0] : { kind: 'or', nodes }
}

/** Negation. */
export function not(node: FilterNode): FilterNode {
  return { kind: 'not', node }
}
