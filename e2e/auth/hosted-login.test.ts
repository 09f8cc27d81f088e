import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { BROWSER_TIMEOUT, describeInChromium, useShopInChromium } from './support/chromium'

const env = useShopInChromium()

/**
 * Opens the test shop, lets its page make the PKCE data (kept for the callback) and the auth URL
 * with the SDK, then goes there. The test navigates, not the page, so no navigation tears down a
 * running evaluate.
 */
async function openHostedLogin(page: Page): Promise<void> {
  await page.goto(`${env.shop.url}/`)
  const authUrl = await page.evaluate(
    async ({ clientId, emulatorUrl }) => {
      const { sdk, auth } = window
      const client = sdk.createClient({
        baseUrl: emulatorUrl,
        auth: sdk.visitorAuth({ clientId, storage: auth.localStorageAdapter() }),
      })
      const oauthData = await auth.generateOAuthData(`${location.origin}/callback`, location.href)
      auth.saveOAuthData(oauthData)
      return (await auth.getAuthUrl(client, oauthData)).authUrl
    },
    { clientId: env.shop.emulator.info.clientId, emulatorUrl: env.shop.emulator.url },
  )
  await page.goto(authUrl)
}

describeInChromium('hosted login with redirect back and code exchange', () => {
  it(
    'signs in on the emulator’s page, comes back to the callback and exchanges the code',
    async () => {
      const context = await env.browser.newContext()
      const page = await context.newPage()
      await openHostedLogin(page)
      const { clientId } = env.shop.emulator.info
      const emulatorUrl = env.shop.emulator.url
      await page.waitForURL(`${emulatorUrl}/__hosted/authorize**`)
      await page.getByLabel('E-mail').fill('demo.member@example.com')
      await page.getByLabel('Password').fill('demo-password')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.waitForURL(`${env.shop.url}/callback#**`)
      const result = await page.evaluate(
        async ({ clientId, emulatorUrl }) => {
          const { sdk, auth } = window
          const client = sdk.createClient({
            baseUrl: emulatorUrl,
            auth: sdk.visitorAuth({ clientId, storage: auth.localStorageAdapter() }),
          })
          const oauthData = auth.loadOAuthData()
          const { code, state } = auth.parseFromUrl()
          if (!oauthData) throw new Error('OAuth data lost across the redirect')
          const tokens = await auth.getMemberTokens(client, code, state, oauthData)
          const me = await auth.getUserInfo(client)
          return {
            role: tokens.refreshToken.role,
            loggedIn: auth.loggedIn(client),
            email: me.email,
            back: oauthData.originalUri,
            dataKept: auth.loadOAuthData(),
            stored: JSON.parse(localStorage.getItem('storefront-kit.tokens') ?? 'null')
              ?.refreshToken.role,
          }
        },
        { clientId, emulatorUrl },
      )
      expect(result).toEqual({
        role: 'member',
        loggedIn: true,
        email: 'demo.member@example.com',
        back: `${env.shop.url}/`,
        dataKept: null,
        stored: 'member',
      })
      await context.close()
    },
    BROWSER_TIMEOUT,
  )

  it(
    'shows the sign-in error on the page for a wrong password, with focusable fields',
    async () => {
      const context = await env.browser.newContext()
      const page = await context.newPage()
      await openHostedLogin(page)
      await page.getByLabel('E-mail').fill('demo.member@example.com')
      await page.getByLabel('Password').fill('wrong-password')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('alert').textContent()).resolves.toContain(
        'The password is not correct',
      )
      expect(await page.getByLabel('E-mail').inputValue()).toBe('demo.member@example.com')
      await context.close()
    },
    BROWSER_TIMEOUT,
  )
})
