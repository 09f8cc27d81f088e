/**
 * `@storefront-kit/react`: React hooks on TanStack Query v5 for `@storefront-kit/sdk`. One file
 * of hooks per area (a larger area keeps its reads and writes in a folder of that name, behind
 * the file); everything is re-exported here and tree-shakes hook by hook.
 * @module
 */
export * from './auth'
export * from './back-in-stock'
export * from './cart'
export * from './cart-v2'
export * from './catalog'
export * from './catalog-v3'
export * from './checkout'
export { pagedQueryOptions } from './core/infinite'
export { invalidateAll, type MutationSpec, storefrontMutationOptions } from './core/mutation'
export {
  StorefrontProvider,
  type StorefrontProviderProps,
  useStorefrontClient,
} from './core/provider'
export {
  type CreateQueryClientOptions,
  createQueryClient,
  isRetryableError,
  STOREFRONT_QUERY_DEFAULTS,
  type StorefrontEventSource,
  type StorefrontQueryHooks,
  storefrontRetryDelay,
} from './core/query-client'
export {
  STOREFRONT_KEY,
  type StorefrontMutationOptions,
  type StorefrontQueryOptions,
} from './core/types'
export {
  storefrontQueryOptions,
  useStorefrontMutation,
  useStorefrontQuery,
} from './core/use-storefront'
export * from './graphql'
export { storefrontKeys } from './keys'
export * from './media'
export * from './members'
export * from './orders'
export * from './payments'
export * from './recommendations'
export * from './redirects'
export * from './reviews'
export * from './ssr'
