import type { Client } from '@storefront-kit/sdk'
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
import { byId, mutationHook, plainMutation } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { memberKeys } from './queries'

/** Every member write invalidates the members. */
const writes = { key: () => memberKeys.all, invalidates: () => [memberKeys.all] }

/**
 * Mutation options of `approveMember`; invalidates the members.
 * @example useMutation(approveMemberMutationOptions(client))
 */
export function approveMemberMutationOptions(
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> {
  return plainMutation(client, writes, 'approveMember', byId(approveMember))
}

/**
 * Approves a pending member (owner).
 *
 * @example
 * ```tsx
 * const approve = useApproveMember()
 * approve.mutate({ id: memberId })
 * ```
 */
export const useApproveMember = /* @__PURE__ */ mutationHook(approveMemberMutationOptions)

/**
 * Mutation options of `blockMember`; invalidates the members.
 * @example useMutation(blockMemberMutationOptions(client))
 */
export function blockMemberMutationOptions(
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> {
  return plainMutation(client, writes, 'blockMember', byId(blockMember))
}

/**
 * Blocks a member (owner).
 *
 * @example
 * ```tsx
 * const block = useBlockMember()
 * block.mutate({ id: memberId })
 * ```
 */
export const useBlockMember = /* @__PURE__ */ mutationHook(blockMemberMutationOptions)

/**
 * Mutation options of `disconnectMember`; invalidates the members.
 * @example useMutation(disconnectMemberMutationOptions(client))
 */
export function disconnectMemberMutationOptions(
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> {
  return plainMutation(client, writes, 'disconnectMember', byId(disconnectMember))
}

/**
 * Disconnects a member from the site (owner).
 *
 * @example
 * ```tsx
 * const disconnect = useDisconnectMember()
 * disconnect.mutate({ id: memberId })
 * ```
 */
export const useDisconnectMember = /* @__PURE__ */ mutationHook(disconnectMemberMutationOptions)

/**
 * Mutation options of `muteMember`; invalidates the members.
 * @example useMutation(muteMemberMutationOptions(client))
 */
export function muteMemberMutationOptions(
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> {
  return plainMutation(client, writes, 'muteMember', byId(muteMember))
}

/**
 * Mutes a member (owner).
 *
 * @example
 * ```tsx
 * const mute = useMuteMember()
 * mute.mutate({ id: memberId })
 * ```
 */
export const useMuteMember = /* @__PURE__ */ mutationHook(muteMemberMutationOptions)

/**
 * Mutation options of `unmuteMember`; invalidates the members.
 * @example useMutation(unmuteMemberMutationOptions(client))
 */
export function unmuteMemberMutationOptions(
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> {
  return plainMutation(client, writes, 'unmuteMember', byId(unmuteMember))
}

/**
 * Unmutes a member (owner).
 *
 * @example
 * ```tsx
 * const unmute = useUnmuteMember()
 * unmute.mutate({ id: memberId })
 * ```
 */
export const useUnmuteMember = /* @__PURE__ */ mutationHook(unmuteMemberMutationOptions)

/**
 * Mutation options of `bulkDeleteMembers`; invalidates the members.
 * @example useMutation(bulkDeleteMembersMutationOptions(client))
 */
export function bulkDeleteMembersMutationOptions(
  client: Client,
): StorefrontMutation<BulkDeleteMembersResponse, BulkDeleteMembersRequest> {
  return plainMutation(client, writes, 'bulkDeleteMembers', bulkDeleteMembers)
}

/**
 * Deletes up to 100 members (owner).
 *
 * @example
 * ```tsx
 * const remove = useBulkDeleteMembers()
 * remove.mutate({ memberIds })
 * ```
 */
export const useBulkDeleteMembers = /* @__PURE__ */ mutationHook(bulkDeleteMembersMutationOptions)

/**
 * Mutation options of `bulkDeleteMembersByFilter`; invalidates the members.
 * @example useMutation(bulkDeleteMembersByFilterMutationOptions(client))
 */
export function bulkDeleteMembersByFilterMutationOptions(
  client: Client,
): StorefrontMutation<MembersJobResponse, BulkDeleteMembersByFilterRequest> {
  return plainMutation(client, writes, 'bulkDeleteMembersByFilter', bulkDeleteMembersByFilter)
}

/**
 * Deletes every member a filter matches (owner).
 *
 * @example
 * ```tsx
 * const remove = useBulkDeleteMembersByFilter()
 * remove.mutate({ filter: { status: 'BLOCKED' } })
 * ```
 */
export const useBulkDeleteMembersByFilter = /* @__PURE__ */ mutationHook(
  bulkDeleteMembersByFilterMutationOptions,
)

/**
 * Mutation options of `bulkApproveMembers`; invalidates the members.
 * @example useMutation(bulkApproveMembersMutationOptions(client))
 */
export function bulkApproveMembersMutationOptions(
  client: Client,
): StorefrontMutation<MembersJobResponse, BulkMembersByFilterRequest> {
  return plainMutation(client, writes, 'bulkApproveMembers', bulkApproveMembers)
}

/**
 * Approves every member a filter matches (owner).
 *
 * @example
 * ```tsx
 * const approve = useBulkApproveMembers()
 * approve.mutate({ filter: { status: 'PENDING' } })
 * ```
 */
export const useBulkApproveMembers = /* @__PURE__ */ mutationHook(bulkApproveMembersMutationOptions)

/**
 * Mutation options of `bulkBlockMembers`; invalidates the members.
 * @example useMutation(bulkBlockMembersMutationOptions(client))
 */
export function bulkBlockMembersMutationOptions(
  client: Client,
): StorefrontMutation<MembersJobResponse, BulkMembersByFilterRequest> {
  return plainMutation(client, writes, 'bulkBlockMembers', bulkBlockMembers)
}

/**
 * Blocks every member a filter matches (owner).
 *
 * @example
 * ```tsx
 * const block = useBulkBlockMembers()
 * block.mutate({ filter: { 'profile.nickname': { $startsWith: 'spam' } } })
 * ```
 */
export const useBulkBlockMembers = /* @__PURE__ */ mutationHook(bulkBlockMembersMutationOptions)
