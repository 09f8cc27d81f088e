/**
 * `@storefront-kit/sdk`: the client, auth strategies, errors, paging and GraphQL.
 * Each platform area has its own subpath (`@storefront-kit/sdk/cart`, ...).
 * @module
 */

export { encodeQuery } from '@storefront-kit/wire/encoding'
export { type ApiKeyAuthOptions, apiKeyAuth } from './auth/api-key'
export {
  memoryStorage,
  type TokenLock,
  type TokenRole,
  type TokenStorage,
  type Tokens,
} from './auth/tokens'
export { type VisitorAuth, type VisitorAuthOptions, visitorAuth } from './auth/visitor'
export type { AuthContext, AuthStrategy } from './core/auth-strategy'
export {
  type CallOptions,
  type Client,
  type ClientOptions,
  createClient,
  DEFAULT_BASE_URL,
  DEFAULT_TIMEOUT,
} from './core/client'
export type { Clock } from './core/clock'
export {
  AuthenticationError,
  ConflictError,
  isStorefrontError,
  NetworkError,
  NotFoundError,
  PermissionError,
  PreconditionError,
  RateLimitError,
  ServerError,
  StorefrontError,
  type StorefrontErrorInit,
  TimeoutError,
  ValidationError,
} from './core/errors/index'
export { type GraphQLError, type GraphQLResponse, graphql } from './core/graphql'
export type { CallContext, Hooks } from './core/hooks'
export {
  cursorPager,
  offsetPager,
  type PagedCall,
  type PageIterator,
  type Pager,
  type PagerLayout,
  paginate,
  withPager,
} from './core/paging'
export type { HttpMethod, RawBody, RequestSpec } from './core/request-spec'
export { DEFAULT_RETRY, type RetryOptions } from './core/retry'
/** Every wire shape (Cart, Order, Review...) is importable from the root as a type. */
export type * from './wire'
export type {
  CursorPaging,
  CursorQuery,
  Cursors,
  FieldCondition,
  FieldViolation,
  Filter,
  FilterScalar,
  OffsetQuery,
  Paging,
  PlatformQuery,
  Sorting,
  SortOrder,
} from './wire'
