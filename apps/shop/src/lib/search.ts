/**
 * The path of a location with some search parameters set (`undefined` or '' removes one), for
 * `navigate` or a link.
 *
 * @example
 * ```ts
 * withSearch({ pathname: '/collections/apparel', search: '?page=2' }, { page: undefined }) // '/collections/apparel'
 * ```
 */
export function withSearch(
  location: { pathname: string; search: string },
  changes: Record<string, string | undefined>,
): string {
  const search = new URLSearchParams(location.search)
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') search.delete(key)
    else search.set(key, value)
  }
  const query = search.toString()
  return `${location.pathname}${query ? `?${query}` : ''}`
}
