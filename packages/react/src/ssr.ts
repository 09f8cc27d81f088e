/**
 * Server rendering: prefetch on the server, hand the cache and the visitor's (or member's)
 * tokens to the page, hydrate both in the browser, so the page neither refetches what the server
 * read nor asks for a token of its own.
 * @module
 */
import type { Client, Tokens, VisitorAuth } from '@storefront-kit/sdk'
import { hydrateTokens } from '@storefront-kit/sdk/auth'
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  HydrationBoundary,
  matchQuery,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { createElement, type ReactNode } from 'react'
import { authKeys } from './auth/session'

/** What a server render hands to the browser. */
export interface StorefrontState {
  /** The query cache, as TanStack's `dehydrate` gives it. */
  queries: DehydratedState
  /** The tokens the server used; the browser continues with them. */
  tokens?: Tokens
}

/** Options made by a query (or infinite-query) options factory of this package. */
export interface PrefetchableQuery {
  queryKey: QueryKey
}

/**
 * Prefetches queries on the server (infinite ones included) from their options factories.
 * Failures are left out of the page (the browser fetches those itself), as with TanStack's
 * `prefetchQuery`.
 *
 * @example
 * ```ts
 * await prefetchStorefront(queryClient, [
 *   productsQueryOptions(client, { query: { paging: { limit: 12 } } }),
 *   currentCartQueryOptions(client),
 * ])
 * ```
 */
export async function prefetchStorefront(
  queryClient: QueryClient,
  queries: readonly PrefetchableQuery[],
) {
  // Each entry is a complete options object from a factory; only its kind is told apart here.
  await Promise.all(
    queries.map((query) =>
      'initialPageParam' in query
        ? queryClient.prefetchInfiniteQuery(query as FetchInfiniteQueryOptions)
        : queryClient.prefetchQuery(query as FetchQueryOptions),
    ),
  )
}

const isTokenAuth = (auth: unknown): auth is VisitorAuth =>
  typeof (auth as Partial<VisitorAuth> | undefined)?.getTokens === 'function'

/**
 * The server's cache and tokens, ready for {@link serializeStorefrontState}. The sign-in session
 * (it may hold a one-time session token) never leaves the server.
 *
 * @example
 * ```ts
 * const state = await dehydrateStorefront(queryClient, client)
 * ```
 */
export async function dehydrateStorefront(
  queryClient: QueryClient,
  client: Client,
): Promise<StorefrontState> {
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) && !matchQuery({ queryKey: authKeys.all }, query),
  })
  const tokens = isTokenAuth(client.auth) ? await client.auth.getTokens() : null
  return tokens ? { queries, tokens } : { queries }
}

/**
 * The state as text safe inside an inline `<script>` (`<`, `>`, `&`, U+2028 and U+2029 escaped).
 *
 * @example
 * ```ts
 * const html = `<script>window.__STOREFRONT__ = ${serializeStorefrontState(state)}</script>`
 * ```
 */
export function serializeStorefrontState(state: StorefrontState): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/**
 * The state a server render handed over (parsed, or its text), checked: tokens that are not
 * well-formed are dropped (the browser then starts as a new visitor), a missing cache is empty.
 * Pass `tokens` to `visitorAuth({ tokens })` and `queries` to {@link StorefrontHydration}.
 *
 * @example
 * ```ts
 * const state = readStorefrontState(window.__STOREFRONT__)
 * const client = createClient({ auth: visitorAuth({ clientId, tokens: state.tokens }) })
 * ```
 */
export function readStorefrontState(handed: unknown): StorefrontState {
  let value = handed
  if (typeof handed === 'string') {
    try {
      value = JSON.parse(handed)
    } catch {
      value = undefined
    }
  }
  const raw = (typeof value === 'object' && value ? value : {}) as Partial<StorefrontState>
  const queries: DehydratedState =
    typeof raw.queries === 'object' && raw.queries ? raw.queries : { queries: [], mutations: [] }
  const tokens = hydrateTokens(raw.tokens)
  return tokens ? { queries, tokens } : { queries }
}

/** Props of {@link StorefrontHydration}. */
export interface StorefrontHydrationProps {
  state: StorefrontState | undefined
  children?: ReactNode
}

/**
 * Puts a server render's queries into the cache of the nearest `StorefrontProvider` (TanStack's
 * `HydrationBoundary`). Give the QueryClient a `staleTime` (e.g. 30 s) so the hydrated data is
 * not fetched again at once.
 *
 * @example
 * ```tsx
 * <StorefrontProvider client={client} queryClient={queryClient}>
 *   <StorefrontHydration state={state}>
 *     <App />
 *   </StorefrontHydration>
 * </StorefrontProvider>
 * ```
 */
export function StorefrontHydration({ state, children }: StorefrontHydrationProps) {
  return createElement(HydrationBoundary, { state: state?.queries }, children)
}
