import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { BROWSER_TIMEOUT, describeInChromium, useShopInChromium } from './support/chromium'

const env = useShopInChromium({ blockThirdPartyCookies: true })

/** Direct login (register) in the page, then the silent iframe exchange; reports what happened. */
function directLogin(page: Page, email: string) {
  return page.evaluate(
    async ({ clientId, emulatorUrl, email }) => {
      const { sdk, auth } = window
      const client = sdk.createClient({ baseUrl: emulatorUrl, auth: sdk.visitorAuth({ clientId }) })
      const state = await auth.register(client, { loginId: { email }, password: 'secret-pass' })
      if (state.loginState !== 'SUCCESS') return { failed: state }
      try {
        const tokens = await auth.getMemberTokensForDirectLogin(client, state.data.sessionToken)
        return {
          role: tokens.refreshToken.role,
          loggedIn: auth.loggedIn(client),
          email: (await auth.getUserInfo(client)).email,
          frames: document.querySelectorAll('iframe').length,
        }
      } catch (error) {
        const e = error as { name: string; code: string; message: string }
        return {
          error: { name: e.name, code: e.code, message: e.message },
          frames: document.querySelectorAll('iframe').length,
        }
      }
    },
    { clientId: env.shop.emulator.info.clientId, emulatorUrl: env.shop.emulator.url, email },
  )
}

describeInChromium('silent iframe login after direct login', () => {
  it(
    'exchanges the session token in a hidden frame and removes the frame (shop on the emulator’s site)',
    async () => {
      const context = await env.browser.newContext()
      const page = await context.newPage()
      await page.goto(`${env.shop.url}/`)
      expect(await directLogin(page, 'silent@example.com')).toEqual({
        role: 'member',
        loggedIn: true,
        email: 'silent@example.com',
        frames: 0,
      })
      await context.close()
    },
    BROWSER_TIMEOUT,
  )

  it(
    'reports blocked third-party cookies as a typed error when the shop is on another site',
    async () => {
      const context = await env.browser.newContext()
      const page = await context.newPage()
      await page.goto(`${env.shop.crossSiteUrl}/`)
      expect(await directLogin(page, 'blocked@example.com')).toEqual({
        error: {
          name: 'ThirdPartyCookiesBlockedError',
          code: 'THIRD_PARTY_COOKIES_BLOCKED',
          message: expect.stringContaining('third-party cookies'),
        },
        frames: 0,
      })
      await context.close()
    },
    BROWSER_TIMEOUT,
  )

  it(
    'falls back to a full-page redirect with the same session token when the frame is blocked',
    async () => {
      const context = await env.browser.newContext()
      const page = await context.newPage()
      await page.goto(`${env.shop.crossSiteUrl}/`)
      // What docs/auth.md shows: the frame fails, so the same token goes in a full-page redirect.
      const started = await page.evaluate(
        async ({ clientId, emulatorUrl }) => {
          const { sdk, auth } = window
          const client = sdk.createClient({
            baseUrl: emulatorUrl,
            auth: sdk.visitorAuth({ clientId, storage: auth.localStorageAdapter() }),
          })
          const email = 'fallback@example.com'
          const state = await auth.register(client, { loginId: { email }, password: 'secret-pass' })
          if (state.loginState !== 'SUCCESS') return { failed: state.loginState }
          try {
            await auth.getMemberTokensForDirectLogin(client, state.data.sessionToken)
            return { failed: 'the frame was not blocked' }
          } catch (error) {
            if (!(error instanceof auth.ThirdPartyCookiesBlockedError)) throw error
          }
          const oauthData = await auth.generateOAuthData(
            `${location.origin}/callback`,
            location.href,
          )
          auth.saveOAuthData(oauthData)
          const { authUrl } = await auth.getAuthUrl(client, oauthData, {
            prompt: 'none',
            sessionToken: state.data.sessionToken,
          })
          return { authUrl }
        },
        { clientId: env.shop.emulator.info.clientId, emulatorUrl: env.shop.emulator.url },
      )
      if (!started.authUrl) throw new Error(`No fallback: ${JSON.stringify(started)}`)
      // The test navigates (not the page), so no navigation tears down a running evaluate.
      await page.goto(started.authUrl)
      await page.waitForURL(`${env.shop.crossSiteUrl}/callback#**`)
      const result = await page.evaluate(
        async ({ clientId, emulatorUrl }) => {
          const { sdk, auth } = window
          const client = sdk.createClient({
            baseUrl: emulatorUrl,
            auth: sdk.visitorAuth({ clientId, storage: auth.localStorageAdapter() }),
          })
          const { code, state, error, errorDescription } = auth.parseFromUrl()
          const oauthData = auth.loadOAuthData()
          if (error || !oauthData) return { error, errorDescription }
          const tokens = await auth.getMemberTokens(client, code, state, oauthData)
          return {
            role: tokens.refreshToken.role,
            loggedIn: auth.loggedIn(client),
            email: (await auth.getUserInfo(client)).email,
          }
        },
        { clientId: env.shop.emulator.info.clientId, emulatorUrl: env.shop.emulator.url },
      )
      expect(result).toEqual({ role: 'member', loggedIn: true, email: 'fallback@example.com' })
      await context.close()
    },
    BROWSER_TIMEOUT,
  )
})
