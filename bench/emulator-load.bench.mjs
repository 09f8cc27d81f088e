// Emulator under load: mixed storefront traffic at 64 keep-alive connections against the built
// CLI (`start --seed demo --catalog v1`) in its own process, driven by autocannon over loopback.
// Each connection is its own visitor (own token, own cart). The mix, per connection in turn: a
// product listing, a collection get, a reviews query, an add-to-cart and an estimate on the V1
// cart, then a Cart V2 purchase: a new current cart with its line, address, e-mail and delivery
// method (CreateCurrentCart), Calculate, and PlaceOrder on it (the shortest road to an order the
// wire allows: three calls, the test gateway charging at once). A warm-up
// runs first and is not counted. Reports p50/p99/max latency, requests per second, errors, the
// emulator's RSS sampled over the run, and its heap after a full collection right after the
// warm-up and at the end (growth there shows a leak; RSS also grows as V8 sizes its heap).
// Two minutes by default, so memory is judged after it levels off (in a 20 s run the
// heap is still growing to its working size); `npm run bench -- load --quick` (or LOAD_SECONDS=20)
// runs 20 s while working on it.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { median, report } from './lib.mjs'

const CONNECTIONS = 64
const SECONDS = Number(process.env.LOAD_SECONDS ?? (process.argv.includes('--quick') ? 20 : 120))
const WARMUP_SECONDS = 5
const RSS_SAMPLES = 12
// LOAD_CLI=path/to/cli.js runs another build (an earlier commit's, to compare in the same session).
const cli =
  process.env.LOAD_CLI ??
  fileURLToPath(new URL('../packages/emulator/dist/cli.js', import.meta.url))
if (!existsSync(cli)) throw new Error('build the emulator first: npm run build')
// What the emulator's heap still holds after a full collection, asked for by signal
// (retained-heap.mjs) right after the warm-up and after the run.
const retainedDir = mkdtempSync(join(tmpdir(), 'load-retained-'))
const retainedLog = join(retainedDir, 'retained.tsv')

