import type { CallOptions, Client } from './client'

/** One GraphQL error. */
export interface GraphQLError {
  message: string
  path?: (string | number)[]
  locations?: { line: number; column: number }[]
  extensions?: Record<string, unknown>
}

/** A GraphQL answer: data, errors, or both. */
export interface GraphQLResponse<T> {
  data?: T
  errors?: GraphQLError[]
}

/**
 * Sends a GraphQL query to `POST /graphql/{apiVersion}` (default `alpha`).
 *
 * @example
 * ```ts
 * const { data } = await graphql<{ products: unknown }>(client, 'query { products { id } }')
 * ```
 */
export function graphql<T = unknown>(
  client: Client,
  query: string,
  variables?: Record<string, unknown>,
  options: CallOptions & { apiVersion?: string } = {},
): Promise<GraphQLResponse<T>> {
  const { apiVersion = 'alpha', ...call } = options
  return client.request(
    {
      operation: 'graphql',
      method: 'POST',
      path: `/graphql/${encodeURIComponent(apiVersion)}`,
      payload: { query, variables },
    },
    call,
  )
}
