import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { describeInChromium, launchChromium } from '../auth/support/chromium'
import { axeViolations, screenshot, signInToBackOffice, watchForKey } from '../support/admin'
import { outbox, setSignInPolicies } from '../support/emulator-api'
import { type Servers, startServers } from '../support/servers'
import { DESKTOP } from '../support/shop-browser'
import { flow } from '../support/steps'

// The back office's people screens with the shop beside them: a shopper acts in the shop, the
// owner in the back office, and the shop (or the outbox) shows the owner's decision.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 })

let servers: Servers
let browser: Browser
let owner: BrowserContext
let ownerPage: Page
let leaks: () => Promise<string[]>

/**
 * The screen has no WCAG A/AA violation and fits a tablet held upright (768 px wide) without
 * scrolling sideways; its picture goes to the artifacts.
 */
async function checkScreen(name: string) {
  await ownerPage.waitForLoadState('networkidle')
  expect({ name, violations: await axeViolations(ownerPage) }).toEqual({ name, violations: [] })
  await screenshot(ownerPage, name)
  await ownerPage.setViewportSize({ width: 768, height: 1024 })
  // How far the page sticks out of the window, sideways (0 when it fits).
  const overflow = await ownerPage.evaluate(() =>
    Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
  )
  expect({ name, overflow }).toEqual({ name, overflow: 0 })
  await ownerPage.setViewportSize(DESKTOP.viewport ?? { width: 1280, height: 1000 })
}

describeInChromium('the back office: members, reviews and back in stock', () => {
  beforeAll(async () => {
    // Written against the Catalog V1 demo store (the V3 screens run in the component tests).
    servers = await startServers({ catalog: 'v1' })
    browser = await launchChromium()
    owner = await browser.newContext(DESKTOP)
    ownerPage = await owner.newPage()
    leaks = watchForKey(ownerPage, servers.apiKey)
  })
  afterAll(async () => {
    await browser?.close()
    await servers?.stop()
  })

  it('signs the owner in to the back office', async () => {
    await signInToBackOffice(ownerPage, servers)
  })

  it('a review written in the shop is approved in the back office, then the shop shows it', async () => {
    const shopper = await browser.newContext(DESKTOP)
    const f = flow('admin review approval', await shopper.newPage())
    const { page } = f
    const title = `Cold all day ${Date.now()}`
    await f.step('a member writes a review in the shop', async () => {
      await page.goto(`${servers.shopUrl}/sign-in?next=%2Fproducts%2Fcold-brew-bottle`)
      await page.getByLabel('E-mail').fill('demo.member@example.com')
      await page.getByLabel('Password').fill('demo-password')
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.waitForURL('**/products/cold-brew-bottle')
      await page.getByText('5 stars', { exact: true }).click()
      await page.getByLabel('Title').fill(title)
      await page.getByLabel('Your review').fill('No leaks, and the ice lasts until evening.')
      await page.getByRole('button', { name: 'Submit review' }).click()
      await page.getByText('waiting for moderation').waitFor()
    })
    await f.step('the owner approves it in the queue', async () => {
      await ownerPage.goto(`${servers.adminUrl}/reviews`)
      const card = ownerPage.getByRole('article').filter({ hasText: title })
      await card.waitFor()
      await checkScreen('reviews')
      await card.getByRole('button', { name: /^Approve review by / }).click()
      await expect
        .poll(() => ownerPage.getByRole('status').first().textContent())
        .toMatch(/approved: it shows in the shop/)
    })
    await f.step('the shop shows the review', async () => {
      await page.goto(`${servers.shopUrl}/products/cold-brew-bottle`)
      await page.getByText(title).first().waitFor()
      await f.shot('approved review in the shop')
    })
    await shopper.close()
  })

  it('a member awaiting approval is approved in the back office, then signs in to the shop', async () => {
    await setSignInPolicies(servers, { ownerApproval: true, emailVerification: false })
    const shopper = await browser.newContext(DESKTOP)
    const f = flow('admin member approval', await shopper.newPage())
    const { page } = f
    const email = `waiting.member.${Date.now()}@example.com`
    await f.step('a shopper signs up and waits for approval', async () => {
      await page.goto(`${servers.shopUrl}/sign-up`)
      await page.getByLabel('First name').fill('Robin')
      await page.getByLabel('Last name').fill('Baker')
      await page.getByLabel('E-mail').fill(email)
      await page.getByLabel('Password').fill('a-long-password')
      await page.getByRole('button', { name: 'Create account' }).click()
      await page.getByText('waiting for the store owner’s approval').waitFor()
    })
    await f.step('the owner approves the member', async () => {
      await ownerPage.goto(`${servers.adminUrl}/members?status=PENDING`)
      const approve = ownerPage.getByRole('button', { name: 'Approve Robin Baker' })
      await approve.waitFor()
      await checkScreen('members')
      await approve.click()
      await expect
        .poll(() => ownerPage.getByRole('status').first().textContent())
        .toBe('Robin Baker is approved and can sign in.')
    })
    await f.step('the member signs in to the shop', async () => {
      await page.goto(`${servers.shopUrl}/sign-in`)
      await page.getByLabel('E-mail').fill(email)
      await page.getByLabel('Password').fill('a-long-password')
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.waitForURL(`${servers.shopUrl}/account`)
      await expect.poll(() => page.getByTestId('member-email').textContent()).toBe(email)
      await f.shot('approved member signed in')
    })
    await setSignInPolicies(servers, { ownerApproval: false })
    await shopper.close()
  })

  it('a sold-out product gets a request in the shop; the owner reports it back in stock and the notice is in the outbox', async () => {
    const shopper = await browser.newContext(DESKTOP)
    const f = flow('admin back in stock', await shopper.newPage())
    const { page } = f
    const email = `waiting.${Date.now()}@example.com`
    await f.step('a shopper asks to be told', async () => {
      await page.goto(`${servers.shopUrl}/products/packable-rain-shell`)
      await page.getByLabel('Your e-mail').fill(email)
      await page.getByRole('button', { name: 'Notify me when back in stock' }).click()
      await page.getByText(`We will e-mail ${email}`).waitFor()
    })
    await f.step('the owner sees the demand and opens the item', async () => {
      await ownerPage.goto(`${servers.adminUrl}/back-in-stock`)
      const link = ownerPage.getByRole('link', { name: 'Packable Rain Shell' })
      await link.waitFor()
      await checkScreen('back-in-stock')
      await link.click()
      await ownerPage.getByRole('heading', { level: 1, name: /Packable Rain Shell/ }).waitFor()
    })
    await f.step('the owner reports it back in stock', async () => {
      const send = ownerPage.getByRole('button', { name: /^Send \d+ notices?$/ })
      await expect.poll(() => ownerPage.getByLabel('Price in the notice').inputValue()).not.toBe('')
      await checkScreen('back-in-stock-item')
      await send.click()
      await expect
        .poll(() => ownerPage.getByRole('status').first().textContent())
        .toMatch(/Packable Rain Shell is back in stock/)
    })
    await f.step('the notice is in the outbox', async () => {
      const messages = await outbox(servers, email)
      expect(messages.map((m) => [m.kind, m.subject])).toEqual([
        ['back-in-stock', 'Packable Rain Shell is back in stock'],
      ])
    })
    await shopper.close()
  })

  it('never gave the owner’s API key to the browser', async () => {
    expect(await leaks()).toEqual([])
  })
})
