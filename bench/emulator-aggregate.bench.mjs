// (e) Emulator AggregateOrders: a dashboard's figures over 1,000 orders (orders per payment
// status, and sales per day) with one call, which the emulator answers with a GROUP BY per figure,
// against the same figures computed by a client that pages through every order with
// SearchOrders (10 pages of 100) and adds them up itself, one call after another. Baseline in the
// same run: a bare node:http server answering the aggregate's JSON bytes, both driven by 20
// concurrent fetch workers (compareThroughput in bench/lib.mjs). Owner's API key, keep-alive HTTP.
import {
  compareAsync,
  compareThroughput,
  loadEmulator,
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

// Items of another catalog app: orders need no catalog lookup or stock.
const STATUSES = ['PAID', 'NOT_PAID', 'PARTIALLY_PAID']
for (let n = 0; n < 1000; n++) {
  await call('POST', '/ecom/v1/orders', {
    order: {
      lineItems: [
        {
          productName: { original: `Item ${n % 40}` },
          catalogReference: { catalogItemId: `item-${n % 40}`, appId: 'bench-catalog' },
          quantity: 1,
          itemType: { preset: 'PHYSICAL' },
          price: { amount: `${10 + (n % 7)}.25` },
        },
      ],
      priceSummary: { total: { amount: `${10 + (n % 7)}.25` } },
      channelInfo: { type: 'POS' },
      status: 'APPROVED',
      paymentStatus: STATUSES[n % 3],
    },
  })
}

const aggregateBody = {
  aggregation: {
    byPayment: { $count: ['paymentStatus'] },
    sales: { $sum: { field: 'priceSummary.total.amount', groupBy: [{ $day: 'createdDate' }] } },
  },
}

/** The same figures the way a client without AggregateOrders gets them: every order, paged. */
async function figuresBySearch(target) {
  const byPayment = {}
  const sales = {}
  let cursor
  do {
    const search = { cursorPaging: { limit: 100, ...(cursor && { cursor }) } }
    const res = await fetch(`${target}/ecom/v1/orders/search`, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify({ search }),
    })
    const { orders, metadata } = await res.json()
    for (const order of orders) {
      byPayment[order.paymentStatus] = (byPayment[order.paymentStatus] ?? 0) + 1
      const day = order.createdDate.slice(0, 10)
      sales[day] = (sales[day] ?? 0) + Math.round(Number(order.priceSummary.total.amount) * 100)
    }
    cursor = metadata.hasNext ? metadata.cursors.next : undefined
  } while (cursor)
  return { byPayment, sales }
}

const aggregateJson = await call('POST', '/ecom/v1/orders/aggregate', aggregateBody)
const { aggregates } = JSON.parse(aggregateJson)
const bySearch = await figuresBySearch(url)
for (const status of STATUSES)
  if (aggregates.byPayment[`(${status})`] !== bySearch.byPayment[status])
    throw new Error(`counts differ: ${aggregateJson} vs ${JSON.stringify(bySearch.byPayment)}`)
const summed = Object.values(aggregates.sales).reduce((sum, v) => sum + Math.round(v * 100), 0)
if (summed !== Object.values(bySearch.sales).reduce((sum, v) => sum + v, 0))
  throw new Error('sales differ')

const bare = await startBareServer(() => aggregateJson)
const send = async (target) => {
  const res = await fetch(target, {
    method: 'POST',
    headers: { ...owner, 'content-type': 'application/json' },
    body: JSON.stringify(aggregateBody),
  })
  return res.json()
}

const results = await compareThroughput(
  {
    aggregate: {
      url: `${url}/ecom/v1/orders/aggregate`,
      init: {
        method: 'POST',
        headers: { ...owner, 'content-type': 'application/json' },
        body: JSON.stringify(aggregateBody),
      },
      bare: { url: `${bare.url}/aggregate` },
    },
  },
  { requests: 200 },
)
// One client's figures, one call after another: the aggregate against paging every order.
const ns = await compareAsync(
  {
    aggregate: () => send(`${url}/ecom/v1/orders/aggregate`),
    search: () => figuresBySearch(url),
  },
  { iterations: 20, rounds: 5, warmup: 5 },
)

await emu.close()
await bare.close()

// Ratios of the measured times, not of the rounded rates (paging all orders is slow).
const ratio = (a, b) => Number((ns[b] / ns[a]).toFixed(3))
report('emulator-aggregate', [
  ...throughputMetrics(results.aggregate, {
    bare: 'bare node:http, same aggregate JSON',
    label: 'AggregateOrders (1,000 orders, 2 figures)',
    ratio: 'AggregateOrders / bare',
  }),
  {
    name: 'same figures by paging SearchOrders',
    value: Number((1e9 / ns.search).toFixed(2)),
    unit: 'figures/s',
  },
  {
    name: 'AggregateOrders / paging SearchOrders',
    value: ratio('aggregate', 'search'),
    unit: 'ratio',
  },
])
