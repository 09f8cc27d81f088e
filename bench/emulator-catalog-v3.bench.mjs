// Catalog V3 throughput over keep-alive HTTP with a visitor token, driven by 20 concurrent fetch
// workers, on the demo store run as a Catalog V3 store: a storefront category page (SearchProducts
// in All Products, `allCategoriesInfo.categories` `$matchItems` filter, name sort, page of 12,
// `.r` GET) and a product page (GetProductBySlug with its variants). Baseline in the same run: a
// bare node:http server answering the same JSON bytes, driven by the same loop, in interleaved
// rounds; the ratios show what routing, auth, validation, the query engine and JSON cost.
import { performance } from 'node:perf_hooks'
import { loadEmulator, median, report, startBareServer } from './lib.mjs'

const WORKERS = 20
const REQUESTS = 1000
const ROUNDS = 5

const { startEmulator } = await loadEmulator()
const emu = await startEmulator({ seed: 'demo', catalog: 'v3' })
const { url, info } = emu

const tokenRes = await fetch(`${url}/oauth2/token`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ clientId: info.clientId, grantType: 'anonymous' }),
})
const headers = { authorization: (await tokenRes.json()).access_token }

async function body(path) {
  const res = await fetch(`${url}${path}`, { headers })
  const text = await res.text()
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`)
  return text
}
// The All Products category: every product is in it, so a page is a full 12.
const all = JSON.parse(await body('/stores/v3/all-products-category')).categoryId
const request = {
  search: {
    filter: { 'allCategoriesInfo.categories': { $matchItems: [{ id: { $in: [all] } }] } },
    sort: [{ fieldName: 'name', order: 'ASC' }],
    cursorPaging: { limit: 12 },
  },
  fields: ['CURRENCY'],
}
const r = Buffer.from(JSON.stringify(request)).toString('base64url')
const search = `/stores/v3/products/search?.r=${r}`
const bySlug = '/stores/v3/products/slug/classic-cotton-tee?fields=CURRENCY'
const searchJson = await body(search)
const productJson = await body(bySlug)
const found = JSON.parse(searchJson).products.length
if (found !== 12) throw new Error(`expected a full page of 12, got ${found} products`)

const bare = await startBareServer((path) => (path.includes('/search') ? searchJson : productJson))

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
  bareSearch: `${bare.url}${search}`,
  search: `${url}${search}`,
  bareProduct: `${bare.url}${bySlug}`,
  product: `${url}${bySlug}`,
}
for (const target of Object.values(targets)) await load(target) // warm-up
const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]))
for (let round = 0; round < ROUNDS; round++)
  for (const [name, target] of Object.entries(targets)) samples[name].push(await load(target))

await emu.close()
await bare.close()

const rps = (name) => Math.round(median(samples[name]))
const ratio = (a, b) => Number((median(samples[a]) / median(samples[b])).toFixed(3))
report('emulator-catalog-v3', [
  {
    name: `bare node:http, same search JSON (${WORKERS} workers)`,
    value: rps('bareSearch'),
    unit: 'req/s',
  },
  { name: 'SearchProducts V3 (category filter, page of 12)', value: rps('search'), unit: 'req/s' },
  { name: 'SearchProducts V3 / bare', value: ratio('search', 'bareSearch'), unit: 'ratio' },
  {
    name: `bare node:http, same product JSON (${WORKERS} workers)`,
    value: rps('bareProduct'),
    unit: 'req/s',
  },
  { name: 'GetProductBySlug V3 (with variants)', value: rps('product'), unit: 'req/s' },
  { name: 'GetProductBySlug V3 / bare', value: ratio('product', 'bareProduct'), unit: 'ratio' },
])
