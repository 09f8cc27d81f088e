import type { Member } from '@storefront-kit/wire'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'
import { appCode, membersApi, rules } from './support/members'

let t: ReturnType<typeof testEmulator>
let m: ReturnType<typeof membersApi>
beforeEach(() => {
  t = testEmulator()
  m = membersApi(t)
})
afterEach(() => t.close())

const NEW_MEMBER = {
  loginEmail: 'zoe@example.com',
  contact: {
    firstName: 'Zoe',
    lastName: 'Park',
    phones: ['+1 555 0199'],
    emails: ['zoe.work@example.com'],
    addresses: [{ addressLine: '1 Main St', city: 'Springfield', country: 'US' }],
    company: 'Acme',
    customFields: { shoe: { name: 'Shoe size', value: 38 } },
  },
  profile: { nickname: 'Zoe P', title: 'Designer', slug: 'ignored' },
  privacyStatus: 'PUBLIC',
  status: 'BLOCKED',
  id: 'ignored',
}

const memberOf = (json: Record<string, unknown>) => json.member as Member

describe('CreateMember', () => {
  it('creates an approved member with its contact details and records the created event', async () => {
    const res = await m.owner.post('', { member: NEW_MEMBER })
    expect(res.status).toBe(200)
    const member = memberOf(res.json)
    expect(member).toMatchObject({
      loginEmail: 'zoe@example.com',
      status: 'APPROVED',
      privacyStatus: 'PUBLIC',
      activityStatus: 'ACTIVE',
      profile: { nickname: 'Zoe P', slug: 'zoe-p', title: 'Designer' },
      contact: {
        phones: ['+1 555 0199'],
        emails: ['zoe.work@example.com'],
        addresses: [{ id: expect.any(String), addressLine: '1 Main St' }],
        customFields: { shoe: { name: 'Shoe size', value: 38 } },
      },
    })
    expect(member.id).not.toBe('ignored')
    const [created] = await m.events('created')
    expect(created?.metadata.entityId).toBe(member.id)
    expect(created?.entity?.contact?.company).toBe('Acme')
    // Its identity exists without a password: login asks for a password reset first.
    const visitor = await m.s.visitor()
    const login = await m.s.login(visitor.access_token, 'zoe@example.com')
    expect(appCode(login.json)).toBe('-19973')
  })

  it('answers 409 ALREADY_EXISTS for a login e-mail in use, whatever its case', async () => {
    await m.register('taken@example.com')
    const res = await m.owner.post('', { member: { loginEmail: 'TAKEN@example.com' } })
    expect([res.status, appCode(res.json)]).toEqual([409, 'ALREADY_EXISTS'])
  })

  it('lists every violation of a bad member', async () => {
    const res = await m.owner.post('', {
      member: {
        contact: {
          emails: ['not-an-email'],
          company: 'x'.repeat(101),
          addresses: [{ addressLine: 'a', streetAddress: { number: '1', name: 'b' } }],
        },
        privacyStatus: 'SECRET',
      },
    })
    expect(res.status).toBe(400)
    expect(rules(res.json).sort()).toEqual([
      'member.contact.addresses[0].addressLine: ONE_OF_ALIGNMENT',
      'member.contact.company: MAX_LENGTH',
      'member.contact.emails[0]: FORMAT',
      'member.loginEmail: REQUIRED_FIELD',
      'member.privacyStatus: INVALID_ENUM_VALUE',
    ])
  })

  it('is for the owner only', async () => {
    const { token } = await m.register('ann@example.com')
    expect((await m.withToken(token).post('', { member: NEW_MEMBER })).status).toBe(403)
    const visitor = await m.s.visitor()
    expect((await m.withToken(visitor.access_token).post('', { member: NEW_MEMBER })).status).toBe(
      403,
    )
    expect((await t.call('POST', '/members/v1/members', { member: NEW_MEMBER })).status).toBe(401)
  })
})

