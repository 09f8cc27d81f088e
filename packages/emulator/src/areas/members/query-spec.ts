import type { QueryField, QuerySpec } from '../../query/index'

// Sortable per vendor docs: nickname, first and last name, created, updated and last login dates.
const fixed = (type: QueryField['type']): QueryField => ({ type, sortable: false })

/** Fields anyone may filter on: those of the PUBLIC fieldset. */
const PUBLIC_FIELDS: Record<string, QueryField> = {
  id: { type: 'string' },
  contactId: fixed('string'),
  'profile.nickname': { type: 'string' },
  'profile.slug': fixed('string'),
  'profile.title': fixed('string'),
  createdDate: { type: 'date' },
  updatedDate: { type: 'date' },
}

/**
 * What the owner's QueryMembers accepts (wire/members.md): every field of the FULL fieldset that
 * makes sense to filter on. Defaults: newest first, offset 0, limit 100 (at most 100).
 */
export const MEMBER_QUERY: QuerySpec = {
  fields: {
    ...PUBLIC_FIELDS,
    loginEmail: fixed('string'),
    loginEmailVerified: fixed('boolean'),
    status: fixed('string'),
    privacyStatus: fixed('string'),
    activityStatus: fixed('string'),
    lastLoginDate: { type: 'date' },
    'contact.firstName': { type: 'string' },
    'contact.lastName': { type: 'string' },
    'contact.phones': { type: 'string[]' },
    'contact.emails': { type: 'string[]' },
    'contact.company': fixed('string'),
    'contact.jobTitle': fixed('string'),
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  defaultLimit: 100,
  maxLimit: 100,
  fieldPrefix: 'query',
}

/**
 * Visitors' and members' queries: only public fields, so a filter cannot probe what the
 * caller may not read (e-mails, statuses, names).
 */
export const PUBLIC_MEMBER_QUERY: QuerySpec = { ...MEMBER_QUERY, fields: PUBLIC_FIELDS }

/** The query spec for a caller and where the request keeps its query (`query` or top level). */
export const memberQuerySpec = (owner: boolean, fieldPrefix: 'query' | ''): QuerySpec => ({
  ...(owner ? MEMBER_QUERY : PUBLIC_MEMBER_QUERY),
  fieldPrefix,
})

/** Fields a free-text search covers when the request names none. */
export const DEFAULT_SEARCH_FIELDS = {
  owner: ['profile.nickname', 'contact.firstName', 'contact.lastName', 'loginEmail'],
  public: ['profile.nickname'],
} as const
