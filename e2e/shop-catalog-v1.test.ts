import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { describeInChromium, launchChromium } from './auth/support/chromium'
import { ownerCall } from './support/emulator-api'
import { type Servers, startServers } from './support/servers'
import { DESKTOP } from './support/shop-browser'
import { checkoutFlow, keyboardAddToCart } from './support/shop-flows'
import { flow } from './support/steps'

// A dev server compiling on first request and a browser: minutes, not the unit tests' seconds.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 })

let servers: Servers
let browser: Browser

// The shop follows the store's catalog. shop.test.ts runs every flow against the demo store on
// Catalog V3 (what `npm start` and new stores run); the flows that read the catalog (browse,
// sort, options, add to cart, checkout, sold out) run here against the same store on Catalog V1.
describeInChromium('the demo shop against a store on Catalog V1 (npm start --catalog v1)', () => {
  beforeAll(async () => {
    servers = await startServers({ catalog: 'v1' })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await servers?.stop()
  })

  it('browse a collection, sort, pick options, add to the cart, pay on the hosted checkout', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    const orderNumber = await checkoutFlow(flow('checkout catalog v1', page), servers)
    expect(orderNumber).toMatch(/^\d+$/)
    // The shop read the V1 catalog, never the V3 one.
    expect(requests.some((path) => path.startsWith('/stores-reader/v1/'))).toBe(true)
    expect(requests.filter((path) => path.startsWith('/stores/v3/'))).toEqual([])
    await context.close()
  })

  it('asks to be notified about a sold-out product, and the store has the request', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const email = `waiting.v1.${Date.now()}@example.com`
    await page.goto(`${servers.shopUrl}/products/packable-rain-shell`)
    await page.getByRole('heading', { level: 1, name: 'Packable Rain Shell' }).waitFor()
    await page.getByText('Sold out', { exact: true }).first().waitFor()
    await page.getByLabel('Your e-mail').fill(email)
    await page.getByRole('button', { name: 'Notify me when back in stock' }).click()
    await page.getByText(`We will e-mail ${email}`).waitFor()
    const { requests } = await ownerCall<{ requests: { email: string; status: string }[] }>(
      servers,
      'POST',
      '/back-in-stock-service/v1/back-in-stock-notification-requests/query',
      { query: { filter: { email } } },
    )
    expect(requests).toEqual([expect.objectContaining({ email, status: 'RECEIVED' })])
    await context.close()
  })

  it('adds to the cart with the keyboard alone', async () => {
    const context = await browser.newContext(DESKTOP)
    await keyboardAddToCart(flow('keyboard catalog v1', await context.newPage()), servers)
    await context.close()
  })
})
