// (b) What the client adds to each call: client.request through an in-process fetch that answers
// at once, against calling that same fetch directly and parsing its JSON. Two pairs: a call
// without credentials, and the call a storefront really makes, with visitor auth whose token is
// already held (no token request) against a direct fetch that sends the same Authorization header.
// A third: a call given a caller's AbortSignal, as the React hooks pass TanStack Query's, against
// a direct fetch given the same signal; a fourth, with a new signal per call.
// Each pair is timed in short alternating rounds (the median of their ratios), since the cost
// measured is a few microseconds and other work on the machine would swamp longer rounds.
import { createClient, visitorAuth } from '@storefront-kit/sdk'
import { pairedRatioAsync, report } from './lib.mjs'

const body = JSON.stringify({ cart: { id: 'c1', lineItems: [{ id: 'l1', quantity: 2 }] } })
const instantFetch = async () =>
  new Response(body, {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-wix-request-id': 'r1' },
  })

const baseUrl = 'http://local'
const spec = { operation: 'getCurrentCart', method: 'GET', path: '/ecom/v1/carts/current' }
const url = `${baseUrl}${spec.path}`

const client = createClient({ baseUrl, fetch: instantFetch })
const plain = await pairedRatioAsync(
  async () => (await instantFetch(url, { method: 'GET' })).json(),
  () => client.request(spec),
)

// A token valid for an hour, as a visitor's first call leaves it: every call only reads it.
const token = 'OauthNG.JWS.visitor-token'
const tokens = {
  accessToken: { value: token, expiresAt: Math.floor(Date.now() / 1000) + 3600 },
  refreshToken: { value: 'refresh', role: 'visitor' },
}
const visitor = createClient({
  baseUrl,
  fetch: instantFetch,
  auth: visitorAuth({ clientId: 'id', tokens }),
})
const authHeaders = { authorization: token }
const authed = await pairedRatioAsync(
  async () => (await instantFetch(url, { method: 'GET', headers: authHeaders })).json(),
  () => visitor.request(spec),
)

// One signal for every call, as a query's lasts while it runs; it never aborts. The options are
// those the hooks' queryCall(signal) makes.
const { signal } = new AbortController()
const withSignal = { signal, retry: false }
const signalled = await pairedRatioAsync(
  async () => (await instantFetch(url, { method: 'GET', signal })).json(),
  () => client.request(spec, withSignal),
)

// A signal of its own per call, as TanStack Query gives each fetch of a query (both sides make
// it): what watching a new signal costs, where the pair above reuses one.
const fresh = await pairedRatioAsync(
  async () => {
    const { signal } = new AbortController()
    return (await instantFetch(url, { method: 'GET', signal })).json()
  },
  () => client.request(spec, { signal: new AbortController().signal, retry: false }),
)

const ratio = (value) => Number(value.toFixed(2))
report('sdk-call-overhead', [
  { name: 'direct fetch + json', value: Math.round(plain.baseline), unit: 'ns/call' },
  { name: 'client.request', value: Math.round(plain.candidate), unit: 'ns/call' },
  { name: 'client / direct', value: ratio(plain.ratio), unit: 'ratio' },
  {
    name: 'direct fetch with Authorization + json',
    value: Math.round(authed.baseline),
    unit: 'ns/call',
  },
  { name: 'client.request with visitorAuth', value: Math.round(authed.candidate), unit: 'ns/call' },
  {
    name: 'visitorAuth client / direct with Authorization',
    value: ratio(authed.ratio),
    unit: 'ratio',
  },
  {
    name: 'direct fetch with signal + json',
    value: Math.round(signalled.baseline),
    unit: 'ns/call',
  },
  {
    name: "client.request with the caller's signal",
    value: Math.round(signalled.candidate),
    unit: 'ns/call',
  },
  { name: 'signal client / direct with signal', value: ratio(signalled.ratio), unit: 'ratio' },
  {
    name: 'direct fetch with a new signal + json',
    value: Math.round(fresh.baseline),
    unit: 'ns/call',
  },
  {
    name: 'client.request with a new signal',
    value: Math.round(fresh.candidate),
    unit: 'ns/call',
  },
  {
    name: 'new-signal client / direct with a new signal',
    value: ratio(fresh.ratio),
    unit: 'ratio',
  },
])
