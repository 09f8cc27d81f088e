// Cart V2 beside v1. (a) Bytes a storefront ships for the purchase flow (visitor auth, add, get,
// place the order), bundled and minified for the browser from the built packages and gzipped:
// V2 (add → get → placeOrder) and v1 (add → get → create checkout → create order), in the same run.
// (b) Emulator requests per second for V2 add-line-items, calculate and PlaceOrder over real HTTP
// from 20 concurrent fetch workers (compareThroughput in bench/lib.mjs), each as a ratio to a bare
// node:http server that reads the same body and answers the same bytes (interleaved rounds).
import {
  bundleBytes,
  compareThroughput,
  loadEmulator,
  report,
  startBareServer,
  throughputMetrics,
  WRITE_MIN,
} from './lib.mjs'

const v2Flow = await bundleBytes(`
  import { createClient, visitorAuth } from '@storefront-kit/sdk'
  import { addLineItemsToCurrentCart, getCurrentCart, placeOrder } from '@storefront-kit/sdk/cart-v2'
  const client = createClient({ auth: visitorAuth({ clientId: 'id' }) })
  export const run = async () => {
    await addLineItemsToCurrentCart(client, { catalogItems: [] })
    const { cart } = await getCurrentCart(client)
    return placeOrder(client, cart.id)
  }
`)
const v1Flow = await bundleBytes(`
  import { createClient, visitorAuth } from '@storefront-kit/sdk'
  import { addToCurrentCart, getCurrentCart, createCheckoutFromCurrentCart } from '@storefront-kit/sdk/cart'
  import { createOrder } from '@storefront-kit/sdk/checkout'
  const client = createClient({ auth: visitorAuth({ clientId: 'id' }) })
  export const run = async () => {
    await addToCurrentCart(client, { lineItems: [] })
    await getCurrentCart(client)
    const { checkoutId } = await createCheckoutFromCurrentCart(client, { channelType: 'WEB' })
    return createOrder(client, checkoutId)
  }
`)