describe('UpdateMember', () => {
  it('replaces the fields sent and keeps slug, login e-mail and contact e-mails', async () => {
    const { id } = await m.register('ann@example.com', { firstName: 'Ann' })
    const before = await m.read(id)
    const res = await m.owner.patch(`/${id}`, {
      member: {
        id,
        loginEmail: 'other@example.com',
        contact: { lastName: 'Lee', phones: ['+44 20 7946 0000'], emails: ['x@example.com'] },
        profile: { nickname: 'Annie', slug: 'hijack', photo: { id: 'photo-1' } },
      },
    })
    expect(res.status).toBe(200)
    expect(memberOf(res.json)).toMatchObject({
      loginEmail: 'ann@example.com',
      contact: { firstName: 'Ann', lastName: 'Lee', phones: ['+44 20 7946 0000'] },
      profile: {
        nickname: 'Annie',
        slug: before.profile?.slug,
        photo: { id: 'photo-1', url: '', height: 0, width: 0 },
      },
    })
    expect(memberOf(res.json).contact?.emails).toEqual(before.contact?.emails)
    const [updated] = await m.events('updated')
    expect(updated?.metadata.entityId).toBe(id)
  })

  it('keeps address ids it knows and gives new addresses new ids', async () => {
    const { id } = await m.register('ann@example.com')
    const first = memberOf(
      (await m.owner.patch(`/${id}`, { member: { id, contact: { addresses: [{ city: 'A' }] } } }))
        .json,
    )
    const kept = first.contact?.addresses[0]?.id
    const second = memberOf(
      (
        await m.owner.patch(`/${id}`, {
          member: {
            id,
            contact: {
              addresses: [
                { id: kept, city: 'B' },
                { id: 'made-up', city: 'C' },
              ],
            },
          },
        })
      ).json,
    )
    const [a, b] = second.contact?.addresses ?? []
    expect(a).toMatchObject({ id: kept, city: 'B' })
    expect(b?.id).not.toBe('made-up')
  })

  it('lets a member update themselves but not someone else; the path id wins', async () => {
    const ann = await m.register('ann@example.com')
    const bob = await m.register('bob@example.com')
    const mine = await m.withToken(ann.token).patch(`/${ann.id}`, {
      member: { id: bob.id, profile: { title: 'Baker' } },
    })
    expect(mine.status).toBe(200)
    expect(memberOf(mine.json).id).toBe(ann.id)
    expect((await m.read(bob.id)).profile?.title).toBeUndefined()
    const other = await m.withToken(ann.token).patch(`/${bob.id}`, { member: { profile: {} } })
    expect([other.status, appCode(other.json)]).toEqual([403, 'PERMISSION_DENIED'])
    const visitor = await m.s.visitor()
    expect(
      (await m.withToken(visitor.access_token).patch(`/${ann.id}`, { member: {} })).status,
    ).toBe(403)
  })

  it('answers 404 for an unknown member and 400 for an id that is not a GUID', async () => {
    const missing = await m.owner.patch('/00000000-0000-4000-8000-000000000999', {
      member: { profile: { nickname: 'x' } },
    })
    expect([missing.status, appCode(missing.json)]).toEqual([404, 'MEMBER_NOT_FOUND'])
    const bad = await m.owner.patch('/nope', { member: { profile: { nickname: 'x' } } })
    expect(rules(bad.json)).toEqual(['member.id: FORMAT'])
  })
})

