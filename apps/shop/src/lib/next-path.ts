/** Where to go after signing in: the `next` path when it is one of the shop's own. */
export function nextPath(search: URLSearchParams): string {
  const next = search.get('next')
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/account'
}
