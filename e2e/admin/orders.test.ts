import type { Client } from '@storefront-kit/sdk'
import { getOrder, type Order } from '@storefront-kit/sdk/orders'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { describeInChromium, launchChromium } from '../auth/support/chromium'
import { axeViolations, screenshot, signInToBackOffice, watchForKey } from '../support/admin'
import { setPaymentSettings } from '../support/emulator-api'
import { type Servers, startServers } from '../support/servers'
import { DESKTOP } from '../support/shop-browser'
import { placeOrder as placeOrderInShop } from '../support/shop-order'
import { addToCart } from '../support/shop-session'
import { flow } from '../support/steps'
import { ownerClient, placeOrder, productId } from './orders-data'
import { captureFlow, markPaidFlow, refundFlow } from './orders-flows'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 })

let servers: Servers
let browser: Browser
let owner: Client
/** The owner's signed-in back office, shared by the tests; its responses are watched for the key. */
let page: Page
let leaks: () => Promise<string[]>
let signedIn = false
/** Signs the shared page in on the first test that runs (expect.poll only runs inside a test). */
async function ready() {
  if (!signedIn) await signInToBackOffice(page, servers)
  signedIn = true
}

describeInChromium('orders in the back office', () => {
  beforeAll(async () => {
    // Written against the Catalog V1 demo store (the V3 screens run in the component tests).
    servers = await startServers({ catalog: 'v1' })
    browser = await launchChromium()
    owner = ownerClient(servers)
    const context = await browser.newContext(DESKTOP)
    page = await context.newPage()
    leaks = watchForKey(page, servers.apiKey)
  })
  afterAll(async () => {
    await browser?.close()
    await servers?.stop()
  })

  it('a shopper buys in the shop while the site captures later; the owner captures it: PAID', async () => {
    await ready()
    // The site's payment setting, not the shopper, decides: the hosted checkout only authorizes.
    await setPaymentSettings(servers, { delayCapture: true })
    const shop = await browser.newPage()
    let order: Order
    try {
      await addToCart(shop, servers.shopUrl, 'cotton-market-bag')
      const thankYou = new URL(await placeOrderInShop(shop, servers), servers.shopUrl)
      const orderId = thankYou.searchParams.get('orderId') ?? ''
      order = (await getOrder(owner, orderId)).order
    } finally {
      // The other tests' orders are charged at once.
      await setPaymentSettings(servers, { delayCapture: false })
      await shop.close()
    }
    const bag = await productId(owner, 'cotton-market-bag')
    expect(order.lineItems.map((line) => line.catalogReference?.catalogItemId)).toEqual([bag])
    expect(order.paymentStatus).toBe('NOT_PAID')
    expect(order.balanceSummary?.authorized?.amount).toBe(order.priceSummary?.total?.amount)
    const f = flow('admin capture', page)
    await captureFlow(f, servers.adminUrl, owner, order)
    await f.step('the orders list, the order and the dashboard pass axe', async () => {
      await page.goto(`${servers.adminUrl}/orders`)
      await page.getByRole('table', { name: 'Orders' }).waitFor()
      expect(await axeViolations(page)).toEqual([])
      await screenshot(page, 'orders')
      await page.goto(`${servers.adminUrl}/orders/${order.id}`)
      await page.getByRole('heading', { level: 1, name: `Order #${order.number}` }).waitFor()
      await page.waitForLoadState('networkidle')
      expect(await axeViolations(page)).toEqual([])
      await screenshot(page, 'order-detail')
    })
  })

  it('marks an order paid offline (cash) as paid', async () => {
    await ready()
    const order = await placeOrder(owner, await productId(owner, 'leather-card-wallet'), {
      offline: true,
      email: 'cash@example.com',
    })
    await markPaidFlow(flow('admin mark as paid', page), servers.adminUrl, owner, order)
  })

  it('refunds part of a paid order with restock: PARTIALLY_REFUNDED, and the shop sells it again', async () => {
    await ready()
    const slug = 'weekender-duffel'
    const id = await productId(owner, slug)
    // The buyer takes every duffel there is: the shop shows it sold out.
    const order = await placeOrder(owner, id, { quantity: 4, email: 'all@example.com' })
    expect(order.paymentStatus).toBe('PAID')
    const shop = await browser.newPage()
    const f = flow('admin refund', page)
    await f.step('the shop shows the duffel sold out', async () => {
      await shop.goto(`${servers.shopUrl}/products/${slug}`)
      await shop.getByText('Sold out', { exact: false }).first().waitFor()
    })
    await refundFlow(f, servers.adminUrl, owner, order)
    await f.step('the shop sells the duffel again', async () => {
      await shop.goto(`${servers.shopUrl}/products/${slug}`)
      await shop.getByRole('button', { name: 'Add to cart' }).waitFor()
      expect(await shop.getByText('Sold out. Want to know when it is back?').count()).toBe(0)
    })
    expect((await getOrder(owner, order.id)).order.paymentStatus).toBe('PARTIALLY_REFUNDED')
    await shop.close()
  })

  it("shows the dashboard with today's orders and sales, and never the key", async () => {
    await ready()
    await page.goto(servers.adminUrl)
    const today = page.getByRole('article', { name: 'Today' })
    await today.locator('dd').first().waitFor()
    // Three orders today were not canceled: the capture, the cash and the refund tests'.
    await expect.poll(() => today.locator('dd').first().textContent()).toBe('3')
    await page.waitForLoadState('networkidle')
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'dashboard')
    expect(await leaks()).toEqual([])
  })
})
