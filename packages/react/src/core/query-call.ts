import type { CallOptions } from '@storefront-kit/sdk'

/**
 * Options of the SDK read a query makes: the query's abort signal, and no retries in the
 * transport. TanStack Query owns the retries of hook reads (the QueryClient's `retry`); were the
 * SDK to retry inside each of its attempts as well, a failing GET would be sent up to 12 times.
 *
 * @example
 * ```ts
 * storefrontQueryOptions({
 *   queryKey: ['storefront', 'mine', 'product', id],
 *   queryFn: ({ signal }) => getProduct(client, id, {}, queryCall(signal)),
 * })
 * ```
 */
export function queryCall(signal: AbortSignal): CallOptions {
  return { signal, retry: false }
}
