import { isStorefrontError } from '@storefront-kit/sdk'
import {
  type DefaultOptions,
  type Mutation,
  MutationCache,
  type Query,
  QueryCache,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query'

/** Data-fetching defaults of SPEC §9. */
export const STOREFRONT_QUERY_DEFAULTS = {
  /** Retries of a failed query in the browser; the server never retries (0). */
  retries: 3,
  /** First retry delay in ms, doubled per attempt... */
  retryDelay: 1000,
  /** ...up to this many ms. */
  maxRetryDelay: 30_000,
  /** A `Retry-After` longer than this many ms is not waited for: the error is handed over. */
  maxRetryAfter: 60_000,
  /** Unused query data is dropped after this many ms (browser). */
  gcTime: 300_000,
  /** Suspense queries are never staler than this many ms (TanStack clamps `staleTime` to it). */
  suspenseStaleTime: 1000,
} as const

/** Which query or mutation a provider-level side-effect hook is told about. */
export type StorefrontEventSource =
  | { kind: 'query'; queryKey: QueryKey }
  | { kind: 'mutation'; mutationKey: QueryKey | undefined; variables: unknown }

/**
 * Side-effect hooks for every storefront query and mutation (SPEC §1): they observe the outcome
 * and never change it. A hook that throws or rejects is ignored.
 */
export interface StorefrontQueryHooks {
  /** After a query fetch or a mutation succeeded, with its data. */
  onSuccess?: (data: unknown, source: StorefrontEventSource) => void
  /** After a query (once its retries are spent) or a mutation failed, with the SDK's typed error. */
  onError?: (error: unknown, source: StorefrontEventSource) => void
}

/** Options of {@link createQueryClient}. */
export interface CreateQueryClientOptions extends StorefrontQueryHooks {
  /** Server render (no retries, no garbage-collection timers). Default: `typeof window === 'undefined'`. */
  server?: boolean
  /**
   * Default `staleTime` of queries in ms. Default 0 (refetch on mount); give a server-rendered
   * page a few seconds so hydrated data is not fetched again at once.
   */
  staleTime?: number
  /** More TanStack defaults, merged over the storefront ones. */
  defaultOptions?: DefaultOptions
}

/**
 * Whether a failed query is worth repeating: network failures, time-outs, 429 and 5xx are;
 * other 4xx answers (not found, validation, permission...) will not change by asking again.
 *
 * @example
 * ```ts
 * useQuery({ queryKey, queryFn, retry: (count, error) => count < 3 && isRetryableError(error) })
 * ```
 */
export function isRetryableError(error: unknown): boolean {
  if (!isStorefrontError(error)) return true
  return error.retryable || error.status === 0 || error.status >= 500
}

/**
 * Delay before retry `failureCount` (0-based): what the platform's `Retry-After` asked for, else
 * 1 s doubled per attempt, capped at 30 s.
 *
 * @example
 * ```ts
 * storefrontRetryDelay(2) // 4000
 * ```
 */
export function storefrontRetryDelay(failureCount: number, error?: unknown): number {
  if (isStorefrontError(error) && error.retryAfter !== undefined) return error.retryAfter
  const { retryDelay, maxRetryDelay } = STOREFRONT_QUERY_DEFAULTS
  return Math.min(retryDelay * 2 ** failureCount, maxRetryDelay)
}

/**
 * Whether a failed query is tried again in the browser (`failureCount` retries so far): 3
 * retries of failures that asking again can fix, unless the platform asked for a wait longer
 * than a minute.
 */
function retryInBrowser(failureCount: number, error: unknown): boolean {
  const { retries, maxRetryAfter } = STOREFRONT_QUERY_DEFAULTS
  if (isStorefrontError(error) && (error.retryAfter ?? 0) > maxRetryAfter) return false
  return failureCount < retries && isRetryableError(error)
}

/** Calls a hook so that nothing it does can reach the query or mutation. */
function observe<A extends unknown[]>(hook: ((...args: A) => unknown) | undefined, ...args: A) {
  try {
    const outcome = hook?.(...args)
    if (outcome instanceof Promise) outcome.catch(() => {})
  } catch {}
}

const mutationSource = (mutation: Mutation<unknown, unknown, unknown>, variables: unknown) =>
  ({ kind: 'mutation', mutationKey: mutation.options.mutationKey, variables }) as const
const querySource = (query: Query<unknown, unknown, unknown>) =>
  ({ kind: 'query', queryKey: query.queryKey }) as const

/**
 * A TanStack `QueryClient` with the storefront defaults (SPEC §9): 3 retries of retryable
 * failures in the browser and none on the server, retry delay 1 s doubled per attempt up to
 * 30 s (or the platform's `Retry-After`), unused data collected after 5 minutes. It is the one
 * owner of retries of hook reads: the hooks' SDK calls make one attempt each. Mutations are not
 * retried (the SDK repeats the writes that are safe to repeat). `onSuccess` / `onError` observe every query and
 * mutation. Make one per browser session, and one per request on the server.
 *
 * @example
 * ```ts
 * const queryClient = createQueryClient({
 *   onError: (error) => { if (isStorefrontError(error)) toast(error.message) },
 * })
 * ```
 */
export function createQueryClient(options: CreateQueryClientOptions = {}): QueryClient {
  const server = options.server ?? typeof window === 'undefined'
  const { onSuccess, onError } = options
  const { queries, mutations, ...rest } = options.defaultOptions ?? {}
  return new QueryClient({
    queryCache: new QueryCache({
      onSuccess: (data, query) => observe(onSuccess, data, querySource(query)),
      onError: (error, query) => observe(onError, error, querySource(query)),
    }),
    mutationCache: new MutationCache({
      onSuccess: (data, variables, _result, mutation) =>
        observe(onSuccess, data, mutationSource(mutation, variables)),
      onError: (error, variables, _result, mutation) =>
        observe(onError, error, mutationSource(mutation, variables)),
    }),
    defaultOptions: {
      ...rest,
      queries: {
        // The one owner of retries of hook reads: their SDK calls make one attempt each.
        retry: (failureCount, error) => !server && retryInBrowser(failureCount, error),
        retryDelay: storefrontRetryDelay,
        // A server render lives for one request: no timers that would hold the process open.
        gcTime: server ? Number.POSITIVE_INFINITY : STOREFRONT_QUERY_DEFAULTS.gcTime,
        staleTime: options.staleTime ?? 0,
        ...queries,
      },
      mutations: {
        gcTime: server ? Number.POSITIVE_INFINITY : STOREFRONT_QUERY_DEFAULTS.gcTime,
        ...mutations,
      },
    },
  })
}
