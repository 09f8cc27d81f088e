import type { Client, StorefrontError } from '@storefront-kit/sdk'
import {
  type CreateMemberRequest,
  createMember,
  type DeleteMemberRequest,
  deleteMember,
  deleteMemberAddresses,
  deleteMemberEmails,
  deleteMemberPhones,
  type MemberResponse,
  type UpdateMemberRequest,
  type UpdateMemberSlugRequest,
  updateMember,
  updateMemberSlug,
} from '@storefront-kit/sdk/members'
import type { UseMutationResult } from '@tanstack/react-query'
import { type StorefrontMutation, storefrontMutationOptions } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { memberKeys } from './queries'

/**
 * Mutation options of `createMember`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(createMemberMutationOptions(client))
 * ```
 */
export const createMemberMutationOptions = (
  client: Client,
): StorefrontMutation<MemberResponse, CreateMemberRequest> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'createMember'],
    mutationFn: (request: CreateMemberRequest) => createMember(client, request),
    invalidates: () => [memberKeys.all],
  })

/**
 * Creates a member (owner).
 *
 * @example
 * ```tsx
 * const create = useCreateMember()
 * create.mutate({ member: { loginEmail: 'ada@example.com' } })
 * ```
 */
export function useCreateMember(
  options?: StorefrontMutationOptions<MemberResponse, CreateMemberRequest>,
): UseMutationResult<MemberResponse, StorefrontError, CreateMemberRequest> {
  return useStorefrontMutation(createMemberMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `updateMember`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(updateMemberMutationOptions(client))
 * ```
 */
export const updateMemberMutationOptions = (
  client: Client,
): StorefrontMutation<MemberResponse, UpdateMemberRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'updateMember'],
    mutationFn: ({ id, ...request }: UpdateMemberRequest & { id: string }) =>
      updateMember(client, id, request),
    invalidates: () => [memberKeys.all],
  })

/**
 * Updates a member (owner, or the member themself).
 *
 * @example
 * ```tsx
 * const update = useUpdateMember()
 * update.mutate({ id: memberId, member: { profile: { nickname: 'Ada' } } })
 * ```
 */
export function useUpdateMember(
  options?: StorefrontMutationOptions<MemberResponse, UpdateMemberRequest & { id: string }>,
): UseMutationResult<MemberResponse, StorefrontError, UpdateMemberRequest & { id: string }> {
  return useStorefrontMutation(updateMemberMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `updateMemberSlug`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(updateMemberSlugMutationOptions(client))
 * ```
 */
export const updateMemberSlugMutationOptions = (
  client: Client,
): StorefrontMutation<MemberResponse, Omit<UpdateMemberSlugRequest, 'id'> & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'updateMemberSlug'],
    mutationFn: ({ id, ...request }: Omit<UpdateMemberSlugRequest, 'id'> & { id: string }) =>
      updateMemberSlug(client, id, request),
    invalidates: () => [memberKeys.all],
  })

/**
 * Changes a member's slug (owner).
 *
 * @example
 * ```tsx
 * const rename = useUpdateMemberSlug()
 * rename.mutate({ id: memberId, slug: 'ada' })
 * ```
 */
export function useUpdateMemberSlug(
  options?: StorefrontMutationOptions<
    MemberResponse,
    Omit<UpdateMemberSlugRequest, 'id'> & { id: string }
  >,
): UseMutationResult<
  MemberResponse,
  StorefrontError,
  Omit<UpdateMemberSlugRequest, 'id'> & { id: string }
> {
  return useStorefrontMutation(updateMemberSlugMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `deleteMember`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(deleteMemberMutationOptions(client))
 * ```
 */
export const deleteMemberMutationOptions = (
  client: Client,
): StorefrontMutation<Record<string, never>, DeleteMemberRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'deleteMember'],
    mutationFn: ({ id, ...request }: DeleteMemberRequest & { id: string }) =>
      deleteMember(client, id, request),
    invalidates: () => [memberKeys.all],
  })

/**
 * Deletes a member (owner).
 *
 * @example
 * ```tsx
 * const remove = useDeleteMember()
 * remove.mutate({ id: memberId })
 * ```
 */
export function useDeleteMember(
  options?: StorefrontMutationOptions<Record<string, never>, DeleteMemberRequest & { id: string }>,
): UseMutationResult<Record<string, never>, StorefrontError, DeleteMemberRequest & { id: string }> {
  return useStorefrontMutation(deleteMemberMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `deleteMemberPhones`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(deleteMemberPhonesMutationOptions(client))
 * ```
 */
export const deleteMemberPhonesMutationOptions = (
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'deleteMemberPhones'],
    mutationFn: ({ id }: { id: string }) => deleteMemberPhones(client, id),
    invalidates: () => [memberKeys.all],
  })

/**
 * Deletes a member's phone numbers (owner).
 *
 * @example
 * ```tsx
 * const clear = useDeleteMemberPhones()
 * clear.mutate({ id: memberId })
 * ```
 */
export function useDeleteMemberPhones(
  options?: StorefrontMutationOptions<MemberResponse, { id: string }>,
): UseMutationResult<MemberResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(deleteMemberPhonesMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `deleteMemberEmails`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(deleteMemberEmailsMutationOptions(client))
 * ```
 */
export const deleteMemberEmailsMutationOptions = (
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'deleteMemberEmails'],
    mutationFn: ({ id }: { id: string }) => deleteMemberEmails(client, id),
    invalidates: () => [memberKeys.all],
  })

/**
 * Deletes a member's extra e-mail addresses (owner).
 *
 * @example
 * ```tsx
 * const clear = useDeleteMemberEmails()
 * clear.mutate({ id: memberId })
 * ```
 */
export function useDeleteMemberEmails(
  options?: StorefrontMutationOptions<MemberResponse, { id: string }>,
): UseMutationResult<MemberResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(deleteMemberEmailsMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `deleteMemberAddresses`; invalidates the members.
 *
 * @example
 * ```ts
 * const mutation = useMutation(deleteMemberAddressesMutationOptions(client))
 * ```
 */
export const deleteMemberAddressesMutationOptions = (
  client: Client,
): StorefrontMutation<MemberResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...memberKeys.all, 'deleteMemberAddresses'],
    mutationFn: ({ id }: { id: string }) => deleteMemberAddresses(client, id),
    invalidates: () => [memberKeys.all],
  })

/**
 * Deletes a member's addresses (owner).
 *
 * @example
 * ```tsx
 * const clear = useDeleteMemberAddresses()
 * clear.mutate({ id: memberId })
 * ```
 */
export function useDeleteMemberAddresses(
  options?: StorefrontMutationOptions<MemberResponse, { id: string }>,
): UseMutationResult<MemberResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(deleteMemberAddressesMutationOptions(useStorefrontClient()), options)
}
