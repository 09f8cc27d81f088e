import { createEmulator, type EmulatorOptions } from '../../src/app'
import { assemblePlatform, type PlatformServices } from '../../src/areas/index'

/**
 * An in-process emulator on a fresh temporary database, with helpers for JSON calls. The suites
 * written for the catalog v1 store run on one unless they ask for `catalog: 'v3'`.
 */
export function testEmulator(options: EmulatorOptions = {}) {
  const emulator = createEmulator({ seed: 'empty', catalog: 'v1', ...options })
  const { apiKey, siteId, clientId } = emulator.info()
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await emulator.request(path, {
      method,
      headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
      ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })
    const text = await res.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {}
    return {
      status: res.status,
      headers: res.headers,
      text,
      json: json as Record<string, unknown> & { details?: Record<string, unknown> },
    }
  }
  const owner = { authorization: apiKey, 'wix-site-id': siteId }
  const visitorToken = async () => {
    const res = await call('POST', '/oauth2/token', { clientId, grantType: 'anonymous' })
    return res.json as unknown as {
      access_token: string
      refresh_token: string
      expires_in: number
    }
  }
  let built: PlatformServices | undefined
  /**
   * The platform areas' services over this emulator's database and context, for tests that
   * reach past HTTP (catalog lookups, gift card balances, ...). Built once, on first use.
   */
  const services = () => {
    built ??= assemblePlatform(emulator.context).services
    return built
  }
  return { emulator, call, owner, clientId, visitorToken, services, close: () => emulator.close() }
}
