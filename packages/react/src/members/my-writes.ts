import type { Client, StorefrontError } from '@storefront-kit/sdk'
import {
  type DeleteMemberRequest,
  deleteMyMember,
  joinCommunity,
  leaveCommunity,
  type MemberResponse,
  type UpdateMySlugRequest,
  updateMySlug,
} from '@storefront-kit/sdk/members'
import type { UseMutationResult } from '@tanstack/react-query'
import { type StorefrontMutation, storefrontMutationOptions } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { memberKeys } from './queries'

/**
 * Mutation options of `updateMySlug`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(updateMySlugMutationOptions(client))
 * ```
 */
export const updateMySlugMutationOptions = (
  client: Client,
): StorefrontMutation<MemberResponse, UpdateMySlugRequest> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'updateMySlug'],
    mutationFn: (request: UpdateMySlugRequest) => updateMySlug(client, request),
    invalidates: () => [memberKeys.all],
  })

/**
 * Changes the signed-in member's slug.
 *
 * @example
 * ```tsx
 * const rename = useUpdateMySlug()
 * rename.mutate({ slug: 'ada' })
 * ```
 */
export function useUpdateMySlug(
  options?: StorefrontMutationOptions<MemberResponse, UpdateMySlugRequest>,
): UseMutationResult<MemberResponse, StorefrontError, UpdateMySlugRequest> {
  return useStorefrontMutation(updateMySlugMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `joinCommunity`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(joinCommunityMutationOptions(client))
 * ```
 */
export const joinCommunityMutationOptions = (
  client: Client,
): StorefrontMutation<MemberResponse, void> =>
  storefrontMutationOptions<MemberResponse, void>({
    mutationKey: [...memberKeys.all, 'joinCommunity'],
    mutationFn: () => joinCommunity(client),
    invalidates: () => [memberKeys.all],
  })

/**
 * Makes the signed-in member's profile public.
 *
 * @example
 * ```tsx
 * const join = useJoinCommunity()
 * join.mutate()
 * ```
 */
export function useJoinCommunity(
  options?: StorefrontMutationOptions<MemberResponse, void>,
): UseMutationResult<MemberResponse, StorefrontError, void> {
  return useStorefrontMutation(joinCommunityMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `leaveCommunity`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(leaveCommunityMutationOptions(client))
 * ```
 */
export const leaveCommunityMutationOptions = (
  client: Client,
): StorefrontMutation<MemberResponse, void> =>
  storefrontMutationOptions<MemberResponse, void>({
    mutationKey: [...memberKeys.all, 'leaveCommunity'],
    mutationFn: () => leaveCommunity(client),
    invalidates: () => [memberKeys.all],
  })

/**
 * Makes the signed-in member's profile private.
 *
 * @example
 * ```tsx
 * const leave = useLeaveCommunity()
 * leave.mutate()
 * ```
 */
export function useLeaveCommunity(
  options?: StorefrontMutationOptions<MemberResponse, void>,
): UseMutationResult<MemberResponse, StorefrontError, void> {
  return useStorefrontMutation(leaveCommunityMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `deleteMyMember`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(deleteMyMemberMutationOptions(client))
 * ```
 */
export const deleteMyMemberMutationOptions = (
  client: Client,
): StorefrontMutation<Record<string, never>, DeleteMemberRequest> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'deleteMyMember'],
    mutationFn: (request: DeleteMemberRequest) => deleteMyMember(client, request),
    invalidates: () => [memberKeys.all],
  })

/**
 * Deletes the signed-in member.
 *
 * @example
 * ```tsx
 * const leaveSite = useDeleteMyMember()
 * leaveSite.mutate({})
 * ```
 */
export function useDeleteMyMember(
  options?: StorefrontMutationOptions<Record<string, never>, DeleteMemberRequest>,
): UseMutationResult<Record<string, never>, StorefrontError, DeleteMemberRequest> {
  return useStorefrontMutation(deleteMyMemberMutationOptions(useStorefrontClient()), options)
}
