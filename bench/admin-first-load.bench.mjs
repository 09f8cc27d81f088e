// (f) The back office's first load, as `npm start` serves it (production build behind its own
// server): the JavaScript the dashboard loads (every script the browser fetched, gzip -9), and the
// time from navigation to the orders table's first row with 1,000 orders in the store, in headless
// Chromium (a fresh, signed-in browser context per run: nothing cached; median of the runs).
// Baseline in the same run: first contentful paint of a static HTML page served by a bare
// node:http server, so the ratio says what the back office costs over "just HTML".
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHROMIUM, coldLoad, launchChromium, median, report } from './lib.mjs'

const root = new URL('..', import.meta.url).pathname
const RUNS = 5
const ORDERS = 1000

const { start } = await import('../scripts/start.mjs')
const servers = await start({ port: 0, log: () => {} })
const outDir = join(root, 'apps/admin/build/client')
const owner = { authorization: servers.apiKey, 'wix-site-id': servers.siteId }

/** The store's orders: 1,000 through the owner API, half of them paid. */
async function seedOrders() {
  for (let n = 0; n < ORDERS; n++) {
    const answer = await fetch(`${servers.emulatorUrl}/ecom/v1/orders`, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify({
        order: {
          lineItems: [
            {
              productName: { original: `Item ${n % 40}` },
              catalogReference: { catalogItemId: `item-${n % 40}`, appId: 'bench-catalog' },
              quantity: 1 + (n % 3),
              itemType: { preset: 'PHYSICAL' },
              price: { amount: '12.50' },
            },
          ],
          priceSummary: { total: { amount: '12.50' } },
          channelInfo: { type: 'POS' },
          buyerInfo: { email: `buyer${n}@example.com` },
          paymentStatus: n % 2 ? 'PAID' : 'NOT_PAID',
        },
      }),
    })
    if (!answer.ok) throw new Error(`creating order ${n}: ${answer.status} ${await answer.text()}`)
  }
}

/** A bare server answering one static page. */
function serveStatic(page) {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(page)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  )
}

try {
  await seedOrders()
  const staticPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>static</title></head>
<body><h1>Orders</h1><p>Every order of the store.</p></body></html>`
  const { server, url: staticUrl } = await serveStatic(staticPage)
  const metrics = []
  let scripts = new Set()
  if (!existsSync(CHROMIUM)) {
    process.stderr.write(`admin-first-load: ${CHROMIUM} is missing; skipped\n`)
  } else {
    const browser = await launchChromium()
    // Signed in once with the printed link; each run starts a fresh context with that cookie.
    const signIn = await browser.newContext()
    await (await signIn.newPage()).goto(servers.adminSignInLink)
    const signedIn = await signIn.storageState()
    await signIn.close()

    const TABLE_ROW = 'main table tbody tr'
    const asOwner = { contextOptions: { storageState: signedIn } }
    scripts = (await coldLoad(browser, `${servers.urls.admin}/`, { ...asOwner, idle: true }))
      .scripts
    await coldLoad(browser, `${servers.urls.admin}/orders`, { ...asOwner, selector: TABLE_ROW })
    const admin = []
    const baseline = []
    for (let i = 0; i < RUNS; i++) {
      baseline.push((await coldLoad(browser, `${staticUrl}/`)).value)
      admin.push(
        (
          await coldLoad(browser, `${servers.urls.admin}/orders`, {
            ...asOwner,
            selector: TABLE_ROW,
          })
        ).value,
      )
    }
    await browser.close()
    const adminMs = median(admin)
    const baselineMs = median(baseline)
    metrics.push(
      {
        name: `orders: first table row, ${ORDERS.toLocaleString('en')} orders (median, cold)`,
        value: Math.round(adminMs),
        unit: 'ms',
      },
      {
        name: 'static HTML: first contentful paint (baseline)',
        value: Math.round(baselineMs),
        unit: 'ms',
      },
      {
        name: 'first table row / static first paint',
        value: Number((adminMs / baselineMs).toFixed(1)),
        unit: 'ratio',
      },
    )
  }
  const files = [...scripts].map((path) => readFileSync(join(outDir, path)))
  metrics.unshift(
    {
      name: `dashboard first-load JS, ${files.length} file(s) (min)`,
      value: files.reduce((sum, bytes) => sum + bytes.length, 0),
      unit: 'bytes',
    },
    {
      name: 'dashboard first-load JS (min+gzip)',
      value: files.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 9 }).length, 0),
      unit: 'bytes',
    },
  )
  server.close()
  report('admin-first-load', metrics)
} finally {
  await servers.stop()
}
