import { DEFAULT_BASE_URL } from '@storefront-kit/sdk'

/** Where the shop finds the store: injected by `npm start` (scripts/start.mjs) or a `.env` file. */
export interface ShopConfig {
  apiUrl: string
  clientId: string
  /** Media host for image links; `undefined` means the platform's own. */
  mediaBaseUrl: string | undefined
}

/** The configuration, or the names of the variables that are missing. */
export function readConfig(
  env: ImportMetaEnv = import.meta.env,
): { ok: true; config: ShopConfig } | { ok: false; missing: string[] } {
  const apiUrl = env.VITE_API_URL?.trim() || DEFAULT_BASE_URL
  const clientId = env.VITE_CLIENT_ID?.trim()
  if (!clientId) return { ok: false, missing: ['VITE_CLIENT_ID'] }
  // The emulator serves media on its API host; the platform has a separate media host.
  const mediaBaseUrl =
    env.VITE_MEDIA_URL?.trim() || (apiUrl === DEFAULT_BASE_URL ? undefined : apiUrl)
  return { ok: true, config: { apiUrl, clientId, mediaBaseUrl } }
}