const { startEmulator } = await loadEmulator()
// A Catalog V1 store: the products are read through the V1 query (the default store is V3 now).
const emulator = await startEmulator({ seed: 'demo', catalog: 'v1' })
const { url, info } = emulator
const token = (
  await (
    await fetch(`${url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: info.clientId, grantType: 'anonymous' }),
    })
  ).json()
).access_token
const headers = { authorization: token, 'content-type': 'application/json' }
const post = async (base, path, body) => {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers, body })
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.text()
}
const products = JSON.parse(
  await post(
    url,
    '/stores-reader/v1/products/query',
    JSON.stringify({ query: { paging: { limit: 100 } } }),
  ),
).products
const ref = (slug) => ({
  catalogItemId: products.find((p) => p.slug === slug)?.id,
  appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
})
const CURRENT = '/ecom/v2/carts/current'
const addBody = JSON.stringify({
  catalogItems: [{ quantity: 1, catalogReference: ref('leather-card-wallet') }],
})
// A cart of three lines with an address and a delivery method, so calculate does everything.
await post(
  url,
  `${CURRENT}/add-line-items`,
  JSON.stringify({
    catalogItems: ['pour-over-coffee-set', 'cold-brew-bottle'].map((slug) => ({
      quantity: 1,
      catalogReference: ref(slug),
    })),
  }),
)
const address = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  addressLine: '350 Fifth Avenue',
}
const patched = await fetch(`${url}${CURRENT}`, {
  method: 'PATCH',
  headers,
  body: JSON.stringify({ cart: { deliveryInfo: { address } } }),
})
if (patched.status !== 200) throw new Error(`update: ${patched.status}`)
await post(
  url,
  `${CURRENT}/set-delivery-method`,
  JSON.stringify({ deliveryMethod: { code: 'express' } }),
)

// PlaceOrder orders a cart once: each request gets a cart of its own, made beforehand by the
// owner (items, address, email, delivery method in one CreateCart), none of them current.
// 300 a round: the bare twin answers a round of 100 in about 10 ms, too short to time steadily.
const PLACE_REQUESTS = 300
const PLACE_ROUNDS = 5
const owner = {
  authorization: info.apiKey,
  'wix-site-id': info.siteId,
  'content-type': 'application/json',
}
const cartIds = []
// One per request of the warm-up, the rounds (and a profiled pass: lib.mjs), and one more for the
// bare server's answer.
const passes = PLACE_ROUNDS + 1 + (process.env.BENCH_CPU_PROFILE ? 1 : 0)
for (let n = 0; n <= PLACE_REQUESTS * passes; n++) {
  const res = await fetch(`${url}/ecom/v2/carts`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({
      cart: { deliveryInfo: { address }, customerInfo: { email: `buyer${n}@example.com` } },
      catalogItems: [{ quantity: 1, catalogReference: ref('leather-card-wallet') }],
      deliveryMethod: { code: 'express' },
    }),
  })
  if (res.status !== 200) throw new Error(`create cart: ${res.status} ${await res.text()}`)
  cartIds.push((await res.json()).cart.id)
}
const placePath = (n) => `/ecom/v2/carts/${cartIds[n]}/place-order`
const placed = await fetch(`${url}${placePath(cartIds.length - 1)}`, {
  method: 'POST',
  headers: owner,
  body: '{}',
})
if (placed.status !== 200) throw new Error(`place order: ${placed.status} ${await placed.text()}`)
const answers = {
  '/add-line-items': await post(url, `${CURRENT}/add-line-items`, addBody),
  '/calculate': await post(url, `${CURRENT}/calculate`, '{}'),
  '/place-order': await placed.text(),
}
const bare = await startBareServer(
  (path) => answers[Object.keys(answers).find((key) => path.endsWith(key)) ?? '/add-line-items'],
)
const postOf = (body) => ({ method: 'POST', headers, body })
const writes = await compareThroughput({
  add: {
    url: `${url}${CURRENT}/add-line-items`,
    init: postOf(addBody),
    bare: { url: `${bare.url}${CURRENT}/add-line-items` },
  },
  calculate: {
    url: `${url}${CURRENT}/calculate`,
    init: postOf('{}'),
    bare: { url: `${bare.url}${CURRENT}/calculate` },
  },
})
// The bare twin reads the same body and answers a recorded PlaceOrder, so every cart is the
// emulator's. Its own call, since it has its own request count.
const { place } = await compareThroughput(
  {
    place: {
      url: (n) => `${url}${placePath(n)}`,
      init: { method: 'POST', headers: owner, body: '{}' },
      bare: { url: `${bare.url}/place-order` },
    },
  },
  { requests: PLACE_REQUESTS, rounds: PLACE_ROUNDS },
)
await bare.close()
await emulator.close()

report('cart-v2', [
  { name: 'V2 flow: auth + add + get + placeOrder (min+gzip)', value: v2Flow.gzip, unit: 'bytes' },
  {
    name: 'v1 flow: auth + add + get + checkout + createOrder (min+gzip)',
    value: v1Flow.gzip,
    unit: 'bytes',
  },
  {
    name: 'V2 / v1 flow bytes',
    value: Number((v2Flow.gzip / v1Flow.gzip).toFixed(2)),
    unit: 'ratio',
  },
  ...throughputMetrics(writes.add, {
    bare: 'bare server, same answer (add)',
    label: 'V2 add-line-items',
    ratio: 'V2 add-line-items / bare',
    min: WRITE_MIN,
  }),
  ...throughputMetrics(writes.calculate, {
    bare: 'bare server, same answer (calculate)',
    label: 'V2 calculate',
    ratio: 'V2 calculate / bare',
    min: WRITE_MIN,
  }),
  ...throughputMetrics(place, {
    bare: 'bare server, same answer (place order)',
    label: `V2 PlaceOrder (a new cart each, ${PLACE_REQUESTS} per round)`,
    ratio: 'V2 PlaceOrder / bare',
    min: WRITE_MIN,
  }),
])
