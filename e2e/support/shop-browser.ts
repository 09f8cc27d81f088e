import type { BrowserContextOptions, Page } from 'playwright-core'

// Launching Chromium (and skipping without it outside CI) is e2e/auth/support/chromium.ts's job.

/** A desktop window, and a phone (375 px wide, touch). */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 1000 } }
export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}

/**
 * Lets lazy pictures load (scrolls through the page, waits for every image), so a full-page
 * screenshot shows them. The emulator draws each picture on its first request.
 */
export async function settleImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), null, {
    timeout: 30_000,
  })
}
