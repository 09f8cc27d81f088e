import type { Member } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_MEMBER_IDS, DEMO_MEMBERS } from '../src/areas/members/seed'
import { testEmulator } from './support/emulator'
import { appCode, membersApi, rForm, rules } from './support/members'

let t: ReturnType<typeof testEmulator>
let m: ReturnType<typeof membersApi>
beforeAll(() => {
  t = testEmulator({ seed: 'demo' })
  m = membersApi(t)
})
afterAll(() => t.close())

const demo = (first: string) => {
  const found = DEMO_MEMBERS.find((d) => d.firstName === first)
  if (!found) throw new Error(first)
  return found
}
const ALEX = demo('Alex') // approved, public
const BLAKE = demo('Blake') // approved, public, muted
const CASEY = demo('Casey') // approved, private
const DEVON = demo('Devon') // pending
const EMERY = demo('Emery') // blocked, public
const FINLEY = demo('Finley') // offline, public
const PUBLIC_IDS = [ALEX.id, BLAKE.id, FINLEY.id]

const idsOf = (json: Record<string, unknown>) =>
  (json.members as Member[]).map((member) => member.id).sort()

describe('demo seed', () => {
  it('has a member in each status and exports the approved community members', async () => {
    const statuses = new Set<string>()
    for (const d of DEMO_MEMBERS) statuses.add((await m.read(d.id)).status)
    expect([...statuses].sort()).toEqual(['APPROVED', 'BLOCKED', 'OFFLINE', 'PENDING'])
    expect([...DEMO_MEMBER_IDS].sort()).toEqual([ALEX.id, BLAKE.id].sort())
    expect((await m.read(BLAKE.id)).activityStatus).toBe('MUTED')
  })

  it('lets an approved demo member sign in and refuses the blocked one', async () => {
    const ok = await m.signInTokens(ALEX.email, 'demo-password')
    expect(ok.ok).toBe(true)
    const blocked = await m.signInTokens(EMERY.email, 'demo-password')
    expect(blocked.ok).toBe(false)
    expect(blocked.login.status).toBe(403)
  })
})

describe('GetMyMember and fieldsets', () => {
  it('answers PUBLIC by default: profile and dates, statuses UNKNOWN, no e-mail or contact', async () => {
    const res = await m.withToken(await m.tokenFor(ALEX.id)).get('/my')
    expect(res.status).toBe(200)
    const member = res.json.member as Member
    expect(member).toMatchObject({
      id: ALEX.id,
      contactId: expect.any(String),
      profile: { nickname: 'Alex R.', slug: 'alex-rivera', title: 'Coffee enthusiast' },
      status: 'UNKNOWN',
      privacyStatus: 'UNKNOWN',
      activityStatus: 'UNKNOWN',
      createdDate: expect.any(String),
      updatedDate: expect.any(String),
    })
    expect(member).not.toHaveProperty('loginEmail')
    expect(member).not.toHaveProperty('contact')
  })

  it('adds login e-mail and statuses with EXTENDED, and contact details with FULL', async () => {
    const my = m.withToken(await m.tokenFor(BLAKE.id))
    const extended = (await my.get('/my?fieldsets=EXTENDED')).json.member as Member
    expect(extended).toMatchObject({
      loginEmail: BLAKE.email,
      loginEmailVerified: true,
      status: 'APPROVED',
      privacyStatus: 'PUBLIC',
      activityStatus: 'MUTED',
    })
    expect(extended).not.toHaveProperty('contact')
    const full = (await my.get('/my?fieldsets=PUBLIC&fieldsets=FULL')).json.member as Member
    expect(full.contact).toMatchObject({
      firstName: 'Blake',
      phones: [expect.any(String)],
      emails: [BLAKE.email],
      addresses: [
        { id: expect.any(String), streetAddress: { number: '11', name: 'Market Street' } },
      ],
    })
  })

  it('rejects unknown and too many fieldsets with field violations', async () => {
    const my = m.withToken(await m.tokenFor(ALEX.id))
    const bad = await my.get('/my?fieldsets=EVERYTHING')
    expect(bad.status).toBe(400)
    expect(rules(bad.json)).toEqual(['fieldsets[0]: INVALID_ENUM_VALUE'])
    const many = await my.get(`/my?${'fieldsets=FULL&'.repeat(4)}`)
    expect(rules(many.json)).toEqual(['fieldsets: MAX_SIZE'])
  })

  it('answers 404 NOT_FOUND to a visitor, 403 to the owner and 401 without a token', async () => {
    const visitor = await m.s.visitor()
    const res = await m.withToken(visitor.access_token).get('/my')
    expect([res.status, appCode(res.json)]).toEqual([404, 'NOT_FOUND'])
    expect((await m.owner.get('/my')).status).toBe(403)
    expect((await t.call('GET', '/members/v1/members/my')).status).toBe(401)
  })
})

