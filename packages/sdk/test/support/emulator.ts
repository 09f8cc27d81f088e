import { type RunningEmulator, type StartOptions, startEmulator } from '@storefront-kit/emulator'
import { apiKeyAuth, type ClientOptions, createClient, visitorAuth } from '../../src/index'

/**
 * The real emulator served on a free port, with clients for a new visitor and for the owner.
 * Use one per test file (beforeAll/afterAll) and `reset()` between tests that need a clean store.
 */
export async function serveEmulator(options: StartOptions = {}) {
  const running: RunningEmulator = await startEmulator({ seed: 'demo', ...options })
  const { url, info } = running
  return {
    url,
    info,
    running,
    /** A client for a brand-new visitor (own tokens, own cart). */
    visitor: (extra: ClientOptions = {}) =>
      createClient({ baseUrl: url, auth: visitorAuth({ clientId: info.clientId }), ...extra }),
    /** A client with the owner's API key. */
    owner: (extra: ClientOptions = {}) =>
      createClient({
        baseUrl: url,
        auth: apiKeyAuth({ apiKey: info.apiKey, siteId: info.siteId }),
        ...extra,
      }),
    reset: () => fetch(`${url}/_emulator/reset`, { method: 'POST', body: '{}' }),
    close: () => running.close(),
  }
}

export type ServedEmulator = Awaited<ReturnType<typeof serveEmulator>>
