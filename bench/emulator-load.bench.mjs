// Emulator under load: mixed storefront traffic at 64 keep-alive connections against the built
// CLI (`start --seed demo --catalog v1`) in its own process, driven by autocannon over loopback.
// Each connection is its own visitor (own token, own cart). The mix, per connection in turn: a
// product listing, a collection get, a reviews query, an add-to-cart, a cart estimate. A warm-up
// runs first and is not counted. Reports p50/p99/max latency, requests per second, errors and the
// emulator's RSS sampled over the run (growth after warm-up shows a leak).
// 20 s by default; `npm run bench -- load --full` (or LOAD_SECONDS=120) runs the full 2 minutes.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { median, report } from './lib.mjs'

const CONNECTIONS = 64
const SECONDS = Number(process.env.LOAD_SECONDS ?? (process.argv.includes('--full') ? 120 : 20))
const WARMUP_SECONDS = 5
const RSS_SAMPLES = 12
const cli = fileURLToPath(new URL('../packages/emulator/dist/cli.js', import.meta.url))
if (!existsSync(cli)) throw new Error('build the emulator first: npm run build')

const child = spawn(
  process.execPath,
  // LOAD_PROFILE=DIR writes the emulator's CPU profile there (find where the time goes).
  [
    ...(process.env.LOAD_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_PROFILE}`]
      : []),
    cli,
    'start',
    '--port',
    '0',
    '--quiet',
    '--seed',
    'demo',
    '--catalog',
    'v1',
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
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
  const post = (path, body) =>
    asVisitor({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const requests = [
    get(`/stores-reader/v1/products/query-platformized?.r=${r}`),
    get(`/v2/collections/${kitchen}`),
    post('/reviews/v1/reviews/query', reviews),
    post('/ecom/v1/carts/current/add-to-cart', addToCart),
    post('/ecom/v1/carts/current/estimate-totals', estimate),
  ]
  const options = (duration) => ({ url, connections: CONNECTIONS, duration, requests })

  await autocannon(options(WARMUP_SECONDS))
  const rss = [rssMb()]
  const sampler = setInterval(() => rss.push(rssMb()), (SECONDS * 1000) / RSS_SAMPLES)
  const result = await autocannon(options(SECONDS))
  clearInterval(sampler)
  rss.push(rssMb())

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
    { name: 'latency p50', value: result.latency.p50, unit: 'ms' },
    { name: 'latency p99', value: result.latency.p99, unit: 'ms', budget: 50 },
    { name: 'latency max', value: result.latency.max, unit: 'ms' },
    { name: 'errors (failed, timed out or not 2xx)', value: errors, unit: 'requests', budget: 0 },
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
        name: 'RSS growth, last sample / median of the first half',
        value: Number((known.at(-1) / settled).toFixed(2)),
        unit: 'ratio',
        budget: 1.25,
      },
    )
  }
  report('emulator-load', metrics)
}
