/** What the back office's server needs: where the store is, the owner's key, how to sign in. */
export interface ServerConfig {
  /** The platform's API (or the emulator's) that `/api/*` forwards to. */
  apiUrl: string
  /** The owner's API key: added to every forwarded call, never sent to the browser. */
  apiKey: string
  /** The site the key acts on (the `wix-site-id` header). */
  siteId: string | undefined
  /** A password that signs in; without one, only one-time links printed by the server do. */
  password: string | undefined
  /** Cookies get `Secure` when the back office is served over HTTPS. */
  secureCookies: boolean
}

/** The environment variables the server reads. */
export const SERVER_VARIABLES = {
  apiUrl: 'STOREFRONT_API_URL',
  apiKey: 'STOREFRONT_API_KEY',
  siteId: 'STOREFRONT_SITE_ID',
  password: 'ADMIN_PASSWORD',
  publicUrl: 'ADMIN_PUBLIC_URL',
} as const

/** The configuration, or the names of the variables that are missing. */
export function readServerConfig(
  env: Record<string, string | undefined>,
): { ok: true; config: ServerConfig } | { ok: false; missing: string[] } {
  const apiUrl = env[SERVER_VARIABLES.apiUrl]?.trim()
  const apiKey = env[SERVER_VARIABLES.apiKey]?.trim()
  const missing = [
    ...(apiUrl ? [] : [SERVER_VARIABLES.apiUrl]),
    ...(apiKey ? [] : [SERVER_VARIABLES.apiKey]),
  ]
  if (!apiUrl || !apiKey) return { ok: false, missing }
  return {
    ok: true,
    config: {
      apiUrl: apiUrl.replace(/\/+$/, ''),
      apiKey,
      siteId: env[SERVER_VARIABLES.siteId]?.trim() || undefined,
      password: env[SERVER_VARIABLES.password] || undefined,
      secureCookies: env[SERVER_VARIABLES.publicUrl]?.startsWith('https://') ?? false,
    },
  }
}
