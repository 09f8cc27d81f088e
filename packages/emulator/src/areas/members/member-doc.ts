import type { MemberAddress, MemberCustomField, MemberImage } from '@storefront-kit/wire'
import { notFound } from '../../http/api-error'
import type { MembersContext } from './context'
import { getMember } from './service'
import type { MemberRecord } from './store'

/**
 * A member as the members API keeps it: the sign-in record (`MemberRecord`) plus the profile and
 * contact fields only the members API writes (photo, cover, company, custom fields, ...).
 */
export type MemberDoc = MemberRecord & {
  contact: MemberRecord['contact'] & {
    addresses: MemberAddress[]
    birthdate?: string
    company?: string
    jobTitle?: string
    customFields?: Record<string, MemberCustomField>
  }
  profile: MemberRecord['profile'] & { photo?: MemberImage; cover?: MemberImage }
}

export const memberNotFound = (id: string) =>
  notFound('MEMBER_NOT_FOUND', `Member ${id} was not found`, { memberId: id })

/** The stored member, if any. */
export const findMember = (ctx: MembersContext, id: string): MemberDoc | undefined =>
  getMember(ctx, id) as MemberDoc | undefined

/** The stored member. @throws ApiError 404 `MEMBER_NOT_FOUND`. */
export function loadMember(ctx: MembersContext, id: string): MemberDoc {
  const member = findMember(ctx, id)
  if (!member) throw memberNotFound(id)
  return member
}
