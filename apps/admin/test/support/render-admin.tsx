import { createEmulator, type EmulatorOptions } from '@storefront-kit/emulator'
import { createQueryClient } from '@storefront-kit/react'
import { apiKeyAuth, type Client, createClient } from '@storefront-kit/sdk'
import { configure, render } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { AdminApp } from '../../src/app'
import { adminRoutes } from '../../src/routes'
import { installDialogMethods } from './jsdom-dialog'

// Every component test file: jsdom's <dialog> gets its modal methods, and waits allow for the
// first render of a file, which loads the screen's module (over a second on a loaded machine).
installDialogMethods()
configure({ asyncUtilTimeout: 10_000 })

/** The name the back office's test client uses for the in-process emulator. */
const HOST = 'emulator.test'

/**
 * The real emulator in-process for one test file, and an owner client that reaches it (what the
 * back office's server does for the browser: the API key on every call).
 */
export function ownerEmulator(options: EmulatorOptions = {}) {
  const emulator = createEmulator({ seed: 'demo', allowedHosts: [HOST], ...options })
  const info = emulator.info()
  const fetch: typeof globalThis.fetch = async (input, init) =>
    emulator.fetch(new Request(input, init))
  const owner = (): Client =>
    createClient({
      baseUrl: `http://${HOST}`,
      fetch,
      auth: apiKeyAuth({ apiKey: info.apiKey, siteId: info.siteId }),
      retry: false,
    })
  return { emulator, info, fetch, owner, close: () => emulator.close() }
}

/**
 * Renders the whole back office at `path` (a deep link) with the owner's client, as the browser
 * would see it, in jsdom. Returns the router to follow navigation.
 */
export function renderAdmin(path: string, client: Client) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] })
  const queryClient = createQueryClient({
    server: false,
    defaultOptions: { queries: { retry: false } },
  })
  return {
    ...render(<AdminApp client={client} router={router} queryClient={queryClient} />),
    router,
  }
}
