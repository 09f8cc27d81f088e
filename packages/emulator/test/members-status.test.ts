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

const UNKNOWN = '00000000-0000-4000-8000-000000000999'
const statusOf = async (id: string) => (await m.read(id)).status
const memberOf = (json: Record<string, unknown>) => json.member as Member

describe('approve, block, disconnect', () => {
  it('approving a pending member lets them sign in', async () => {
    await m.s.policies({ ownerApproval: true })
    const { id, state } = await m.register('pat@example.com')
    expect(state).toBe('REQUIRE_OWNER_APPROVAL')
    expect(await statusOf(id)).toBe('PENDING')
    const waiting = await m.signInTokens('pat@example.com')
    expect(waiting.login.json.state).toBe('REQUIRE_OWNER_APPROVAL')
    const res = await m.owner.post(`/${id}/approve`, { id })
    expect(memberOf(res.json).status).toBe('APPROVED')
    expect((await m.signInTokens('pat@example.com')).ok).toBe(true)
  })

  it('blocking signs a member out and keeps them out; approving unblocks', async () => {
    const { id } = await m.register('ann@example.com')
    const session = await m.signInTokens('ann@example.com')
    if (!session.ok) throw new Error('sign-in failed')
    expect((await m.refresh(session.refreshToken)).status).toBe(200)
    expect((await m.withToken(session.accessToken).get('/my')).status).toBe(200)

    const blocked = await m.owner.post(`/${id}/block`)
    expect(memberOf(blocked.json).status).toBe('BLOCKED')
    expect((await m.refresh(session.refreshToken)).status).toBe(400)
    expect((await m.withToken(session.accessToken).get('/my')).status).toBe(403)
    const again = await m.signInTokens('ann@example.com')
    expect([again.ok, again.login.status, appCode(again.login.json)]).toEqual([
      false,
      403,
      'MEMBER_BLOCKED',
    ])

    await m.owner.post(`/${id}/approve`)
    expect(await statusOf(id)).toBe('APPROVED')
    // The old refresh token stays revoked; a new sign-in works.
    expect((await m.refresh(session.refreshToken)).status).toBe(400)
    expect((await m.signInTokens('ann@example.com')).ok).toBe(true)
  })

  it('disconnecting makes a member offline: no sign-in, no token; approving reconnects', async () => {
    const { id, token } = await m.register('ann@example.com')
    const res = await m.owner.post(`/${id}/disconnect`)
    expect(memberOf(res.json).status).toBe('OFFLINE')
    expect((await m.withToken(token).get('/my')).status).toBe(403)
    const login = await m.signInTokens('ann@example.com')
    expect([login.ok, appCode(login.login.json)]).toEqual([false, 'MEMBER_OFFLINE'])
    // Offline members in the community stay listed (as authors).
    await m.owner.patch(`/${id}`, { member: { privacyStatus: 'PUBLIC' } })
    const visitor = await m.s.visitor()
    expect((await m.withToken(visitor.access_token).get(`/${id}`)).status).toBe(200)
    await m.owner.post(`/${id}/approve`)
    expect((await m.withToken(token).get('/my')).status).toBe(200)
  })

  it('records one updated event per real change and none for a repeat', async () => {
    const { id } = await m.register('ann@example.com')
    await m.owner.post(`/${id}/block`)
    await m.owner.post(`/${id}/block`)
    await m.owner.post(`/${id}/approve`)
    const updated = (await m.events('updated')).filter((e) => e.metadata.entityId === id)
    expect(updated.map((e) => e.entity?.status)).toEqual(['BLOCKED', 'APPROVED'])
  })
})

describe('mute and unmute', () => {
  it('toggles the activity status, whatever the status', async () => {
    const { id } = await m.register('ann@example.com')
    expect(memberOf((await m.owner.post(`/${id}/mute`)).json).activityStatus).toBe('MUTED')
    await m.owner.post(`/${id}/block`)
    expect(memberOf((await m.owner.post(`/${id}/mute`)).json).activityStatus).toBe('MUTED')
    const unmuted = memberOf((await m.owner.post(`/${id}/unmute`)).json)
    expect([unmuted.activityStatus, unmuted.status]).toEqual(['ACTIVE', 'BLOCKED'])
  })
})

