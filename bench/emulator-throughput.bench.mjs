// (e) Emulator catalog throughput over keep-alive HTTP with a visitor token, driven by 20 concurrent
// fetch workers: a storefront product listing (QueryProductsPlatformized, one collection, page of
// 12, `.r` GET) and a collection get (GET /v2/collections/{id}), on the demo store. Baseline in
// the same run: a bare node:http server answering the same JSON bytes, driven by the same loop,
// in interleaved rounds; ratios show what routing, auth, validation, SQL and JSON cost.
import { performance } from 'node:perf_hooks'
import { loadEmulator, median, report, startBareServer } from './lib.mjs'

const WORKERS = 20
const REQUESTS = 1000
const ROUNDS = 5

const { startEmulator } = await loadEmulator()
const emu = await startEmulator({ seed: 'demo', catalog: 'v1' })
const { url, info } = emu

const tokenRes = await fetch(`${url}/oauth2/token`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ clientId: info.clientId, grantType: 'anonymous' }),
})
const token = (await tokenRes.json()).access_token
const headers = { authorization: token }

const collections = await (await fetch(`${url}/v2/collections/slug/kitchen`, { headers })).json()
const kitchen = collections.collection.id
const request = {
  query: { filter: { 'collections.id': { $hasSome: [kitchen] } }, paging: { limit: 12 } },
}
const r = Buffer.from(JSON.stringify(request)).toString('base64url')
const productQuery = `/stores-reader/v1/products/query-platformized?.r=${r}`
const collectionGet = `/v2/collections/${kitchen}`

async function body(path) {
  const res = await fetch(`${url}${path}`, { headers })
  const text = await res.text()
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`)
  return text
}
const productJson = await body(productQuery)
const collectionJson = await body(collectionGet)
const products = JSON.parse(productJson).products.length
if (products < 8) throw new Error(`expected a full kitchen page, got ${products} products`)

const bare = await startBareServer((path) =>
  path.startsWith('/stores-reader/') ? productJson : collectionJson,
)
const bareUrl = bare.url

/** Requests per second of `WORKERS` concurrent loops sending `REQUESTS` GETs in all. */
async function load(target) {
  let sent = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (sent < REQUESTS) {
        sent++
        const res = await fetch(target, { headers })
        await res.arrayBuffer()
        if (res.status !== 200) throw new Error(`${target}: ${res.status}`)
      }
    }),
  )
  return REQUESTS / ((performance.now() - started) / 1000)
}

const targets = {
  bareProducts: `${bareUrl}${productQuery}`,
  products: `${url}${productQuery}`,
  bareCollection: `${bareUrl}${collectionGet}`,
  collection: `${url}${collectionGet}`,
}
for (const target of Object.values(targets)) await load(target) // warm-up
const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]))
for (let round = 0; round < ROUNDS; round++)
  for (const [name, target] of Object.entries(targets)) samples[name].push(await load(target))

await emu.close()
await bare.close()

const rps = (name) => Math.round(median(samples[name]))
const ratio = (a, b) => Number((median(samples[a]) / median(samples[b])).toFixed(3))
report('emulator-throughput', [
  {
    name: `bare node:http, same product JSON (${WORKERS} workers)`,
    value: rps('bareProducts'),
    unit: 'req/s',
  },
  {
    name: 'QueryProductsPlatformized (collection, page of 12)',
    value: rps('products'),
    unit: 'req/s',
  },
  {
    name: 'QueryProductsPlatformized / bare',
    value: ratio('products', 'bareProducts'),
    unit: 'ratio',
  },
  {
    name: `bare node:http, same collection JSON (${WORKERS} workers)`,
    value: rps('bareCollection'),
    unit: 'req/s',
  },
  { name: 'GetCollection (v2)', value: rps('collection'), unit: 'req/s' },
  { name: 'GetCollection / bare', value: ratio('collection', 'bareCollection'), unit: 'ratio' },
])
