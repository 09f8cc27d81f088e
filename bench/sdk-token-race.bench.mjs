// (c) 100 concurrent first calls of a new visitor: how many token requests reach the server.
import { createClient, visitorAuth } from '@storefront-kit/sdk'
import { report } from './lib.mjs'

let tokenRequests = 0
const platformFetch = async (url) => {
  if (String(url).endsWith('/oauth2/token')) {
    tokenRequests++
    await new Promise((resolve) => setTimeout(resolve, 5))
    return Response.json({ access_token: 'a', expires_in: 14400, refresh_token: 'r' })
  }
  return Response.json({})
}

const client = createClient({
  baseUrl: 'http://local',
  fetch: platformFetch,
  auth: visitorAuth({ clientId: 'c' }),
})
await Promise.all(
  Array.from({ length: 100 }, () => client.request({ operation: 'op', method: 'GET', path: '/x' })),
)

report('sdk-token-race', [
  { name: 'concurrent first calls', value: 100, unit: 'calls' },
  { name: 'token requests', value: tokenRequests, unit: 'requests', budget: 1 },
])
