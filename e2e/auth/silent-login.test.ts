import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  BROWSER_TIMEOUT,
  CHROMIUM_RUNS,
  describeInChromium,
  launchChromium,
} from './support/chromium'
import { type Shop, startShop } from './support/shop'

let shop: Shop
let browser: Browser
beforeAll(async () => {
  if (!CHROMIUM_RUNS) return
  shop = await startShop()
  browser = await launchChromium({ blockThirdPartyCookies: true })
}, BROWSER_TIMEOUT)
afterAll(async () => {
  await browser?.close()
  await shop?.close()
}, BROWSER_TIMEOUT)

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
    { clientId: shop.emulator.info.clientId, emulatorUrl: shop.emulator.url, email },
  )
}

describeInChromium('silent iframe login after direct login', () => {
  it(
    'exchanges the session token in a hidden frame and removes the frame (shop on the emulator’s site)',
    async () => {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(`${shop.url}/`)
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
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(`${shop.crossSiteUrl}/`)
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
