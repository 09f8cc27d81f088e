// (e) Emulator orders and back-in-stock throughput: SearchOrders (first page of 20 PAID orders
// out of 1,000) and GetBackInStockNotificationRequestsCountByCatalogReferences (a GET with `.r`
// for an item with 1,000 requests, among 1,500), with the owner's API key, in requests per second
// over keep-alive HTTP from 20 concurrent fetch workers (compareThroughput in bench/lib.mjs). Baseline in the same run: a bare node:http server answering the same JSON
// bytes, so ratios show what routing, auth, validation and SQL cost.
import {
  compareThroughput,
  loadEmulator,
  READ_MIN,
  report,
  startBareServer,
  throughputMetrics,
} from './lib.mjs'

const { startEmulator } = await loadEmulator()
const emu = await startEmulator({ seed: 'empty' })
const { url, info } = emu
const owner = { authorization: info.apiKey, 'wix-site-id': info.siteId }

async function call(method, path, body) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...owner, ...(body && { 'content-type': 'application/json' }) },
    ...(body && { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text}`)
  return text
}

// Items of another catalog app: orders and requests need no catalog lookup or stock.
const APP = 'bench-catalog'
const item = (n) => ({ catalogItemId: `item-${n}`, appId: APP })
for (let n = 0; n < 1000; n++) {
  await call('POST', '/ecom/v1/orders', {
    order: {
      lineItems: [
        {
          productName: { original: `Item ${n % 40}` },
          catalogReference: item(n % 40),
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
  })
}
const BACK = '/back-in-stock-service/v1/back-in-stock-notification-requests'
for (let n = 0; n < 1500; n++) {
  await call('POST', BACK, {
    request: { catalogReference: item(n < 1000 ? 0 : 1 + (n % 20)), email: `fan${n}@example.com` },
    itemDetails: { name: 'Item', price: '12.50' },
  })
}

const searchBody = { search: { filter: { paymentStatus: 'PAID' }, cursorPaging: { limit: 20 } } }
const countPath = `${BACK}/count-by-catalog-reference?.r=${Buffer.from(
  JSON.stringify({ catalogReferences: [item(0)] }),
).toString('base64url')}`
const searchJson = await call('POST', '/ecom/v1/orders/search', searchBody)
const countJson = await call('GET', countPath)
if (JSON.parse(searchJson).orders.length !== 20) throw new Error('search answered no full page')
if (JSON.parse(countJson).countsPerCatalogReference[0].count !== 1000)
  throw new Error(`count is ${countJson}`)

// The baseline reads the request body too, as the emulator must.
const bare = await startBareServer((path) => (path.startsWith('/count') ? countJson : searchJson))

const results = await compareThroughput({
  search: {
    url: `${url}/ecom/v1/orders/search`,
    init: {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify(searchBody),
    },
    bare: { url: `${bare.url}/search` },
  },
  count: {
    url: `${url}${countPath}`,
    init: { headers: owner },
    bare: { url: `${bare.url}/count` },
  },
})

await emu.close()
await bare.close()

report('emulator-orders', [
  ...throughputMetrics(results.search, {
    bare: 'bare node:http, same search JSON',
    label: 'SearchOrders (1,000 orders, page of 20)',
    ratio: 'SearchOrders / bare',
    min: READ_MIN,
  }),
  ...throughputMetrics(results.count, {
    bare: 'bare node:http, same count JSON',
    label: 'back-in-stock count by reference (1,000 requests)',
    ratio: 'back-in-stock count / bare',
  }),
])
