import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type RunningEmulator, startEmulator } from '@storefront-kit/emulator'
import { build } from 'esbuild'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { BROWSER_TIMEOUT, describeInChromium, launchChromium } from '../auth/support/chromium'

// Uploads from a page of another origin, in Chromium: the SDK sends the bytes through
// XMLHttpRequest there, the only way a page learns how many went out. The network is throttled
// so that an upload takes long enough for the browser to report progress along the way.

const root = new URL('../..', import.meta.url).pathname
const MiB = 1024 * 1024

let emulator: RunningEmulator
let site: Server
let siteUrl = ''
let browser: Browser
let page: Page

beforeAll(async () => {
  emulator = await startEmulator({ seed: 'empty', host: '127.0.0.1' })
  const bundle = await build({
    entryPoints: [new URL('./page-entry.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    tsconfig: `${root}tsconfig.base.json`,
    logLevel: 'silent',
  })
  const js = bundle.outputFiles[0]?.text ?? ''
  site = createServer((req, res) => {
    if (req.url === '/sdk.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(js)
    else
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>uploads</title><script src="/sdk.js"></script>')
  })
  await new Promise<void>((resolve) => site.listen(0, 'localhost', resolve))
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`
  browser = await launchChromium()
  page = await browser.newPage()
  await page.goto(siteUrl)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 5,
    downloadThroughput: 50 * MiB,
    uploadThroughput: 2 * MiB,
  })
}, BROWSER_TIMEOUT)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => site?.close(resolve))
  await emulator?.close()
})

/** Runs an upload of `size` bytes in the page; answers its progress reports and the file. */
function uploadInPage(size: number, resumable: boolean) {
  const { url, info } = emulator
  return page.evaluate(
    async ({ baseUrl, apiKey, siteId, size, resumable }) => {
      const { sdk, media } = window
      const client = sdk.createClient({ baseUrl, auth: sdk.apiKeyAuth({ apiKey, siteId }) })
      const bytes = new Uint8Array(size).map((_, i) => 97 + (i % 26))
      const file = new File([bytes], 'notes.txt', { type: 'text/plain' })
      const seen: { loaded: number; total: number }[] = []
      const options = { onProgress: (p: { loaded: number; total: number }) => seen.push(p) }
      const uploaded = resumable
        ? await media.uploadFileResumable(client, file, { ...options, chunkSize: 1024 * 1024 })
        : await media.uploadFile(client, file, options)
      return { seen, size: uploaded.sizeInBytes, name: uploaded.displayName }
    },
    { baseUrl: url, apiKey: info.apiKey, siteId: info.siteId, size, resumable },
  )
}

/** Progress reports only grow, end at the whole file, and include some along the way. */
function expectProgress(seen: { loaded: number; total: number }[], size: number) {
  expect(seen.every((p, i) => p.total === size && p.loaded >= (seen[i - 1]?.loaded ?? 0))).toBe(
    true,
  )
  expect(seen.at(-1)).toEqual({ loaded: size, total: size })
  expect(seen.filter((p) => p.loaded > 0 && p.loaded < size).length).toBeGreaterThan(1)
}

describeInChromium('uploads in a page (Chromium)', () => {
  it(
    'uploadFile reports progress through XMLHttpRequest and resolves with the descriptor',
    async () => {
      const result = await uploadInPage(3 * MiB, false)
      expect(result).toMatchObject({ size: String(3 * MiB), name: 'notes.txt' })
      expectProgress(result.seen, 3 * MiB)
    },
    BROWSER_TIMEOUT,
  )

  it(
    'uploadFileResumable runs tus from the page (CORS headers included) with progress per chunk',
    async () => {
      const result = await uploadInPage(3 * MiB + 100, true)
      expect(result).toMatchObject({ size: String(3 * MiB + 100), name: 'notes.txt' })
      expectProgress(result.seen, 3 * MiB + 100)
    },
    BROWSER_TIMEOUT,
  )
})
