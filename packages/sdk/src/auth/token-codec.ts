import type { TokenRole, Tokens } from './tokens'

const ROLES: readonly TokenRole[] = ['none', 'visitor', 'member']

/** Whether a parsed value has the shape of {@link Tokens} (stored data may be stale or tampered). */
export function isTokens(value: unknown): value is Tokens {
  if (typeof value !== 'object' || value === null) return false
  const { accessToken, refreshToken } = value as Partial<Record<string, Record<string, unknown>>>
  return (
    typeof accessToken?.value === 'string' &&
    typeof accessToken.expiresAt === 'number' &&
    Number.isFinite(accessToken.expiresAt) &&
    typeof refreshToken?.value === 'string' &&
    ROLES.includes(refreshToken.role as TokenRole)
  )
}

/** Tokens from JSON text, or null when the text is not valid tokens. */
export function parseTokens(text: string | null | undefined): Tokens | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return isTokens(value) ? value : null
  } catch {
    return null
  }
}
