import type { EmulatorContext } from '../../context'

/**
 * `ctx.settings` key of the redirect URI patterns by client id: stored ones were added through
 * the control API (and survive restarts); the start value holds `--redirect-uri` patterns.
 */
export const REDIRECT_URIS_KEY = 'identity.redirectUris'

/**
 * Loopback addresses on any port are allowed for the site's own client, as native apps and
 * local dev servers need them (RFC 8252 §7.3); everything else must be registered.
 */
export const LOOPBACK_PATTERNS = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*']

type PatternMap = Record<string, string[]>

/**
 * Every pattern allowed for a client id: loopback and the emulator's own URL for the site client,
 * those given at start and those added since. Adding never conflicts, so start values and added
 * ones simply add up.
 */
export function redirectUriPatterns(ctx: EmulatorContext, clientId: string): string[] {
  const own = clientId === ctx.site.clientId ? [...LOOPBACK_PATTERNS, ctx.publicUrl()] : []
  const startup = ctx.settings.startup.get(REDIRECT_URIS_KEY) as PatternMap | undefined
  const added = ctx.settings.get<PatternMap>(REDIRECT_URIS_KEY)
  return [...own, ...(startup?.[clientId] ?? []), ...(added?.[clientId] ?? [])]
}

/** Registers more patterns for a client id (control API). */
export function addRedirectUris(ctx: EmulatorContext, clientId: string, patterns: string[]): void {
  const map = ctx.settings.get<PatternMap>(REDIRECT_URIS_KEY) ?? {}
  ctx.settings.set(REDIRECT_URIS_KEY, {
    ...map,
    [clientId]: [...new Set([...(map[clientId] ?? []), ...patterns])],
  })
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
