import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe } from 'vitest'
import { type Shop, startShop } from './shop'

/** Milliseconds a browser test or its setup may take (Chromium and the emulator start in it). */
export const BROWSER_TIMEOUT = 60_000

/** Debian's Chromium, as the CI machine has it. */
export const CHROMIUM = '/usr/bin/chromium'

/** Whether the browser tests run: always under `CI=true`, locally when Chromium is installed. */
export const CHROMIUM_RUNS = process.env.CI === 'true' || existsSync(CHROMIUM)

const ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * `describe` that runs when Chromium is there. Under `CI=true` it always runs (a missing browser
 * then fails the suite); locally it skips with a message saying why.
 */
export function describeInChromium(name: string, body: () => void): void {
  if (CHROMIUM_RUNS) describe(name, body)
  else describe.skip(`${name} (skipped: ${CHROMIUM} is not installed)`, body)
}

/**
 * Launches Chromium. `blockThirdPartyCookies` makes the browser refuse cookies in cross-site
 * frames, as browsers increasingly do by default.
 */
export function launchChromium(
  options: { blockThirdPartyCookies?: boolean } = {},
): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...ARGS,
      ...(options.blockThirdPartyCookies ? ['--test-third-party-cookie-phaseout'] : []),
    ],
  })
}

/**
 * A Chromium window whose profile allows third-party cookies (the user's setting, which this
 * Chromium turns off by default), for flows that need them in a frame of another site. Closing
 * it removes the profile.
 */
export async function launchAllowingThirdPartyCookies(): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'))
  mkdirSync(join(profile, 'Default'))
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
  )
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ARGS,
  })
  // Chromium may still be writing to its profile as the context closes: retry, and never throw
  // from the event (an unhandled error would fail the whole run).
  context.once('close', () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
    } catch {}
  })
  return context
}

/** What {@link useShopInChromium} provides once its `beforeAll` ran. */
export interface ShopInChromium {
  shop: Shop
  browser: Browser
}

/**
 * Registers the suite's setup and teardown: the test shop (emulator + pages) and one Chromium,
 * started only when the browser tests run. Read `env.shop` and `env.browser` inside tests.
 */
export function useShopInChromium(
  options: { blockThirdPartyCookies?: boolean } = {},
): ShopInChromium {
  const env = {} as ShopInChromium
  beforeAll(async () => {
    if (!CHROMIUM_RUNS) return
    env.shop = await startShop()
    env.browser = await launchChromium(options)
  }, BROWSER_TIMEOUT)
  afterAll(async () => {
    await env.browser?.close()
    await env.shop?.close()
  }, BROWSER_TIMEOUT)
  return env
}
