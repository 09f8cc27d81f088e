import { createEmulator, type EmulatorOptions } from '@storefront-kit/emulator'
import {
  apiKeyAuth,
  type Client,
  type ClientOptions,
  createClient,
  type Tokens,
  visitorAuth,
} from '@storefront-kit/sdk'

/** The name test clients use for the in-process emulator. */
export const HOST = 'emulator.test'

/** Where a test client's requests went: path and method, in order. */
export interface Recorded {
  method: string
  path: string
}

/** An answer the emulator already gave, held back from the client until released. */
export interface HeldAnswer {
  path: string
  release(): void
}

/**
 * Holds back the emulator's answers to matching requests (the emulator has already processed
 * them, in the order they were sent), so a test can see the screen while calls are in flight and
 * deliver answers in any order.
 */
export interface Gate {
  /** Resolves once `count` answers are held, in the order they were sent. */
  arrived(count: number): Promise<HeldAnswer[]>
  /** Releases everything held and stops holding. */
  open(): void
}

/**
 * The real emulator in-process, answering the SDK's fetch. Each `visitor()` is a new visitor with
 * its own tokens; `requests` records every call the clients made (token requests included).
 */
export function inProcessEmulator(options: EmulatorOptions = {}) {
  // Clients here reach it as http://emulator.test, a name its control API must be told about.
  // Catalog v1 unless a test asks for v3: most tests were written for the v1 demo store.
  const emulator = createEmulator({ seed: 'demo', catalog: 'v1', allowedHosts: [HOST], ...options })
  const requests: Recorded[] = []
  const gates: { match: (path: string) => boolean; held: HeldAnswer[]; wake: () => void }[] = []

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname
    requests.push({ method: request.method, path })
    const response = await emulator.fetch(request)
    const gate = gates.find((g) => g.match(path))
    if (!gate) return response
    return new Promise<Response>((resolve) => {
      gate.held.push({ path, release: () => resolve(response) })
      gate.wake()
    })
  }

  const gate = (match: (path: string) => boolean): Gate => {
    const entry = { match, held: [] as HeldAnswer[], wake: () => {} }
    gates.push(entry)
    return {
      arrived: (count) =>
        new Promise((resolve) => {
          const check = () => {
            if (entry.held.length >= count) resolve(entry.held.slice(0, count))
          }
          entry.wake = check
          check()
        }),
      open() {
        gates.splice(gates.indexOf(entry), 1)
        for (const held of entry.held) held.release()
      },
    }
  }

  const info = emulator.info()
  return {
    emulator,
    info,
    requests,
    fetch,
    gate,
    /** Releases every held answer (after each test, so a failed test cannot hang the next). */
    openGates: () => {
      for (const entry of [...gates]) {
        gates.splice(gates.indexOf(entry), 1)
        for (const held of entry.held) held.release()
      }
    },
    /** A client for a brand-new visitor, or for the visitor whose tokens are given. */
    visitor: (tokens?: Tokens, extra: ClientOptions = {}): Client =>
      createClient({
        baseUrl: `http://${HOST}`,
        fetch,
        auth: visitorAuth({ clientId: info.clientId, ...(tokens && { tokens }) }),
        retry: false,
        ...extra,
      }),
    /** A client with the site owner's API key (the back office). */
    owner: (extra: ClientOptions = {}): Client =>
      createClient({
        baseUrl: `http://${HOST}`,
        fetch,
        auth: apiKeyAuth({ apiKey: info.apiKey, siteId: info.siteId }),
        retry: false,
        ...extra,
      }),
    close: () => emulator.close(),
  }
}

export type InProcessEmulator = ReturnType<typeof inProcessEmulator>
