// Emulator members throughput: QueryMembers (first page of 20, sorted by nickname) over 1,000
// members, for a visitor (public scope, PUBLIC fieldset) and for the owner (status filter,
// EXTENDED fieldset), in requests per second over keep-alive HTTP
// from 20 concurrent fetch workers (compareThroughput in bench/lib.mjs). Baseline in the same run: a
// bare node:http server answering the same JSON bytes, so ratios show what routing, auth,
// validation, visibility and SQL cost.
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
const owner = { authorization: info.apiKey, 'wix-site-id': info.siteId }

async function post(path, body, headers = {}) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text}`)
  return text
}

const MEMBERS = 1000
for (let n = 0; n < MEMBERS; n++)
  await post(
    '/members/v1/members',
    {
      member: {
        loginEmail: `member${n}@example.com`,
        profile: { nickname: `Member ${String(n).padStart(4, '0')}` },
        contact: { firstName: `First${n}`, lastName: `Last${n % 37}` },
        // Two in three are in the community, so the visitor's scope matters.
        privacyStatus: n % 3 ? 'PUBLIC' : 'PRIVATE',
      },
    },
    owner,
  )
await post(
  '/members/v1/members/bulk/block-by-filter',
  { filter: { 'contact.lastName': 'Last0' } },
  owner,
)

const visitor = {
  authorization: JSON.parse(
    await post('/oauth2/token', { clientId: info.clientId, grantType: 'anonymous' }),
  ).access_token,
}

const sorting = [{ fieldName: 'profile.nickname', order: 'ASC' }]
const publicBody = { query: { sorting, paging: { limit: 20 } } }
const ownerBody = {
  query: { filter: { status: 'APPROVED' }, sorting, paging: { limit: 20 } },
  fieldsets: ['EXTENDED'],
}
const publicJson = await post('/members/v1/members/query', publicBody, visitor)
const ownerJson = await post('/members/v1/members/query', ownerBody, owner)
const publicTotal = JSON.parse(publicJson).metadata.total
if (!(publicTotal > 600 && publicTotal < 667)) throw new Error(`visitor total is ${publicTotal}`)
if (JSON.parse(ownerJson).metadata.total >= MEMBERS) throw new Error('owner filter matched all')

// The baseline reads the request body too, as the emulator must.
const bare = await startBareServer((path) => (path === '/owner' ? ownerJson : publicJson))

const query = (payload, headers) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(payload),
})
const results = await compareThroughput({
  public: {
    url: `${url}/members/v1/members/query`,
    init: query(publicBody, visitor),
    bare: { url: `${bare.url}/public` },
  },
  owner: {
    url: `${url}/members/v1/members/query`,
    init: query(ownerBody, owner),
    bare: { url: `${bare.url}/owner` },
  },
})

await emu.close()
await bare.close()

report('emulator-members', [
  ...throughputMetrics(results.public, {
    bare: 'bare node:http, same visitor query JSON',
    label: 'QueryMembers, visitor (1,000 members, page of 20)',
    ratio: 'QueryMembers visitor / bare',
    min: READ_MIN,
  }),
  ...throughputMetrics(results.owner, {
    bare: 'bare node:http, same owner query JSON',
    label: 'QueryMembers, owner (status filter, EXTENDED)',
    ratio: 'QueryMembers owner / bare',
    min: READ_MIN,
  }),
])
