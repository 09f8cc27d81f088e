// (d) Two tabs of one browser, each firing 100 concurrent first calls at the same instant with
// tokens in localStorage: how many token requests reach the emulator. Runs the built SDK in
// Debian's Chromium against the built emulator (`npm run build` first).
import { createServer } from 'node:http'
import { startEmulator } from '@storefront-kit/emulator'
import { build } from 'esbuild'
import { launchChromium, report } from './lib.mjs'

const root = new URL('..', import.meta.url).pathname
const CALLS_PER_TAB = 100

const bundle = await build({
  stdin: {
    contents: `import * as sdk from '@storefront-kit/sdk'
      import * as auth from '@storefront-kit/sdk/auth'
      import * as redirects from '@storefront-kit/sdk/redirects'
      Object.assign(window, { sdk, auth, redirects })`,
    resolveDir: root,
    loader: 'js',
  },
  bundle: true,
  format: 'iife',
  platform: 'browser',
  write: false,
})
const sdkJs = bundle.outputFiles[0].text

const emulator = await startEmulator({ seed: 'empty' })
const shop = createServer((req, res) => {
  if (req.url === '/sdk.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' })
    return res.end(sdkJs)
  }
  res.writeHead(200, { 'content-type': 'text/html' })
  res.end('<!doctype html><title>tab</title><script src="/sdk.js"></script>')
})
await new Promise((resolve) => shop.listen(0, '127.0.0.1', resolve))
const shopUrl = `http://127.0.0.1:${shop.address().port}/`

const browser = await launchChromium()
let tokenRequests = 0
try {
  const context = await browser.newContext()
  context.on('request', (request) => {
    // CORS preflights (OPTIONS) are not token requests.
    if (request.url().endsWith('/oauth2/token') && request.method() === 'POST') tokenRequests++
  })
  const tabs = [await context.newPage(), await context.newPage()]
  await Promise.all(tabs.map((tab) => tab.goto(shopUrl)))
  const at = Date.now() + 500
  await Promise.all(
    tabs.map((tab) =>
      tab.evaluate(
        async ({ clientId, baseUrl, at, calls }) => {
          const { sdk, auth, redirects } = window
          const client = sdk.createClient({
            baseUrl,
            auth: sdk.visitorAuth({ clientId, storage: auth.localStorageAdapter() }),
          })
          await new Promise((resolve) => setTimeout(resolve, at - Date.now()))
          await Promise.all(
            Array.from({ length: calls }, () =>
              redirects.createRedirectSession(client, { login: {} }),
            ),
          )
        },
        { clientId: emulator.info.clientId, baseUrl: emulator.url, at, calls: CALLS_PER_TAB },
      ),
    ),
  )
} finally {
  await browser.close()
  shop.close()
  await emulator.close()
}

report('sdk-token-race-tabs', [
  { name: 'tabs × concurrent first calls', value: 2 * CALLS_PER_TAB, unit: 'calls' },
  { name: 'token requests across tabs', value: tokenRequests, unit: 'requests', budget: 1 },
])
