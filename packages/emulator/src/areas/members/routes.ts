import {
  deleteMyMemberRequestSchema,
  getMemberRequestSchema,
  getMyMemberRequestSchema,
  listMembersRequestSchema,
  queryMembersRequestSchema,
  updateMySlugRequestSchema,
} from '@storefront-kit/wire'
import { type Caller, MEMBERS, SHOPPERS, SIGNED } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import { deleteMember } from './admin-service'
import type { MembersContext } from './context'
import { setCommunity, updateSlug } from './profile-service'
import { getMemberView, getMyMember, listMembers } from './read-service'
import { FULL, project } from './visibility'

/** The public path of members (wire/members.md). */
export const MEMBERS_PATH = '/members/v1/members'

// MEMBERS routes only run for members; the narrowing keeps handlers free of casts.
const memberId = (caller: Caller): string => (caller.kind === 'member' ? caller.id : '')

/**
 * The current member's calls (`/my…`, join and leave the community) and the reads anyone with a
 * token may make (get, list, query), each showing what the caller may see. `/my` paths come
 * first: they would otherwise match `/:id`.
 */
export function memberRoutes(ctx: MembersContext): RouteDef[] {
  return [
    route({
      method: 'GET',
      path: `${MEMBERS_PATH}/my`,
      allow: SHOPPERS,
      input: getMyMemberRequestSchema,
      handle: ({ input, caller }) => ({
        member: getMyMember(ctx, caller, input.fieldsets),
      }),
    }),
    route({
      method: 'POST',
      path: `${MEMBERS_PATH}/my/slug`,
      allow: MEMBERS,
      input: updateMySlugRequestSchema,
      handle: ({ input, caller }) => ({
        member: project(updateSlug(ctx, caller, memberId(caller), input.slug), FULL),
      }),
    }),
    route({
      method: 'DELETE',
      path: `${MEMBERS_PATH}/my`,
      allow: MEMBERS,
      input: deleteMyMemberRequestSchema,
      handle: ({ input, caller }) => {
        deleteMember(ctx, caller, memberId(caller), input.contentAssigneeId)
      },
    }),
    ...(['join', 'leave'] as const).map((action) =>
      route({
        method: 'POST',
        path: `${MEMBERS_PATH}/${action}-community`,
        allow: MEMBERS,
        handle: ({ caller }) => ({
          member: project(setCommunity(ctx, caller, memberId(caller), action === 'join'), FULL),
        }),
      }),
    ),
    route({
      method: 'GET',
      path: MEMBERS_PATH,
      allow: SIGNED,
      input: listMembersRequestSchema,
      handle: ({ input, caller }) =>
        listMembers(ctx, caller, { ...input, sort: input.sorting, sortKey: 'sorting' }, ''),
    }),
    route({
      method: 'POST',
      path: `${MEMBERS_PATH}/query`,
      allow: SIGNED,
      write: false,
      input: queryMembersRequestSchema,
      handle: ({ input, caller }) => {
        const query = input.query ?? {}
        const sortKey = query.sorting !== undefined ? 'sorting' : 'sort'
        return listMembers(
          ctx,
          caller,
          {
            filter: query.filter,
            paging: query.paging,
            sort: query[sortKey],
            sortKey,
            fieldsets: input.fieldsets,
            search: input.search,
          },
          'query',
        )
      },
    }),
    route({
      method: 'GET',
      path: `${MEMBERS_PATH}/:id`,
      allow: SIGNED,
      input: getMemberRequestSchema,
      handle: ({ input, caller }) => ({
        member: getMemberView(ctx, caller, input.id, input.fieldsets),
      }),
    }),
  ]
}
