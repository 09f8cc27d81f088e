// (d) Emulator reviews throughput: QueryReviews (first page of 20) and CountReviews for a product
// with 1,000 approved reviews (plus 500 on other products), each request with a visitor token,
// in requests per second over keep-alive HTTP. Baseline in the same run: a bare node:http server
// answering the same JSON bytes, so ratios show what routing, auth, validation and SQL cost.
import { compareAsync, loadEmulator, report, startBareServer } from './lib.mjs'

const { startEmulator } = await loadEmulator()
const emu = await startEmulator({ seed: 'empty' })
const { url, info } = emu

async function post(path, body, authorization) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(authorization && { authorization }),
      ...(authorization === info.apiKey && { 'wix-site-id': info.siteId }),
    },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text}`)
  return text
}

const PRODUCT = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'
const otherProduct = (n) => `9a8b7c6d-5e4f-4a3b-8c2d-${String(n).padStart(12, '0')}`
const contact = (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const words = 'good solid fits well colour as shown arrived quickly would buy again '.split(' ')
const body = (n) =>
  Array.from({ length: 5 + (n % 25) }, (_, i) => words[(n + i) % words.length]).join(' ')

for (let batch = 0; batch < 15; batch++) {
  const reviews = Array.from({ length: 100 }, (_, i) => {
    const n = batch * 100 + i
    return {
      namespace: 'stores',
      entityId: n < 1000 ? PRODUCT : otherProduct(n % 50),
      content: { title: `Review ${n}`, body: body(n), rating: (n % 5) + 1 },
      author: { contactId: contact(n), authorName: `Author ${n}` },
    }
  })
  await post('/reviews/v1/bulk/reviews/create', { reviews }, info.apiKey)
}
await post('/reviews/v1/bulk/reviews/moderate', { status: 'APPROVED' }, info.apiKey)

const token = JSON.parse(
  await post('/oauth2/token', { clientId: info.clientId, grantType: 'anonymous' }),
).access_token

const queryBody = { query: { filter: { entityId: PRODUCT }, cursorPaging: { limit: 20 } } }
const countBody = { filter: { entityId: PRODUCT } }
const queryJson = await post('/reviews/v1/reviews/query', queryBody, token)
const countJson = await post('/reviews/v1/reviews/count', countBody, token)
if (JSON.parse(countJson).count !== 1000) throw new Error(`count is ${countJson}`)
if (JSON.parse(queryJson).metadata.total !== 1000) throw new Error('query total is not 1,000')

// The baseline reads the request body too, as the emulator must.
const bare = await startBareServer((path) => (path === '/count' ? countJson : queryJson))
const bareUrl = bare.url

const send = async (target, payload) => {
  const res = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(payload),
  })
  return res.json()
}

const ns = await compareAsync(
  {
    bareQuery: () => send(`${bareUrl}/query`, queryBody),
    query: () => send(`${url}/reviews/v1/reviews/query`, queryBody),
    bareCount: () => send(`${bareUrl}/count`, countBody),
    count: () => send(`${url}/reviews/v1/reviews/count`, countBody),
  },
  { iterations: 200, rounds: 5, warmup: 100 },
)

await emu.close()
await bare.close()

const rps = (name) => Math.round(1e9 / ns[name])
const ratio = (a, b) => Number((rps(a) / rps(b)).toFixed(3))
report('emulator-reviews', [
  { name: 'bare node:http, same query JSON', value: rps('bareQuery'), unit: 'req/s' },
  { name: 'QueryReviews (1,000 on the product, page of 20)', value: rps('query'), unit: 'req/s' },
  { name: 'QueryReviews / bare', value: ratio('query', 'bareQuery'), unit: 'ratio' },
  { name: 'bare node:http, same count JSON', value: rps('bareCount'), unit: 'req/s' },
  { name: 'CountReviews (1,000 on the product)', value: rps('count'), unit: 'req/s' },
  { name: 'CountReviews / bare', value: ratio('count', 'bareCount'), unit: 'ratio' },
])