describe('moderation permissions and errors', () => {
  it('is for the owner: members 403, visitors 403, no token 401', async () => {
    const ann = await m.register('ann@example.com')
    const bob = await m.register('bob@example.com')
    const visitor = (await m.s.visitor()).access_token
    for (const action of ['approve', 'block', 'mute', 'unmute', 'disconnect']) {
      expect((await m.withToken(ann.token).post(`/${bob.id}/${action}`)).status).toBe(403)
      expect((await m.withToken(ann.token).post(`/${ann.id}/${action}`)).status).toBe(403)
      expect((await m.withToken(visitor).post(`/${bob.id}/${action}`)).status).toBe(403)
      expect((await t.call('POST', `/members/v1/members/${bob.id}/${action}`, {})).status).toBe(401)
    }
    expect(await statusOf(bob.id)).toBe('APPROVED')
  })

  it('answers 404 for an unknown member and 400 for a bad id', async () => {
    const res = await m.owner.post(`/${UNKNOWN}/approve`)
    expect([res.status, appCode(res.json)]).toEqual([404, 'MEMBER_NOT_FOUND'])
    expect(rules((await m.owner.post('/nope/block')).json)).toEqual(['id: FORMAT'])
  })
})

describe('DeleteMember and DeleteMyMember', () => {
  it('deletes a member, its sign-in and its tokens; the e-mail can register again', async () => {
    const { id, token } = await m.register('ann@example.com')
    const res = await m.owner.del(`/${id}?id=${id}`)
    expect([res.status, res.json]).toEqual([200, {}])
    expect((await m.owner.get(`/${id}`)).status).toBe(404)
    expect((await m.withToken(token).get('/my')).status).toBe(401)
    const [deleted] = await m.events('deleted')
    expect(deleted?.metadata.entityId).toBe(id)
    expect(deleted).not.toHaveProperty('entity')
    const again = await m.register('ann@example.com')
    expect(again.id).not.toBe(id)
  })

  it('checks the content assignee: another existing member', async () => {
    const ann = await m.register('ann@example.com')
    const bob = await m.register('bob@example.com')
    const missing = await m.owner.del(`/${ann.id}?contentAssigneeId=${UNKNOWN}`)
    expect([missing.status, ...rules(missing.json)]).toEqual([400, 'contentAssigneeId: VALIDATION'])
    const self = await m.withToken(ann.token).del(`/my?contentAssigneeId=${ann.id}`)
    expect(rules(self.json)).toEqual(['contentAssigneeId: VALIDATION'])
    const bad = await m.owner.del(`/${ann.id}?contentAssigneeId=nope`)
    expect(rules(bad.json)).toEqual(['contentAssigneeId: FORMAT'])
    expect((await m.withToken(ann.token).del(`/my?contentAssigneeId=${bob.id}`)).status).toBe(200)
    expect((await m.owner.get(`/${ann.id}`)).status).toBe(404)
  })

  it("moves the deleted member's reviews to the content assignee", async () => {
    const ann = await m.register('ann@example.com')
    const bob = await m.register('bob@example.com')
    const review = {
      namespace: 'stores',
      entityId: crypto.randomUUID(),
      content: { rating: 5, body: 'Lovely' },
    }
    const created = await t.call(
      'POST',
      '/reviews/v1/reviews',
      { review },
      { authorization: ann.token },
    )
    expect(created.status, created.text).toBe(200)
    const reviewId = (created.json.review as { id: string }).id
    expect((await m.owner.del(`/${ann.id}?contentAssigneeId=${bob.id}`)).status).toBe(200)
    const moved = await t.call(
      'GET',
      `/reviews/v1/reviews/${reviewId}?returnPrivateReviews=true`,
      undefined,
      t.owner,
    )
    expect(moved.json.review).toMatchObject({
      author: { memberId: bob.id, authorType: 'MEMBER' },
      content: { body: 'Lovely' },
    })
  })

  it('lets a member delete only themselves', async () => {
    const ann = await m.register('ann@example.com')
    const bob = await m.register('bob@example.com')
    expect((await m.withToken(ann.token).del(`/${bob.id}`)).status).toBe(403)
    expect((await m.owner.del('/my')).status).toBe(403)
    expect((await m.withToken(ann.token).del('/my')).status).toBe(200)
    expect((await m.withToken(ann.token).del('/my')).status).toBe(401)
    expect(await statusOf(bob.id)).toBe('APPROVED')
    expect((await m.owner.del(`/${UNKNOWN}`)).status).toBe(404)
  })
})

