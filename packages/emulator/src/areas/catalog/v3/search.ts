import type { SearchDetails } from '@storefront-kit/wire'
import { validationError, violation } from '../../../http/api-error'
import { SEARCHABLE } from './query-specs'

/**
 * Free text as a filter the cursor can carry: the expression's terms, each looked for
 * (case-insensitively, anywhere) in the named fields, or in every searchable one when none are
 * named. `OR` (the default): some term in some field; `AND`: every term in some field. `fuzzy`
 * is accepted and changes nothing: the emulator matches terms exactly.
 * @returns undefined when there is no expression.
 * @throws ApiError 400 `FIELD_NOT_ALLOWED` at `<at>.fields[i]` for a field that cannot be searched.
 */
export function searchFilter(
  kind: keyof typeof SEARCHABLE,
  search: SearchDetails | undefined,
  at: string,
): object | undefined {
  const terms = (search?.expression ?? '').split(/\s+/).filter(Boolean)
  const fields = SEARCHABLE[kind] ?? {}
  const named = search?.fields?.length ? search.fields : Object.keys(fields)
  const violations = named.flatMap((name, index) =>
    Object.hasOwn(fields, name)
      ? []
      : [
          violation(`${at}.fields[${index}]`, 'FIELD_NOT_ALLOWED', `${name} cannot be searched`, {
            allowed: Object.keys(fields),
          }),
        ],
  )
  if (violations.length) throw validationError(violations)
  if (!terms.length) return undefined
  const anyField = (term: string) => ({ $or: named.map((name) => fields[name]?.(term) ?? {}) })
  return search?.mode === 'AND' ? { $and: terms.map(anyField) } : { $or: terms.map(anyField) }
}

/** A request filter and a search filter together. */
export const withSearch = (filter: object | undefined, search: object | undefined) =>
  search ? (filter && Object.keys(filter).length ? { $and: [filter, search] } : search) : filter
