import { held } from '../core/held'
import type { TokenResponse } from '../wire'

/** Who a refresh token belongs to. Only `member` counts as logged in. */
export type TokenRole = 'none' | 'visitor' | 'member'

/** A visitor's or member's tokens, as the SDK keeps them. */
export interface Tokens {
  /** `expiresAt` is in epoch seconds. */
  accessToken: { value: string; expiresAt: number }
  refreshToken: { value: string; role: TokenRole }
}

/** Runs `work` while holding an exclusive lock; storages shared by tabs bring one. */
export type TokenLock = <T>(work: () => Promise<T>) => Promise<T>

/**
 * Where tokens persist between page loads. Both methods may be sync or async.
 * The SDK ships {@link memoryStorage}; `@storefront-kit/sdk/auth` adds browser storages.
 */
export interface TokenStorage {
  get(): Promise<Tokens | null | undefined> | Tokens | null | undefined
  set(tokens: Tokens | null): Promise<void> | void
  /**
   * For storages other tabs share: renewals run under this lock, and re-read the storage first,
   * so tabs of one browser never renew at the same time.
   */
  lock?: TokenLock
}

/**
 * Keeps tokens in memory for the life of the page or process (the default).
 *
 * @example
 * ```ts
 * const auth = visitorAuth({ clientId, storage: memoryStorage() })
 * ```
 */
export function memoryStorage(initial?: Tokens): TokenStorage {
  return held<Tokens | null>(initial ?? null)
}

/** True while the access token is present and not past its expiry (seconds, no skew). */
export function isAccessTokenValid(tokens: Tokens | null | undefined, nowMs: number): boolean {
  return !!tokens?.accessToken.value && tokens.accessToken.expiresAt >= Math.floor(nowMs / 1000)
}

/** Tokens from a token endpoint answer received at `nowMs`; `refresh` stands in when none came. */
export function tokensFrom(
  response: TokenResponse,
  role: TokenRole,
  nowMs: number,
  refresh = '',
): Tokens {
  return {
    accessToken: {
      value: response.access_token,
      expiresAt: Math.floor(nowMs / 1000) + response.expires_in,
    },
    refreshToken: { value: response.refresh_token || refresh, role },
  }
}