const child = spawn(
  process.execPath,
  // LOAD_PROFILE=DIR writes the emulator's CPU profile there (find where the time goes).
  [
    ...(process.env.LOAD_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_PROFILE}`]
      : []),
    // Full collections on request: retained-heap.mjs always, heap-watch.mjs with LOAD_HEAP.
    '--expose-gc',
    // LOAD_HEAP=FILE writes the live heap after a full collection every 10 s (heap-watch.mjs).
    ...(process.env.LOAD_HEAP
      ? ['--import', new URL('./heap-watch.mjs', import.meta.url).href]
      : []),
    '--import',
    new URL('./retained-heap.mjs', import.meta.url).href,
    cli,
    'start',
    '--port',
    '0',
    '--quiet',
    '--seed',
    'demo',
    '--catalog',
    'v1',
    // LOAD_DATA_DIR=DIR runs it on a data dir (fsyncs at checkpoints) instead of a temporary
    // database (none: see "Storage" in docs/emulator.md).
    ...(process.env.LOAD_DATA_DIR ? ['--data-dir', process.env.LOAD_DATA_DIR] : []),
  ],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      RETAINED_HEAP_LOG: retainedLog,
      ...(process.env.LOAD_HEAP && { HEAP_WATCH_LOG: process.env.LOAD_HEAP }),
    },
  },
)
const url = await new Promise((resolve, reject) => {
  let out = ''
  child.stdout.on('data', (chunk) => {
    out += chunk
    const match = /ready at (\S+)/.exec(out)
    if (match) resolve(match[1])
  })
  child.once('exit', (code) => reject(new Error(`emulator exited ${code}: ${out}`)))
})

try {
  await run()
} finally {
  child.kill('SIGTERM')
  rmSync(retainedDir, { recursive: true, force: true })
}

/** The emulator's heap after a full collection, in MB (Linux signals), or undefined. */
async function retainedMb() {
  const readings = () => {
    try {
      return readFileSync(retainedLog, 'utf8').split('\n').filter(Boolean).map(Number)
    } catch {
      return []
    }
  }
  const before = readings().length
  try {
    child.kill('SIGUSR2')
  } catch {
    return undefined
  }
  for (let waited = 0; waited < 5000; waited += 20) {
    const now = readings()
    if (now.length > before) return now.at(-1)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return undefined
}

/** The emulator process's resident memory in MB (Linux), or undefined elsewhere. */
function rssMb() {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
    return Number.isFinite(kb) ? Number((kb / 1024).toFixed(1)) : undefined
  } catch {
    return undefined
  }
}

/** CPU time the emulator process has used so far, in ms (Linux), or undefined elsewhere. */
function cpuMs() {
  try {
    // utime and stime, fields 14 and 15, in clock ticks (100 per second on Linux).
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ')
    return (Number(fields?.[11]) + Number(fields?.[12])) * 10
  } catch {
    return undefined
  }
}

async function json(path, init = {}) {
  const res = await fetch(`${url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  })
  const text = await res.text()
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`)
  return JSON.parse(text)
}

async function run() {
  const info = await json('/_emulator/info')
  const tokens = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const body = JSON.stringify({ clientId: info.clientId, grantType: 'anonymous' })
      return (await json('/oauth2/token', { method: 'POST', body })).access_token
    }),
  )
  const auth = { authorization: tokens[0] }
  const kitchen = (await json('/v2/collections/slug/kitchen', { headers: auth })).collection.id
  const listing = {
    query: { filter: { 'collections.id': { $hasSome: [kitchen] } }, paging: { limit: 12 } },
  }
  const r = Buffer.from(JSON.stringify(listing)).toString('base64url')
  const { products } = await json(`/stores-reader/v1/products/query-platformized?.r=${r}`, {
    headers: auth,
  })
  const product = products[0].id
  // Untracked stock, so two minutes of orders never sell it out.
  const untracked = products.find((p) => p.slug === 'pour-over-coffee-set')?.id ?? product
  const reviews = { query: { filter: { entityId: product }, cursorPaging: { limit: 20 } } }
  const addToCart = {
    lineItems: [
      {
        quantity: 1,
        catalogReference: { catalogItemId: product, appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' },
      },
    ],
  }
  const estimate = {
    shippingAddress: { country: 'US', subdivision: 'US-NY', city: 'New York' },
    calculateTax: true,
    calculateShipping: true,
  }
  const newCartV2 = {
    cart: {
      deliveryInfo: {
        address: {
          country: 'US',
          subdivision: 'US-NY',
          city: 'New York',
          addressLine: '1 Main St',
        },
      },
      customerInfo: { email: 'load@example.com' },
    },
    catalogItems: [
      {
        quantity: 1,
        catalogReference: {
          catalogItemId: untracked,
          appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
        },
      },
    ],
    deliveryMethod: { code: 'standard' },
  }
  // Every visitor has a cart before the clock starts, so the estimate has something to price.
  await Promise.all(
    tokens.map((authorization) =>
      json('/ecom/v1/carts/current/add-to-cart', {
        method: 'POST',
        headers: { authorization },
        body: JSON.stringify(addToCart),
      }),
    ),
  )
  let next = 0
  // Each connection is its own visitor: the token it takes first goes on every request it sends.
  const asVisitor = (request) => ({
    ...request,
    setupRequest: (req, context) => {
      context.token ??= tokens[next++ % CONNECTIONS]
      return { ...req, headers: { ...req.headers, authorization: context.token } }
    },
  })
  const get = (path) => asVisitor({ method: 'GET', path, headers: {} })
  const post = (path, body, more = {}) =>
    asVisitor({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...more,
    })
  // The V2 cart this connection made last: PlaceOrder names it by id.
  const keepCartId = (status, body, context) => {
    if (status === 200) context.cartV2 = JSON.parse(body).cart.id
  }
  let ordersPlaced = 0
  const placeOrder = post(
    '/ecom/v2/carts/current/place-order',
    {},
    {
      onResponse: (status) => {
        if (status === 200) ordersPlaced++
      },
    },
  )
  const placeOrderSetup = placeOrder.setupRequest
  const requests = [
    get(`/stores-reader/v1/products/query-platformized?.r=${r}`),
    get(`/v2/collections/${kitchen}`),
    post('/reviews/v1/reviews/query', reviews),
    post('/ecom/v1/carts/current/add-to-cart', addToCart),
    post('/ecom/v1/carts/current/estimate-totals', estimate),
    post('/ecom/v2/carts/current', newCartV2, { onResponse: keepCartId }),
    post('/ecom/v2/carts/current/calculate', {}),
    {
      ...placeOrder,
      setupRequest: (req, context) => ({
        ...placeOrderSetup(req, context),
        path: `/ecom/v2/carts/${context.cartV2}/place-order`,
      }),
    },
  ]
  const options = (duration) => ({ url, connections: CONNECTIONS, duration, requests })

  await autocannon(options(WARMUP_SECONDS))
  ordersPlaced = 0
  const retainedBefore = await retainedMb()
  const rss = [rssMb()]
  const cpuBefore = cpuMs()
  const sampler = setInterval(() => rss.push(rssMb()), (SECONDS * 1000) / RSS_SAMPLES)
  const result = await autocannon(options(SECONDS))
  clearInterval(sampler)
  rss.push(rssMb())
  const retainedAfter = await retainedMb()
  // The emulator's CPU time per answer: its service time, which the 64 connections queue behind
  // (p50 is about 64 x this on one thread). Less swayed by other work on the machine than latency.
  const cpuPerRequest = (cpuMs() - cpuBefore) / result.requests.total

  // autocannon counts a timeout among its errors too.
  const errors = result.errors + result.non2xx
  if (errors)
    process.stderr.write(
      `load: ${errors} errors: ${JSON.stringify({ statuses: result.statusCodeStats, timeouts: result.timeouts })}\n`,
    )
  const known = rss.filter((value) => value !== undefined)
  const metrics = [
    {
      name: `requests per second (${CONNECTIONS} connections, ${SECONDS} s)`,
      value: Math.round(result.requests.average),
      unit: 'req/s',
    },
    {
      name: 'emulator CPU per request (service time)',
      value: Number(cpuPerRequest.toFixed(3)),
      unit: 'ms',
    },
    { name: 'latency p50', value: result.latency.p50, unit: 'ms' },
    { name: 'latency p99', value: result.latency.p99, unit: 'ms', budget: 50 },
    { name: 'latency max', value: result.latency.max, unit: 'ms' },
    { name: 'errors (failed, timed out or not 2xx)', value: errors, unit: 'requests', budget: 0 },
    { name: 'orders placed (Cart V2 PlaceOrder)', value: ordersPlaced, unit: 'orders' },
  ]
  if (known.length > 1) {
    const settled = median(known.slice(0, Math.ceil(known.length / 2)))
    metrics.push(
      { name: 'emulator RSS after warm-up', value: known[0], unit: 'MB' },
      { name: 'emulator RSS at the end', value: known.at(-1), unit: 'MB' },
      {
        name: `emulator RSS, highest of the samples ${known.join(', ')}`,
        value: Math.max(...known),
        unit: 'MB',
      },
      {
        // Reported, not judged: it moves with V8 sizing its heap (see retained-heap.mjs).
        name: 'RSS growth, last sample / median of the first half',
        value: Number((known.at(-1) / settled).toFixed(2)),
        unit: 'ratio',
      },
    )
  }
  if (retainedBefore && retainedAfter)
    metrics.push(
      {
        name: 'emulator heap after a full collection, after warm-up',
        value: retainedBefore,
        unit: 'MB',
      },
      {
        name: 'emulator heap after a full collection, at the end',
        value: retainedAfter,
        unit: 'MB',
      },
      {
        name: 'retained heap growth over the run (a leak grows it)',
        value: Number((retainedAfter / retainedBefore).toFixed(2)),
        unit: 'ratio',
        budget: 1.25,
      },
    )
  report('emulator-load', metrics)
}
