import type { EmulatorContext } from '../../context'
import { permissionDenied } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { BuiltArea } from '../area'
import { memberAdminRoutes } from './admin-routes'
import type { MembersContext } from './context'
import type { ContentReassigner, MemberLogins } from './hooks'
import { memberQueries } from './query-store'
import { memberRoutes } from './routes'
import { seedMembers } from './seed'
import {
  createMemberForIdentity,
  findMemberByEmail,
  getMember,
  markEmailVerified,
  type NewMember,
  setStatus,
  touchLastLogin,
} from './service'
import { type MemberRecord, type MemberStatus, membersMigrations, membersStore } from './store'

export type { ContentReassigner, MemberLogins } from './hooks'
export { DEMO_MEMBER_IDS, DEMO_MEMBERS } from './seed'
export type { NewMember } from './service'
export type { MemberRecord, MemberStatus } from './store'

/** What other areas may do with members (sign-in, reviews, hosted pages). */
export interface MembersService {
  /** A member by id, if any. */
  get(id: string): MemberRecord | undefined
  /** The member with this login e-mail (case-insensitive), if any. */
  findByEmail(email: string): MemberRecord | undefined
  /** Creates the member of a newly registered identity and records the created event. */
  createForIdentity(input: NewMember, caller: Caller): MemberRecord
  /** Moves a member to a status; records the updated event. */
  setStatus(id: string, status: MemberStatus, caller: Caller): MemberRecord | undefined
  /** Stamps a successful sign-in (no event). */
  touchLastLogin(id: string): void
  /** Marks the login e-mail verified (an updated event when it was not). */
  markEmailVerified(id: string, caller: Caller): void
  /** Connects sign-in (the identity area, once, when it is built). */
  useLogins(logins: MemberLogins): void
  /** Adds an area's way of moving a deleted member's content to the content assignee. */
  onReassignContent(reassign: ContentReassigner): void
}

/**
 * Members: the member directory — the current member, profiles, slugs, community membership,
 * moderation (approve, block, mute, disconnect), deletes and bulk calls. Sign-in (identity)
 * creates members at registration and connects itself for what members change in it.
 *
 * @example
 * ```ts
 * const members = membersArea(ctx)
 * members.service.get(memberId)?.status // 'APPROVED'
 * ```
 */
export function membersArea(ctx: EmulatorContext): BuiltArea<MembersService> {
  const cx: MembersContext = {
    ...ctx,
    store: membersStore(ctx.db),
    queries: memberQueries(ctx.db),
    hooks: { reassigners: [] },
  }
  return {
    area: {
      name: 'members',
      migrations: membersMigrations,
      routes: () => [...memberRoutes(cx), ...memberAdminRoutes(cx)],
      // Identity refuses blocked members' tokens; a disconnected (offline) member has no login.
      callerChecks: () => [
        (caller) => {
          if (caller.kind === 'member' && getMember(cx, caller.id)?.status === 'OFFLINE')
            throw permissionDenied('This member is offline and has no login')
        },
      ],
      seed: (_ctx, kind) => {
        if (kind === 'demo') seedMembers(cx)
      },
    },
    service: {
      get: (id) => getMember(cx, id),
      findByEmail: (email) => findMemberByEmail(cx, email),
      createForIdentity: (input, caller) => createMemberForIdentity(cx, input, caller),
      setStatus: (id, status, caller) => setStatus(cx, id, status, caller),
      touchLastLogin: (id) => touchLastLogin(cx, id),
      markEmailVerified: (id, caller) => markEmailVerified(cx, id, caller),
      useLogins: (logins) => {
        cx.hooks.logins = logins
      },
      onReassignContent: (reassign) => {
        cx.hooks.reassigners.push(reassign)
      },
    },
  }
}
