import type { BrowserContext, Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { serializeTokens } from '../../packages/sdk/src/auth'
import { createClient, visitorAuth } from '../../packages/sdk/src/index'
import { createRedirectSession } from '../../packages/sdk/src/redirects'
import { BROWSER_TIMEOUT, describeInChromium, useShopInChromium } from './support/chromium'

const env = useShopInChromium()

/** Token requests (and their grant) seen from every tab of a context. */
function watchTokenRequests(context: BrowserContext) {
  const grants: string[] = []
  context.on('request', (request) => {
    if (request.url().endsWith('/oauth2/token') && request.method() === 'POST')
      grants.push(String(JSON.parse(request.postData() ?? '{}').grantType))
  })
  return grants
}

/** In a tab: at time `at`, fire `calls` concurrent first calls with localStorage-backed tokens. */
function fireAt(page: Page, at: number, calls: number) {
  return page.evaluate(
    async ({ clientId, emulatorUrl, at, calls }) => {
      const { sdk, auth, redirects } = window
      const client = sdk.createClient({
        baseUrl: emulatorUrl,
        auth: sdk.visitorAuth({ clientId, storage: auth.localStorageAdapter() }),
      })
      await new Promise((resolve) => setTimeout(resolve, at - Date.now()))
      await Promise.all(
        Array.from({ length: calls }, () => redirects.createRedirectSession(client, { login: {} })),
      )
      return JSON.parse(localStorage.getItem('storefront-kit.tokens') ?? 'null')?.accessToken
        .value as string
    },
    { clientId: env.shop.emulator.info.clientId, emulatorUrl: env.shop.emulator.url, at, calls },
  )
}

describeInChromium('two tabs of one browser', () => {
  it(
    'make exactly one token request between them for 2 × 50 concurrent first calls',
    async () => {
      const context = await env.browser.newContext()
      const grants = watchTokenRequests(context)
      const [a, b] = [await context.newPage(), await context.newPage()]
      await Promise.all([a.goto(`${env.shop.url}/`), b.goto(`${env.shop.url}/`)])
      const at = Date.now() + 500
      const [tokenA, tokenB] = await Promise.all([fireAt(a, at, 50), fireAt(b, at, 50)])
      expect(grants).toEqual(['anonymous'])
      expect(tokenA).toBe(tokenB)
      await context.close()
    },
    BROWSER_TIMEOUT,
  )

  it(
    'make exactly one refresh between them when the stored access token has expired',
    async () => {
      const context = await env.browser.newContext()
      const grants = watchTokenRequests(context)
      const [a, b] = [await context.newPage(), await context.newPage()]
      await Promise.all([a.goto(`${env.shop.url}/`), b.goto(`${env.shop.url}/`)])
      await fireAt(a, Date.now(), 1)
      await a.evaluate(() => {
        const tokens = JSON.parse(localStorage.getItem('storefront-kit.tokens') ?? '{}')
        tokens.accessToken.expiresAt = 0
        localStorage.setItem('storefront-kit.tokens', JSON.stringify(tokens))
      })
      const at = Date.now() + 500
      await Promise.all([fireAt(a, at, 20), fireAt(b, at, 20)])
      expect(grants).toEqual(['anonymous', 'refresh_token'])
      await context.close()
    },
    BROWSER_TIMEOUT,
  )
})

describeInChromium('server-rendering hand-off', () => {
  it(
    'hydrates the server’s tokens in the browser without a token request of its own',
    async () => {
      const serverAuth = visitorAuth({ clientId: env.shop.emulator.info.clientId })
      await createRedirectSession(
        createClient({ baseUrl: env.shop.emulator.url, auth: serverAuth }),
        {
          login: {},
        },
      )
      const tokens = await serverAuth.getTokens()
      env.shop.setSsrHead(`<script>window.__TOKENS__ = ${serializeTokens(tokens)}</script>`)
      const context = await env.browser.newContext()
      const grants = watchTokenRequests(context)
      const page = await context.newPage()
      await page.goto(`${env.shop.url}/ssr`)
      const used = await page.evaluate(
        async ({ clientId, emulatorUrl }) => {
          const { sdk, auth, redirects } = window
          const browserAuth = sdk.visitorAuth({
            clientId,
            tokens: auth.hydrateTokens(window.__TOKENS__),
          })
          await redirects.createRedirectSession(
            sdk.createClient({ baseUrl: emulatorUrl, auth: browserAuth }),
            { login: {} },
          )
          return (await browserAuth.getTokens())?.accessToken.value
        },
        { clientId: env.shop.emulator.info.clientId, emulatorUrl: env.shop.emulator.url },
      )
      expect(used).toBe(tokens?.accessToken.value)
      expect(grants).toEqual([])
      await context.close()
    },
    BROWSER_TIMEOUT,
  )
})
