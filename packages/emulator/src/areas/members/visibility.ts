import type {
  Member,
  MemberAddress,
  MemberContact,
  MemberFieldset,
  MemberImage,
  MemberProfile,
} from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import type { QueryTarget } from '../../query/index'
import type { MemberDoc } from './member-doc'

/** How much of a member a read shows, in fieldset order. */
export type Level = 0 | 1 | 2

const LEVELS: Record<MemberFieldset, Level> = { PUBLIC: 0, EXTENDED: 1, FULL: 2 }
export const FULL: Level = 2

/** The richest of the requested fieldsets; none means PUBLIC. */
export const levelOf = (fieldsets: readonly MemberFieldset[] = []): Level =>
  fieldsets.reduce<Level>((level, set) => Math.max(level, LEVELS[set]) as Level, 0)

const isSelf = (caller: Caller, member: { id: string }) =>
  caller.kind === 'member' && caller.id === member.id

/**
 * Whether the caller may see the member at all: the owner sees everyone, a member sees
 * themselves; everyone else sees only members in the community (PUBLIC) who can sign in or are
 * offline authors — private, pending and blocked members stay hidden.
 */
export function visibleTo(caller: Caller, member: MemberDoc): boolean {
  if (caller.kind === 'owner' || isSelf(caller, member)) return true
  return (
    member.privacyStatus === 'PUBLIC' &&
    (member.status === 'APPROVED' || member.status === 'OFFLINE')
  )
}

/**
 * The level a caller gets: what they asked for about themselves or as the owner, PUBLIC about
 * anyone else (other members' contact details and statuses are not theirs to read).
 */
export const levelFor = (caller: Caller, member: { id: string }, requested: Level): Level =>
  caller.kind === 'owner' || isSelf(caller, member) ? requested : 0

/** The same rule as {@link visibleTo}, as a query scope over the `members` table (alias `t`). */
export function visibilityScope(caller: Caller): QueryTarget['scope'] | undefined {
  if (caller.kind === 'owner') return undefined
  const listed =
    "(json_extract(t.doc, '$.privacyStatus') = 'PUBLIC' AND json_extract(t.doc, '$.status') IN ('APPROVED', 'OFFLINE'))"
  if (caller.kind !== 'member') return { sql: listed, params: [] }
  return { sql: `${listed} OR t.id = ?`, params: [caller.id] }
}

// Always-present fields (wire/members.md): image id/url/height/width, street number and name.
const image = (value: MemberImage): MemberImage => ({
  ...value,
  url: value.url ?? '',
  height: value.height ?? 0,
  width: value.width ?? 0,
})

const address = (value: MemberAddress): MemberAddress =>
  value.streetAddress
    ? {
        ...value,
        streetAddress: {
          number: value.streetAddress.number ?? '',
          name: value.streetAddress.name ?? '',
        },
      }
    : value

function profileOf(doc: MemberDoc): MemberProfile {
  const { photo, cover, ...rest } = doc.profile
  return { ...rest, ...(photo && { photo: image(photo) }), ...(cover && { cover: image(cover) }) }
}

function contactOf(doc: MemberDoc): MemberContact {
  return { ...doc.contact, addresses: doc.contact.addresses.map(address) }
}

/**
 * The wire member at a level: PUBLIC is id, contact id, dates and profile with the three
 * statuses as UNKNOWN; EXTENDED adds the login e-mail, the statuses and the last login; FULL adds
 * the contact details.
 */
export function project(doc: MemberDoc, level: Level): Member {
  const member: Member = {
    id: doc.id,
    contactId: doc.contactId,
    profile: profileOf(doc),
    status: 'UNKNOWN',
    privacyStatus: 'UNKNOWN',
    activityStatus: 'UNKNOWN',
    createdDate: doc.createdDate,
    updatedDate: doc.updatedDate,
  }
  if (level === 0) return member
  Object.assign(member, {
    loginEmail: doc.loginEmail,
    loginEmailVerified: doc.loginEmailVerified,
    status: doc.status,
    privacyStatus: doc.privacyStatus,
    activityStatus: doc.activityStatus,
    ...(doc.lastLoginDate && { lastLoginDate: doc.lastLoginDate }),
  })
  if (level === FULL) member.contact = contactOf(doc)
  return member
}

/** The member as the caller may see it at the requested level. */
export const viewFor = (caller: Caller, doc: MemberDoc, requested: Level): Member =>
  project(doc, levelFor(caller, doc, requested))
