import type {
  CatalogV1Query,
  Filter,
  Paging,
  QueryCollectionsV1Request,
  QueryProductsRequest,
  Sorting,
} from '../wire'

/**
 * A catalog v1 query as the SDK takes it: the filter and sort as objects (the platform's query
 * language and `[{ fieldName, order }]`) or as the JSON text the platform declares. The SDK sends
 * text either way.
 */
export interface CatalogV1QueryInput {
  filter?: Filter | string
  sort?: Sorting[] | string
  paging?: Paging
}

/** `queryProducts`' request: the platform's, with a {@link CatalogV1QueryInput}. */
export type QueryProductsInput = Omit<QueryProductsRequest, 'query'> & {
  query?: CatalogV1QueryInput
}

/** `queryCollectionsV1`' request: the platform's, with a {@link CatalogV1QueryInput}. */
export type QueryCollectionsV1Input = Omit<QueryCollectionsV1Request, 'query'> & {
  query?: CatalogV1QueryInput
}

// The v1 sort text names each field with its direction: `[{"price":"asc"}]`.
const sortText = (sort: Sorting[]) =>
  JSON.stringify(sort.map((key) => ({ [key.fieldName]: (key.order ?? 'ASC').toLowerCase() })))

/**
 * The request as the platform's client sends it: `query.filter` and `query.sort` as JSON text.
 *
 * @example
 * ```ts
 * v1Request({ query: { filter: { name: 'Mug' }, sort: [{ fieldName: 'price', order: 'ASC' }] } })
 * // → { query: { filter: '{"name":"Mug"}', sort: '[{"price":"asc"}]' } }
 * ```
 */
export function v1Request<T extends { query?: CatalogV1QueryInput }>(
  request: T,
): Omit<T, 'query'> & { query?: CatalogV1Query } {
  const { query, ...rest } = request
  if (!query) return rest
  const { filter, sort, ...paging } = query
  return {
    ...rest,
    query: {
      ...paging,
      ...(filter !== undefined && {
        filter: typeof filter === 'string' ? filter : JSON.stringify(filter),
      }),
      ...(sort !== undefined && { sort: typeof sort === 'string' ? sort : sortText(sort) }),
    },
  }
}
