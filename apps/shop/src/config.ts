import { DEFAULT_BASE_URL } from '@storefront-kit/sdk'

/**
 * Which of the platform's cart APIs the shop uses: Cart V2 (the default), or the v1 cart and
 * checkout, which the platform removes on 2027-02-01 and which stays here so both are tested.
 */
export type CartVersion = 'v1' | 'v2'

/** Where the shop finds the store: the server's environment (`npm start` sets it). */
export interface ShopConfig {
  apiUrl: string
  clientId: string
  /** Media host for image links; `undefined` means the platform's own. */
  mediaBaseUrl: string | undefined
  cartVersion: CartVersion
}

/** The names of the environment variables the shop reads. */
export const CONFIG_VARIABLES = {
  apiUrl: 'STOREFRONT_API_URL',
  clientId: 'STOREFRONT_CLIENT_ID',
  mediaBaseUrl: 'STOREFRONT_MEDIA_URL',
  apiKey: 'STOREFRONT_API_KEY',
  siteId: 'STOREFRONT_SITE_ID',
  cartVersion: 'STOREFRONT_CART_VERSION',
} as const

const CART_VERSIONS: readonly string[] = ['v1', 'v2'] satisfies CartVersion[]

/** The configuration, or the names of the variables that are missing (or not understood). */
export function readConfig(
  env: Record<string, string | undefined>,
): { ok: true; config: ShopConfig } | { ok: false; missing: string[] } {
  const apiUrl = env[CONFIG_VARIABLES.apiUrl]?.trim() || DEFAULT_BASE_URL
  const clientId = env[CONFIG_VARIABLES.clientId]?.trim()
  if (!clientId) return { ok: false, missing: [CONFIG_VARIABLES.clientId] }
  const cartVersion = env[CONFIG_VARIABLES.cartVersion]?.trim().toLowerCase() || 'v2'
  // A typo must not quietly pick a cart: the page says which variable to set, and to what.
  if (!CART_VERSIONS.includes(cartVersion))
    return { ok: false, missing: [`${CONFIG_VARIABLES.cartVersion} (v1 or v2)`] }
  // The emulator serves media on its API host; the platform has a separate media host.
  const mediaBaseUrl =
    env[CONFIG_VARIABLES.mediaBaseUrl]?.trim() || (apiUrl === DEFAULT_BASE_URL ? undefined : apiUrl)
  return {
    ok: true,
    config: { apiUrl, clientId, mediaBaseUrl, cartVersion: cartVersion as CartVersion },
  }
}

/** The site's API key and id: what the shop's server reads a member's orders with. */
export interface OwnerKey {
  apiKey: string
  siteId: string
}

/**
 * The site's API key and id from the server's environment, or `undefined` when either is unset
 * (the account page then lists the orders placed from the browser). Kept out of
 * {@link ShopConfig} on purpose: that goes to the browser, and the key must never.
 *
 * @example
 * ```ts
 * const key = readOwnerKey(process.env) // { apiKey, siteId } or undefined
 * ```
 */
export function readOwnerKey(env: Record<string, string | undefined>): OwnerKey | undefined {
  const apiKey = env[CONFIG_VARIABLES.apiKey]?.trim()
  const siteId = env[CONFIG_VARIABLES.siteId]?.trim()
  return apiKey && siteId ? { apiKey, siteId } : undefined
}
