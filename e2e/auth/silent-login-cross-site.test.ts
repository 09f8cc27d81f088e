import { expect, it } from 'vitest'
import {
  BROWSER_TIMEOUT,
  describeInChromium,
  launchAllowingThirdPartyCookies,
  useShopInChromium,
} from './support/chromium'

const env = useShopInChromium()

describeInChromium('silent iframe login for a shop on another site', () => {
  it(
    'exchanges the session token in the hidden frame where third-party cookies are allowed: its cookie is the one SameSite=None cookie',
    async () => {
      const context = await launchAllowingThirdPartyCookies()
      const page = await context.newPage()
      await page.goto(`${env.shop.crossSiteUrl}/`)
      const result = await page.evaluate(
        async ({ clientId, emulatorUrl }) => {
          const { sdk, auth } = window
          const client = sdk.createClient({
            baseUrl: emulatorUrl,
            auth: sdk.visitorAuth({ clientId }),
          })
          const email = 'cross-site@example.com'
          const state = await auth.register(client, { loginId: { email }, password: 'secret-pass' })
          if (state.loginState !== 'SUCCESS') return { failed: state.loginState }
          const tokens = await auth.getMemberTokensForDirectLogin(client, state.data.sessionToken)
          return {
            role: tokens.refreshToken.role,
            email: (await auth.getUserInfo(client)).email,
            frames: document.querySelectorAll('iframe').length,
          }
        },
        { clientId: env.shop.emulator.info.clientId, emulatorUrl: env.shop.emulator.url },
      )
      expect(result).toEqual({ role: 'member', email: 'cross-site@example.com', frames: 0 })
      const cookies = await context.cookies(env.shop.emulator.url)
      expect(cookies.map(({ name, sameSite, secure }) => ({ name, sameSite, secure }))).toEqual([
        { name: 'sfemu_session', sameSite: 'None', secure: true },
      ])
      await context.close()
    },
    BROWSER_TIMEOUT,
  )

  it(
    'keeps the cookie SameSite=Lax when the shopper signs in on the hosted page itself',
    async () => {
      const context = await env.browser.newContext()
      const page = await context.newPage()
      await page.goto(`${env.shop.crossSiteUrl}/`)
      const authUrl = await page.evaluate(
        async ({ clientId, emulatorUrl }) => {
          const { sdk, auth } = window
          const client = sdk.createClient({
            baseUrl: emulatorUrl,
            auth: sdk.visitorAuth({ clientId }),
          })
          await auth.register(client, {
            loginId: { email: 'hosted@example.com' },
            password: 'secret-pass',
          })
          const oauthData = await auth.generateOAuthData(`${location.origin}/callback`)
          return (await auth.getAuthUrl(client, oauthData)).authUrl
        },
        { clientId: env.shop.emulator.info.clientId, emulatorUrl: env.shop.emulator.url },
      )
      await page.goto(authUrl)
      await page.getByLabel('E-mail').fill('hosted@example.com')
      await page.getByLabel('Password').fill('secret-pass')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.waitForURL(`${env.shop.crossSiteUrl}/callback#**`)
      const cookies = await context.cookies(env.shop.emulator.url)
      expect(cookies.map(({ name, sameSite }) => ({ name, sameSite }))).toEqual([
        { name: 'sfemu_session', sameSite: 'Lax' },
      ])
      await context.close()
    },
    BROWSER_TIMEOUT,
  )
})
