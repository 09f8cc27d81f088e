import { crc32, deflateSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { describeInChromium, launchChromium } from '../auth/support/chromium'
import { axeViolations, screenshot, signInToBackOffice, watchForKey } from '../support/admin'
import { type Servers, startServers } from '../support/servers'
import { DESKTOP } from '../support/shop-browser'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 })

/** A `size`×`size` PNG of one colour: the picture the owner uploads. */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), body.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.from([0, ...Array.from({ length: size }, () => [r, g, b]).flat()])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

let servers: Servers
let browser: Browser

/** The screen as it is now has no axe-core violation, and its screenshot is saved. */
async function checkScreen(page: Page, name: string) {
  await page.waitForLoadState('networkidle')
  expect({ name, violations: await axeViolations(page) }).toEqual({ name, violations: [] })
  await screenshot(page, name)
}

describeInChromium('the catalog and the media library in the back office', () => {
  beforeAll(async () => {
    // Written against the Catalog V1 demo store (the V3 screens run in the component tests).
    servers = await startServers({ catalog: 'v1' })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await servers?.stop()
  })

  it('uploads a picture in the media library, makes a product with it, and the shop shows it', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const leaks = watchForKey(page, servers.apiKey)
    await signInToBackOffice(page, servers, '/media')
    await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor()

    // The library: a folder of the demo store in a grid, then as a list.
    await page.getByRole('link', { name: 'Books & Stationery' }).click()
    await page.getByRole('list', { name: 'Files' }).waitFor()
    await checkScreen(page, 'media-grid')
    await page.getByRole('link', { name: 'List view' }).click()
    await page.getByRole('table', { name: 'Files' }).waitFor()
    await checkScreen(page, 'media-list')
    await page.getByRole('table', { name: 'Files' }).getByRole('link').first().click()
    await page.locator('img.preview-media').waitFor()
    await checkScreen(page, 'media-preview')

    // An upload into the top of the library, with its progress.
    await page.getByRole('link', { name: 'Back to the media library' }).click()
    await page.getByRole('link', { name: 'Media library', exact: true }).click()
    await page.getByLabel('Choose files to upload').setInputFiles({
      name: 'e2e-tote.png',
      mimeType: 'image/png',
      buffer: png(64, [46, 125, 90]),
    })
    await expect
      .poll(() => page.getByRole('list', { name: 'Uploads' }).textContent())
      .toContain('Uploaded')
    await page.getByRole('img', { name: 'e2e-tote.png' }).waitFor()

    // The products list, then a new product with that picture.
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Catalog' })
      .click()
    await page.getByRole('table', { name: 'Products' }).waitFor()
    await checkScreen(page, 'products')
    await page.getByRole('link', { name: 'New product' }).click()
    await page.getByLabel('Name', { exact: true }).fill('Canvas Market Tote')
    await page.getByLabel('Description').fill('A sturdy tote for the market.')
    await page.getByLabel('Ribbon').fill('New')
    // `npm start` runs the demo store on Catalog V1: one price, stock kept by the platform.
    await page.getByLabel('Price', { exact: true }).fill('32')
    await page.getByText('Add pictures from the media library').click()
    await page.getByRole('button', { name: 'Choose picture e2e-tote.png' }).click()
    await page
      .getByRole('list', { name: 'Chosen pictures' })
      .getByText('e2e-tote.png', { exact: true })
      .waitFor()
    await page.getByRole('button', { name: 'Create product' }).click()
    await page.getByText('Product saved.').waitFor()
    await page.getByRole('heading', { level: 1, name: 'Canvas Market Tote' }).waitFor()
    await checkScreen(page, 'product-editor')
    expect(await leaks()).toEqual([])

    // The shop sells it, with the picture from the media library.
    const shop = await context.newPage()
    await shop.goto(`${servers.shopUrl}/products/canvas-market-tote`)
    await shop.getByRole('heading', { level: 1, name: 'Canvas Market Tote' }).waitFor()
    const picture = shop.locator('main img').first()
    await expect.poll(() => picture.getAttribute('src')).toMatch(/\/media\/.+~mv2\.png/)
    // The picture decodes in the browser (however the shop loads it: eagerly or lazily).
    const src = (await picture.getAttribute('src')) ?? ''
    const width = await shop.evaluate(
      (url) =>
        new Promise<number>((resolve) => {
          const image = new Image()
          image.onload = () => resolve(image.naturalWidth)
          image.onerror = () => resolve(0)
          image.src = url
        }),
      src,
    )
    expect(width).toBeGreaterThan(0)
    await context.close()
  })
})
