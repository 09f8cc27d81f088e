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
})
