import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { describeInChromium, launchChromium } from './auth/support/chromium'
import { type Servers, startServers } from './support/servers'
import { PHONE } from './support/shop-browser'
import { hydrated } from './support/shop-session'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 })

/** The scripts a production page loads: the list its start-up script preloads after paint. */
async function firstLoad(servers: Servers, path: string): Promise<string[]> {
  const html = await (await fetch(`${servers.shopUrl}${path}`)).text()
  const list = html.match(/\)\((\[[^\]]*\]),"__hydrate-boot"\)/)?.[1]
  expect(list, `the start-up script of ${path}`).toBeDefined()
  return JSON.parse(list ?? '[]') as string[]
}

describe('the shop’s first load (production build)', () => {
  let servers: Servers
  let launched: Promise<Browser> | undefined
  beforeAll(async () => {
    servers = await startServers()
  })
  afterAll(async () => {
    await (await launched)?.close()
    await servers?.stop()
  })

  it('the home page and collections leave out the code that changes a cart, which a product page loads', async () => {
    const isCartChanges = (script: string) => /\/assets\/cart-changes-[^/]+\.js$/.test(script)
    for (const path of ['/', '/collections/apparel']) {
      const scripts = await firstLoad(servers, path)
      expect(scripts.length).toBeGreaterThan(2)
      expect(scripts.filter(isCartChanges)).toEqual([])
    }
    expect(
      (await firstLoad(servers, '/products/classic-cotton-tee')).filter(isCartChanges),
    ).toHaveLength(1)
  })

  describeInChromium('in Chromium', () => {
    it('evaluates the libraries before React Router’s start-up module is added, then hydrates', async () => {
      launched ??= launchChromium()
      const context = await (await launched).newContext(PHONE)
      // When the start-up module (the script that names the route modules) enters the page, the
      // libraries' chunk must already have run: React Router marks the window when it does.
      await context.addInitScript(() => {
        const seen: boolean[] = []
        Object.assign(window, { __startUpSawLibraries: seen })
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (
                node instanceof HTMLScriptElement &&
                node.type === 'module' &&
                node.textContent?.includes('__reactRouterRouteModules')
              )
                seen.push('__reactRouterVersion' in window)
        }).observe(document, { childList: true, subtree: true })
      })
      const page = await context.newPage()
      for (const path of ['/collections/apparel', '/']) {
        await page.goto(`${servers.shopUrl}${path}`)
        await hydrated(page)
        expect(
          await page.evaluate(
            () => (window as { __startUpSawLibraries?: boolean[] }).__startUpSawLibraries,
          ),
        ).toEqual([true])
      }
      await context.close()
    })
  })
})
