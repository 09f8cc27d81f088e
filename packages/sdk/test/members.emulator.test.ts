// Members over HTTP, part 1: the signed-in member and the lists (the owner's calls: members-admin).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  AuthenticationError,
  ConflictError,
  NotFoundError,
  PermissionError,
  paginate,
  ValidationError,
} from '../src/index'
import {
  createMember,
  deleteMyMember,
  getMember,
  getMyMember,
  joinCommunity,
  leaveCommunity,
  listMembers,
  queryMembers,
  updateMySlug,
} from '../src/members'
import { type ServedEmulator, serveEmulator } from './support/emulator'
import { failure, registerMember, rules } from './support/members'

let emu: ServedEmulator
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'empty' })
})
afterAll(() => emu.close())
beforeEach(async () => {
  await emu.reset()
})

const member = (email?: string) => registerMember(emu, email)

describe('the signed-in member', () => {
  it('reads itself with fieldsets; visitors have no member, the owner is not one', async () => {
    const ann = await member()
    const { member: pub } = await getMyMember(ann.client)
    expect(pub).toMatchObject({
      id: ann.id,
      status: 'UNKNOWN',
      profile: { slug: expect.any(String) },
    })
    expect(pub.contact).toBeUndefined()
    const { member: full } = await getMyMember(ann.client, { fieldsets: ['EXTENDED', 'FULL'] })
    expect(full).toMatchObject({
      loginEmail: ann.email,
      status: 'APPROVED',
      privacyStatus: 'PRIVATE',
    })
    expect(full.contact).toEqual({ phones: [], emails: [ann.email], addresses: [] })
    expect(await failure(getMyMember(emu.visitor()))).toBeInstanceOf(NotFoundError)
    expect(await failure(getMyMember(emu.owner()))).toBeInstanceOf(PermissionError)
    const bad = await failure(getMyMember(ann.client, { fieldsets: ['ALL' as 'FULL'] }))
    expect(bad).toBeInstanceOf(ValidationError)
    expect(rules(bad)).toEqual(['fieldsets[0]: INVALID_ENUM_VALUE'])
  })

  it('changes its slug; a taken slug is a 409 with the slug in data', async () => {
    const ann = await member()
    const bob = await member()
    const { member: changed } = await updateMySlug(ann.client, { slug: 'ann-bakes' })
    expect(changed.profile?.slug).toBe('ann-bakes')
    await updateMySlug(ann.client, { slug: 'ann-bakes' })
    const clash = await failure(updateMySlug(bob.client, { slug: 'ann-bakes' }))
    expect(clash).toBeInstanceOf(ConflictError)
    expect(clash).toMatchObject({
      status: 409,
      code: 'SLUG_ALREADY_EXISTS',
      data: { slug: 'ann-bakes' },
    })
    const empty = await failure(updateMySlug(ann.client, { slug: '' }))
    expect(rules(empty)).toEqual(['slug: MIN_LENGTH'])
    expect(await failure(updateMySlug(emu.visitor(), { slug: 'v' }))).toBeInstanceOf(
      PermissionError,
    )
  })

  it('joins and leaves the community, which decides who sees it', async () => {
    const ann = await member()
    const other = await member()
    const visitor = emu.visitor()
    expect(await failure(getMember(visitor, ann.id))).toBeInstanceOf(NotFoundError)
    expect(await failure(getMember(other.client, ann.id))).toBeInstanceOf(NotFoundError)
    expect((await joinCommunity(ann.client)).member.privacyStatus).toBe('PUBLIC')
    const seen = (await getMember(visitor, ann.id, { fieldsets: ['FULL'] })).member
    expect(seen.status).toBe('UNKNOWN')
    expect(seen.loginEmail).toBeUndefined()
    expect((await getMember(other.client, ann.id)).member.id).toBe(ann.id)
    expect((await leaveCommunity(ann.client)).member.privacyStatus).toBe('PRIVATE')
    expect(await failure(getMember(visitor, ann.id))).toBeInstanceOf(NotFoundError)
    expect(
      (await getMember(ann.client, ann.id, { fieldsets: ['FULL'] })).member.contact,
    ).toBeDefined()
    expect((await getMember(emu.owner(), ann.id, { fieldsets: ['FULL'] })).member.loginEmail).toBe(
      ann.email,
    )
  })

  it('deletes itself; its token stops working', async () => {
    const ann = await member()
    const heir = await member()
    expect(await deleteMyMember(ann.client, { contentAssigneeId: heir.id })).toEqual({})
    expect(await failure(getMyMember(ann.client))).toBeInstanceOf(AuthenticationError)
    expect(await failure(getMember(emu.owner(), ann.id))).toBeInstanceOf(NotFoundError)
  })

  it('percent-encodes path ids', async () => {
    const error = await failure(getMember(emu.owner(), 'a/../b?c'))
    expect(error).toBeInstanceOf(ValidationError)
    expect(rules(error)).toEqual(['id: FORMAT'])
  })
})

