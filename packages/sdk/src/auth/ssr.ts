import { isTokens, parseTokens } from './token-codec'
import type { Tokens } from './tokens'

/**
 * Tokens as text for the page a server renders: JSON with `<`, `>`, `&`, U+2028 and U+2029
 * escaped, so it is safe inside an inline `<script>`.
 *
 * @example
 * ```ts
 * const html = `<script>window.__TOKENS__ = ${serializeTokens(await auth.getTokens())}</script>`
 * ```
 */
export function serializeTokens(tokens: Tokens | null): string {
  return JSON.stringify(tokens)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * Tokens handed over by the server, ready for `visitorAuth({ tokens })`: the browser continues
 * with them and makes no token request of its own while they are valid. Accepts the text of
 * {@link serializeTokens} or the parsed value; anything malformed gives undefined.
 *
 * @example
 * ```ts
 * const auth = visitorAuth({ clientId, tokens: hydrateTokens(window.__TOKENS__), storage: localStorageAdapter() })
 * ```
 */
export function hydrateTokens(serialized: unknown): Tokens | undefined {
  if (typeof serialized === 'string') return parseTokens(serialized) ?? undefined
  return isTokens(serialized) ? serialized : undefined
}