describe('GetMember: who sees whom', () => {
  it('shows a visitor public community members at the PUBLIC level only', async () => {
    const visitor = m.withToken((await m.s.visitor()).access_token)
    for (const id of PUBLIC_IDS) {
      const res = await visitor.get(`/${id}?fieldsets=FULL`)
      expect(res.status).toBe(200)
      expect((res.json.member as Member).status).toBe('UNKNOWN')
      expect(res.json.member).not.toHaveProperty('contact')
    }
    for (const hidden of [CASEY, DEVON, EMERY]) {
      const res = await visitor.get(`/${hidden.id}`)
      expect([res.status, appCode(res.json)]).toEqual([404, 'MEMBER_NOT_FOUND'])
    }
  })

  it('hides private members from other members, and shows a member all of themselves', async () => {
    const alex = m.withToken(await m.tokenFor(ALEX.id))
    expect((await alex.get(`/${CASEY.id}`)).status).toBe(404)
    const other = (await alex.get(`/${BLAKE.id}?fieldsets=FULL`)).json.member as Member
    expect(other.status).toBe('UNKNOWN')
    expect(other).not.toHaveProperty('loginEmail')
    const casey = m.withToken(await m.tokenFor(CASEY.id))
    const self = (await casey.get(`/${CASEY.id}?fieldsets=FULL`)).json.member as Member
    expect(self).toMatchObject({ status: 'APPROVED', privacyStatus: 'PRIVATE' })
    expect(self.contact?.emails).toEqual([CASEY.email])
  })

  it('shows the owner every member at any level', async () => {
    for (const d of DEMO_MEMBERS) {
      const res = await m.owner.get(`/${d.id}?fieldsets=FULL&id=${d.id}`)
      expect(res.status).toBe(200)
      expect((res.json.member as Member).contact?.firstName).toBe(d.firstName)
    }
  })

  it('answers 404 for an unknown id and 400 for an id that is not a GUID', async () => {
    const unknown = await m.owner.get('/00000000-0000-4000-8000-000000000999')
    expect([unknown.status, appCode(unknown.json)]).toEqual([404, 'MEMBER_NOT_FOUND'])
    const bad = await m.owner.get('/not-a-guid')
    expect([bad.status, ...rules(bad.json)]).toEqual([400, 'id: FORMAT'])
  })
})

describe('ListMembers', () => {
  it('lists what each caller may see', async () => {
    const visitor = m.withToken((await m.s.visitor()).access_token)
    expect(idsOf((await visitor.get('')).json)).toEqual([...PUBLIC_IDS].sort())
    const casey = m.withToken(await m.tokenFor(CASEY.id))
    expect(idsOf((await casey.get('')).json)).toEqual([...PUBLIC_IDS, CASEY.id].sort())
    const all = (await m.owner.get('')).json
    expect(all.metadata).toEqual({ count: 7, offset: 0, total: 7, tooManyToCount: false })
  })

  it('pages and sorts with the .r form and with dotted keys', async () => {
    const sorting = [{ fieldName: 'profile.nickname', order: 'ASC' }]
    const page = await m.owner.get(`?${rForm({ paging: { limit: 2, offset: 1 }, sorting })}`)
    expect(page.status).toBe(200)
    expect((page.json.members as Member[]).map((x) => x.profile?.nickname)).toEqual([
      'Blake C.',
      'Casey M.',
    ])
    expect(page.json.metadata).toEqual({ count: 2, offset: 1, total: 7, tooManyToCount: false })
    const dotted = await m.owner.get('?paging.limit=3&paging.offset=6&fieldsets=EXTENDED')
    expect(dotted.json.metadata).toMatchObject({ count: 1, offset: 6, total: 7 })
    expect((dotted.json.members as Member[])[0]?.loginEmail).toEqual(expect.any(String))
  })

  it('reports paging and sorting violations under the request keys', async () => {
    const res = await m.owner.get(
      `?${rForm({ paging: { limit: 101 }, sorting: [{ fieldName: 'shoeSize' }] })}`,
    )
    expect(res.status).toBe(400)
    expect(rules(res.json).sort()).toEqual([
      'paging.limit: MAX',
      'sorting[0].fieldName: FIELD_NOT_ALLOWED',
    ])
  })
})

