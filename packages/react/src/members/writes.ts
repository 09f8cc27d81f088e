import type { Client } from '@storefront-kit/sdk'
import {
  type CreateMemberRequest,
  createMember,
  type DeleteMemberRequest,
  deleteMember,
  deleteMemberAddresses,
  deleteMemberEmails,
  deleteMemberPhones,
  deleteMyMember,
  joinCommunity,
  leaveCommunity,
  type MemberResponse,
  type UpdateMemberRequest,
  type UpdateMemberSlugRequest,
  type UpdateMySlugRequest,
  updateMember,
  updateMemberSlug,
  updateMySlug,
} from '@storefront-kit/sdk/members'
import { byId, mutationHook, plainMutation, withId } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { memberKeys } from './queries'

/** Every member write invalidates the members (`my` included). */
const writes = { key: () => memberKeys.all, invalidates: () => [memberKeys.all] }

/**
 * Mutation options of `updateMySlug`; invalidates the members.
 * @example useMutation(updateMySlugMutationOptions(client))
 */
export function updateMySlugMutationOptions(
  client: Client,
): StorefrontMutation<MemberResponse, UpdateMySlugRequest> {
  return plainMutation(client, writes, 'updateMySlug', updateMySlug)
}

/**
 * Changes the signed-in member's slug.
 *
 * @example
 * ```tsx
 * const rename = useUpdateMySlug()
 * rename.mutate({ slug: 'ada' })
 * ```
 */
export const useUpdateMySlug = /* @__PURE__ */ mutationHook(updateMySlugMutationOptions)

/**
 * Mutation options of `joinCommunity`; invalidates the members.
 * @example useMutation(joinCommunityMutationOptions(client))
 */
export function joinCommunityMutationOptions(
  client: Client,
): StorefrontMutation<MemberResponse, void> {
  return plainMutation(client, writes, 'joinCommunity', () => joinCommunity(client))
}

/**
 * Makes the signed-in member's profile public.
 *
 * @example
 * ```tsx
 * const join = useJoinCommunity()
 * join.mutate()
 * ```
 */
export const useJoinCommunity = /* @__PURE__ */ mutationHook(joinCommunityMutationOptions)

/**
 * Mutation options of `leaveCommunity`; invalidates the members.
 * @example useMutation(leaveCommunityMutationOptions(client))
 */
export function leaveCommunityMutationOptions(
  client: Client,
): StorefrontMutation<MemberResponse, void> {
  return plainMutation(client, writes, 'leaveCommunity', () => leaveCommunity(client))
}

/**
 * Makes the signed-in member's profile private.
 *
 * @example
 * ```tsx
 * const leave = useLeaveCommunity()
 * leave.mutate()
 * ```
 */
export const useLeaveCommunity = /* @__PURE__ */ mutationHook(leaveCommunityMutationOptions)

/**
 * Mutation options of `deleteMyMember`; invalidates the members.
 * @example useMutation(deleteMyMemberMutationOptions(client))
 */
export function deleteMyMemberMutationOptions(
  client: Client,
): StorefrontMutation<Record<string, never>, DeleteMemberRequest> {
  return plainMutation(client, writes, 'deleteMyMember', deleteMyMember)
}

/**
 * Deletes the signed-in member.
 *
 * @example
 * ```tsx
 * const leaveSite = useDeleteMyMember()
 * leaveSite.mutate({})
 * ```
 */
export const useDeleteMyMember = /* @__PURE__ */ mutationHook(deleteMyMemberMutationOptions)

/**
 * Mutation options of `createMember`; invalidates the members.
 * @example useMutation(createMemberMutationOptions(client))
 */
export function createMemberMutationOptions(
  client: Client,
): StorefrontMutation<MemberResponse, CreateMemberRequest> {
  return plainMutation(client, writes, 'createMember', createMember)
}

/**
 * Creates a member (owner).
 *
 * @example
 * ```tsx
 * const create = useCreateMember()
 * create.mutate({ member: { loginEmail: 'ada@example.com' } })
 * ```
 */
export const useCreateMember = /* @__PURE__ */ mutationHook(createMemberMutationOptions)

