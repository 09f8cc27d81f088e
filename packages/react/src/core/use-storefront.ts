import type { StorefrontError } from '@storefront-kit/sdk'
import {
  type QueryFunction,
  type QueryKey,
  queryOptions,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
} from '@tanstack/react-query'
import type { StorefrontMutationOptions, StorefrontQueryOptions } from './types'

/**
 * `queryOptions` whose error is the SDK's typed error.
 *
 * @example
 * ```ts
 * const totals = storefrontQueryOptions({
 *   queryKey: ['mine', 'totals'],
 *   queryFn: ({ signal }) => estimateCurrentCartTotals(client, { calculateTax: true }, queryCall(signal)),
 * })
 * ```
 */
export function storefrontQueryOptions<TData, TKey extends QueryKey>(options: {
  queryKey: TKey
  queryFn: QueryFunction<TData, TKey>
}) {
  return queryOptions<TData, StorefrontError, TData, TKey>(options)
}

/**
 * `useQuery` over a storefront query's options, with the caller's extra options on top.
 *
 * @example
 * ```ts
 * const useTotals = () => useStorefrontQuery(totals, { staleTime: 10_000 })
 * ```
 */
export function useStorefrontQuery<TData, TKey extends QueryKey, TSelected = TData>(
  base: UseQueryOptions<TData, StorefrontError, TData, TKey>,
  extra: StorefrontQueryOptions<TData, TSelected> = {},
): UseQueryResult<TSelected, StorefrontError> {
  // The base sets no `select`, so the caller's `select` alone decides TSelected.
  const options = { ...base, ...extra } as unknown as UseQueryOptions<
    TData,
    StorefrontError,
    TSelected,
    TKey
  >
  return useQuery(options)
}

/**
 * `useMutation` over a storefront mutation's options. The caller's callbacks run after the
 * built-in ones (cache updates first, then the component's reaction).
 *
 * @example
 * ```ts
 * const useNote = () => useStorefrontMutation(noteMutationOptions(client), { onSuccess: close })
 * ```
 */
export function useStorefrontMutation<TData, TVariables, TResult>(
  base: UseMutationOptions<TData, StorefrontError, TVariables, TResult>,
  extra: StorefrontMutationOptions<TData, TVariables> = {},
): UseMutationResult<TData, StorefrontError, TVariables, TResult> {
  return useMutation<TData, StorefrontError, TVariables, TResult>({
    ...extra,
    ...base,
    onSuccess: async (...args) => {
      await base.onSuccess?.(...args)
      await extra.onSuccess?.(...args)
    },
    onError: async (...args) => {
      await base.onError?.(...args)
      await extra.onError?.(...args)
    },
    onSettled: async (...args) => {
      await base.onSettled?.(...args)
      await extra.onSettled?.(...args)
    },
  })
}
