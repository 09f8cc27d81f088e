/**
 * Members wire shapes (wire/members.md): the site's member directory — the current member
 * (`/my`), profiles, slugs, community membership, moderation (approve, block, mute, disconnect),
 * deletes and bulk calls.
 * @module
 */

import type { ExtendedFields, Timestamp } from './common'
import type { ApplicationError } from './errors'
import type { Filter, MembersPagingMetadata, Paging, Sorting } from './query'

/**
 * Whether a member may sign in: PENDING waits for the owner's approval, APPROVED can log in,
 * BLOCKED cannot, OFFLINE has no login at all (e.g. a disconnected member). PUBLIC reads answer
 * UNKNOWN.
 */
export type MemberStatus =
  | 'UNKNOWN'
  | 'PENDING'
  | 'APPROVED'
  | 'BLOCKED'
  | 'OFFLINE'
  | (string & {})

/** Community membership: PUBLIC members are listed to everyone, PRIVATE ones only to the owner. */
export type MemberPrivacyStatus = 'UNKNOWN' | 'PRIVATE' | 'PUBLIC' | (string & {})

/** MUTED members are silenced in the community (MuteMember / UnmuteMember). */
export type MemberActivityStatus = 'UNKNOWN' | 'ACTIVE' | 'MUTED' | (string & {})

/**
 * How much of a member a read returns: PUBLIC (id, contact id, dates, profile), EXTENDED (adds
 * login e-mail and the three statuses), FULL (adds the contact details). Default PUBLIC.
 */
export type MemberFieldset = 'PUBLIC' | 'EXTENDED' | 'FULL'

/** A profile photo or cover image; answers always carry `id`, `url`, `height`, `width`. */
export interface MemberImage {
  id: string
  url?: string
  height?: number
  width?: number
  /** Horizontal crop offset in pixels. */
  offsetX?: number
  /** Vertical crop offset in pixels. */
  offsetY?: number
}

/** Street number and name of a member address (answers carry both when the street is set). */
export interface MemberStreetAddress {
  /** At most 100 characters. */
  number?: string
  /** At most 200 characters. */
  name?: string
}

/** A member's postal address: either `streetAddress` or `addressLine`, not both. */
export interface MemberAddress {
  /** Read-only GUID, assigned by the server. */
  id?: string
  streetAddress?: MemberStreetAddress
  /** At most 200 characters. */
  addressLine?: string
  addressLine2?: string
  city?: string
  subdivision?: string
  country?: string
  postalCode?: string
}

/** One custom contact field. */
export interface MemberCustomField {
  name?: string
  /** Any JSON value. */
  value?: unknown
}

/** Contact details of a member (FULL fieldset only); the three lists are always present. */
export interface MemberContact {
  firstName?: string
  lastName?: string
  phones: string[]
  /** Additional e-mail addresses; settable on creation only. */
  emails: string[]
  addresses: MemberAddress[]
  /** At most 100 characters. */
  birthdate?: string
  /** At most 100 characters. */
  company?: string
  /** At most 100 characters. */
  jobTitle?: string
  customFields?: Record<string, MemberCustomField>
}

/** Contact details as a request sets them (lists optional). */
export type MemberContactInput = Partial<MemberContact>

/** The public face of a member. */
export interface MemberProfile {
  nickname?: string
  /** Read-only here: unique per site, changed with UpdateMySlug / UpdateMemberSlug. */
  slug?: string
  photo?: MemberImage
  cover?: MemberImage
  title?: string
}

/** A member, as answers carry it; which fields are present depends on the fieldsets. */
export interface Member {
  /** GUID; a member and its sign-in identity share it. */
  id: string
  /** EXTENDED and FULL only. */
  loginEmail?: string
  /** EXTENDED and FULL only. */
  loginEmailVerified?: boolean
  /** Always present; UNKNOWN in PUBLIC reads. */
  status: MemberStatus
  contactId?: string
  /** FULL only. */
  contact?: MemberContact
  profile?: MemberProfile
  /** Always present; UNKNOWN in PUBLIC reads. */
  privacyStatus: MemberPrivacyStatus
  /** Always present; UNKNOWN in PUBLIC reads. */
  activityStatus: MemberActivityStatus
  createdDate?: Timestamp
  updatedDate?: Timestamp
  /** EXTENDED and FULL only. */
  lastLoginDate?: Timestamp
  extendedFields?: ExtendedFields
}

/** The fields CreateMember takes; read-only fields sent along are ignored. */
export interface MemberInput {
  /** Required by the emulator: the e-mail the member signs in with; unique per site. */
  loginEmail: string
  contact?: MemberContactInput
  /** `slug` is ignored: it is derived from the nickname (change it with the slug calls). */
  profile?: MemberProfile
  privacyStatus?: 'PUBLIC' | 'PRIVATE'
}

