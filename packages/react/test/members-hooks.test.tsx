// @vitest-environment jsdom
import { NotFoundError, PermissionError } from '@storefront-kit/sdk'
import { waitFor } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import {
  memberKeys,
  useApproveMember,
  useBlockMember,
  useBulkApproveMembers,
  useBulkBlockMembers,
  useBulkDeleteMembers,
  useBulkDeleteMembersByFilter,
  useCreateMember,
  useDeleteMember,
  useDeleteMemberAddresses,
  useDeleteMemberEmails,
  useDeleteMemberPhones,
  useDeleteMyMember,
  useDisconnectMember,
  useInfiniteMembers,
  useInfiniteQueryMembers,
  useJoinCommunity,
  useLeaveCommunity,
  useMember,
  useMuteMember,
  useMyMember,
  useQueryMembers,
  useUnmuteMember,
  useUpdateMember,
  useUpdateMemberSlug,
  useUpdateMySlug,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'
import { checkRead, checkWrite, writeError } from './support/hook-checks'
import { renderStorefrontHook } from './support/render'
import { signedInMember } from './support/sign-in'

// Every member hook against the emulator: its cache key, what it marks stale, and its error.

const emu = inProcessEmulator()
afterAll(() => emu.close())
const writes = (name: string) => ({ key: [...memberKeys.all, name], invalidates: memberKeys.all })

describe('member reads', () => {
  it('useMyMember, useMember and useQueryMembers answer under their keys', async () => {
    const { client, memberId } = await signedInMember(emu)
    const my = await checkRead(client, () => useMyMember(), memberKeys.my())
    expect(my?.member.id).toBe(memberId)
    const one = await checkRead(emu.owner(), () => useMember(memberId), memberKeys.detail(memberId))
    expect(one?.member.id).toBe(memberId)
    const request = { query: { filter: { id: memberId } } }
    const found = await checkRead(
      emu.owner(),
      () => useQueryMembers(request),
      memberKeys.query(request),
    )
    expect(found?.members.map((m) => m.id)).toEqual([memberId])
  })

  it('useInfiniteMembers and useInfiniteQueryMembers page through members', async () => {
    await signedInMember(emu)
    await signedInMember(emu)
    const owner = emu.owner()
    const listed = renderStorefrontHook(() => useInfiniteMembers({ paging: { limit: 1 } }), owner)
    await waitFor(() => expect(listed.result.current.isSuccess).toBe(true))
    expect(listed.result.current.hasNextPage).toBe(true)
    expect(
      listed.queryClient.getQueryData(memberKeys.listPages({ paging: { limit: 1 } })),
    ).toBeDefined()
    const request = { query: { paging: { limit: 1 } } }
    const queried = renderStorefrontHook(() => useInfiniteQueryMembers(request), owner)
    await waitFor(() => expect(queried.result.current.isSuccess).toBe(true))
    expect(queried.result.current.data?.pages[0]?.members).toHaveLength(1)
    expect(queried.queryClient.getQueryData(memberKeys.queryPages(request))).toBeDefined()
  })

  it('useMember fails with NotFoundError for an unknown member', async () => {
    const { result } = renderStorefrontHook(
      () => useMember('00000000-0000-4000-8000-00000000dead', undefined, { retry: false }),
      emu.owner(),
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(NotFoundError)
  })
})

describe("a member's own writes", () => {
  it('useUpdateMySlug, useJoinCommunity and useLeaveCommunity change the member and mark members stale', async () => {
    const { client } = await signedInMember(emu)
    const slug = `s-${crypto.randomUUID().slice(0, 8)}`
    const renamed = await checkWrite(
      client,
      () => useUpdateMySlug(),
      { slug },
      writes('updateMySlug'),
    )
    expect(renamed.member.profile?.slug).toBe(slug)
    await checkWrite(client, () => useLeaveCommunity(), undefined, writes('leaveCommunity'))
    await checkWrite(client, () => useJoinCommunity(), undefined, writes('joinCommunity'))
  })

  it('useDeleteMyMember deletes the signed-in member', async () => {
    const { client, memberId } = await signedInMember(emu)
    await checkWrite(client, () => useDeleteMyMember(), {}, writes('deleteMyMember'))
    const gone = await writeError(emu.owner(), () => useDeleteMember(), { id: memberId })
    expect(gone).toBeInstanceOf(NotFoundError)
  })

  it("a visitor's useUpdateMySlug fails with the SDK's typed error", async () => {
    const error = await writeError(emu.visitor(), () => useUpdateMySlug(), { slug: 'nobody' })
    expect(error).toBeInstanceOf(PermissionError)
  })
})

describe("the owner's member writes", () => {
  it('creates, updates, renames, moderates and deletes a member', async () => {
    const owner = emu.owner()
    const loginEmail = `o-${crypto.randomUUID()}@example.com`
    const created = await checkWrite(
      owner,
      () => useCreateMember(),
      { member: { loginEmail, profile: { nickname: 'Ola' } } },
      writes('createMember'),
    )
    const id = created.member.id
    const updated = await checkWrite(
      owner,
      () => useUpdateMember(),
      { id, member: { profile: { nickname: 'Ola Nordmann' } } },
      writes('updateMember'),
    )
    expect(updated.member.profile?.nickname).toBe('Ola Nordmann')
    const slug = `ola-${crypto.randomUUID().slice(0, 8)}`
    const renamed = await checkWrite(
      owner,
      () => useUpdateMemberSlug(),
      { id, slug },
      writes('updateMemberSlug'),
    )
    expect(renamed.member.profile?.slug).toBe(slug)
    await checkWrite(owner, () => useApproveMember(), { id }, writes('approveMember'))
    await checkWrite(owner, () => useMuteMember(), { id }, writes('muteMember'))
    await checkWrite(owner, () => useUnmuteMember(), { id }, writes('unmuteMember'))
    await checkWrite(owner, () => useBlockMember(), { id }, writes('blockMember'))
    await checkWrite(owner, () => useDisconnectMember(), { id }, writes('disconnectMember'))
    await checkWrite(owner, () => useDeleteMember(), { id }, writes('deleteMember'))
    const gone = await writeError(owner, () => useDeleteMember(), { id })
    expect(gone).toBeInstanceOf(NotFoundError)
  })

  it("clears a member's phones, e-mails and addresses", async () => {
    const owner = emu.owner()
    const { memberId: id } = await signedInMember(emu)
    await checkWrite(owner, () => useDeleteMemberPhones(), { id }, writes('deleteMemberPhones'))
    await checkWrite(owner, () => useDeleteMemberEmails(), { id }, writes('deleteMemberEmails'))
    const cleared = await checkWrite(
      owner,
      () => useDeleteMemberAddresses(),
      { id },
      writes('deleteMemberAddresses'),
    )
    expect(cleared.member.contact?.addresses ?? []).toEqual([])
  })

  it('approves, blocks and deletes members in bulk', async () => {
    const owner = emu.owner()
    const a = await signedInMember(emu)
    const b = await signedInMember(emu)
    const filter = { id: { $in: [a.memberId, b.memberId] } }
    const approved = await checkWrite(
      owner,
      () => useBulkApproveMembers(),
      { filter },
      writes('bulkApproveMembers'),
    )
    expect(approved.jobId).toEqual(expect.any(String))
    await checkWrite(owner, () => useBulkBlockMembers(), { filter }, writes('bulkBlockMembers'))
    const deleted = await checkWrite(
      owner,
      () => useBulkDeleteMembers(),
      { memberIds: [a.memberId] },
      writes('bulkDeleteMembers'),
    )
    expect(deleted.bulkActionMetadata?.totalSuccesses).toBe(1)
    await checkWrite(
      owner,
      () => useBulkDeleteMembersByFilter(),
      { filter: { id: b.memberId } },
      writes('bulkDeleteMembersByFilter'),
    )
    const gone = await writeError(owner, () => useDeleteMember(), { id: b.memberId })
    expect(gone).toBeInstanceOf(NotFoundError)
  })

  it("a member's client may not use the owner's writes", async () => {
    const { client, memberId } = await signedInMember(emu)
    const error = await writeError(client, () => useBlockMember(), { id: memberId })
    expect(error).toBeInstanceOf(PermissionError)
  })
})
