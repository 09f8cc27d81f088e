// Emulator commerce throughput: add-to-cart and estimate-totals requests per second over real HTTP
// from 20 concurrent fetch workers (compareThroughput in bench/lib.mjs), each against a bare
// node:http server that reads the same body and answers the same JSON (measured in the same run,
// in interleaved rounds); and the HTTP round trips of the whole visitor flow through the SDK.
import { startEmulator } from '@storefront-kit/emulator'
import { apiKeyAuth, createClient, visitorAuth } from '@storefront-kit/sdk'
import {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  estimateCurrentCartTotals,
  STORES_APP_ID,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from '@storefront-kit/sdk/cart'
import { queryProducts } from '@storefront-kit/sdk/catalog'
import { createOrder, updateCheckout } from '@storefront-kit/sdk/checkout'
import { compareThroughput, report, startBareServer, throughputMetrics, WRITE_MIN } from './lib.mjs'

const emulator = await startEmulator({ seed: 'demo', catalog: 'v1' })
const { url, info } = emulator

// --- The visitor flow, counting every HTTP request the SDK makes. ---
let roundTrips = 0
const countingFetch = (input, init) => {
  roundTrips++
  return fetch(input, init)
}
const visitor = createClient({
  baseUrl: url,
  auth: visitorAuth({ clientId: info.clientId }),
  fetch: countingFetch,
})
const owner = createClient({
  baseUrl: url,
  auth: apiKeyAuth({ apiKey: info.apiKey, siteId: info.siteId }),
  fetch: countingFetch,
})
const address = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  addressLine: '350 Fifth Avenue',
}
const { products } = await queryProducts(visitor, { query: { paging: { limit: 100 } } })
const idOf = (slug) => products.find((p) => p.slug === slug)?.id
const ref = (slug) => ({ catalogItemId: idOf(slug), appId: STORES_APP_ID })
const { cart } = await addToCurrentCart(visitor, {
  lineItems: [
    { quantity: 1, catalogReference: ref('leather-card-wallet') },
    { quantity: 1, catalogReference: ref('pour-over-coffee-set') },
  ],
})
await updateCurrentCartLineItemQuantity(visitor, {
  lineItems: [{ id: cart.lineItems[0].id, quantity: 2 }],
})
await updateCurrentCart(visitor, { couponCode: 'SAVE10' })
const estimate = {
  shippingAddress: address,
  calculateTax: true,
  calculateShipping: true,
  calculateAdditionalFees: true,
}
await estimateCurrentCartTotals(visitor, estimate)
const { checkoutId } = await createCheckoutFromCurrentCart(visitor, { channelType: 'WEB' })
await updateCheckout(visitor, checkoutId, {
  checkout: {
    billingInfo: { address },
    shippingInfo: {
      shippingDestination: { address },
      selectedCarrierServiceOption: { code: 'express' },
    },
    buyerInfo: { email: 'bench@example.com' },
  },
})
const { orderId } = await createOrder(visitor, checkoutId, { delayCapture: true })
const { order } = await owner.request({
  operation: 'getOrder',
  method: 'GET',
  path: `/ecom/v1/orders/${orderId}`,
})
const paymentId = order.activities.find((a) => a.authorizedPaymentCreated)?.authorizedPaymentCreated
  .paymentId
await owner.request({
  operation: 'captureAuthorizedPayments',
  method: 'POST',
  path: `/ecom/v1/payments-collector/orders/${orderId}/capture-authorized-payments`,
  payload: { payments: [{ paymentId }] },
})
const paid = await owner.request({
  operation: 'getOrder',
  method: 'GET',
  path: `/ecom/v1/orders/${orderId}`,
})
if (paid.order.paymentStatus !== 'PAID') throw new Error(`flow ended ${paid.order.paymentStatus}`)
const flowTrips = roundTrips

// --- Throughput: the emulator against a bare server answering the same bytes. ---
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
const addBody = JSON.stringify({
  lineItems: [{ quantity: 1, catalogReference: ref('leather-card-wallet') }],
})
const estimateBody = JSON.stringify(estimate)
const post = async (base, path, body) => {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers, body })
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`)
  return res.text()
}
// Three lines, then one answer of each call recorded for the bare server to repeat.
await post(
  url,
  '/ecom/v1/carts/current/add-to-cart',
  JSON.stringify({
    lineItems: ['pour-over-coffee-set', 'cold-brew-bottle'].map((slug) => ({
      quantity: 1,
      catalogReference: ref(slug),
    })),
  }),
)
const answers = {
  '/add-to-cart': await post(url, '/ecom/v1/carts/current/add-to-cart', addBody),
  '/estimate-totals': await post(url, '/ecom/v1/carts/current/estimate-totals', estimateBody),
}
const bare = await startBareServer(
  (path) => answers[Object.keys(answers).find((key) => path.endsWith(key)) ?? '/add-to-cart'],
)
const bareUrl = bare.url

const postOf = (body) => ({ method: 'POST', headers, body })
const results = await compareThroughput({
  add: {
    url: `${url}/ecom/v1/carts/current/add-to-cart`,
    init: postOf(addBody),
    bare: { url: `${bareUrl}/ecom/v1/carts/current/add-to-cart` },
  },
  estimate: {
    url: `${url}/ecom/v1/carts/current/estimate-totals`,
    init: postOf(estimateBody),
    bare: { url: `${bareUrl}/ecom/v1/carts/current/estimate-totals` },
  },
})
await bare.close()
await emulator.close()

report('emulator-commerce', [
  ...throughputMetrics(results.add, {
    bare: 'bare server, same answer (add)',
    label: 'add-to-cart',
    ratio: 'add-to-cart / bare',
    min: WRITE_MIN,
  }),
  ...throughputMetrics(results.estimate, {
    bare: 'bare server, same answer (estimate)',
    label: 'estimate-totals',
    ratio: 'estimate-totals / bare',
    min: WRITE_MIN,
  }),
  { name: 'visitor flow, browse → PAID', value: flowTrips, unit: 'HTTP round trips' },
])
