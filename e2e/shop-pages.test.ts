import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { describeInChromium, launchChromium } from './auth/support/chromium'
import { CATALOGS, type Servers, startServers } from './support/servers'
import { DESKTOP, settleImages } from './support/shop-browser'
import { addToCart, hydrated, signIn } from './support/shop-session'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 })

/** The structured data blocks of a page's HTML. */
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) =>
    JSON.parse(m[1] ?? '[]'),
  )

/** How many products a visitor sees, as the store's own catalog counts them. */
async function visibleProducts(servers: Servers, token: string): Promise<number> {
  const headers = { authorization: token }
  if (servers.catalog === 'v3') {
    const { count } = (await fetch(`${servers.emulatorUrl}/stores/v3/products/count`, {
      headers,
    }).then((r) => r.json())) as { count: number }
    return count
  }
  const { metadata } = (await fetch(
    `${servers.emulatorUrl}/stores-reader/v1/products/query-platformized?paging.limit=1`,
    { headers },
  ).then((r) => r.json())) as { metadata: { total: number } }
  return metadata.total
}

// The shop follows the store's catalog: every page is checked on a V3 store and a V1 store.
describe.each(CATALOGS)('the shop on a Catalog %s store', (catalog) => {
  let servers: Servers
  /** Chromium, launched by the first test that needs it (none run where it is not installed). */
  let launched: Promise<Browser> | undefined
  const chromium = () => {
    launched ??= launchChromium()
    return launched
  }
  beforeAll(async () => {
    servers = await startServers({ catalog })
  })
  afterAll(async () => {
    await (await launched)?.close()
    await servers?.stop()
  })

  describe('the first HTML, before any script runs', () => {
    it('a product page has the name, price, picture, description and structured data', async () => {
      const res = await fetch(`${servers.shopUrl}/products/classic-cotton-tee`)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toMatch(/<h1[^>]*>Classic Cotton Tee<\/h1>/)
      expect(html).toContain('$24.00')
      expect(html).toMatch(/<img[^>]+alt="Classic Cotton Tee"[^>]+>/)
      expect(html).toContain('combed organic cotton')
      expect(html).toContain('<title>Classic Cotton Tee · Northwind Goods</title>')
      expect(html).toContain(
        `<link rel="canonical" href="${servers.shopUrl}/products/classic-cotton-tee"/>`,
      )
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/media\//)
      const [product, breadcrumbs] = jsonLd(html)
      expect(product).toMatchObject({
        '@type': 'Product',
        name: 'Classic Cotton Tee',
        offers: { '@type': 'Offer', price: '24.00', priceCurrency: 'USD' },
        aggregateRating: { '@type': 'AggregateRating', reviewCount: expect.any(Number) },
      })
      expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' })
    })

    it('the Next links page through every product once (by offset on V1, by cursor on V3)', async () => {
      const names: string[] = []
      let path: string | undefined = '/collections/all-products?sort=price-asc'
      for (let page = 1; path && page < 20; page++) {
        const html: string = await (await fetch(`${servers.shopUrl}${path}`)).text()
        names.push(...[...html.matchAll(/product-card-name">([^<]+)</g)].map((m) => m[1] ?? ''))
        const link = /<a\b[^>]*\brel="next"[^>]*>/.exec(html)?.[0]
        path = link && /\bhref="([^"]+)"/.exec(link)?.[1]?.replaceAll('&amp;', '&')
        if (path) expect(path).toContain(`page=${page + 1}`)
      }
      const total = await visibleProducts(servers, await visitorToken())
      expect(names).toHaveLength(total)
      expect(new Set(names).size).toBe(total)
    })

    it('a page that leads nowhere answers 404, with the shop around it', async () => {
      for (const path of ['/products/no-such-thing', '/collections/nothing', '/no/such/page']) {
        const res = await fetch(`${servers.shopUrl}${path}`)
        expect(res.status).toBe(404)
        expect(await res.text()).toContain('We could not find that')
      }
    })

    it('serves robots.txt and a sitemap of every collection and product', async () => {
      const robots = await fetch(`${servers.shopUrl}/robots.txt`)
      expect(robots.headers.get('content-type')).toMatch(/^text\/plain/)
      const rules = await robots.text()
      expect(rules).toMatch(/^User-agent: \*$/m)
      expect(rules).toContain(`Sitemap: ${servers.shopUrl}/sitemap.xml`)
      const sitemap = await fetch(`${servers.shopUrl}/sitemap.xml`)
      expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/)
      const xml = await sitemap.text()
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
      expect(urls).toContain(`${servers.shopUrl}/`)
      expect(urls).toContain(`${servers.shopUrl}/collections/apparel`)
      expect(urls).toContain(`${servers.shopUrl}/products/classic-cotton-tee`)
      // Every product of the catalog, as the platform counts them.
      const total = await visibleProducts(servers, await visitorToken())
      expect(urls.filter((url) => url?.includes('/products/'))).toHaveLength(total)
    })
  })

  /** A new visitor's access token. */
  async function visitorToken(): Promise<string> {
    const token = await fetch(`${servers.emulatorUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: await clientId(), grantType: 'anonymous' }),
    }).then((r) => r.json() as Promise<{ access_token: string }>)
    return token.access_token
  }

  /** The OAuth client id the emulator serves (from its control API). */
  async function clientId(): Promise<string> {
    const info = await fetch(`${servers.emulatorUrl}/_emulator/info`, {
      headers: { 'x-emulator-control-token': servers.controlToken },
    }).then((r) => r.json() as Promise<{ clientId: string }>)
    return info.clientId
  }

  describeInChromium('in Chromium', () => {
    it('without JavaScript, a product page shows its name, price, picture and description', async () => {
      const context = await (await chromium()).newContext({ ...DESKTOP, javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`${servers.shopUrl}/products/classic-cotton-tee`)
      await page.getByRole('heading', { level: 1, name: 'Classic Cotton Tee' }).waitFor()
      await page.locator('.product-price', { hasText: '$24.00' }).waitFor()
      await page.getByText('combed organic cotton', { exact: false }).waitFor()
      const picture = page.getByRole('img', { name: 'Classic Cotton Tee' })
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      await context.close()
    })

    it('paints a page and loads its first picture before it fetches the scripts that hydrate it, then hydrates', async () => {
      const context = await (await chromium()).newContext(DESKTOP)
      const page = await context.newPage()
      for (const path of ['/products/classic-cotton-tee', '/sign-in']) {
        await page.goto(`${servers.shopUrl}${path}`)
        await hydrated(page)
        const { paint, scripts, pictures } = await page.evaluate(() => {
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
          const first = [...document.querySelectorAll('img[fetchpriority="high"]')].map(
            (img) => (img as HTMLImageElement).currentSrc,
          )
          return {
            paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
            scripts: resources
              .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
              .map((entry) => entry.startTime),
            pictures: resources
              .filter((entry) => first.includes(entry.name))
              .map((entry) => entry.responseEnd),
          }
        })
        expect(paint).toBeGreaterThan(0)
        expect(scripts.length).toBeGreaterThan(2)
        // The product page's largest picture asks for high priority; the sign-in page has none.
        expect(pictures.length).toBe(path.startsWith('/products/') ? 1 : 0)
        const ready = Math.max(paint ?? Infinity, ...pictures)
        for (const start of scripts) expect(start).toBeGreaterThanOrEqual(ready)
      }
      await context.close()
    })

    /**
     * Every request of one page view: what the first screen asked for once it hydrated, then
     * everything after scrolling to the bottom (lazy sections load there).
     */
    async function requestsOfView(page: Page, path: string) {
      const seen: string[] = []
      const record = (request: Request) =>
        seen.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`.trim())
      page.on('request', record)
      await page.goto(`${servers.shopUrl}${path}`)
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      const firstScreen = [...seen]
      await settleImages(page)
      await page.waitForLoadState('networkidle')
      page.off('request', record)
      return { firstScreen, all: seen }
    }

    /** What every page's first HTML brings: the visitor's token, cart and totals, the member. */
    const PAGE_DATA = /\/oauth2\/token|\/ecom\/v[12]\/carts\/current|\/members\/v1\/members\/my/
    const pageDataCalls = (requests: string[]) =>
      requests.filter((request) => request.includes(servers.emulatorUrl) && PAGE_DATA.test(request))

    const duplicates = (requests: string[]) =>
      requests.filter((request, i) => requests.indexOf(request) !== i)

    it('makes no request twice in one page view, signed out and in', async () => {
      const context = await (await chromium()).newContext(DESKTOP)
      const page = await context.newPage()
      await addToCart(page, servers.shopUrl, 'cold-brew-bottle')
      const paths = [
        '/',
        '/collections/apparel',
        '/products/classic-cotton-tee',
        '/cart',
        '/sign-in',
      ]
      const found: Record<string, string[]> = {}
      const check = async (list: string[]) => {
        for (const path of list) {
          const { firstScreen, all } = await requestsOfView(page, path)
          expect(all.length).toBeGreaterThan(0)
          // The server read what the first screen shows: the browser asks for none of it again.
          const again = pageDataCalls(firstScreen)
          const twice = [...again.map((call) => `again: ${call}`), ...duplicates(all)]
          if (twice.length) found[path] = twice
        }
      }
      await check(paths)
      await signIn(page, servers.shopUrl)
      await check([...paths, '/account'])
      expect(found).toEqual({})
      await context.close()
    })
  })
})