describe('QueryMembers', () => {
  const query = (body: unknown, token?: string) =>
    (token ? m.withToken(token) : m.owner).post('/query', body)

  it('filters, sorts (sorting or sort) and pages', async () => {
    const filter = { status: { $in: ['APPROVED', 'OFFLINE'] } }
    for (const key of ['sorting', 'sort']) {
      const res = await query({
        query: { filter, [key]: [{ fieldName: 'contact.lastName', order: 'DESC' }] },
        fieldsets: ['FULL'],
      })
      expect(res.status).toBe(200)
      expect((res.json.members as Member[]).map((x) => x.contact?.lastName)).toEqual([
        'Rivera',
        'Morgan',
        'Demo',
        'Chen',
        'Brooks',
      ])
    }
    const second = await query({ query: { filter, paging: { limit: 2, offset: 2 } } })
    expect(second.json.metadata).toEqual({ count: 2, offset: 2, total: 5, tooManyToCount: false })
  })

  it('walks every page exactly once', async () => {
    const seen: string[] = []
    for (let offset = 0; offset < 7; offset += 3) {
      const page = await query({ query: { paging: { limit: 3, offset } } })
      seen.push(...idsOf(page.json))
    }
    expect(new Set(seen).size).toBe(7)
  })

  it('searches names and e-mails for the owner, nicknames for others', async () => {
    const owner = await query({ search: { expression: 'WALSH' } })
    expect(idsOf(owner.json)).toEqual([EMERY.id])
    const byMail = await query({ search: { expression: 'casey.morgan@', fields: ['loginEmail'] } })
    expect(idsOf(byMail.json)).toEqual([CASEY.id])
    const visitor = (await m.s.visitor()).access_token
    const rivera = await query({ search: { expression: 'rivera' } }, visitor)
    expect(idsOf(rivera.json)).toEqual([])
    const alex = await query({ search: { expression: 'alex' } }, visitor)
    expect(idsOf(alex.json)).toEqual([ALEX.id])
  })

  it('lets visitors and members filter and sort on public fields only', async () => {
    const token = await m.tokenFor(ALEX.id)
    const probe = await query(
      { query: { filter: { status: 'BLOCKED' }, sorting: [{ fieldName: 'lastLoginDate' }] } },
      token,
    )
    expect(probe.status).toBe(400)
    expect(rules(probe.json).sort()).toEqual([
      'query.filter.status: FIELD_NOT_ALLOWED',
      'query.sorting[0].fieldName: FIELD_NOT_ALLOWED',
    ])
    const search = await query({ search: { expression: 'x', fields: ['loginEmail'] } }, token)
    expect(rules(search.json)).toEqual(['search.fields[0]: FIELD_NOT_ALLOWED'])
    const ok = await query(
      { query: { filter: { 'profile.nickname': { $startsWith: 'b' } } } },
      token,
    )
    expect(idsOf(ok.json)).toEqual([BLAKE.id])
  })

  it('reports every schema violation at once, then every query violation, never a 500', async () => {
    const res = await query({
      query: { filter: { nope: 1 }, paging: { limit: -1 } },
      fieldsets: ['ALL'],
      search: { expression: '', fields: ['a', 'b', 'c', 'd', 'e'] },
    })
    expect(res.status).toBe(400)
    expect(rules(res.json).sort()).toEqual([
      'fieldsets[0]: INVALID_ENUM_VALUE',
      'search.expression: MIN_LENGTH',
      'search.fields: MAX_SIZE',
    ])
    const engine = await query({ query: { filter: { nope: 1 }, paging: { limit: -1 } } })
    expect(rules(engine.json).sort()).toEqual([
      'query.filter.nope: FIELD_NOT_ALLOWED',
      'query.paging.limit: MIN',
    ])
    for (const body of ['[]', '{"query":[]}', '{"query":{"sort":"x"}}', 'nonsense'])
      expect((await query(body)).status).toBe(400)
  })
})
