import type {
  BulkDeleteMembersResponse,
  BulkMemberResult,
  MembersSearch,
} from '@storefront-kit/wire'
import { validationError, violation } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { MembersContext } from './context'
import { loginsOf } from './hooks'
import { findMember, loadMember, type MemberDoc } from './member-doc'
import { change } from './profile-service'
import { memberQuerySpec } from './query-spec'
import { searchFilter } from './search'
import { MEMBER_FQDN, setStatus } from './service'

/** A status the moderation calls set. */
export type ModerationStatus = 'APPROVED' | 'BLOCKED' | 'OFFLINE'

/**
 * ApproveMember / BlockMember / DisconnectMember. Any status may move to any of the three, so
 * approving also unblocks (and reconnects an offline member, whose identity is kept). Blocking
 * and disconnecting revoke the member's refresh tokens: sign-in refuses them from then on and a
 * blocked member's access tokens are refused at once. Setting the current status changes nothing.
 */
export function setMemberStatus(
  ctx: MembersContext,
  caller: Caller,
  id: string,
  status: ModerationStatus,
): MemberDoc {
  const member = loadMember(ctx, id)
  if (status !== 'APPROVED') loginsOf(ctx.hooks).endSessions(id)
  if (member.status === status) return member
  return setStatus(ctx, id, status, caller) as MemberDoc
}

/** MuteMember / UnmuteMember: the activity status, whatever the member's status. */
export function setActivity(
  ctx: MembersContext,
  caller: Caller,
  id: string,
  muted: boolean,
): MemberDoc {
  const member = loadMember(ctx, id)
  const activityStatus = muted ? 'MUTED' : 'ACTIVE'
  if (member.activityStatus === activityStatus) return member
  return change(ctx, id, (m) => ({ ...m, activityStatus }), caller)
}

/** The content assignee must be another existing member (400 otherwise). */
function checkAssignee(ctx: MembersContext, assignee: string | undefined, deleted: string[]) {
  if (assignee === undefined) return
  const problem = deleted.includes(assignee)
    ? 'must not be a member being deleted'
    : findMember(ctx, assignee)
      ? undefined
      : 'must be an existing member'
  if (problem) throw validationError([violation('contentAssigneeId', 'VALIDATION', problem)])
}

// The member, its sign-in identity (so the e-mail can register again) and its refresh tokens go.
function remove(ctx: MembersContext, caller: Caller, id: string): void {
  ctx.store.delete(id)
  loginsOf(ctx.hooks).remove(id)
  ctx.events.record({ entityFqdn: MEMBER_FQDN, slug: 'deleted', entityId: id, caller })
}

/** Hands the member's content (reviews, ...) to the assignee, through every area holding some. */
function reassign(ctx: MembersContext, caller: Caller, from: string, to: string): void {
  for (const move of ctx.hooks.reassigners) move(from, to, caller)
}

/**
 * DeleteMember / DeleteMyMember. `contentAssigneeId` must be another existing member; the
 * member's reviews move to them before the member goes.
 */
export function deleteMember(
  ctx: MembersContext,
  caller: Caller,
  id: string,
  contentAssigneeId?: string,
): void {
  loadMember(ctx, id)
  checkAssignee(ctx, contentAssigneeId, [id])
  if (contentAssigneeId) reassign(ctx, caller, id, contentAssigneeId)
  remove(ctx, caller, id)
}

/** BulkDeleteMembers: each id succeeds or fails (`MEMBER_NOT_FOUND`) on its own. */
export function bulkDeleteMembers(
  ctx: MembersContext,
  caller: Caller,
  ids: string[],
): BulkDeleteMembersResponse {
  const results: BulkMemberResult[] = ids.map((id, originalIndex) => {
    if (!findMember(ctx, id)) {
      const error = { code: 'MEMBER_NOT_FOUND', description: `Member ${id} was not found` }
      return { itemMetadata: { id, originalIndex, success: false, error } }
    }
    remove(ctx, caller, id)
    return { itemMetadata: { id, originalIndex, success: true } }
  })
  const totalSuccesses = results.filter((r) => r.itemMetadata.success).length
  return {
    results,
    bulkActionMetadata: {
      totalSuccesses,
      totalFailures: results.length - totalSuccesses,
      undetailedFailures: 0,
    },
  }
}

/** Members a bulk call's filter (and search) matches. @throws ApiError 400 (paths `filter.…`). */
function matching(ctx: MembersContext, filter: unknown, search?: MembersSearch): MemberDoc[] {
  const spec = memberQuerySpec(true, '')
  const queries = ctx.queries
  const searched = search ? queries.scopeOf(spec, searchFilter(spec, true, search)) : undefined
  return queries.matching(spec, filter, searched)
}

/**
 * BulkApproveMembers / BulkBlockMembers: every matching member gets the status, as one call
 * each would. Answers the id of the job, which is already done.
 */
export function bulkSetStatus(
  ctx: MembersContext,
  caller: Caller,
  filter: unknown,
  status: 'APPROVED' | 'BLOCKED',
): { jobId: string } {
  for (const member of matching(ctx, filter)) setMemberStatus(ctx, caller, member.id, status)
  return { jobId: ctx.newId() }
}

/** BulkDeleteMembersByFilter: deletes every match except the content assignee. */
export function bulkDeleteByFilter(
  ctx: MembersContext,
  caller: Caller,
  input: { filter: unknown; contentAssigneeId?: string; search?: MembersSearch },
): { jobId: string } {
  checkAssignee(ctx, input.contentAssigneeId, [])
  for (const member of matching(ctx, input.filter, input.search)) {
    if (member.id === input.contentAssigneeId) continue
    if (input.contentAssigneeId) reassign(ctx, caller, member.id, input.contentAssigneeId)
    remove(ctx, caller, member.id)
  }
  return { jobId: ctx.newId() }
}
