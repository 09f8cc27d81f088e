import { randomUUID } from 'node:crypto'
import {
  CONTROL_TOKEN_HEADER,
  type RunningEmulator,
  type StartOptions,
  startEmulator,
} from '@storefront-kit/emulator'
import { apiKeyAuth, type ClientOptions, createClient, visitorAuth } from '../../src/index'

/**
 * The real emulator served on a free port, with clients for a new visitor and for the owner.
 * Use one per test file (beforeAll/afterAll) and `reset()` between tests that need a clean store.
 * It runs with a control token, as a shared machine would, and `control()` sends it.
 */
export async function serveEmulator(options: StartOptions = {}) {
  const controlToken = options.controlToken ?? randomUUID()
  // Catalog v1 unless a suite asks for v3: most suites were written for the v1 demo store.
  const running: RunningEmulator = await startEmulator({
    seed: 'demo',
    catalog: 'v1',
    ...options,
    controlToken,
  })
  const { url, info } = running
  /** Calls the control API (`/_emulator/…`): a GET, or a write of `body` as JSON. Answers its JSON. */
  const control = async <T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    method = body === undefined ? 'GET' : 'POST',
  ): Promise<T> => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { [CONTROL_TOKEN_HEADER]: controlToken, 'content-type': 'application/json' },
      ...(method !== 'GET' && { body: JSON.stringify(body ?? {}) }),
    })
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`)
    return (await res.json()) as T
  }
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
    control,
    reset: () => control('/_emulator/reset', {}),
    close: () => running.close(),
  }
}

export type ServedEmulator = Awaited<ReturnType<typeof serveEmulator>>
