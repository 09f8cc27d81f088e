import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import type {
  CreateMemberRequest,
  DeleteMemberRequest,
  MemberResponse,
  UpdateMemberRequest,
  UpdateMemberSlugRequest,
} from '../wire'
import { MEMBERS_BASE } from './my'

const at = (id: string, action = '') => `${MEMBERS_BASE}/${encodeURIComponent(id)}${action}`

/**
 * Creates a member (owner). The emulator requires `loginEmail`; the member is approved and signs
 * in after setting a password through recovery. A login e-mail in use is a `ConflictError`.
 *
 * @example
 * ```ts
 * const { member } = await createMember(admin, {
 *   member: { loginEmail: 'zoe@example.com', contact: { firstName: 'Zoe' }, profile: { nickname: 'Zoe' } },
 * })
 * ```
 */
export function createMember(
  client: Client,
  request: CreateMemberRequest,
  options?: CallOptions,
): Promise<MemberResponse> {
  return client.request(
    { operation: 'createMember', method: 'POST', path: MEMBERS_BASE, payload: request },
    options,
  )
}

/**
 * Updates a member's profile and contact details: each field sent replaces the stored one (lists
 * as a whole). The owner updates anyone; a member only themselves.
 *
 * @example
 * ```ts
 * const { member } = await updateMember(client, memberId, {
 *   member: { profile: { nickname: 'Annie' }, contact: { phones: ['+1 555 0100'] } },
 * })
 * ```
 */
export function updateMember(
  client: Client,
  id: string,
  request: UpdateMemberRequest,
  options?: CallOptions,
): Promise<MemberResponse> {
  return client.request(
    {
      operation: 'updateMember',
      method: 'PATCH',
      path: at(id),
      payload: { ...request, member: { ...request.member, id } },
      idempotent: true,
    },
    options,
  )
}

/**
 * Changes a member's slug (the owner, or the member themselves). A slug another member has is a
 * `ConflictError` with code `SLUG_ALREADY_EXISTS`.
 *
 * @example
 * ```ts
 * const { member } = await updateMemberSlug(admin, memberId, { slug: 'ann-lee' })
 * ```
 */
export function updateMemberSlug(
  client: Client,
  id: string,
  request: Omit<UpdateMemberSlugRequest, 'id'>,
  options?: CallOptions,
): Promise<MemberResponse> {
  return client.request(
    {
      operation: 'updateMemberSlug',
      method: 'POST',
      path: at(id, '/slug'),
      payload: { ...request, id },
      idempotent: true,
    },
    options,
  )
}

/**
 * Deletes a member (owner) with their sign-in; `contentAssigneeId` names another member who takes
 * over their content.
 *
 * @example
 * ```ts
 * await deleteMember(admin, memberId, { contentAssigneeId: otherMemberId })
 * ```
 */
export function deleteMember(
  client: Client,
  id: string,
  request: DeleteMemberRequest = {},
  options?: CallOptions,
): Promise<Record<string, never>> {
  return client.request(
    {
      operation: 'deleteMember',
      method: 'DELETE',
      path: at(id),
      query: encodeQuery({ id, ...request }),
    },
    options,
  )
}

type MemberCall = (client: Client, id: string, options?: CallOptions) => Promise<MemberResponse>

// One call shape for every single-member action; each export keeps its own name and docs.
const action =
  (operation: string, method: 'POST' | 'DELETE', suffix: string): MemberCall =>
  (client, id, options) =>
    client.request(
      method === 'POST'
        ? { operation, method, path: at(id, suffix), payload: { id }, idempotent: true }
        : { operation, method, path: at(id, suffix), query: encodeQuery({ id }), idempotent: true },
      options,
    )

/**
 * Removes every phone number of a member (the owner, or the member themselves).
 *
 * @example
 * ```ts
 * const { member } = await deleteMemberPhones(admin, memberId)
 * ```
 */
export const deleteMemberPhones: MemberCall = action('deleteMemberPhones', 'DELETE', '/phones')

/**
 * Removes every additional e-mail address of a member (the owner, or the member themselves).
 *
 * @example
 * ```ts
 * const { member } = await deleteMemberEmails(admin, memberId)
 * ```
 */
export const deleteMemberEmails: MemberCall = action('deleteMemberEmails', 'DELETE', '/emails')

/**
 * Removes every postal address of a member (the owner, or the member themselves).
 *
 * @example
 * ```ts
 * const { member } = await deleteMemberAddresses(admin, memberId)
 * ```
 */
export const deleteMemberAddresses: MemberCall = action(
  'deleteMemberAddresses',
  'DELETE',
  '/addresses',
)

/**
 * Approves a member (owner): a pending member can sign in from now on, a blocked one is unblocked.
 *
 * @example
 * ```ts
 * const { member } = await approveMember(admin, memberId) // member.status === 'APPROVED'
 * ```
 */
export const approveMember: MemberCall = action('approveMember', 'POST', '/approve')

/**
 * Blocks a member (owner): they are signed out and cannot sign in until approved again.
 *
 * @example
 * ```ts
 * await blockMember(admin, memberId)
 * ```
 */
export const blockMember: MemberCall = action('blockMember', 'POST', '/block')

/**
 * Disconnects a member (owner): status OFFLINE, a member without a login.
 *
 * @example
 * ```ts
 * await disconnectMember(admin, memberId)
 * ```
 */
export const disconnectMember: MemberCall = action('disconnectMember', 'POST', '/disconnect')

/**
 * Mutes a member in the community (owner): activity status MUTED.
 *
 * @example
 * ```ts
 * await muteMember(admin, memberId)
 * ```
 */
export const muteMember: MemberCall = action('muteMember', 'POST', '/mute')

/**
 * Unmutes a member (owner): activity status ACTIVE.
 *
 * @example
 * ```ts
 * await unmuteMember(admin, memberId)
 * ```
 */
export const unmuteMember: MemberCall = action('unmuteMember', 'POST', '/unmute')
