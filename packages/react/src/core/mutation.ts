import type { StorefrontError } from '@storefront-kit/sdk'
import {
  type MutationFunctionContext,
  mutationOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'

/** What a plain (non-optimistic) storefront mutation does besides calling the SDK. */
export interface MutationSpec<TData, TVariables> {
  mutationKey: QueryKey
  mutationFn: (variables: TVariables) => Promise<TData>
  /** Key prefixes marked stale (active ones refetched) once the call settles, success or not. */
  invalidates: (variables: TVariables) => readonly QueryKey[]
  /** Writes the answer into the cache before the invalidation (e.g. the entity's detail query). */
  update?: (queryClient: QueryClient, data: TData, variables: TVariables) => void
}

/**
 * Mutation options of an SDK write: call, write the answer into the cache, then invalidate the
 * area's key prefixes. The mutation stays pending until the refetch of what is on screen is
 * done, so `await mutateAsync(...)` sees fresh queries.
 *
 * @example
 * ```ts
 * const note = storefrontMutationOptions({
 *   mutationKey: ['mine', 'note'],
 *   mutationFn: (buyerNote: string) => updateCurrentCart(client, { cartInfo: { buyerNote } }),
 *   invalidates: () => [cartKeys.all],
 * })
 * ```
 */
export function storefrontMutationOptions<TData, TVariables>(
  spec: MutationSpec<TData, TVariables>,
) {
  return mutationOptions<TData, StorefrontError, TVariables>({
    mutationKey: spec.mutationKey,
    mutationFn: spec.mutationFn,
    onSuccess: (data, variables, _result, context: MutationFunctionContext) =>
      spec.update?.(context.client, data, variables),
    onSettled: (_data, _error, variables, _result, context: MutationFunctionContext) =>
      invalidateAll(context.client, spec.invalidates(variables)),
  })
}

/**
 * Invalidates each key prefix; resolves when the active queries have refetched.
 *
 * @example
 * ```ts
 * await invalidateAll(queryClient, [cartKeys.all, orderKeys.all])
 * ```
 */
export function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

/** The mutation options {@link storefrontMutationOptions} makes. */
export type StorefrontMutation<TData, TVariables> = ReturnType<
  typeof storefrontMutationOptions<TData, TVariables>
>
