import type { Member, QueryMembersRequest } from '@storefront-kit/sdk/members'

/** Members shown per page. */
export const PAGE_SIZE = 25

/** The status filter's choices: the owner's words for each member status. */
export const STATUS_CHOICES = [
  { value: '', label: 'Any status' },
  { value: 'PENDING', label: 'Awaiting approval' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'BLOCKED', label: 'Blocked' },
  { value: 'OFFLINE', label: 'No login' },
] as const

/** The privacy filter's choices. */
export const PRIVACY_CHOICES = [
  { value: '', label: 'Any privacy' },
  { value: 'PUBLIC', label: 'In the community' },
  { value: 'PRIVATE', label: 'Private' },
] as const

/** What the owner filters by, as the address keeps it (`?status=PENDING&privacy=PUBLIC&q=ann`). */
export interface MemberFilters {
  status: string
  privacy: string
  search: string
  page: number
}

/** Reads the filters from the address's search params; anything unknown counts as "any". */
export function readMemberFilters(params: URLSearchParams): MemberFilters {
  const status = params.get('status') ?? ''
  const privacy = params.get('privacy') ?? ''
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  return {
    status: STATUS_CHOICES.some((c) => c.value === status) ? status : '',
    privacy: PRIVACY_CHOICES.some((c) => c.value === privacy) ? privacy : '',
    search: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  }
}

/** The filters as search params, leaving out what is "any" so links stay short. */
export function memberFilterParams(filters: Partial<MemberFilters>): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.status) params.set('status', filters.status)
  if (filters.privacy) params.set('privacy', filters.privacy)
  if (filters.search) params.set('q', filters.search)
  if (filters.page && filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** The platform filter of the status and privacy choices (what bulk calls act on too). */
export function memberFilter(filters: MemberFilters): Record<string, string> {
  return {
    ...(filters.status && { status: filters.status }),
    ...(filters.privacy && { privacyStatus: filters.privacy }),
  }
}

/** The QueryMembers request of the filters: FULL members (names, e-mail), oldest sign-ups last. */
export function membersRequest(filters: MemberFilters): QueryMembersRequest {
  return {
    query: {
      filter: memberFilter(filters),
      paging: { limit: PAGE_SIZE, offset: (filters.page - 1) * PAGE_SIZE },
      sorting: [{ fieldName: 'createdDate', order: 'DESC' }],
    },
    fieldsets: ['FULL'],
    ...(filters.search && { search: { expression: filters.search } }),
  }
}

/** How the owner knows a member: their name, else nickname, else login e-mail. */
export function memberName(member: Member): string {
  const full = [member.contact?.firstName, member.contact?.lastName].filter(Boolean).join(' ')
  return full || member.profile?.nickname || member.loginEmail || 'Unnamed member'
}

/** A status in the owner's words. */
export function statusLabel(status: string): string {
  return STATUS_CHOICES.find((c) => c.value === status)?.label ?? status
}
