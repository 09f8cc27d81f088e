import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { describeInChromium, launchChromium } from '../auth/support/chromium'
import { axeViolations, screenshot, signInToBackOffice, watchForKey } from '../support/admin'
import { type Servers, startServers } from '../support/servers'
import { DESKTOP } from '../support/shop-browser'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 })

let servers: Servers
let browser: Browser

describeInChromium('signing in to the back office', () => {
  beforeAll(async () => {
    servers = await startServers()
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await servers?.stop()
  })

  it('opens with the one-time link npm start printed, and only once', async () => {
    const first = await browser.newContext(DESKTOP)
    const page = await first.newPage()
    await page.goto(servers.adminSignInLink)
    await page.getByRole('navigation', { name: 'Back office' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    const cookie = (await first.cookies()).find((c) => c.name === 'admin_session')
    expect(cookie?.httpOnly).toBe(true)
    expect(cookie?.sameSite).toBe('Strict')
    expect(await page.evaluate(() => document.cookie)).toBe('')

    const second = await browser.newContext(DESKTOP)
    const again = await second.newPage()
    await again.goto(servers.adminSignInLink)
    await expect.poll(() => new URL(again.url()).pathname).toBe('/sign-in')
    await expect
      .poll(() => again.getByRole('alert').textContent())
      .toContain('already used or has expired')
    await first.close()
    await second.close()
  })

  it('signs in with the password, shows every screen without an axe violation, and never the key', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const leaks = watchForKey(page, servers.apiKey)
    await page.goto(`${servers.adminUrl}/orders?from=link`)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in')
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'sign-in')
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('not right')
    await signInToBackOffice(page, servers, '/orders?from=link')
    const nav = page.getByRole('navigation', { name: 'Back office' })
    for (const label of [
      'Dashboard',
      'Orders',
      'Catalog',
      'Media',
      'Members',
      'Reviews',
      'Back in stock',
    ]) {
      await nav.getByRole('link', { name: label }).click()
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForLoadState('networkidle')
      expect({ label, violations: await axeViolations(page) }).toEqual({ label, violations: [] })
    }
    expect(await leaks()).toEqual([])
    await context.close()
  })

  it('signs out: the session ends and the API refuses the browser', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    await signInToBackOffice(page, servers)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => page.getByRole('status').textContent()).toContain('signed out')
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/ecom/v1/orders/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      return response.status
    })
    expect(answer).toBe(401)
    await context.close()
  })
})
