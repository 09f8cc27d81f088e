import { useSyncExternalStore } from 'react'

/**
 * A small history router: the URL is the state, `navigate` changes it, components read it with
 * `useLocation`. Enough for a handful of routes without a dependency.
 */

const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('popstate', notify)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('popstate', notify)
  }
}

/** Goes to a path of the shop (`/cart`, `/products/tee?x=1`); `replace` keeps history short. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to)
  else window.history.pushState(null, '', to)
  notify()
}

/** The current URL (re-renders on every navigation). */
export function useLocation(): URL {
  const href = useSyncExternalStore(subscribe, () => window.location.href)
  return new URL(href)
}

/** Params of `pattern` (`/products/:slug`) in `pathname`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean)
  const have = pathname.split('/').filter(Boolean)
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (const [i, part] of want.entries()) {
    const value = have[i] ?? ''
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value)
      } catch {
        return null
      }
    } else if (part !== value) return null
  }
  return params
}

/**
 * The URL with some search parameters set (`undefined` or '' removes one), as a path for
 * `navigate` or a link.
 */
export function withSearch(url: URL, changes: Record<string, string | undefined>): string {
  const search = new URLSearchParams(url.search)
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') search.delete(key)
    else search.set(key, value)
  }
  const query = search.toString()
  return `${url.pathname}${query ? `?${query}` : ''}`
}
