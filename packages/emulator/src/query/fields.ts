import type { QueryFieldType, QuerySpec } from './types'

/** A field type without the array marker: what one value or one array element is. */
export type ScalarType = 'string' | 'number' | 'decimal' | 'boolean' | 'date' | 'object'

/** A wire field name resolved against a {@link QuerySpec}: everything the engine needs to read it. */
export interface ResolvedField {
  /** Wire name, as the request spells it. */
  name: string
  type: QueryFieldType
  /** Type of the value, or of each element for array types. */
  scalar: ScalarType
  isArray: boolean
  /** Validated JSON path (`$.a.b[0]`); safe to place in SQL text. */
  path: string
  /** The same path, for reading plain JS documents. */
  segments: (string | number)[]
  /** Read from this column of the row (`id`, or the spec's `column`) instead of the document. */
  column?: string
  sortable: boolean
  /**
   * SQL of the JSON document the path is read from: the row's `t.doc`, or, for a field of an
   * `object[]` element (`$matchItems`), the element's `e.value`.
   */
  source: string
  /** `object[]` fields: the spec of one element's fields. */
  items?: QuerySpec
}

/** Alias of the element a `$matchItems` condition tests (`json_each(...) AS m`). */
export const ELEMENT_SOURCE = 'm.value'

// Only plain identifiers and indexes, so a path can be written into SQL text without quoting.
const PATH = /^\$(?:\.[A-Za-z_][A-Za-z0-9_]*|\[\d+\])+$/
const SEGMENT = /\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]/g
const COLUMN = /^[a-z_][a-z0-9_]*$/

/** Segments of a JSON path, or undefined when it is not the restricted form the engine accepts. */
export function parsePath(path: string): (string | number)[] | undefined {
  if (!PATH.test(path)) return undefined
  return [...path.matchAll(SEGMENT)].map(([, key, index]) => key ?? Number(index))
}

/**
 * Looks a wire field name up in the spec. `id` is always known: it reads the row's `id` column
 * unless the spec maps it elsewhere.
 * @returns undefined for a name the spec does not list.
 * @throws TypeError when the spec itself holds a path the engine cannot use safely.
 * @example
 * ```ts
 * resolveField(spec, 'priceData.price') // { type: 'decimal', path: '$.priceData.price', ... }
 * ```
 */
export function resolveField(
  spec: QuerySpec,
  name: string,
  source = 't.doc',
): ResolvedField | undefined {
  const declared = Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined
  if (!declared && (name !== 'id' || source !== 't.doc')) return undefined
  const type = declared?.type ?? 'string'
  const path = declared?.path ?? `$.${name}`
  const segments = parsePath(path)
  if (!segments) throw new TypeError(`query spec: field ${name} has an unusable path ${path}`)
  const isArray = type.endsWith('[]')
  if (type === 'object[]' && (!declared?.items || source !== 't.doc'))
    throw new TypeError(`query spec: object[] field ${name} needs items and cannot nest`)
  const inRow = source === 't.doc'
  const column = inRow
    ? (declared?.column ?? (name === 'id' && !declared?.path ? 'id' : undefined))
    : undefined
  if (column !== undefined && (!COLUMN.test(column) || isArray))
    throw new TypeError(`query spec: field ${name} has an unusable column ${column}`)
  return {
    name,
    type,
    scalar: (isArray ? type.slice(0, -2) : type) as ScalarType,
    isArray,
    path,
    segments,
    ...(column && { column }),
    sortable: declared?.sortable ?? !isArray,
    source,
    ...(declared?.items && {
      items: {
        fields: declared.items,
        defaultSort: [],
        defaultLimit: 1,
        maxLimit: 1,
        fieldPrefix: '',
      },
    }),
  }
}
