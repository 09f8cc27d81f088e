// Emulator webhooks. (1) Delivery throughput: events per second the emulator signs and POSTs to a
// local receiver (one endpoint, 2,000 events recorded at once), against a baseline in the same run:
// the same number of POSTs of a body of the same size to the same receiver, 32 at a time (as many
// as the emulator keeps in flight), with no signing or bookkeeping. (2) What deliveries cost the
// API call that caused them: the latency of an owner's CreateOrder (one order_created event each)
// with 10 endpoints subscribed to every event, as a ratio to none, in interleaved rounds, the
// deliveries of one round drained before the next; and the main thread's busy time per call in both.
import { spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import { loadEmulator, median, report } from './lib.mjs'

const { startEmulator } = await loadEmulator()
const emu = await startEmulator({ seed: 'empty' })
const { url, info } = emu
const ctx = emu.emulator.context

// The receiver, in a process of its own as a real one is: answers 200 at once and reports every
// request on stdout (one line each; the first line is its port), with the body of the first.
const RECEIVER = `
const server = require('node:http').createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => { body += chunk })
  req.on('end', () => { res.writeHead(200).end(); process.stdout.write(received++ ? '.\\n' : body + '\\n') })
})
let received = 0
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'))`
const child = spawn(process.execPath, ['-e', RECEIVER], { stdio: ['ignore', 'pipe', 'inherit'] })
const lines = createInterface({ input: child.stdout })
let received = 0
let lastBody = ''
const port = await new Promise((resolve) => {
  lines.once('line', (line) => {
    lines.on('line', (request) => {
      received++
      if (request !== '.') lastBody = request
    })
    resolve(Number(line))
  })
})
const hookUrl = (path) => `http://127.0.0.1:${port}${path}`

async function control(method, path, body) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body && { body: JSON.stringify(body) }),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return res.json()
}
const register = async (path) =>
  (await control('POST', '/_emulator/webhooks', { url: hookUrl(path), events: ['*'] })).webhook.id
const unregisterAll = async () => {
  for (const { id } of (await control('GET', '/_emulator/webhooks')).webhooks)
    await control('DELETE', `/_emulator/webhooks/${id}`, {})
}
async function until(count) {
  while (received < count) await new Promise((resolve) => setTimeout(resolve, 2))
}

// --- (1) Delivery throughput. ---
const EVENTS = 2000
const record = (from, count) =>
  ctx.lock(() =>
    ctx.db.transaction(() => {
      for (let n = from; n < from + count; n++)
        ctx.events.record({
          entityFqdn: 'wix.bench.v1.thing',
          slug: 'created',
          entityId: `thing-${n}`,
          caller: { kind: 'owner' },
          entity: { id: `thing-${n}`, name: `Thing ${n}`, revision: '1' },
        })
    }),
  )
await register('/throughput')
await record(0, 200) // warm-up: key, statements, connections
await until(200)
const deliveryRuns = []
const bareRuns = []
const body = lastBody
for (let round = 0; round < 3; round++) {
  const start = received
  let started = performance.now()
  await record(EVENTS * (round + 1), EVENTS)
  await until(start + EVENTS)
  deliveryRuns.push((EVENTS * 1000) / (performance.now() - started))

  // The baseline: the same number of POSTs of the same body, 32 in flight.
  started = performance.now()
  let next = 0
  const worker = async () => {
    while (next++ < EVENTS)
      await fetch(hookUrl('/bare'), {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain' },
      }).then((res) => res.text())
  }
  await Promise.all(Array.from({ length: 32 }, worker))
  bareRuns.push((EVENTS * 1000) / (performance.now() - started))
}
await unregisterAll()

// --- (2) API call latency with 10 endpoints, against none. ---
let orderNumber = 0
const owner = { authorization: info.apiKey, 'wix-site-id': info.siteId }
async function createOrder() {
  const res = await fetch(`${url}/ecom/v1/orders`, {
    method: 'POST',
    headers: { ...owner, 'content-type': 'application/json' },
    body: JSON.stringify({
      order: {
        lineItems: [
          {
            productName: { original: `Item ${orderNumber++}` },
            catalogReference: { catalogItemId: 'item', appId: 'bench-catalog' },
            quantity: 1,
            itemType: { preset: 'PHYSICAL' },
            price: { amount: '12.50' },
          },
        ],
        priceSummary: { total: { amount: '12.50' } },
        channelInfo: { type: 'POS' },
        buyerInfo: { email: 'buyer@example.com' },
      },
    }),
  })
  await res.text()
  if (res.status !== 200) throw new Error(`create order: ${res.status}`)
}
const CALLS = 150
const latency = { none: [], ten: [] }
// Busy time of this process's main thread (the emulator's, and this script's client) per call,
// the deliveries' own work included: how much of the thread that answers API calls they take.
const busy = { none: [], ten: [] }
for (let i = 0; i < 50; i++) await createOrder() // warm-up
for (let round = 0; round < 5; round++) {
  for (const state of ['none', 'ten']) {
    await unregisterAll()
    if (state === 'ten') for (let n = 0; n < 10; n++) await register(`/endpoint-${n}`)
    const before = received
    const times = []
    const loop = performance.eventLoopUtilization()
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now()
      await createOrder()
      times.push(performance.now() - started)
    }
    latency[state].push(median(times))
    if (state === 'ten') await until(before + CALLS * 10)
    busy[state].push(performance.eventLoopUtilization(loop).active / CALLS)
  }
}

await emu.close()
child.kill()

const delivered = Math.round(median(deliveryRuns))
const bare = Math.round(median(bareRuns))
const none = median(latency.none)
const ten = median(latency.ten)
const busyNone = median(busy.none)
const busyTen = median(busy.ten)
const round = (value, digits = 2) => Number(value.toFixed(digits))
report('emulator-webhooks', [
  { name: 'webhooks delivered to a local receiver', value: delivered, unit: 'events/s' },
  { name: 'baseline: bare POSTs of the same body, 32 in flight', value: bare, unit: 'req/s' },
  { name: 'delivered / bare POSTs', value: Number((delivered / bare).toFixed(3)), unit: 'ratio' },
  { name: 'CreateOrder, no webhook endpoint', value: Number(none.toFixed(2)), unit: 'ms' },
  { name: 'CreateOrder, 10 endpoints', value: Number(ten.toFixed(2)), unit: 'ms' },
  {
    name: 'CreateOrder latency, 10 endpoints / none',
    value: Number((ten / none).toFixed(3)),
    unit: 'ratio',
  },
  { name: 'main thread busy per CreateOrder, no endpoint', value: round(busyNone), unit: 'ms' },
  { name: 'main thread busy per CreateOrder, 10 endpoints', value: round(busyTen), unit: 'ms' },
  {
    name: 'main thread busy, 10 endpoints / none',
    value: round(busyTen / busyNone, 3),
    unit: 'ratio',
  },
])
