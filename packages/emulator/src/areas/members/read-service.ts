import type {
  Member,
  MemberFieldset,
  MembersListResponse,
  MembersSearch,
} from '@storefront-kit/wire'
import { ApiError, notFound, validationError } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { QueryInput } from '../../query/index'
import type { MembersContext } from './context'
import { findMember, loadMember, memberNotFound } from './member-doc'
import { memberQuerySpec } from './query-spec'
import { andScope } from './query-store'
import { searchFilter } from './search'
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
  const owner = caller.kind === 'owner'
  const spec = memberQuerySpec(owner, prefix)
  const queries = ctx.queries
  const search = request.search
    ? queries.scopeOf({ ...spec, fieldPrefix: '' }, searchFilter(spec, owner, request.search))
    : undefined
  const input = { filter: request.filter, sort: request.sort, paging: request.paging }
  let page: ReturnType<typeof queries.page>
  try {
    page = queries.page(spec, input as QueryInput, andScope(visibilityScope(caller), search))
  } catch (error) {
    throw renamed(error, prefix, request.sortKey)
  }
  const level = levelOf(request.fieldsets)
  return {
    members: page.items.map((member) => viewFor(caller, member, level)),
    metadata: {
      count: page.items.length,
      offset: page.offset,
      total: page.total,
      tooManyToCount: false,
    },
  }
}
