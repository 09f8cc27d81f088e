import type { MembersSearch } from '@storefront-kit/wire'
import { validationError, violation } from '../../http/api-error'
import { type QuerySpec, resolveField } from '../../query/index'
import { DEFAULT_SEARCH_FIELDS } from './query-spec'

/**
 * A free-text search as a filter: one of the named text fields (or the defaults for the caller)
 * contains the expression, case-insensitively.
 * @throws ApiError 400 `FIELD_NOT_ALLOWED` at `search.fields[i]` for a field the spec cannot search.
 */
export function searchFilter(spec: QuerySpec, owner: boolean, search: MembersSearch) {
  const fields = search.fields?.length
    ? search.fields
    : DEFAULT_SEARCH_FIELDS[owner ? 'owner' : 'public']
  const violations = fields.flatMap((name, index) =>
    resolveField(spec, name)?.type === 'string'
      ? []
      : [violation(`search.fields[${index}]`, 'FIELD_NOT_ALLOWED', `${name} cannot be searched`)],
  )
  if (violations.length) throw validationError(violations)
  return { $or: fields.map((name) => ({ [name]: { $contains: search.expression } })) }
}
