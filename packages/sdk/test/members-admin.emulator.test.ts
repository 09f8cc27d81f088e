// Members over HTTP, part 2: the owner's administration and bulk calls, and their effect on sign-in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  AuthenticationError,
  ConflictError,
  createClient,
  PermissionError,
  PreconditionError,
} from '../src/index'
import {
  approveMember,
  blockMember,
  bulkApproveMembers,
  bulkBlockMembers,
  bulkDeleteMembers,
  bulkDeleteMembersByFilter,
  createMember,
  deleteMember,
  deleteMemberAddresses,
  deleteMemberEmails,
  deleteMemberPhones,
  disconnectMember,
  getMyMember,
  joinCommunity,
  type Member,
  muteMember,
  queryMembers,
  unmuteMember,
  updateMember,
  updateMemberSlug,
} from '../src/members'
import { type ServedEmulator, serveEmulator } from './support/emulator'
import {
  failure,
  registerMember,
  rules,
  setPolicies,
  loginState as signInState,
} from './support/members'

let emu: ServedEmulator
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'empty' })
})
afterAll(() => emu.close())
beforeEach(async () => {
  await emu.reset()
})

const member = (email?: string) => registerMember(emu, email)
const loginState = (email: string) => signInState(emu, email)
const policies = (change: Record<string, boolean>) => setPolicies(emu, change)
const ids = (members: Member[]) => members.map((m) => m.id).sort()

describe('administration', () => {
  it('creates a member; a taken e-mail is a 409, bad fields a 400, a member a 403', async () => {
    const owner = emu.owner()
    const { member: created } = await createMember(owner, {
      member: {
        loginEmail: 'zoe@example.com',
        contact: { firstName: 'Zoe', addresses: [{ addressLine: '1 Main St' }] },
        profile: { nickname: 'Zoe' },
      },
    })
    expect(created).toMatchObject({ status: 'APPROVED', profile: { slug: 'zoe' } })
    expect(created.contact?.addresses[0]?.id).toEqual(expect.any(String))
    const dup = await failure(createMember(owner, { member: { loginEmail: 'ZOE@example.com' } }))
    expect(dup).toMatchObject({ status: 409, code: 'ALREADY_EXISTS' })
    const bad = await failure(
      createMember(owner, {
        member: { loginEmail: 'nope', contact: { company: 'x'.repeat(101) } },
      }),
    )
    expect(rules(bad)).toEqual(['member.contact.company: MAX_LENGTH', 'member.loginEmail: FORMAT'])
    const ann = await member()
    const denied = await failure(
      createMember(ann.client, { member: { loginEmail: 'y@example.com' } }),
    )
    expect(denied).toBeInstanceOf(PermissionError)
  })

  it('updates profiles and slugs: the owner anyone, a member only itself', async () => {
    const ann = await member()
    const bob = await member()
    const owner = emu.owner()
    const { member: updated } = await updateMember(owner, ann.id, {
      member: {
        profile: { nickname: 'Annie', title: 'Baker' },
        contact: { phones: ['+1 555 0100'] },
      },
    })
    expect(updated).toMatchObject({ profile: { nickname: 'Annie', title: 'Baker' } })
    expect(updated.contact?.phones).toEqual(['+1 555 0100'])
    const self = await updateMember(bob.client, bob.id, {
      member: { contact: { lastName: 'Lee' } },
    })
    expect(self.member.contact?.lastName).toBe('Lee')
    expect(await failure(updateMember(bob.client, ann.id, { member: {} }))).toBeInstanceOf(
      PermissionError,
    )
    expect((await updateMemberSlug(owner, ann.id, { slug: 'annie' })).member.profile?.slug).toBe(
      'annie',
    )
    expect(await failure(updateMemberSlug(bob.client, bob.id, { slug: 'annie' }))).toBeInstanceOf(
      ConflictError,
    )
    expect(await failure(updateMemberSlug(bob.client, ann.id, { slug: 'x' }))).toBeInstanceOf(
      PermissionError,
    )
  })

  it('deletes phones, e-mails and addresses', async () => {
    const owner = emu.owner()
    const { member: zoe } = await createMember(owner, {
      member: {
        loginEmail: 'zoe@example.com',
        contact: { phones: ['+1 555 0100'], emails: ['z@example.com'], addresses: [{ city: 'A' }] },
      },
    })
    expect((await deleteMemberPhones(owner, zoe.id)).member.contact?.phones).toEqual([])
    expect((await deleteMemberEmails(owner, zoe.id)).member.contact?.emails).toEqual([])
    const { member: after } = await deleteMemberAddresses(owner, zoe.id)
    expect(after.contact).toMatchObject({ phones: [], emails: [], addresses: [] })
    const ann = await member()
    expect(await failure(deleteMemberPhones(ann.client, zoe.id))).toBeInstanceOf(PermissionError)
  })

  it('approving a pending member lets them sign in', async () => {
    await policies({ ownerApproval: true })
    const pat = await member()
    expect(await loginState(pat.email)).toBe('OWNER_APPROVAL_REQUIRED')
    expect((await approveMember(emu.owner(), pat.id)).member.status).toBe('APPROVED')
    expect(await loginState(pat.email)).toBe('SUCCESS')
  })

  it('blocking keeps a member out until approved; disconnecting takes the login away', async () => {
    const owner = emu.owner()
    const ann = await member()
    expect((await blockMember(owner, ann.id)).member.status).toBe('BLOCKED')
    expect(await failure(getMyMember(ann.client))).toBeInstanceOf(PermissionError)
    expect(await loginState(ann.email)).toBe('FAILURE')
    expect((await approveMember(owner, ann.id)).member.status).toBe('APPROVED')
    expect(await loginState(ann.email)).toBe('SUCCESS')
    expect((await getMyMember(ann.client)).member.id).toBe(ann.id)
    expect((await disconnectMember(owner, ann.id)).member.status).toBe('OFFLINE')
    expect(await loginState(ann.email)).toBe('FAILURE')
    expect(await failure(getMyMember(ann.client))).toBeInstanceOf(PermissionError)
  })

  it('mutes and unmutes', async () => {
    const owner = emu.owner()
    const ann = await member()
    expect((await muteMember(owner, ann.id)).member.activityStatus).toBe('MUTED')
    expect((await unmuteMember(owner, ann.id)).member.activityStatus).toBe('ACTIVE')
  })

  it('keeps moderation and deletes for the owner', async () => {
    const ann = await member()
    const bob = await member()
    for (const call of [approveMember, blockMember, muteMember, unmuteMember, disconnectMember]) {
      expect(await failure(call(ann.client, bob.id))).toBeInstanceOf(PermissionError)
      expect(await failure(call(emu.visitor(), bob.id))).toBeInstanceOf(PermissionError)
    }
    const anonymous = createClient({ baseUrl: emu.url })
    expect(await failure(blockMember(anonymous, bob.id))).toBeInstanceOf(AuthenticationError)
    expect(await failure(deleteMember(ann.client, bob.id))).toBeInstanceOf(PermissionError)
    expect(await failure(bulkDeleteMembers(ann.client, { memberIds: [bob.id] }))).toBeInstanceOf(
      PermissionError,
    )
    expect((await getMyMember(bob.client, { fieldsets: ['EXTENDED'] })).member.status).toBe(
      'APPROVED',
    )
  })

  it('deletes a member; an unknown one is a 404, a bad assignee a 400', async () => {
    const owner = emu.owner()
    const ann = await member()
    const missing = '00000000-0000-4000-8000-000000000999'
    const assignee = await failure(deleteMember(owner, ann.id, { contentAssigneeId: missing }))
    expect(rules(assignee)).toEqual(['contentAssigneeId: VALIDATION'])
    expect(await deleteMember(owner, ann.id)).toEqual({})
    expect(await failure(getMyMember(ann.client))).toBeInstanceOf(AuthenticationError)
    const again = await failure(deleteMember(owner, ann.id))
    expect(again).toMatchObject({ status: 404, code: 'MEMBER_NOT_FOUND' })
  })
})