describe('lists over HTTP', () => {
  async function createSome(n: number) {
    const owner = emu.owner()
    for (let i = 0; i < n; i++)
      await createMember(owner, {
        member: {
          loginEmail: `list${i}@example.com`,
          profile: { nickname: `Nick ${String.fromCharCode(97 + i)}` },
          contact: { firstName: `First ${i}` },
          privacyStatus: i % 2 ? 'PRIVATE' : 'PUBLIC',
        },
      })
  }

  it('listMembers pages with offsets (the .r form) and paginate walks every page', async () => {
    await createSome(5)
    const owner = emu.owner()
    const page = await listMembers(owner, {
      paging: { limit: 2, offset: 1 },
      sorting: [{ fieldName: 'profile.nickname', order: 'ASC' }],
      fieldsets: ['EXTENDED'],
    })
    expect(page.members.map((m) => m.profile?.nickname)).toEqual(['Nick b', 'Nick c'])
    expect(page.metadata).toEqual({ count: 2, offset: 1, total: 5, tooManyToCount: false })
    expect(page.members[0]?.loginEmail).toBe('list1@example.com')
    const all = await paginate(owner, listMembers, { paging: { limit: 2 } }).collect({ limit: 100 })
    expect(all).toHaveLength(5)
    expect(new Set(all.map((m) => m.id)).size).toBe(5)
    const visible = await paginate(emu.visitor(), listMembers, { paging: { limit: 2 } }).collect({
      limit: 100,
    })
    expect(visible.map((m) => m.profile?.nickname).sort()).toEqual(['Nick a', 'Nick c', 'Nick e'])
  })

  it('queryMembers filters, sorts (sorting or sort), searches and pages', async () => {
    await createSome(5)
    const owner = emu.owner()
    const filter = { 'contact.firstName': { $in: ['First 1', 'First 2', 'First 3'] } }
    for (const sorting of [
      { sorting: [{ fieldName: 'profile.nickname', order: 'DESC' as const }] },
      { sort: [{ fieldName: 'profile.nickname', order: 'DESC' as const }] },
    ]) {
      const { members } = await queryMembers(owner, { query: { filter, ...sorting } })
      expect(members.map((m) => m.profile?.nickname)).toEqual(['Nick d', 'Nick c', 'Nick b'])
    }
    const walked = await paginate(owner, queryMembers, {
      query: { paging: { limit: 2 } },
    }).collect({ limit: 100 })
    expect(walked).toHaveLength(5)
    const found = await queryMembers(owner, { search: { expression: 'first 4' } })
    expect(found.members.map((m) => m.profile?.nickname)).toEqual(['Nick e'])
  })

  it('keeps visitors and members to public fields', async () => {
    await createSome(3)
    const ann = await member()
    const probe = await failure(
      queryMembers(ann.client, { query: { filter: { 'contact.firstName': 'First 0' } } }),
    )
    expect(probe).toBeInstanceOf(ValidationError)
    expect(rules(probe)).toEqual(['query.filter.contact.firstName: FIELD_NOT_ALLOWED'])
    const { members } = await queryMembers(emu.visitor(), {
      query: { filter: { 'profile.nickname': { $startsWith: 'nick' } } },
      fieldsets: ['FULL'],
    })
    expect(members).toHaveLength(2)
    for (const m of members) expect(m.contact).toBeUndefined()
  })
})
