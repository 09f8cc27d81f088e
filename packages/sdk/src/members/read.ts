import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import { offsetPager, withPager } from '../core/paging'
import type {
  GetMemberRequest,
  ListMembersRequest,
  Member,
  MemberResponse,
  MembersListResponse,
  QueryMembersRequest,
} from '../wire'
import { MEMBERS_BASE } from './my'

/**
 * Gets a member by id. Visitors and members see public community members only, at the PUBLIC
 * level whatever `fieldsets` asks (a member sees all of themselves); the owner sees everyone.
 * A member the caller may not see is a `NotFoundError`.
 *
 * @example
 * ```ts
 * const { member } = await getMember(client, memberId)
 * const { member: full } = await getMember(admin, memberId, { fieldsets: ['FULL'] })
 * ```
 */
export function getMember(
  client: Client,
  id: string,
  request: Omit<GetMemberRequest, 'id'> = {},
  options?: CallOptions,
): Promise<MemberResponse> {
  return client.request(
    {
      operation: 'getMember',
      method: 'GET',
      path: `${MEMBERS_BASE}/${encodeURIComponent(id)}`,
      query: encodeQuery({ id, ...request }),
    },
    options,
  )
}

/**
 * Lists members a page at a time (offset paging, default 100 per page, newest first), with
 * optional `sorting`. Works with `paginate`.
 *
 * @example
 * ```ts
 * const { members, metadata } = await listMembers(admin, { paging: { limit: 20 }, fieldsets: ['EXTENDED'] })
 * for await (const member of paginate(client, listMembers, { paging: { limit: 50 } })) show(member)
 * ```
 */
export const listMembers = withPager(
  (
    client: Client,
    request: ListMembersRequest = {},
    options?: CallOptions,
  ): Promise<MembersListResponse> =>
    client.request(
      {
        operation: 'listMembers',
        method: 'GET',
        path: MEMBERS_BASE,
        // paging and sorting are objects: the request travels as `.r`.
        query: encodeQuery(request, true),
      },
      options,
    ),
  offsetPager<ListMembersRequest, MembersListResponse, Member>({ items: 'members' }),
)

/**
 * Queries members with a filter, sorting, offset paging and free-text `search`. Visitors and
 * members may filter, sort and search on public fields only. Works with `paginate`.
 *
 * @example
 * ```ts
 * const { members } = await queryMembers(admin, {
 *   query: { filter: { status: 'PENDING' }, sorting: [{ fieldName: 'createdDate', order: 'ASC' }] },
 *   fieldsets: ['EXTENDED'],
 * })
 * const found = await queryMembers(client, { search: { expression: 'ann' } })
 * ```
 */
export const queryMembers = withPager(
  (
    client: Client,
    request: QueryMembersRequest = {},
    options?: CallOptions,
  ): Promise<MembersListResponse> =>
    client.request(
      {
        operation: 'queryMembers',
        method: 'POST',
        path: `${MEMBERS_BASE}/query`,
        payload: request,
        idempotent: true,
      },
      options,
    ),
  offsetPager<QueryMembersRequest, MembersListResponse, Member>({ items: 'members', at: 'query' }),
)
