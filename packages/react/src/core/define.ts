import type { Client, StorefrontError } from '@storefront-kit/sdk'
import type {
  QueryClient,
  QueryKey,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query'
import { type StorefrontMutation, storefrontMutationOptions } from './mutation'
import { useStorefrontClient } from './provider'
import type { StorefrontMutationOptions, StorefrontQueryOptions } from './types'
import { useStorefrontMutation, useStorefrontQuery } from './use-storefront'

// Hooks made by `mutationHook` and `queryHook` are made at module level: mark each such call
// `/* @__PURE__ */`, so that bundlers and minifiers drop the hooks an app does not import, and
// with them the SDK calls only they use. Nothing else runs at module level: options factories
// are functions calling `plainMutation`, and a group names its keys through functions (a
// property read at module level would stay in every bundle).

/** What the plain writes of one group share. */
export interface MutationGroup<TAnswer> {
  /** Prefix of the mutation keys: a write's key is `[...key(), name]`. */
  key: () => QueryKey
  /** Key prefixes marked stale (active queries refetched) once a write settles, success or not. */
  invalidates: () => readonly QueryKey[]
  /** Writes an answer into the cache before the invalidation (e.g. the entity's detail query). */
  update?: (queryClient: QueryClient, data: TAnswer) => void
}

/**
 * The options of a plain (non-optimistic) write for `client`: the SDK call, keyed
 * `[...group.key(), name]`, then the group's cache update and invalidation.
 *
 * @example
 * ```ts
 * const products = { key: () => catalogKeys.products.all, invalidates: () => [catalogKeys.all] }
 * export function createProductMutationOptions(
 *   client: Client,
 * ): StorefrontMutation<ProductResponse, CreateProductRequest> {
 *   return plainMutation(client, products, 'createProduct', createProduct)
 * }
 * ```
 */
export function plainMutation<TData, TVariables>(
  client: Client,
  group: MutationGroup<TData>,
  name: string,
  call: (client: Client, variables: TVariables) => Promise<TData>,
): StorefrontMutation<TData, TVariables> {
  return storefrontMutationOptions({
    mutationKey: [...group.key(), name],
    mutationFn: (variables: TVariables) => call(client, variables),
    invalidates: group.invalidates,
    update: group.update,
  })
}

/**
 * An SDK call taking a path id and a request, as a write whose variables are the request with
 * the id under `key` (default `id`): `{ id, ...request }`.
 *
 * @example
 * ```ts
 * plainMutation(client, products, 'updateProduct', withId(updateProduct))
 * ```
 */
export function withId<TRequest, TData, TKey extends string = 'id'>(
  call: (client: Client, id: string, request: TRequest) => Promise<TData>,
  key: TKey = 'id' as TKey,
): (client: Client, variables: TRequest & { [K in NoInfer<TKey>]: string }) => Promise<TData> {
  return (client, variables) => {
    const { [key]: id, ...request } = variables
    return call(client, id, request as TRequest)
  }
}

/**
 * An SDK call taking only a path id, as a write whose variables are `{ [key]: id }`.
 *
 * @example
 * ```ts
 * plainMutation(client, products, 'deleteProduct', byId(deleteProduct))
 * ```
 */
export function byId<TData, TKey extends string = 'id'>(
  call: (client: Client, id: string) => Promise<TData>,
  key: TKey = 'id' as TKey,
): (client: Client, variables: { [K in NoInfer<TKey>]: string }) => Promise<TData> {
  return (client, variables) => call(client, variables[key])
}

/**
 * The hook of a mutation options factory: the provider's client, the factory's options, and the
 * caller's callbacks after the built-in ones.
 *
 * @example
 * ```ts
 * export const useCreateProduct = mutationHook(createProductMutationOptions) // marked pure
 * ```
 */
export function mutationHook<TData, TVariables, TResult>(
  factory: (client: Client) => UseMutationOptions<TData, StorefrontError, TVariables, TResult>,
) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per hook, at module level
  return function useDefinedMutation(
    options?: StorefrontMutationOptions<TData, TVariables>,
  ): UseMutationResult<TData, StorefrontError, TVariables, TResult> {
    return useStorefrontMutation(factory(useStorefrontClient()), options)
  }
}

/**
 * The hook of a query options factory: the factory's arguments after the client (`arity` of
 * them, optional ones included), then TanStack's options with `select`.
 *
 * @example
 * ```ts
 * export const useProduct = queryHook(productQueryOptions, 2) // (id, request?, options?)
 * ```
 */
export function queryHook<TArgs extends unknown[], TData, TKey extends QueryKey>(
  factory: (client: Client, ...args: TArgs) => UseQueryOptions<TData, StorefrontError, TData, TKey>,
  arity: Required<TArgs>['length'],
) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per hook, at module level
  return function useDefinedQuery<TSelected = TData>(
    ...args: [...TArgs, options?: StorefrontQueryOptions<TData, TSelected>]
  ): UseQueryResult<TSelected, StorefrontError> {
    // The arguments are positional and may be left out, so the options sit at `arity`.
    const options = args[arity] as StorefrontQueryOptions<TData, TSelected> | undefined
    const base = factory(useStorefrontClient(), ...(args.slice(0, arity) as TArgs))
    return useStorefrontQuery(base, options)
  }
}
