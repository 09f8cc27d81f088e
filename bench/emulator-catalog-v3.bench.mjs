// Catalog V3 throughput over keep-alive HTTP with a visitor token, driven by 20 concurrent fetch
// workers (compareThroughput in bench/lib.mjs), on the demo store run as a Catalog V3 store: a storefront category page (SearchProducts
// in All Products, `allCategoriesInfo.categories` `$matchItems` filter, name sort, page of 12,
// `.r` GET) and a product page (GetProductBySlug with its variants). Baseline in the same run: a
// bare node:http server answering the same JSON bytes, driven by the same loop, in interleaved
// rounds; the ratios show what routing, auth, validation, the query engine and JSON cost.
import {
  compareThroughput,
  loadEmulator,
  READ_MIN,
  report,
  startBareServer,
  throughputMetrics,
} from './lib.mjs'

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

const results = await compareThroughput({
  search: { url: `${url}${search}`, init: { headers }, bare: { url: `${bare.url}${search}` } },
  product: { url: `${url}${bySlug}`, init: { headers }, bare: { url: `${bare.url}${bySlug}` } },
})

await emu.close()
await bare.close()

report('emulator-catalog-v3', [
  ...throughputMetrics(results.search, {
    bare: 'bare node:http, same search JSON (20 workers)',
    label: 'SearchProducts V3 (category filter, page of 12)',
    ratio: 'SearchProducts V3 / bare',
    min: READ_MIN,
  }),
  ...throughputMetrics(results.product, {
    bare: 'bare node:http, same product JSON (20 workers)',
    label: 'GetProductBySlug V3 (with variants)',
    ratio: 'GetProductBySlug V3 / bare',
    min: READ_MIN,
  }),
])
