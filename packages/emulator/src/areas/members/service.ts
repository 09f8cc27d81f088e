import type { Caller } from '../../http/caller'
import type { MembersContext } from './context'
import type { MemberDoc } from './member-doc'
import type { MemberRecord, MemberStatus } from './store'
import { FULL, project } from './visibility'

/** Event entity name of members. */
export const MEMBER_FQDN = 'wix.members.v1.member'

/** What sign-in knows when it creates a member. */
export interface NewMember {
  /** The identity's id: a member and its login identity share one id. */
  id: string
  loginEmail: string
  loginEmailVerified: boolean
  status: MemberStatus
  firstName?: string
  lastName?: string
  nickname?: string
  privacyStatus?: 'PRIVATE' | 'PUBLIC'
}

/** A slug from a nickname or e-mail, made unique with a numeric suffix. */
export function uniqueMemberSlug(ctx: MembersContext, base: string): string {
  const store = ctx.store
  const root =
    base
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'member'
  let slug = root
  for (let n = 2; store.slugTaken(slug); n++) slug = `${root}-${n}`
  return slug
}

/** Stores a member and records the event, with the member as the members API shows it in full. */
export function saveMember(
  ctx: MembersContext,
  member: MemberRecord,
  slug: 'created' | 'updated',
  caller: Caller,
): void {
  ctx.store.put(member)
  ctx.events.record({
    entityFqdn: MEMBER_FQDN,
    slug,
    entityId: member.id,
    caller,
    entity: project(member as MemberDoc, FULL),
  })
}

/**
 * Creates the member of a newly registered identity (registration, sign-on, SSO) and records
 * the created event.
 */
export function createMemberForIdentity(
  ctx: MembersContext,
  input: NewMember,
  caller: Caller,
): MemberRecord {
  const now = ctx.clock.iso()
  const nickname = input.nickname || input.loginEmail.split('@')[0] || 'member'
  const member: MemberRecord = {
    id: input.id,
    loginEmail: input.loginEmail,
    loginEmailVerified: input.loginEmailVerified,
    status: input.status,
    contactId: ctx.newId(),
    contact: {
      ...(input.firstName && { firstName: input.firstName }),
      ...(input.lastName && { lastName: input.lastName }),
      phones: [],
      emails: [input.loginEmail],
      addresses: [],
    },
    profile: { nickname, slug: uniqueMemberSlug(ctx, nickname) },
    privacyStatus: input.privacyStatus ?? 'PRIVATE',
    activityStatus: 'ACTIVE',
    createdDate: now,
    updatedDate: now,
  }
  saveMember(ctx, member, 'created', caller)
  return member
}

/** The member with this login e-mail (case-insensitive), if any. */
export function findMemberByEmail(ctx: MembersContext, email: string): MemberRecord | undefined {
  return ctx.store.byEmail(email)
}

/** A member by id, if any. */
export function getMember(ctx: MembersContext, id: string): MemberRecord | undefined {
  return ctx.store.get(id)
}

/** Applies a change to a stored member, stamping `updatedDate`; records an updated event. */
export function updateMember(
  ctx: MembersContext,
  id: string,
  change: (member: MemberRecord) => MemberRecord,
  caller: Caller,
): MemberRecord | undefined {
  const current = ctx.store.get(id)
  if (!current) return undefined
  const next = { ...change(current), updatedDate: ctx.clock.iso() }
  saveMember(ctx, next, 'updated', caller)
  return next
}

/** Moves a member to a status (approve, block, disconnect). Blocked members cannot sign in. */
export function setStatus(
  ctx: MembersContext,
  id: string,
  status: MemberStatus,
  caller: Caller,
): MemberRecord | undefined {
  return updateMember(ctx, id, (member) => ({ ...member, status }), caller)
}

/** Stamps a successful sign-in (no event: the platform does not announce logins). */
export function touchLastLogin(ctx: MembersContext, id: string): void {
  const member = ctx.store.get(id)
  if (member) ctx.store.put({ ...member, lastLoginDate: ctx.clock.iso() })
}

/** Marks the login e-mail verified. */
export function markEmailVerified(ctx: MembersContext, id: string, caller: Caller): void {
  const member = ctx.store.get(id)
  if (member && !member.loginEmailVerified)
    updateMember(ctx, id, (m) => ({ ...m, loginEmailVerified: true }), caller)
}
