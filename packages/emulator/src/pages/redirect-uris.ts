import type { EmulatorContext } from '../context'

/** `ctx.settings` key: redirect URI patterns added at run time, by client id. */
export const REDIRECT_URIS_KEY = 'identity.redirectUris'
/** `ctx.settings` key: patterns given at start (options, `--redirect-uri`); a reset returns to them. */
export const STARTUP_REDIRECT_URIS_KEY = 'identity.redirectUris.startup'

/**
 * Loopback addresses on any port are allowed for the site's own client, as native apps and
 * local dev servers need them (RFC 8252 §7.3); everything else must be registered.
 */
export const LOOPBACK_PATTERNS = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*']

type PatternMap = Record<string, string[]>

const read = (ctx: EmulatorContext, key: string): PatternMap =>
  (ctx.settings.get(key) as PatternMap | undefined) ?? {}

/** Every pattern allowed for a client id: startup ones, added ones, loopback for the site client. */
export function redirectUriPatterns(ctx: EmulatorContext, clientId: string): string[] {
  const own = clientId === ctx.site.clientId ? [...LOOPBACK_PATTERNS, ctx.publicUrl()] : []
  return [
    ...own,
    ...(read(ctx, STARTUP_REDIRECT_URIS_KEY)[clientId] ?? []),
    ...(read(ctx, REDIRECT_URIS_KEY)[clientId] ?? []),
  ]
}

/** Registers more patterns for a client id (control API). */
export function addRedirectUris(ctx: EmulatorContext, clientId: string, patterns: string[]): void {
  const map = read(ctx, REDIRECT_URIS_KEY)
  ctx.settings.set(REDIRECT_URIS_KEY, {
    ...map,
    [clientId]: [...new Set([...(map[clientId] ?? []), ...patterns])],
  })
}

/** Forgets patterns added at run time (after a reset). */
export function resetRedirectUris(ctx: EmulatorContext): void {
  ctx.settings.delete(REDIRECT_URIS_KEY)
}

const PATTERN = /^(https?):\/\/(\[[^\]]+\]|[^/:?#]+)(?::(\d+|\*))?(\/[^?#]*)?$/

/**
 * Whether a pattern accepts a URL. A pattern is `scheme://host[:port|:*][/path]`: without a path
 * or with a path ending in `*` it accepts every path under it; otherwise the path must match
 * exactly. Hosts and schemes are compared on the parsed URL, so `http://localhost:@evil.example`
 * never passes for `localhost`.
 */
export function matchesPattern(pattern: string, url: URL): boolean {
  const match = PATTERN.exec(pattern.trim())
  if (!match) return false
  const [, scheme, host, port, path] = match
  if (url.username || url.password) return false
  if (url.protocol !== `${scheme}:` || url.hostname !== host?.toLowerCase()) return false
  if (port !== '*' && url.port !== (port ?? '')) return false
  if (!path || path === '/*') return true
  return path.endsWith('*') ? url.pathname.startsWith(path.slice(0, -1)) : url.pathname === path
}

/** Whether a redirect URI is registered for the client id. */
export function isRedirectUriAllowed(ctx: EmulatorContext, clientId: string, uri: string): boolean {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return false
  }
  return redirectUriPatterns(ctx, clientId).some((pattern) => matchesPattern(pattern, url))
}

/** Whether an origin (`https://shop.example`) may receive `web_message` answers for the client. */
export function isOriginAllowed(ctx: EmulatorContext, clientId: string, origin: string): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.origin !== origin.replace(/\/+$/, '')) return false
  return redirectUriPatterns(ctx, clientId).some((pattern) => {
    const match = PATTERN.exec(pattern.trim())
    return (
      !!match && matchesPattern(`${match[1]}://${match[2]}${match[3] ? `:${match[3]}` : ''}`, url)
    )
  })
}
