import { DEFAULT_BASE_URL } from '@storefront-kit/sdk'

/** Where the shop finds the store: the server's environment (`npm start` sets it). */
export interface ShopConfig {
  apiUrl: string
  clientId: string
  /** Media host for image links; `undefined` means the platform's own. */
  mediaBaseUrl: string | undefined
}

/** The names of the environment variables the shop reads. */
export const CONFIG_VARIABLES = {
  apiUrl: 'STOREFRONT_API_URL',
  clientId: 'STOREFRONT_CLIENT_ID',
  mediaBaseUrl: 'STOREFRONT_MEDIA_URL',
} as const

/** The configuration, or the names of the variables that are missing. */
export function readConfig(
  env: Record<string, string | undefined>,
): { ok: true; config: ShopConfig } | { ok: false; missing: string[] } {
  const apiUrl = env[CONFIG_VARIABLES.apiUrl]?.trim() || DEFAULT_BASE_URL
  const clientId = env[CONFIG_VARIABLES.clientId]?.trim()
  if (!clientId) return { ok: false, missing: [CONFIG_VARIABLES.clientId] }
  // The emulator serves media on its API host; the platform has a separate media host.
  const mediaBaseUrl =
    env[CONFIG_VARIABLES.mediaBaseUrl]?.trim() || (apiUrl === DEFAULT_BASE_URL ? undefined : apiUrl)
  return { ok: true, config: { apiUrl, clientId, mediaBaseUrl } }
}
