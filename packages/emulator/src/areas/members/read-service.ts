import type {
  Member,
  MemberFieldset,
  MembersListResponse,
  MembersSearch,
} from '@storefront-kit/wire'
import { ApiError, notFound, validationError } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { QueryInput } from '../../query/index'
import { rememberAnswers } from '../../query/remember'
import type { MembersContext } from './context'
import { findMember, loadMember, memberNotFound } from './member-doc'
import { memberQuerySpec } from './query-spec'
import { andScope } from './query-store'
import { searchFilter } from './search'
import { MEMBERS_TABLE } from './store'
import { levelOf, viewFor, visibilityScope, visibleTo } from './visibility'

/** GetMyMember: the caller's own member; a visitor has none (404 `NOT_FOUND`). */
export function getMyMember(
  ctx: MembersContext,
  caller: Caller,
  fieldsets?: MemberFieldset[],
): Member {
  const member = caller.kind === 'member' ? findMember(ctx, caller.id) : undefined
  if (!member) throw notFound('NOT_FOUND', 'The caller is not a member of the site')
  return viewFor(caller, member, levelOf(fieldsets))
}

/** GetMember: a member the caller may see (others answer 404, so hidden members do not leak). */
export function getMemberView(
  ctx: MembersContext,
  caller: Caller,
  id: string,
  fieldsets?: MemberFieldset[],
): Member {
  const member = loadMember(ctx, id)
  if (!visibleTo(caller, member)) throw memberNotFound(id)
  return viewFor(caller, member, levelOf(fieldsets))
}

/** What ListMembers and QueryMembers share once their requests are read. */
export interface MemberListRequest {
  filter?: unknown
  paging?: unknown
  /** `sorting` (or QueryMembers' `sort` alias) and the key the request used, for violations. */
  sort?: unknown
  sortKey: 'sorting' | 'sort'
  fieldsets?: MemberFieldset[]
  search?: MembersSearch
}

/** Violations name `sort` (the engine's key); point them at the key the request used. */
function renamed(error: unknown, prefix: string, sortKey: string): unknown {
  const violations =
    error instanceof ApiError && error.body.details.validationError?.fieldViolations
  if (!violations || sortKey === 'sort') return error
  const from = prefix ? `${prefix}.sort` : 'sort'
  const to = prefix ? `${prefix}.${sortKey}` : sortKey
  return validationError(
    violations.map((v) =>
      v.field === from || v.field.startsWith(`${from}[`) || v.field.startsWith(`${from}.`)
        ? { ...v, field: to + v.field.slice(from.length) }
        : v,
    ),
  )
}

/**
 * Who asks, as far as a member list differs: the owner, one member (who sees themselves at the
 * level asked for), or anyone else.
 */
const viewerOf = (caller: Caller): Caller =>
  caller.kind === 'owner' || caller.kind === 'member' ? caller : { kind: 'anonymous' }

interface ListAsked {
  viewer: Caller
  request: MemberListRequest
  prefix: 'query' | ''
}

function memberPage(
  ctx: MembersContext,
  { viewer, request, prefix }: ListAsked,
): MembersListResponse {
  const owner = viewer.kind === 'owner'
  const spec = memberQuerySpec(owner, prefix)
  const queries = ctx.queries
  const search = request.search
    ? queries.scopeOf({ ...spec, fieldPrefix: '' }, searchFilter(spec, owner, request.search))
    : undefined
  const input = { filter: request.filter, sort: request.sort, paging: request.paging }
  let page: ReturnType<typeof queries.page>
  try {
    page = queries.page(spec, input as QueryInput, andScope(visibilityScope(viewer), search))
  } catch (error) {
    throw renamed(error, prefix, request.sortKey)
  }
  const level = levelOf(request.fieldsets)
  return {
    members: page.items.map((member) => viewFor(viewer, member, level)),
    metadata: {
      count: page.items.length,
      offset: page.offset,
      total: page.total,
      tooManyToCount: false,
    },
  }
}

/**
 * Lists answered before, until members are next written: a community page asks for the same
 * first members on every view. The answer reads the members table alone; it differs by who asks
 * (the owner, a member who sees themselves, anyone else), which the key holds with the request.
 */
const memberPages = rememberAnswers({
  db: (ctx: MembersContext) => ctx.db,
  tables: [MEMBERS_TABLE],
  answer: memberPage,
  keyOf: ({ viewer, request, prefix }) => {
    const who = viewer.kind === 'member' ? `member:${viewer.id}` : viewer.kind
    return `${who} ${prefix} ${JSON.stringify(request)}`
  },
})

/**
 * ListMembers (`prefix` '') and QueryMembers (`prefix` 'query'): offset pages of the members the
 * caller may see, each at the level the caller may read. Visitors and members filter, sort and
 * search on public fields only.
 */
export function listMembers(
  ctx: MembersContext,
  caller: Caller,
  request: MemberListRequest,
  prefix: 'query' | '',
): MembersListResponse {
  return memberPages(ctx, { viewer: viewerOf(caller), request, prefix })
}