describe('bulk calls', () => {
  it('BulkDeleteMembers reports each id on its own', async () => {
    const ann = await m.register('ann@example.com')
    const bob = await m.register('bob@example.com')
    const res = await m.owner.post('/bulk/delete', { memberIds: [ann.id, UNKNOWN, bob.id, ann.id] })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      results: [
        { itemMetadata: { id: ann.id, originalIndex: 0, success: true } },
        {
          itemMetadata: {
            id: UNKNOWN,
            originalIndex: 1,
            success: false,
            error: { code: 'MEMBER_NOT_FOUND', description: expect.any(String) },
          },
        },
        { itemMetadata: { id: bob.id, originalIndex: 2, success: true } },
        expect.objectContaining({ itemMetadata: expect.objectContaining({ success: false }) }),
      ],
      bulkActionMetadata: { totalSuccesses: 2, totalFailures: 2, undetailedFailures: 0 },
    })
    expect((await m.owner.get('')).json.members).toEqual([])
  })

  it('BulkDeleteMembers validates the id list', async () => {
    expect(rules((await m.owner.post('/bulk/delete', { memberIds: [] })).json)).toEqual([
      'memberIds: MIN_SIZE',
    ])
    const many = Array.from({ length: 101 }, () => UNKNOWN)
    expect(rules((await m.owner.post('/bulk/delete', { memberIds: many })).json)).toEqual([
      'memberIds: MAX_SIZE',
    ])
    expect(rules((await m.owner.post('/bulk/delete', { memberIds: ['x'] })).json)).toEqual([
      'memberIds[0]: FORMAT',
    ])
    expect(rules((await m.owner.post('/bulk/delete', {})).json)).toEqual([
      'memberIds: REQUIRED_FIELD',
    ])
  })

  it('approves and blocks every member a filter matches', async () => {
    await m.s.policies({ ownerApproval: true })
    const pending = [await m.register('p1@example.com'), await m.register('p2@example.com')]
    await m.s.policies({ ownerApproval: false })
    const other = await m.register('ok@example.com')
    const approved = await m.owner.post('/bulk/approve-by-filter', {
      filter: { status: 'PENDING' },
    })
    expect(approved.json).toEqual({ jobId: expect.any(String) })
    for (const p of pending) expect(await statusOf(p.id)).toBe('APPROVED')
    await m.owner.post('/bulk/block-by-filter', {
      filter: { loginEmail: { $startsWith: 'p' } },
    })
    for (const p of pending) expect(await statusOf(p.id)).toBe('BLOCKED')
    expect(await statusOf(other.id)).toBe('APPROVED')
  })

  it('deletes by filter and search, sparing the content assignee', async () => {
    const keep = await m.register('keep@example.com', { firstName: 'Smith' })
    const gone = await m.register('gone@example.com', { firstName: 'Smith' })
    const other = await m.register('other@example.com', { firstName: 'Jones' })
    const res = await m.owner.post('/bulk/delete-by-filter', {
      filter: {},
      search: { expression: 'smith', fields: ['contact.firstName'] },
      contentAssigneeId: keep.id,
    })
    expect(res.status).toBe(200)
    expect((await m.owner.get(`/${gone.id}`)).status).toBe(404)
    expect(await statusOf(keep.id)).toBe('APPROVED')
    expect(await statusOf(other.id)).toBe('APPROVED')
  })

  it('validates filters and is for the owner only', async () => {
    for (const path of ['approve-by-filter', 'block-by-filter', 'delete-by-filter']) {
      expect(rules((await m.owner.post(`/bulk/${path}`, {})).json)).toEqual([
        'filter: REQUIRED_FIELD',
      ])
      const bad = await m.owner.post(`/bulk/${path}`, { filter: { shoeSize: 1 } })
      expect(rules(bad.json)).toEqual(['filter.shoeSize: FIELD_NOT_ALLOWED'])
    }
    const ann = await m.register('ann@example.com')
    for (const path of ['delete', 'approve-by-filter', 'block-by-filter', 'delete-by-filter'])
      expect((await m.withToken(ann.token).post(`/bulk/${path}`, { filter: {} })).status).toBe(403)
    expect(await statusOf(ann.id)).toBe('APPROVED')
  })
})