describe('bulk administration', () => {
  it('deletes by ids, each on its own', async () => {
    const ann = await member()
    const missing = '00000000-0000-4000-8000-000000000999'
    const res = await bulkDeleteMembers(emu.owner(), { memberIds: [ann.id, missing] })
    expect(res.bulkActionMetadata).toEqual({
      totalSuccesses: 1,
      totalFailures: 1,
      undetailedFailures: 0,
    })
    expect(res.results[1]?.itemMetadata).toMatchObject({
      id: missing,
      success: false,
      error: { code: 'MEMBER_NOT_FOUND' },
    })
    const empty = await failure(bulkDeleteMembers(emu.owner(), { memberIds: [] }))
    expect(rules(empty)).toEqual(['memberIds: MIN_SIZE'])
  })

  it('approves, blocks and deletes by filter', async () => {
    const owner = emu.owner()
    await policies({ ownerApproval: true })
    const pending = [await member(), await member()]
    await policies({ ownerApproval: false })
    const approved = await member()
    expect(await bulkApproveMembers(owner, { filter: { status: 'PENDING' } })).toEqual({
      jobId: expect.any(String),
    })
    const statuses = async () =>
      (await queryMembers(owner, { fieldsets: ['EXTENDED'] })).members.map((m) => m.status)
    expect(await statuses()).toEqual(['APPROVED', 'APPROVED', 'APPROVED'])
    await bulkBlockMembers(owner, { filter: { id: { $in: pending.map((p) => p.id) } } })
    expect((await statuses()).sort()).toEqual(['APPROVED', 'BLOCKED', 'BLOCKED'])
    await bulkDeleteMembersByFilter(owner, { filter: { status: 'BLOCKED' } })
    const { members } = await queryMembers(owner, {})
    expect(ids(members)).toEqual([approved.id])
    const bad = await failure(bulkBlockMembers(owner, { filter: { shoeSize: 1 } }))
    expect(rules(bad)).toEqual(['filter.shoeSize: FIELD_NOT_ALLOWED'])
  })
})

describe('a join that cannot happen', () => {
  it('answers 428 COMMUNITY_JOIN_IMPOSSIBLE to a member who is not approved', async () => {
    await policies({ ownerApproval: true })
    const pat = await member()
    const error = await failure(joinCommunity(pat.client))
    expect(error).toBeInstanceOf(PreconditionError)
    expect(error.code).toBe('COMMUNITY_JOIN_IMPOSSIBLE')
  })
})
