import {
  bulkDeleteMembersByFilterRequestSchema,
  bulkDeleteMembersRequestSchema,
  bulkMembersByFilterRequestSchema,
  createMemberRequestSchema,
  deleteMemberRequestSchema,
  memberIdRequestSchema,
  updateMemberRequestSchema,
  updateMemberSlugRequestSchema,
} from '@storefront-kit/wire'
import { MEMBERS_AND_OWNER, OWNER } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import {
  bulkDeleteByFilter,
  bulkDeleteMembers,
  bulkSetStatus,
  deleteMember,
  setActivity,
  setMemberStatus,
} from './admin-service'
import type { MembersContext } from './context'
import { clearContactList, createMember, updateMemberProfile, updateSlug } from './profile-service'
import { MEMBERS_PATH } from './routes'
import { FULL, project } from './visibility'

const STATUS_ACTIONS = { approve: 'APPROVED', block: 'BLOCKED', disconnect: 'OFFLINE' } as const

/**
 * Changes to a member by id: profile, slug and contact lists (the owner, or the member on their
 * own id), and the owner's creation, moderation, deletes and bulk calls.
 */
export function memberAdminRoutes(ctx: MembersContext): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: MEMBERS_PATH,
      allow: OWNER,
      input: createMemberRequestSchema,
      handle: ({ input, caller }) => ({
        member: project(createMember(ctx, caller, input.member), FULL),
      }),
    }),
    route({
      method: 'PATCH',
      path: `${MEMBERS_PATH}/:id`,
      params: { id: 'member.id' },
      allow: MEMBERS_AND_OWNER,
      input: updateMemberRequestSchema,
      handle: ({ input, caller }) => ({
        member: project(updateMemberProfile(ctx, caller, input.member.id, input.member), FULL),
      }),
    }),
    route({
      method: 'POST',
      path: `${MEMBERS_PATH}/:id/slug`,
      allow: MEMBERS_AND_OWNER,
      input: updateMemberSlugRequestSchema,
      handle: ({ input, caller }) => ({
        member: project(updateSlug(ctx, caller, input.id, input.slug), FULL),
      }),
    }),
    ...(['phones', 'emails', 'addresses'] as const).map((list) =>
      route({
        method: 'DELETE',
        path: `${MEMBERS_PATH}/:id/${list}`,
        allow: MEMBERS_AND_OWNER,
        input: memberIdRequestSchema,
        handle: ({ input, caller }) => ({
          member: project(clearContactList(ctx, caller, input.id, list), FULL),
        }),
      }),
    ),
    route({
      method: 'DELETE',
      path: `${MEMBERS_PATH}/:id`,
      allow: OWNER,
      input: deleteMemberRequestSchema,
      handle: ({ input, caller }) => {
        deleteMember(ctx, caller, input.id, input.contentAssigneeId)
      },
    }),
    ...(['approve', 'block', 'disconnect'] as const).map((action) =>
      route({
        method: 'POST',
        path: `${MEMBERS_PATH}/:id/${action}`,
        allow: OWNER,
        input: memberIdRequestSchema,
        handle: ({ input, caller }) => ({
          member: project(setMemberStatus(ctx, caller, input.id, STATUS_ACTIONS[action]), FULL),
        }),
      }),
    ),
    ...(['mute', 'unmute'] as const).map((action) =>
      route({
        method: 'POST',
        path: `${MEMBERS_PATH}/:id/${action}`,
        allow: OWNER,
        input: memberIdRequestSchema,
        handle: ({ input, caller }) => ({
          member: project(setActivity(ctx, caller, input.id, action === 'mute'), FULL),
        }),
      }),
    ),
    route({
      method: 'POST',
      path: `${MEMBERS_PATH}/bulk/delete`,
      allow: OWNER,
      input: bulkDeleteMembersRequestSchema,
      handle: ({ input, caller }) => bulkDeleteMembers(ctx, caller, input.memberIds),
    }),
    route({
      method: 'POST',
      path: `${MEMBERS_PATH}/bulk/delete-by-filter`,
      allow: OWNER,
      input: bulkDeleteMembersByFilterRequestSchema,
      handle: ({ input, caller }) => bulkDeleteByFilter(ctx, caller, input),
    }),
    ...(['approve', 'block'] as const).map((action) =>
      route({
        method: 'POST',
        path: `${MEMBERS_PATH}/bulk/${action}-by-filter`,
        allow: OWNER,
        input: bulkMembersByFilterRequestSchema,
        handle: ({ input, caller }) =>
          bulkSetStatus(ctx, caller, input.filter, STATUS_ACTIONS[action]),
      }),
    ),
  ]
}
