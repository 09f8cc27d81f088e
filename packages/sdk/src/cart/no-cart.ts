import type { Client } from '../core/client'
import { isStorefrontError } from '../core/errors/storefront-error'
import { held } from '../core/held'

/**
 * Where a client remembers which visitor is known to have no cart (a fingerprint of the visitor's
 * refresh token, never the token). The default lives as long as the client; give
 * {@link localStorageNoCart} to remember it across page loads.
 */
export interface NoCartMemory {
  get(): string | null
  set(fingerprint: string | null): void
}

const memories = new WeakMap<Client, NoCartMemory>()

/** The client's memory (made on first use). */
export function noCartMemoryOf(client: Client): NoCartMemory {
  const known = memories.get(client)
  if (known) return known
  const memory = held<string | null>(null)
  memories.set(client, memory)
  return memory
}

/**
 * Keeps the client's "this visitor has no cart" in `memory` (e.g. {@link localStorageNoCart}),
 * so that a reload does not ask again. Call once, right after `createClient`.
 *
 * @example
 * ```ts
 * const client = createClient({ auth: visitorAuth({ clientId, storage: localStorageAdapter() }) })
 * rememberNoCart(client, localStorageNoCart())
 * ```
 */
export function rememberNoCart(client: Client, memory: NoCartMemory): void {
  memories.set(client, memory)
}

/**
 * A {@link NoCartMemory} in `localStorage` (nothing where storage is unavailable).
 * @example rememberNoCart(client, localStorageNoCart())
 */
export function localStorageNoCart(key = 'storefront-kit.no-cart'): NoCartMemory {
  const storage = (): Storage | undefined => {
    try {
      return globalThis.localStorage
    } catch {
      return undefined
    }
  }
  return {
    get: () => storage()?.getItem(key) ?? null,
    set: (fingerprint) =>
      fingerprint === null ? storage()?.removeItem(key) : storage()?.setItem(key, fingerprint),
  }
}

/** The held anonymous visitor's fingerprint; `null` for no tokens yet, `undefined` for others. */
export async function visitorFingerprint(client: Client): Promise<string | null | undefined> {
  const auth = client.auth as
    | { getTokens?: () => Promise<{ refreshToken: { value: string; role: string } } | null> }
    | undefined
  if (typeof auth?.getTokens !== 'function') return undefined
  const tokens = await auth.getTokens()
  if (!tokens) return null
  // A member may have added on another device: only an anonymous visitor's cart is known here.
  if (tokens.refreshToken.role === 'member') return undefined
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(tokens.refreshToken.value),
  )
  return Array.from(new Uint8Array(digest).slice(0, 12), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
}

/** Answers `response` after forgetting that the caller had no cart (a write that makes one). */
export function forgetNoCart<T>(client: Client, response: Promise<T>): Promise<T> {
  return response.then((answer) => {
    noCartMemoryOf(client).set(null)
    return answer
  })
}

/** True for the platform's 404 `OWNED_CART_NOT_FOUND` (the caller has no cart). */
export const isNoCart = (error: unknown): boolean =>
  isStorefrontError(error) && error.status === 404 && error.code === 'OWNED_CART_NOT_FOUND'
