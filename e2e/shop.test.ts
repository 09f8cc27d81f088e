import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { describeInChromium, launchChromium } from './auth/support/chromium'
import { ownerCall } from './support/emulator-api'
import { type Servers, startServers } from './support/servers'
import { DESKTOP, PHONE, settleImages } from './support/shop-browser'
import { checkoutFlow, keyboardAddToCart, signUpFlow } from './support/shop-flows'
import { flow } from './support/steps'

// A dev server compiling on first request and a browser: minutes, not the unit tests' seconds.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 })

let servers: Servers
let browser: Browser
/** The shopper of the checkout and sign-up flows: one browser profile across both. */
let shopper: BrowserContext

describeInChromium('the demo shop in Chromium, against the servers of npm start', () => {
  beforeAll(async () => {
    servers = await startServers()
    browser = await launchChromium()
    shopper = await browser.newContext(DESKTOP)
  })
  afterAll(async () => {
    await browser?.close()
    await servers?.stop()
  })

  let orderNumber = ''

  it('browse, add two items, change a quantity, apply a coupon, estimate, pay on the hosted checkout, see the order', async () => {
    const page = await shopper.newPage()
    orderNumber = await checkoutFlow(flow('checkout', page), servers)
    expect(orderNumber).toMatch(/^\d+$/)
  })

  it('signs up with the e-mailed code, and the account lists the order', async () => {
    const page = await shopper.newPage()
    const email = `shopper.${Date.now()}@example.com`
    const f = flow('sign-up', page)
    await signUpFlow(f, servers, email)
    await f.step('the account lists the order placed before signing up', async () => {
      const orders = page.getByRole('list', { name: 'Your orders' })
      await orders.getByTestId('order-number').first().waitFor()
      expect(await orders.getByTestId('order-number').allInnerTexts()).toContain(orderNumber)
      await f.shot('account with the order')
    })
  })

  it('asks to be notified about a sold-out product, and the store has the request', async () => {
    const context = await browser.newContext(DESKTOP)
    const f = flow('notify me', await context.newPage())
    const { page } = f
    const email = `waiting.${Date.now()}@example.com`
    await f.step('open a sold-out product', async () => {
      await page.goto(`${servers.shopUrl}/products/packable-rain-shell`)
      await page.getByRole('heading', { level: 1, name: 'Packable Rain Shell' }).waitFor()
      await page.getByText('Sold out', { exact: true }).first().waitFor()
      await f.shot('sold-out product')
    })
    await f.step('ask to be notified', async () => {
      await page.getByLabel('Your e-mail').fill(email)
      await page.getByRole('button', { name: 'Notify me when back in stock' }).click()
      await page.getByText(`We will e-mail ${email}`).waitFor()
      await f.shot('request sent')
    })
    await f.step('the owner sees the request', async () => {
      const { requests } = await ownerCall<{ requests: { email: string; status: string }[] }>(
        servers,
        'POST',
        '/back-in-stock-service/v1/back-in-stock-notification-requests/query',
        { query: { filter: { email } } },
      )
      expect(requests).toEqual([expect.objectContaining({ email, status: 'RECEIVED' })])
    })
    await context.close()
  })

  it('a shopper signs in on the store’s login page and comes back signed in, without a reload', async () => {
    const context = await browser.newContext(DESKTOP)
    // Counts the documents the shop's origin loads, so a reload after the callback would show.
    await context.addInitScript(() => {
      sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? 0) + 1))
    })
    const f = flow('hosted-login', await context.newPage())
    const { page } = f
    await f.step('leave for the hosted login page', async () => {
      await page.goto(`${servers.shopUrl}/sign-in?next=%2Faccount`)
      await page.getByRole('button', { name: 'Use the store’s login page' }).click()
      await page.waitForURL('**/__hosted/authorize**')
      await f.shot('hosted login page')
    })
    await f.step('sign in there and come back to the account page', async () => {
      await page.getByLabel('E-mail').fill('demo.member@example.com')
      await page.getByLabel('Password').fill('demo-password')
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.waitForURL(`${servers.shopUrl}/account`)
      await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor()
      await expect
        .poll(() => page.getByTestId('member-email').textContent())
        .toBe('demo.member@example.com')
      await page.getByRole('link', { name: 'Account' }).waitFor()
      // The sign-in page, then the callback page; the account page came without a third load.
      expect(await page.evaluate(() => sessionStorage.getItem('loads'))).toBe('2')
      await f.shot('account after hosted login')
    })
    await context.close()
  })

  it('a signed-in member writes a review and is told it awaits moderation', async () => {
    const context = await browser.newContext(DESKTOP)
    const f = flow('review', await context.newPage())
    const { page } = f
    await f.step('sign in as the demo member', async () => {
      await page.goto(`${servers.shopUrl}/sign-in?next=%2Fproducts%2Fcold-brew-bottle`)
      await page.getByLabel('E-mail').fill('demo.member@example.com')
      await page.getByLabel('Password').fill('demo-password')
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.waitForURL('**/products/cold-brew-bottle')
      await page.getByRole('heading', { level: 3, name: 'Write a review' }).waitFor()
      await f.shot('product page signed in')
    })
    await f.step('write the review', async () => {
      await page.getByText('4 stars', { exact: true }).click()
      await page.getByLabel('Title').fill('Keeps coffee cold all day')
      await page.getByLabel('Your review').fill('Sturdy bottle, no leaks so far.')
      await page.getByRole('button', { name: 'Submit review' }).click()
      await page.getByText('waiting for moderation').waitFor()
      await f.shot('review pending moderation')
    })
    await f.step('the review waits in moderation', async () => {
      const { reviews } = await ownerCall<{
        reviews: { moderation: { moderationStatus: string } }[]
      }>(servers, 'POST', '/reviews/v1/reviews/query', {
        query: { filter: { 'content.title': 'Keeps coffee cold all day' } },
        returnPrivateReviews: true,
      })
      expect(reviews.map((r) => r.moderation.moderationStatus)).toEqual(['IN_MODERATION'])
    })
    await context.close()
  })

  it('works on a phone-sized screen', async () => {
    const context = await browser.newContext(PHONE)
    const f = flow('phone', await context.newPage())
    const { page } = f
    await f.step('home page fits the screen', async () => {
      await page.goto(servers.shopUrl)
      await page.getByTestId('product-grid').first().waitFor()
      await settleImages(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      )
      await f.shot('home on a phone')
    })
    await f.step('a product page fits and adds to the cart', async () => {
      await page.goto(`${servers.shopUrl}/products/linen-cushion-cover`)
      await page.getByRole('button', { name: 'Add to cart' }).tap()
      await page.getByText('Added to your cart.').waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      )
      await settleImages(page)
      await f.shot('product on a phone')
    })
    await f.step('the cart fits', async () => {
      await page.getByTestId('cart-link').tap()
      await page.getByRole('list', { name: 'Items in your cart' }).waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      )
      await f.shot('cart on a phone')
    })
    await context.close()
  })

  it('says when the store cannot be reached, and recovers with Retry', async () => {
    const context = await browser.newContext(DESKTOP)
    const f = flow('offline', await context.newPage())
    const { page } = f
    const api = `${servers.emulatorUrl}/**`
    await f.step('the store is unreachable', async () => {
      await context.route(api, (route) => route.abort('connectionrefused'))
      await page.goto(servers.shopUrl)
      // The SDK and the query client retry first (a few seconds), then the page says so.
      await page.getByText('Cannot reach the store').first().waitFor({ timeout: 90_000 })
      await f.shot('cannot reach the store')
    })
    await f.step('Retry loads the page once the store answers', async () => {
      await context.unroute(api)
      // Each failed section has its own Retry; a click may settle more than one of them.
      const retry = page.getByRole('button', { name: 'Retry' })
      for (let i = 0; i < 5 && (await retry.count()) > 0; i++)
        await retry
          .first()
          .click({ timeout: 5000 })
          .catch(() => undefined)
      await page.getByTestId('product-grid').first().waitFor()
      await page.getByRole('link', { name: /^Apparel/ }).waitFor()
      await f.shot('recovered')
    })
    await context.close()
  })

  it('adds to the cart with the keyboard alone', async () => {
    const context = await browser.newContext(DESKTOP)
    const f = flow('keyboard', await context.newPage())
    await keyboardAddToCart(f, servers)
    await context.close()
  })
})