/**
 * The fields UpdateMember changes: each one sent replaces the stored one (lists as a whole);
 * `loginEmail` and `contact.emails` are settable on creation only and ignored here.
 */
export interface MemberUpdate {
  /** Filled from the path by the SDK. */
  id?: string
  contact?: MemberContactInput
  profile?: MemberProfile
  privacyStatus?: 'PUBLIC' | 'PRIVATE'
}

/** Answer of every call that returns one member. */
export interface MemberResponse {
  member: Member
}

/** `GET /members/v1/members/my`. */
export interface GetMyMemberRequest {
  /** Up to 3; repeated `fieldsets=` keys on the wire. Default PUBLIC. */
  fieldsets?: MemberFieldset[]
}

/** `GET /members/v1/members/{id}`. */
export interface GetMemberRequest {
  /** Filled from the path by the SDK. */
  id?: string
  fieldsets?: MemberFieldset[]
}

/** `GET /members/v1/members` (travels as `.r`, since paging and sorting are objects). */
export interface ListMembersRequest {
  /** Default offset 0, limit 100 (at most 100). */
  paging?: Paging
  fieldsets?: MemberFieldset[]
  sorting?: Sorting[]
}

/**
 * The query of QueryMembers. The members API names the sort key `sorting`; the vendor query
 * builder sends `sort`, so the server accepts either (`sorting` wins when both are sent).
 */
export interface MembersQuery {
  filter?: Filter
  paging?: Paging
  sorting?: Sorting[]
  /** Alias of `sorting`. */
  sort?: Sorting[]
}

/** Free-text search over up to 4 fields (default: nickname, first name, last name, login e-mail). */
export interface MembersSearch {
  /** 1 to 100 characters, matched case-insensitively anywhere in the field. */
  expression: string
  fields?: string[]
}

/** `POST /members/v1/members/query`. */
export interface QueryMembersRequest {
  query?: MembersQuery
  fieldsets?: MemberFieldset[]
  search?: MembersSearch
}

/** Answer of ListMembers and QueryMembers. */
export interface MembersListResponse {
  members: Member[]
  metadata: MembersPagingMetadata
}

/** `POST /members/v1/members`. */
export interface CreateMemberRequest {
  member: MemberInput
}

/** `PATCH /members/v1/members/{member.id}`. */
export interface UpdateMemberRequest {
  member: MemberUpdate
}

/** `POST /members/v1/members/my/slug`. */
export interface UpdateMySlugRequest {
  /** 1 to 255 characters, unique per site. */
  slug: string
}

/** `POST /members/v1/members/{id}/slug`. */
export interface UpdateMemberSlugRequest {
  /** Filled from the path by the SDK. */
  id?: string
  slug: string
}

/** `DELETE /members/v1/members/my` and `DELETE /members/v1/members/{id}`. */
export interface DeleteMemberRequest {
  /** Another member who takes over the deleted member's content. */
  contentAssigneeId?: string
}

/** `POST /members/v1/members/bulk/delete`. */
export interface BulkDeleteMembersRequest {
  /** 1 to 100 member ids. */
  memberIds: string[]
}

/** Outcome of one item of a bulk call. */
export interface MemberItemMetadata {
  id?: string
  originalIndex: number
  success: boolean
  error?: ApplicationError
}

/** One result of BulkDeleteMembers. */
export interface BulkMemberResult {
  itemMetadata: MemberItemMetadata
}

/** Totals of a bulk call. */
export interface MemberBulkActionMetadata {
  totalSuccesses: number
  totalFailures: number
  undetailedFailures: number
}

/** Answer of `POST /members/v1/members/bulk/delete`. */
export interface BulkDeleteMembersResponse {
  results: BulkMemberResult[]
  bulkActionMetadata: MemberBulkActionMetadata
}

/** `POST /members/v1/members/bulk/delete-by-filter`. */
export interface BulkDeleteMembersByFilterRequest {
  filter: Filter
  contentAssigneeId?: string
  search?: MembersSearch
}

/** `POST /members/v1/members/bulk/approve-by-filter` and `…/block-by-filter`. */
export interface BulkMembersByFilterRequest {
  filter: Filter
}

/** Answer of the filter-based bulk calls: the id of the (already finished) job. */
export interface MembersJobResponse {
  jobId: string
}

/** `data` of SLUG_ALREADY_EXISTS (409). */
export interface SlugAlreadyExistsPayload {
  slug: string
}
