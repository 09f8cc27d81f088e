// (e) Emulator catalog throughput over keep-alive HTTP with a visitor token, driven by 20 concurrent
// fetch workers (compareThroughput in bench/lib.mjs): a storefront product listing
// (QueryProductsPlatformized, one collection, page of 12, `.r` GET) and a collection get
// (GET /v2/collections/{id}), on the demo store. Baseline in the same run: a bare node:http server
// answering the same JSON bytes, driven by the same loop, in interleaved rounds; ratios show what
// routing, auth, validation, SQL and JSON cost.
import {
  compareThroughput,
  loadEmulator,
  READ_MIN,
  report,
  startBareServer,
  throughputMetrics,
} from './lib.mjs'

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

const results = await compareThroughput({
  products: {
    url: `${url}${productQuery}`,
    init: { headers },
    bare: { url: `${bare.url}${productQuery}` },
  },
  collection: {
    url: `${url}${collectionGet}`,
    init: { headers },
    bare: { url: `${bare.url}${collectionGet}` },
  },
})

await emu.close()
await bare.close()

report('emulator-throughput', [
  ...throughputMetrics(results.products, {
    bare: 'bare node:http, same product JSON (20 workers)',
    label: 'QueryProductsPlatformized (collection, page of 12)',
    ratio: 'QueryProductsPlatformized / bare',
    min: READ_MIN,
  }),
  ...throughputMetrics(results.collection, {
    bare: 'bare node:http, same collection JSON (20 workers)',
    label: 'GetCollection (v2)',
    ratio: 'GetCollection / bare',
    min: READ_MIN,
  }),
])
