import { crossTabLock } from './cross-tab-lock'
import { parseTokens } from './token-codec'
import type { TokenLock, TokenStorage } from './tokens'

/** Options of {@link localStorageAdapter}. */
export interface LocalStorageOptions {
  /** Key of the entry. Default `storefront-kit.tokens`. */
  key?: string
  /** The storage. Default: the global `localStorage`. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** Lock for renewals. Default: {@link crossTabLock} on the key. */
  lock?: TokenLock
}

const defaultStorage = () => {
  try {
    return globalThis.localStorage
  } catch {
    // Reading localStorage throws where storage is disabled (some privacy modes).
    return undefined
  }
}

/**
 * Keeps tokens in `localStorage`: they survive reloads and are shared by the tabs of the site,
 * which renew under one lock. Where storage is unavailable it keeps nothing (a new visitor per
 * page load) rather than failing.
 *
 * @example
 * ```ts
 * const client = createClient({ auth: visitorAuth({ clientId, storage: localStorageAdapter() }) })
 * ```
 */
export function localStorageAdapter(options: LocalStorageOptions = {}): TokenStorage {
  const key = options.key ?? 'storefront-kit.tokens'
  const storage = options.storage ?? defaultStorage()
  return {
    get: () => {
      try {
        return parseTokens(storage?.getItem(key))
      } catch {
        return null
      }
    },
    set: (tokens) => {
      try {
        if (tokens) storage?.setItem(key, JSON.stringify(tokens))
        else storage?.removeItem(key)
      } catch {
        // A full or disabled storage must not break the call that renewed the tokens.
      }
    },
    lock: options.lock ?? crossTabLock(key),
  }
}