describe('slugs', () => {
  it('changes my slug; the same slug again changes nothing; a taken one is a 409', async () => {
    const ann = await m.register('ann@example.com')
    const bob = await m.register('bob@example.com')
    const mine = await m.withToken(ann.token).post('/my/slug', { slug: 'ann-the-baker' })
    expect(mine.status).toBe(200)
    expect(memberOf(mine.json).profile?.slug).toBe('ann-the-baker')
    const updates = (await m.events('updated')).length
    expect((await m.withToken(ann.token).post('/my/slug', { slug: 'ann-the-baker' })).status).toBe(
      200,
    )
    expect((await m.events('updated')).length).toBe(updates)
    const clash = await m.withToken(bob.token).post('/my/slug', { slug: 'ann-the-baker' })
    expect(clash.status).toBe(409)
    expect(clash.json.details).toEqual({
      applicationError: {
        code: 'SLUG_ALREADY_EXISTS',
        description: expect.any(String),
        data: { slug: 'ann-the-baker' },
      },
    })
  })

  it("changes a member's slug as the owner, or as that member only", async () => {
    const ann = await m.register('ann@example.com')
    const bob = await m.register('bob@example.com')
    const owner = await m.owner.post(`/${ann.id}/slug`, { slug: 'ann-1' })
    expect(memberOf(owner.json).profile?.slug).toBe('ann-1')
    expect((await m.owner.post(`/${bob.id}/slug`, { slug: 'ann-1' })).status).toBe(409)
    expect((await m.withToken(bob.token).post(`/${bob.id}/slug`, { slug: 'bob-1' })).status).toBe(
      200,
    )
    expect((await m.withToken(bob.token).post(`/${ann.id}/slug`, { slug: 'x' })).status).toBe(403)
  })

  it('validates the slug and who calls /my/slug', async () => {
    const ann = await m.register('ann@example.com')
    const my = m.withToken(ann.token)
    expect(rules((await my.post('/my/slug', {})).json)).toEqual(['slug: REQUIRED_FIELD'])
    expect(rules((await my.post('/my/slug', { slug: '' })).json)).toEqual(['slug: MIN_LENGTH'])
    expect(rules((await my.post('/my/slug', { slug: 'x'.repeat(256) })).json)).toEqual([
      'slug: MAX_LENGTH',
    ])
    const visitor = await m.s.visitor()
    expect((await m.withToken(visitor.access_token).post('/my/slug', { slug: 'v' })).status).toBe(
      403,
    )
    expect((await m.owner.post('/my/slug', { slug: 'o' })).status).toBe(403)
  })
})

describe('community', () => {
  it('joining lists a member to visitors; leaving hides them again', async () => {
    const ann = await m.register('ann@example.com')
    const visitor = m.withToken((await m.s.visitor()).access_token)
    expect((await visitor.get(`/${ann.id}`)).status).toBe(404)
    const joined = await m.withToken(ann.token).post('/join-community')
    expect(memberOf(joined.json).privacyStatus).toBe('PUBLIC')
    expect((await visitor.get(`/${ann.id}`)).status).toBe(200)
    const left = await m.withToken(ann.token).post('/leave-community', {})
    expect(memberOf(left.json).privacyStatus).toBe('PRIVATE')
    expect((await visitor.get(`/${ann.id}`)).status).toBe(404)
  })

  it('refuses a member who is not approved (428 COMMUNITY_JOIN_IMPOSSIBLE)', async () => {
    await m.s.policies({ ownerApproval: true })
    const pending = await m.register('pat@example.com')
    expect(pending.state).toBe('REQUIRE_OWNER_APPROVAL')
    const res = await m.withToken(pending.token).post('/join-community')
    expect([res.status, appCode(res.json)]).toEqual([428, 'COMMUNITY_JOIN_IMPOSSIBLE'])
  })

  it('is for members only', async () => {
    expect((await m.owner.post('/join-community')).status).toBe(403)
    const visitor = await m.s.visitor()
    expect((await m.withToken(visitor.access_token).post('/leave-community')).status).toBe(403)
  })
})

describe('DeleteMemberPhones, DeleteMemberEmails, DeleteMemberAddresses', () => {
  it('empties one contact list each, for the owner or the member themselves', async () => {
    const created = memberOf((await m.owner.post('', { member: NEW_MEMBER })).json)
    const token = await m.tokenFor(created.id)
    const phones = await m.owner.del(`/${created.id}/phones?id=${created.id}`)
    expect(memberOf(phones.json).contact).toMatchObject({
      phones: [],
      emails: ['zoe.work@example.com'],
    })
    const emails = await m.withToken(token).del(`/${created.id}/emails`)
    expect(memberOf(emails.json).contact?.emails).toEqual([])
    const addresses = await m.owner.del(`/${created.id}/addresses`)
    expect(memberOf(addresses.json).contact?.addresses).toEqual([])
    const other = await m.register('other@example.com')
    expect((await m.withToken(other.token).del(`/${created.id}/phones`)).status).toBe(403)
    expect((await m.owner.del('/00000000-0000-4000-8000-000000000999/emails')).status).toBe(404)
  })
})
