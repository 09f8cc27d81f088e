/**
 * GraphQL: one query hook over the SDK's `graphql` call.
 * @module
 */
import { type Client, type GraphQLResponse, graphql } from '@storefront-kit/sdk'
import { queryHook } from './core/define'
import { queryCall } from './core/query-call'
import { STOREFRONT_KEY } from './core/types'
import { storefrontQueryOptions } from './core/use-storefront'

const ALL = [...STOREFRONT_KEY, 'graphql'] as const

/** A GraphQL read: the document, its variables, and the API version (default `alpha`). */
export interface GraphQLRequest {
  query: string
  variables?: Record<string, unknown>
  apiVersion?: string
}

/**
 * Query keys of GraphQL reads. The REST hooks' writes do not know what a graph query read:
 * invalidate `graphqlKeys.all` after a change the page's graph queries show.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: graphqlKeys.all })
 * ```
 */
export const graphqlKeys = {
  all: ALL,
  query: ({ query, variables = {}, apiVersion = 'alpha' }: GraphQLRequest) =>
    [...ALL, apiVersion, query, variables] as const,
}

/**
 * Query options of a GraphQL read (`graphql`): the answer as GraphQL gives it, `data` and
 * `errors` (a partial answer can carry both), so field errors are data, not a failed query;
 * a request the endpoint refuses outright (an unknown API version) fails with the SDK's error.
 * @example await queryClient.prefetchQuery(graphqlQueryOptions(client, { query: '{ currentCart { id } }' }))
 */
export function graphqlQueryOptions<T = Record<string, unknown>>(
  client: Client,
  request: GraphQLRequest,
) {
  const { query, variables, apiVersion } = request
  return storefrontQueryOptions({
    queryKey: graphqlKeys.query(request),
    queryFn: ({ signal }): Promise<GraphQLResponse<T>> =>
      graphql<T>(client, query, variables, {
        ...queryCall(signal),
        ...(apiVersion && { apiVersion }),
      }),
  })
}

/**
 * A GraphQL read with the provider's client; `data.errors` lists what the graph could not
 * answer, in GraphQL's words (`extensions.code` is the platform's code).
 *
 * @example
 * ```tsx
 * const { data } = useGraphQL({ query: '{ products(query: { paging: { limit: 4 } }) { id name } }' })
 * const products = (data?.data?.products ?? []) as { id: string; name: string }[]
 * ```
 */
export const useGraphQL = /* @__PURE__ */ queryHook(graphqlQueryOptions, 1)
