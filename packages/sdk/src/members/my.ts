import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import type {
  DeleteMemberRequest,
  GetMyMemberRequest,
  MemberResponse,
  UpdateMySlugRequest,
} from '../wire'

export const MEMBERS_BASE = '/members/v1/members'

/**
 * Gets the signed-in member. `fieldsets` decides how much comes back: PUBLIC (default: profile
 * and dates), EXTENDED (adds login e-mail and statuses), FULL (adds contact details). A visitor
 * who is not signed in gets a `NotFoundError`.
 *
 * @example
 * ```ts
 * const { member } = await getMyMember(client, { fieldsets: ['FULL'] })
 * console.log(member.profile?.nickname, member.contact?.phones)
 * ```
 */
export function getMyMember(
  client: Client,
  request: GetMyMemberRequest = {},
  options?: CallOptions,
): Promise<MemberResponse> {
  return client.request(
    {
      operation: 'getMyMember',
      method: 'GET',
      path: `${MEMBERS_BASE}/my`,
      query: encodeQuery(request),
    },
    options,
  )
}

/**
 * Changes the signed-in member's slug (their profile URL part). A slug another member has is a
 * `ConflictError` with code `SLUG_ALREADY_EXISTS`; the member's own slug again is fine.
 *
 * @example
 * ```ts
 * const { member } = await updateMySlug(client, { slug: 'ann-the-baker' })
 * ```
 */
export function updateMySlug(
  client: Client,
  request: UpdateMySlugRequest,
  options?: CallOptions,
): Promise<MemberResponse> {
  return client.request(
    {
      operation: 'updateMySlug',
      method: 'POST',
      path: `${MEMBERS_BASE}/my/slug`,
      payload: request,
      idempotent: true,
    },
    options,
  )
}

/**
 * Joins the site's community: the signed-in member's profile becomes public (listed to visitors
 * and other members). Only approved members can join (`COMMUNITY_JOIN_IMPOSSIBLE` otherwise).
 *
 * @example
 * ```ts
 * const { member } = await joinCommunity(client)
 * ```
 */
export function joinCommunity(client: Client, options?: CallOptions): Promise<MemberResponse> {
  return client.request(
    {
      operation: 'joinCommunity',
      method: 'POST',
      path: `${MEMBERS_BASE}/join-community`,
      payload: {},
      idempotent: true,
    },
    options,
  )
}

/**
 * Leaves the community: the signed-in member's profile becomes private again.
 *
 * @example
 * ```ts
 * const { member } = await leaveCommunity(client) // member.privacyStatus === 'PRIVATE'
 * ```
 */
export function leaveCommunity(client: Client, options?: CallOptions): Promise<MemberResponse> {
  return client.request(
    {
      operation: 'leaveCommunity',
      method: 'POST',
      path: `${MEMBERS_BASE}/leave-community`,
      payload: {},
      idempotent: true,
    },
    options,
  )
}

/**
 * Deletes the signed-in member (and their sign-in); `contentAssigneeId` names another member who
 * takes over their content. The member's tokens stop working.
 *
 * @example
 * ```ts
 * await deleteMyMember(client)
 * ```
 */
export function deleteMyMember(
  client: Client,
  request: DeleteMemberRequest = {},
  options?: CallOptions,
): Promise<Record<string, never>> {
  return client.request(
    {
      operation: 'deleteMyMember',
      method: 'DELETE',
      path: `${MEMBERS_BASE}/my`,
      query: encodeQuery(request),
    },
    options,
  )
}
