// Cart V2 beside v1. (a) Bytes a storefront ships for the purchase flow (visitor auth, add, get,
// place the order), bundled and minified for the browser from the built packages and gzipped:
// V2 (add → get → placeOrder) and v1 (add → get → create checkout → create order), in the same run.
// (b) Emulator requests per second for V2 add-line-items and calculate over real HTTP, each as a
// ratio to a bare node:http server answering the same bytes (interleaved rounds, same run).
import { bundleBytes, compareAsync, loadEmulator, report, startBareServer } from './lib.mjs'

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
const emulator = await startEmulator({ seed: 'demo' })
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
const answers = {
  '/add-line-items': await post(url, `${CURRENT}/add-line-items`, addBody),
  '/calculate': await post(url, `${CURRENT}/calculate`, '{}'),
}
const bare = await startBareServer(
  (path) => answers[Object.keys(answers).find((key) => path.endsWith(key)) ?? '/add-line-items'],
)
const ns = await compareAsync(
  {
    add: () => post(url, `${CURRENT}/add-line-items`, addBody),
    bareAdd: () => post(bare.url, `${CURRENT}/add-line-items`, addBody),
    calculate: () => post(url, `${CURRENT}/calculate`, '{}'),
    bareCalculate: () => post(bare.url, `${CURRENT}/calculate`, '{}'),
  },
  { iterations: 300, rounds: 5, warmup: 100 },
)
await bare.close()
await emulator.close()

const rps = (value) => Math.round(1e9 / value)
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
  { name: 'V2 add-line-items', value: rps(ns.add), unit: 'req/s' },
  { name: 'bare server, same answer (add)', value: rps(ns.bareAdd), unit: 'req/s' },
  {
    name: 'V2 add-line-items / bare',
    value: Number((ns.bareAdd / ns.add).toFixed(2)),
    unit: 'ratio',
  },
  { name: 'V2 calculate', value: rps(ns.calculate), unit: 'req/s' },
  { name: 'bare server, same answer (calculate)', value: rps(ns.bareCalculate), unit: 'req/s' },
  {
    name: 'V2 calculate / bare',
    value: Number((ns.bareCalculate / ns.calculate).toFixed(2)),
    unit: 'ratio',
  },
])
