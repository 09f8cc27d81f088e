import type { Client, StorefrontError } from '@storefront-kit/sdk'
import {
  approveMember,
  type BulkDeleteMembersByFilterRequest,
  type BulkDeleteMembersRequest,
  type BulkDeleteMembersResponse,
  type BulkMembersByFilterRequest,
  blockMember,
  bulkApproveMembers,
  bulkBlockMembers,
  bulkDeleteMembers,
  bulkDeleteMembersByFilter,
  disconnectMember,
  type MemberResponse,
  type MembersJobResponse,
  muteMember,
  unmuteMember,
} from '@storefront-kit/sdk/members'
import type { UseMutationResult } from '@tanstack/react-query'
import { type StorefrontMutation, storefrontMutationOptions } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { memberKeys } from './queries'

/**
 * Mutation options of `approveMember`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(approveMemberMutationOptions(client))
 * ```
 */
export const approveMemberMutationOptions = (
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'approveMember'],
    mutationFn: ({ id }: { id: string }) => approveMember(client, id),
    invalidates: () => [memberKeys.all],
  })

/**
 * Approves a pending member (owner).
 *
 * @example
 * ```tsx
 * const approve = useApproveMember()
 * approve.mutate({ id: memberId })
 * ```
 */
export function useApproveMember(
  options?: StorefrontMutationOptions<MemberResponse, { id: string }>,
): UseMutationResult<MemberResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(approveMemberMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `blockMember`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(blockMemberMutationOptions(client))
 * ```
 */
export const blockMemberMutationOptions = (
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'blockMember'],
    mutationFn: ({ id }: { id: string }) => blockMember(client, id),
    invalidates: () => [memberKeys.all],
  })

/**
 * Blocks a member (owner).
 *
 * @example
 * ```tsx
 * const block = useBlockMember()
 * block.mutate({ id: memberId })
 * ```
 */
export function useBlockMember(
  options?: StorefrontMutationOptions<MemberResponse, { id: string }>,
): UseMutationResult<MemberResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(blockMemberMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `disconnectMember`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(disconnectMemberMutationOptions(client))
 * ```
 */
export const disconnectMemberMutationOptions = (
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'disconnectMember'],
    mutationFn: ({ id }: { id: string }) => disconnectMember(client, id),
    invalidates: () => [memberKeys.all],
  })

/**
 * Disconnects a member from the site (owner).
 *
 * @example
 * ```tsx
 * const disconnect = useDisconnectMember()
 * disconnect.mutate({ id: memberId })
 * ```
 */
export function useDisconnectMember(
  options?: StorefrontMutationOptions<MemberResponse, { id: string }>,
): UseMutationResult<MemberResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(disconnectMemberMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `muteMember`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(muteMemberMutationOptions(client))
 * ```
 */
export const muteMemberMutationOptions = (
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'muteMember'],
    mutationFn: ({ id }: { id: string }) => muteMember(client, id),
    invalidates: () => [memberKeys.all],
  })

/**
 * Mutes a member (owner).
 *
 * @example
 * ```tsx
 * const mute = useMuteMember()
 * mute.mutate({ id: memberId })
 * ```
 */
export function useMuteMember(
  options?: StorefrontMutationOptions<MemberResponse, { id: string }>,
): UseMutationResult<MemberResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(muteMemberMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `unmuteMember`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(unmuteMemberMutationOptions(client))
 * ```
 */
export const unmuteMemberMutationOptions = (
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'unmuteMember'],
    mutationFn: ({ id }: { id: string }) => unmuteMember(client, id),
    invalidates: () => [memberKeys.all],
  })

/**
 * Unmutes a member (owner).
 *
 * @example
 * ```tsx
 * const unmute = useUnmuteMember()
 * unmute.mutate({ id: memberId })
 * ```
 */
