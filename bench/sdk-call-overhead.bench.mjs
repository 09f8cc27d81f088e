// (b) What the client adds to each call: client.request through an in-process fetch that answers
// at once, against calling that same fetch directly and parsing its JSON.
import { createClient } from '@storefront-kit/sdk'
import { compareAsync, report } from './lib.mjs'

const body = JSON.stringify({ cart: { id: 'c1', lineItems: [{ id: 'l1', quantity: 2 }] } })
const instantFetch = async () =>
  new Response(body, {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-wix-request-id': 'r1' },
  })

const client = createClient({ baseUrl: 'http://local', fetch: instantFetch })
const spec = { operation: 'getCurrentCart', method: 'GET', path: '/ecom/v1/carts/current' }

const ns = await compareAsync({
  direct: async () => (await instantFetch('http://local/ecom/v1/carts/current')).json(),
  client: () => client.request(spec),
})

report('sdk-call-overhead', [
  { name: 'direct fetch + json', value: Math.round(ns.direct), unit: 'ns/call' },
  { name: 'client.request', value: Math.round(ns.client), unit: 'ns/call' },
  { name: 'client / direct', value: Number((ns.client / ns.direct).toFixed(2)), unit: 'ratio' },
])