/**
 * Mutation options of `updateMember`; invalidates the members.
 * @example useMutation(updateMemberMutationOptions(client))
 */
export function updateMemberMutationOptions(
  client: Client,
): StorefrontMutation<MemberResponse, UpdateMemberRequest & { id: string }> {
  return plainMutation(client, writes, 'updateMember', withId(updateMember))
}

/**
 * Updates a member (owner, or the member themself).
 *
 * @example
 * ```tsx
 * const update = useUpdateMember()
 * update.mutate({ id: memberId, member: { profile: { nickname: 'Ada' } } })
 * ```
 */
export const useUpdateMember = /* @__PURE__ */ mutationHook(updateMemberMutationOptions)

/**
 * Mutation options of `updateMemberSlug`; invalidates the members.
 * @example useMutation(updateMemberSlugMutationOptions(client))
 */
export function updateMemberSlugMutationOptions(
  client: Client,
): StorefrontMutation<MemberResponse, Omit<UpdateMemberSlugRequest, 'id'> & { id: string }> {
  return plainMutation(client, writes, 'updateMemberSlug', withId(updateMemberSlug))
}

/**
 * Changes a member's slug (owner).
 *
 * @example
 * ```tsx
 * const rename = useUpdateMemberSlug()
 * rename.mutate({ id: memberId, slug: 'ada' })
 * ```
 */
export const useUpdateMemberSlug = /* @__PURE__ */ mutationHook(updateMemberSlugMutationOptions)

/**
 * Mutation options of `deleteMember`; invalidates the members.
 * @example useMutation(deleteMemberMutationOptions(client))
 */
export function deleteMemberMutationOptions(
  client: Client,
): StorefrontMutation<Record<string, never>, DeleteMemberRequest & { id: string }> {
  return plainMutation(client, writes, 'deleteMember', withId(deleteMember))
}

/**
 * Deletes a member (owner).
 *
 * @example
 * ```tsx
 * const remove = useDeleteMember()
 * remove.mutate({ id: memberId })
 * ```
 */
export const useDeleteMember = /* @__PURE__ */ mutationHook(deleteMemberMutationOptions)

/**
 * Mutation options of `deleteMemberPhones`; invalidates the members.
 * @example useMutation(deleteMemberPhonesMutationOptions(client))
 */
export function deleteMemberPhonesMutationOptions(
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> {
  return plainMutation(client, writes, 'deleteMemberPhones', byId(deleteMemberPhones))
}

/**
 * Deletes a member's phone numbers (owner).
 *
 * @example
 * ```tsx
 * const clear = useDeleteMemberPhones()
 * clear.mutate({ id: memberId })
 * ```
 */
export const useDeleteMemberPhones = /* @__PURE__ */ mutationHook(deleteMemberPhonesMutationOptions)

/**
 * Mutation options of `deleteMemberEmails`; invalidates the members.
 * @example useMutation(deleteMemberEmailsMutationOptions(client))
 */
export function deleteMemberEmailsMutationOptions(
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> {
  return plainMutation(client, writes, 'deleteMemberEmails', byId(deleteMemberEmails))
}

/**
 * Deletes a member's extra e-mail addresses (owner).
 *
 * @example
 * ```tsx
 * const clear = useDeleteMemberEmails()
 * clear.mutate({ id: memberId })
 * ```
 */
export const useDeleteMemberEmails = /* @__PURE__ */ mutationHook(deleteMemberEmailsMutationOptions)

/**
 * Mutation options of `deleteMemberAddresses`; invalidates the members.
 * @example useMutation(deleteMemberAddressesMutationOptions(client))
 */
export function deleteMemberAddressesMutationOptions(
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> {
  return plainMutation(client, writes, 'deleteMemberAddresses', byId(deleteMemberAddresses))
}

/**
 * Deletes a member's addresses (owner).
 *
 * @example
 * ```tsx
 * const clear = useDeleteMemberAddresses()
 * clear.mutate({ id: memberId })
 * ```
 */
export const useDeleteMemberAddresses = /* @__PURE__ */ mutationHook(
  deleteMemberAddressesMutationOptions,
)
