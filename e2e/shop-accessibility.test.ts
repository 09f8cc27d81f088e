import { createRequire } from 'node:module'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { describeInChromium, launchChromium } from './auth/support/chromium'
import { type Servers, startServers } from './support/servers'
import { DESKTOP, PHONE, settleImages } from './support/shop-browser'
import { placeOrder } from './support/shop-order'
import { addToCart, hydrated, signIn } from './support/shop-session'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 })

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
/** WCAG 2.1 A and AA, the rules an accessibility audit of a shop holds it to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Every page of the shop a shopper can open, by the state it needs. */
const PAGES = [
  '/',
  '/collections/apparel',
  '/collections/apparel?sort=price-asc&inStock=1&min=10&max=80',
  '/collections/no-such-collection',
  '/products/classic-cotton-tee',
  '/products/packable-rain-shell',
  '/cart',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password?recoveryToken=a-link-token',
  '/reset-password',
  '/account',
  '/no-such-page',
]

interface Violation {
  id: string
  impact: string
  help: string
  nodes: { target: unknown[] }[]
}

/** axe-core's violations on the page as it is now, after lazy sections loaded. */
async function violations(page: Page): Promise<Violation[]> {
  await hydrated(page)
  // Sections further down load as they near the viewport: scroll there, let them arrive, then
  // let every picture load.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForFunction(() => !document.querySelector('.skeleton, .text-skeleton'))
  await settleImages(page)
  await page.addScriptTag({ path: AXE })
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run(o: object): Promise<{ violations: Violation[] }> } }
    ).axe
    const result = await axe.run({ runOnly: { type: 'tag', values: tags } })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }))
  }, TAGS)
}

let servers: Servers
let browser: Browser

describeInChromium('axe-core finds nothing on any page of the shop', () => {
  beforeAll(async () => {
    servers = await startServers()
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await servers?.stop()
  })

  const audit = async (viewport: BrowserContextOptions, signedIn: boolean) => {
    const context = await browser.newContext(viewport)
    const page = await context.newPage()
    if (signedIn) await signIn(page, servers.shopUrl)
    await addToCart(page, servers.shopUrl, 'cold-brew-bottle')
    const found: Record<string, Violation[]> = {}
    // An order this visitor placed, for its thank-you page (placing it empties the cart).
    const thankYou = await placeOrder(page, servers)
    await addToCart(page, servers.shopUrl, 'cold-brew-bottle')
    for (const path of [...PAGES, thankYou]) {
      await page.goto(`${servers.shopUrl}${path}`)
      const list = await violations(page)
      if (list.length) found[path] = list
    }
    await context.close()
    return found
  }

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)
    for (const signedIn of [false, true])
      it(`${name}, signed ${signedIn ? 'in' : 'out'}: no WCAG 2.1 A/AA violation`, async () => {
        expect(await audit(viewport, signedIn)).toEqual({})
      })
})