export function useUnmuteMember(
  options?: StorefrontMutationOptions<MemberResponse, { id: string }>,
): UseMutationResult<MemberResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(unmuteMemberMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `bulkDeleteMembers`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(bulkDeleteMembersMutationOptions(client))
 * ```
 */
export const bulkDeleteMembersMutationOptions = (
  client: Client,
): StorefrontMutation<BulkDeleteMembersResponse, BulkDeleteMembersRequest> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'bulkDeleteMembers'],
    mutationFn: (request: BulkDeleteMembersRequest) => bulkDeleteMembers(client, request),
    invalidates: () => [memberKeys.all],
  })

/**
 * Deletes up to 100 members (owner).
 *
 * @example
 * ```tsx
 * const remove = useBulkDeleteMembers()
 * remove.mutate({ memberIds })
 * ```
 */
export function useBulkDeleteMembers(
  options?: StorefrontMutationOptions<BulkDeleteMembersResponse, BulkDeleteMembersRequest>,
): UseMutationResult<BulkDeleteMembersResponse, StorefrontError, BulkDeleteMembersRequest> {
  return useStorefrontMutation(bulkDeleteMembersMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `bulkDeleteMembersByFilter`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(bulkDeleteMembersByFilterMutationOptions(client))
 * ```
 */
export const bulkDeleteMembersByFilterMutationOptions = (
  client: Client,
): StorefrontMutation<MembersJobResponse, BulkDeleteMembersByFilterRequest> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'bulkDeleteMembersByFilter'],
    mutationFn: (request: BulkDeleteMembersByFilterRequest) =>
      bulkDeleteMembersByFilter(client, request),
    invalidates: () => [memberKeys.all],
  })

/**
 * Deletes every member a filter matches (owner).
 *
 * @example
 * ```tsx
 * const remove = useBulkDeleteMembersByFilter()
 * remove.mutate({ filter: { status: 'BLOCKED' } })
 * ```
 */
export function useBulkDeleteMembersByFilter(
  options?: StorefrontMutationOptions<MembersJobResponse, BulkDeleteMembersByFilterRequest>,
): UseMutationResult<MembersJobResponse, StorefrontError, BulkDeleteMembersByFilterRequest> {
  return useStorefrontMutation(
    bulkDeleteMembersByFilterMutationOptions(useStorefrontClient()),
    options,
  )
}

/**
 * Mutation options of `bulkApproveMembers`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(bulkApproveMembersMutationOptions(client))
 * ```
 */
export const bulkApproveMembersMutationOptions = (
  client: Client,
): StorefrontMutation<MembersJobResponse, BulkMembersByFilterRequest> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'bulkApproveMembers'],
    mutationFn: (request: BulkMembersByFilterRequest) => bulkApproveMembers(client, request),
    invalidates: () => [memberKeys.all],
  })

/**
 * Approves every member a filter matches (owner).
 *
 * @example
 * ```tsx
 * const approve = useBulkApproveMembers()
 * approve.mutate({ filter: { status: 'PENDING' } })
 * ```
 */
export function useBulkApproveMembers(
  options?: StorefrontMutationOptions<MembersJobResponse, BulkMembersByFilterRequest>,
): UseMutationResult<MembersJobResponse, StorefrontError, BulkMembersByFilterRequest> {
  return useStorefrontMutation(bulkApproveMembersMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `bulkBlockMembers`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(bulkBlockMembersMutationOptions(client))
 * ```
 */
export const bulkBlockMembersMutationOptions = (
  client: Client,
): StorefrontMutation<MembersJobResponse, BulkMembersByFilterRequest> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'bulkBlockMembers'],
    mutationFn: (request: BulkMembersByFilterRequest) => bulkBlockMembers(client, request),
    invalidates: () => [memberKeys.all],
  })

/**
 * Blocks every member a filter matches (owner).
 *
 * @example
 * ```tsx
 * const block = useBulkBlockMembers()
 * block.mutate({ filter: { 'profile.nickname': { $startsWith: 'spam' } } })
 * ```
 */
export function useBulkBlockMembers(
  options?: StorefrontMutationOptions<MembersJobResponse, BulkMembersByFilterRequest>,
): UseMutationResult<MembersJobResponse, StorefrontError, BulkMembersByFilterRequest> {
  return useStorefrontMutation(bulkBlockMembersMutationOptions(useStorefrontClient()), options)
}
