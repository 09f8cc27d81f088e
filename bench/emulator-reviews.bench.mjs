// (d) Emulator reviews throughput: QueryReviews (first page of 20) and CountReviews for a product
// with 1,000 approved reviews (plus 500 on other products), each request with a visitor token,
// in requests per second over keep-alive HTTP
// from 20 concurrent fetch workers (compareThroughput in bench/lib.mjs). Baseline in the same run: a bare node:http server
// answering the same JSON bytes, so ratios show what routing, auth, validation and SQL cost.
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

const send = (payload) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: token },
  body: JSON.stringify(payload),
})
const results = await compareThroughput({
  query: {
    url: `${url}/reviews/v1/reviews/query`,
    init: send(queryBody),
    bare: { url: `${bare.url}/query` },
  },
  count: {
    url: `${url}/reviews/v1/reviews/count`,
    init: send(countBody),
    bare: { url: `${bare.url}/count` },
  },
})

await emu.close()
await bare.close()

report('emulator-reviews', [
  ...throughputMetrics(results.query, {
    bare: 'bare node:http, same query JSON',
    label: 'QueryReviews (1,000 on the product, page of 20)',
    ratio: 'QueryReviews / bare',
    min: READ_MIN,
  }),
  ...throughputMetrics(results.count, {
    bare: 'bare node:http, same count JSON',
    label: 'CountReviews (1,000 on the product)',
    ratio: 'CountReviews / bare',
  }),
])
