import type { MemberAddress, MemberContactInput, MemberProfile } from '@storefront-kit/wire'
import { conflict, permissionDenied, precondition } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { MembersContext } from './context'
import { loginsOf } from './hooks'
import { loadMember, type MemberDoc } from './member-doc'
import { saveMember, uniqueMemberSlug, updateMember } from './service'

/** A member changes only their own member; the owner changes anyone. 403 otherwise. */
export function assertMayChange(caller: Caller, id: string): void {
  if (caller.kind === 'owner' || (caller.kind === 'member' && caller.id === id)) return
  throw permissionDenied('A member may change only their own member')
}

/** Applies a change to a stored member (stamps `updatedDate`, records the event). */
export function change(
  ctx: MembersContext,
  id: string,
  edit: (member: MemberDoc) => MemberDoc,
  caller: Caller,
): MemberDoc {
  loadMember(ctx, id)
  return updateMember(ctx, id, (m) => edit(m as MemberDoc), caller) as MemberDoc
}

// Address ids are server-set: an address keeps the id it was sent with only if it already had it.
function withIds(ctx: MembersContext, next: MemberAddress[], current: MemberAddress[]) {
  const known = new Set(current.map((a) => a.id))
  return next.map((a) => ({ ...a, id: a.id && known.has(a.id) ? a.id : ctx.newId() }))
}

/** What CreateMember and UpdateMember take once validated. */
export interface ProfileInput {
  contact?: MemberContactInput
  profile?: Omit<MemberProfile, 'slug'>
  privacyStatus?: 'PUBLIC' | 'PRIVATE'
}

/**
 * CreateMember (owner): a member with a sign-in identity that has no password yet (the member
 * sets one through password recovery). The owner vouches for it, so it is APPROVED at once.
 * @throws ApiError 409 `ALREADY_EXISTS` when the login e-mail is taken.
 */
export function createMember(
  ctx: MembersContext,
  caller: Caller,
  input: ProfileInput & { loginEmail: string },
): MemberDoc {
  const logins = loginsOf(ctx.hooks)
  const email = input.loginEmail
  if (logins.emailTaken(email) || ctx.store.byEmail(email))
    throw conflict('ALREADY_EXISTS', 'A member with this login e-mail already exists', {
      loginEmail: email,
    })
  const now = ctx.clock.iso()
  const id = ctx.newId()
  const { contact = {}, profile = {} } = input
  const nickname = profile.nickname || email.split('@')[0] || 'member'
  logins.create({
    id,
    email,
    ...(contact.firstName && { firstName: contact.firstName }),
    ...(contact.lastName && { lastName: contact.lastName }),
    nickname,
    createdDate: now,
  })
  const member: MemberDoc = {
    id,
    loginEmail: email,
    loginEmailVerified: false,
    status: 'APPROVED',
    contactId: ctx.newId(),
    contact: {
      ...contact,
      phones: contact.phones ?? [],
      emails: contact.emails ?? [],
      addresses: withIds(ctx, contact.addresses ?? [], []),
    },
    profile: { ...profile, nickname, slug: uniqueMemberSlug(ctx, nickname) },
    privacyStatus: input.privacyStatus ?? 'PRIVATE',
    activityStatus: 'ACTIVE',
    createdDate: now,
    updatedDate: now,
  }
  saveMember(ctx, member, 'created', caller)
  return member
}

/**
 * UpdateMember: each field sent replaces the stored one (lists as a whole); the slug, the login
 * e-mail and `contact.emails` are not changed here.
 */
export function updateMemberProfile(
  ctx: MembersContext,
  caller: Caller,
  id: string,
  input: ProfileInput,
): MemberDoc {
  assertMayChange(caller, id)
  const { contact, profile, privacyStatus } = input
  if (!contact && !profile && !privacyStatus) return loadMember(ctx, id)
  return change(
    ctx,
    id,
    (m) => ({
      ...m,
      ...(privacyStatus && { privacyStatus }),
      profile: profile ? { ...m.profile, ...profile, slug: m.profile.slug } : m.profile,
      contact: contact
        ? {
            ...m.contact,
            ...contact,
            emails: m.contact.emails,
            addresses: contact.addresses
              ? withIds(ctx, contact.addresses, m.contact.addresses)
              : m.contact.addresses,
          }
        : m.contact,
    }),
    caller,
  )
}

/** UpdateMySlug / UpdateMemberSlug: the same slug again is fine; another member's is a 409. */
export function updateSlug(
  ctx: MembersContext,
  caller: Caller,
  id: string,
  slug: string,
): MemberDoc {
  assertMayChange(caller, id)
  const member = loadMember(ctx, id)
  if (member.profile.slug === slug) return member
  if (ctx.store.slugTaken(slug))
    throw conflict('SLUG_ALREADY_EXISTS', `The slug ${slug} belongs to another member`, { slug })
  return change(ctx, id, (m) => ({ ...m, profile: { ...m.profile, slug } }), caller)
}

/**
 * JoinCommunity / LeaveCommunity: PUBLIC members are listed to visitors and other members.
 * Only an approved member can join (428 `COMMUNITY_JOIN_IMPOSSIBLE`).
 */
export function setCommunity(
  ctx: MembersContext,
  caller: Caller,
  id: string,
  join: boolean,
): MemberDoc {
  const member = loadMember(ctx, id)
  if (join && member.status !== 'APPROVED')
    throw precondition(
      'COMMUNITY_JOIN_IMPOSSIBLE',
      `A member with status ${member.status} cannot join the community`,
    )
  const privacyStatus = join ? 'PUBLIC' : 'PRIVATE'
  if (member.privacyStatus === privacyStatus) return member
  return change(ctx, id, (m) => ({ ...m, privacyStatus }), caller)
}

/** DeleteMemberPhones / Emails / Addresses: empties one contact list. */
export function clearContactList(
  ctx: MembersContext,
  caller: Caller,
  id: string,
  list: 'phones' | 'emails' | 'addresses',
): MemberDoc {
  assertMayChange(caller, id)
  const member = loadMember(ctx, id)
  if (member.contact[list].length === 0) return member
  return change(ctx, id, (m) => ({ ...m, contact: { ...m.contact, [list]: [] } }), caller)
}
