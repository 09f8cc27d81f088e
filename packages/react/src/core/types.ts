import type { StorefrontError } from '@storefront-kit/sdk'
import type { QueryKey, UseMutationOptions, UseQueryOptions } from '@tanstack/react-query'

/** Root of every storefront query key: `invalidateQueries({ queryKey: STOREFRONT_KEY })` refreshes all. */
export const STOREFRONT_KEY = ['storefront'] as const

/**
 * Options a storefront query hook accepts: TanStack's, without the key and function it owns.
 * `select` narrows the data (`TSelected`).
 */
export type StorefrontQueryOptions<TData, TSelected = TData> = Omit<
  UseQueryOptions<TData, StorefrontError, TSelected, QueryKey>,
  'queryKey' | 'queryFn'
>

/**
 * Options a storefront mutation hook accepts: TanStack's callbacks and settings, without the
 * function and key it owns. Its callbacks run after the hook's own cache updates.
 */
export type StorefrontMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, StorefrontError, TVariables, unknown>,
  'mutationFn' | 'mutationKey' | 'onMutate'
>
