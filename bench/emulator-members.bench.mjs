// Emulator members throughput: QueryMembers (first page of 20, sorted by nickname) over 1,000
// members, for a visitor (public scope, PUBLIC fieldset) and for the owner (status filter,
// EXTENDED fieldset), in requests per second over keep-alive HTTP. Baseline in the same run: a
// bare node:http server answering the same JSON bytes, so ratios show what routing, auth,
// validation, visibility and SQL cost.
import { compareAsync, loadEmulator, report, startBareServer } from './lib.mjs'

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
const bareUrl = bare.url

const send = async (target, payload, headers) => {
  const res = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  })
  return res.json()
}

const ns = await compareAsync(
  {
    barePublic: () => send(`${bareUrl}/public`, publicBody, visitor),
    public: () => send(`${url}/members/v1/members/query`, publicBody, visitor),
    bareOwner: () => send(`${bareUrl}/owner`, ownerBody, owner),
    owner: () => send(`${url}/members/v1/members/query`, ownerBody, owner),
  },
  { iterations: 200, rounds: 5, warmup: 100 },
)

await emu.close()
await bare.close()

const rps = (name) => Math.round(1e9 / ns[name])
const ratio = (a, b) => Number((rps(a) / rps(b)).toFixed(3))
report('emulator-members', [
  { name: 'bare node:http, same visitor query JSON', value: rps('barePublic'), unit: 'req/s' },
  {
    name: 'QueryMembers, visitor (1,000 members, page of 20)',
    value: rps('public'),
    unit: 'req/s',
  },
  { name: 'QueryMembers visitor / bare', value: ratio('public', 'barePublic'), unit: 'ratio' },
  { name: 'bare node:http, same owner query JSON', value: rps('bareOwner'), unit: 'req/s' },
  { name: 'QueryMembers, owner (status filter, EXTENDED)', value: rps('owner'), unit: 'req/s' },
  { name: 'QueryMembers owner / bare', value: ratio('owner', 'bareOwner'), unit: 'ratio' },
])
