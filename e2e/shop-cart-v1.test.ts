import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { describeInChromium, launchChromium } from './auth/support/chromium'
import { cleanFirstVisit } from './support/first-visit'
import { type Servers, startServers } from './support/servers'
import { DESKTOP } from './support/shop-browser'
import { checkoutFlow } from './support/shop-flows'
import { flow } from './support/steps'

// A dev server compiling on first request and a browser: minutes, not the unit tests' seconds.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 })

let servers: Servers
let browser: Browser

// The shop keeps its v1 cart (the platform removes it on 2027-02-01) behind one setting; the
// cart's part of the purchase runs here on v1, the whole shop in shop.test.ts on Cart V2.
describeInChromium('the demo shop with STOREFRONT_CART_VERSION=v1', () => {
  beforeAll(async () => {
    servers = await startServers({ env: { STOREFRONT_CART_VERSION: 'v1' } })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await servers?.stop()
  })

  it('a new visitor’s first pages log no error and send no failing request', async () => {
    const context = await browser.newContext(DESKTOP)
    await cleanFirstVisit(flow('first visit v1', await context.newPage()), servers)
    await context.close()
  })

  it('adds, changes a quantity, applies a coupon, estimates and pays on the hosted checkout', async () => {
    const context = await browser.newContext(DESKTOP)
    const requests: string[] = []
    const page = await context.newPage()
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    const orderNumber = await checkoutFlow(flow('checkout v1', page), servers, { browse: false })
    expect(orderNumber).toMatch(/^\d+$/)
    // The cart really was the v1 one.
    expect(requests.some((path) => path.startsWith('/ecom/v1/carts/current'))).toBe(true)
    expect(requests.some((path) => path.startsWith('/ecom/v2/'))).toBe(false)
    await context.close()
  })
})
