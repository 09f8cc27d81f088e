import type { FilterOperator } from '@storefront-kit/wire'
import { validationError, violation } from '../../http/api-error'
import { decodeCursor, MAX_FILTER_DEPTH, type QueryInput, type QuerySpec } from '../../query/index'
import { optionKey } from './ids'

/**
 * Which fields each catalog query accepts, with the operators the vendor documents per field
 * (stores "Filter and sort" reference). `$hasSome` on a single-valued field means `$in` there, so
 * it is rewritten before the query engine sees it; `options.<option name>` filters on choices.
 */

const EQ: FilterOperator[] = ['$eq', '$ne', '$in']
const TEXT: FilterOperator[] = [...EQ, '$contains', '$startsWith']
const RANGE: FilterOperator[] = [...EQ, '$lt', '$lte', '$gt', '$gte']
const ARRAY: FilterOperator[] = ['$eq', '$ne', '$hasSome', '$hasAll']

export const PRODUCT_QUERY: QuerySpec = {
  fields: {
    name: { type: 'string', operators: TEXT },
    description: { type: 'string', operators: TEXT, sortable: false },
    sku: { type: 'string', operators: TEXT },
    id: { type: 'string', operators: EQ },
    price: { type: 'decimal', path: '$.priceData.price', operators: RANGE },
    numericId: { type: 'decimal', operators: RANGE },
    productType: { type: 'string', operators: EQ },
    slug: { type: 'string', operators: TEXT, sortable: false },
    'collections.id': { type: 'string[]', path: '$.collectionIds', operators: ARRAY },
    inventoryStatus: {
      type: 'string',
      path: '$.stock.inventoryStatus',
      operators: EQ,
      sortable: false,
    },
    lastUpdated: { type: 'date', operators: RANGE },
    createdDate: { type: 'date', operators: RANGE },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  defaultLimit: 100,
  maxLimit: 100,
  fieldPrefix: 'query',
}

export const COLLECTION_QUERY: QuerySpec = {
  fields: {
    name: { type: 'string', operators: TEXT },
    id: { type: 'string', operators: TEXT },
  },
  defaultSort: [{ fieldName: 'name', order: 'ASC' }],
  defaultLimit: 50,
  maxLimit: 100,
  fieldPrefix: 'query',
}

/** The vendor documents no fields for store variants; these are the emulator's choice. */
export const STORE_VARIANT_QUERY: QuerySpec = {
  fields: {
    id: { type: 'string', operators: EQ },
    productId: { type: 'string', operators: EQ },
    variantId: { type: 'string', operators: EQ },
    productName: { type: 'string', operators: TEXT },
    variantName: { type: 'string', operators: TEXT },
    sku: { type: 'string', operators: TEXT },
    managedVariant: { type: 'boolean' },
    collectionIds: { type: 'string[]', operators: ARRAY },
    'stock.inStock': { type: 'boolean' },
    'stock.trackQuantity': { type: 'boolean' },
    'stock.quantity': { type: 'number', operators: RANGE },
  },
  defaultSort: [
    { fieldName: 'productName', order: 'ASC' },
    { fieldName: 'variantName', order: 'ASC' },
  ],
  defaultLimit: 100,
  maxLimit: 100,
  fieldPrefix: 'query',
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const OPTION = 'options.'

/**
 * Walks a filter, calling `visit` on every field condition (`key`, value) and rebuilding it.
 * Below the engine's deepest allowed nesting the filter is left as it is: the engine refuses it
 * there with a 400 naming the place, and walking on could overflow the stack.
 */
function mapFilter(
  filter: unknown,
  visit: (key: string, value: unknown) => unknown,
  depth = 1,
): unknown {
  // A list inside a list is no filter; the engine says so, so it is left alone too.
  if (Array.isArray(filter))
    return filter.map((item) => (isRecord(item) ? mapFilter(item, visit, depth) : item))
  if (!isRecord(filter) || depth > MAX_FILTER_DEPTH) return filter
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(filter))
    out[key] = key.startsWith('$') ? mapFilter(value, visit, depth + 1) : visit(key, value)
  return out
}

/**
 * The query's filter with `$hasSome` on single-valued fields turned into `$in` (the vendor's
 * documented meaning), so the engine's operator rules apply.
 */
export function normalizeFilter(spec: QuerySpec, filter: unknown): unknown {
  return mapFilter(filter, (key, value) => {
    const field = spec.fields[key]
    const single = field && !field.type.endsWith('[]')
    if (!single || !isRecord(value) || !('$hasSome' in value)) return value
    const { $hasSome, ...rest } = value
    return { ...rest, $in: $hasSome }
  })
}

/** Option names a filter uses through `options.<name>`. */
function optionNames(filter: unknown, names = new Set<string>()): Set<string> {
  mapFilter(filter, (key, value) => {
    if (key.startsWith(OPTION)) names.add(key.slice(OPTION.length))
    return value
  })
  return names
}

/**
 * The product spec for one request: the fixed fields plus an `options.<name>` field for each
 * option the filter (or the cursor's filter) names.
 */
export function productSpecFor(query: QueryInput): QuerySpec {
  const cursor = query.cursorPaging?.cursor
  const filter = typeof cursor === 'string' && cursor ? decodeCursor(cursor)?.filter : query.filter
  const names = optionNames(filter)
  if (!names.size) return PRODUCT_QUERY
  const fields = { ...PRODUCT_QUERY.fields }
  for (const name of names)
    if (name)
      fields[`${OPTION}${name}`] = {
        type: 'string[]',
        path: `$._choices.${optionKey(name)}`,
        operators: ARRAY,
      }
  return { ...PRODUCT_QUERY, fields }
}

function parseText(text: string, at: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw validationError([violation(at, 'FORMAT', 'must be JSON', { expected: 'JSON' })])
  }
}

/**
 * A catalog v1 query as the engine takes it: `filter` and `sort` given as JSON text are parsed,
 * and the historical sort form `[{"price": "asc"}]` becomes `[{fieldName, order}]`.
 * @throws ApiError (400) when the text is not JSON.
 */
export function v1Query(query: Record<string, unknown> | undefined): QueryInput {
  const { filter: rawFilter, sort: rawSort, ...rest } = query ?? {}
  const filter = typeof rawFilter === 'string' ? parseText(rawFilter, 'query.filter') : rawFilter
  const parsed = typeof rawSort === 'string' ? parseText(rawSort, 'query.sort') : rawSort
  const sort = Array.isArray(parsed)
    ? parsed.map((key) => {
        if (!isRecord(key) || 'fieldName' in key) return key
        const [entry] = Object.entries(key)
        if (!entry || Object.keys(key).length !== 1) return key
        const [fieldName, order] = entry
        return { fieldName, order: typeof order === 'string' ? order.toUpperCase() : order }
      })
    : parsed
  return { ...rest, filter, sort } as QueryInput
}
