// @vitest-environment jsdom
import { PermissionError } from '@storefront-kit/sdk'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { orderKeys, useMemberOrders } from '../src/index'
import { demoStoreForFile } from './support/catalog'
import { placeOrder } from './support/orders'
import { renderStorefrontHook } from './support/render'
import { signedInMember, signInElsewhere } from './support/sign-in'

const { emu, product } = demoStoreForFile()

describe("a member's orders", () => {
  it('lists the orders placed on two devices, for a client with the key, under the member key', async () => {
    const member = await signedInMember(emu)
    const laptop = await signInElsewhere(emu, member.email, member.password)
    const placed = [
      await placeOrder(member.client, product(0)),
      await placeOrder(laptop, product(1)),
    ]
    await placeOrder(emu.visitor(), product(0))
    const request = { memberId: member.memberId }
    const { result, queryClient } = renderStorefrontHook(
      () => useMemberOrders(request),
      emu.owner(),
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.orders.map((o) => o.id).sort()).toEqual([...placed].sort())
    expect(orderKeys.member(request)).toEqual(['storefront', 'orders', 'member', request])
    expect(queryClient.getQueryData(orderKeys.member(request))).toBe(result.current.data)
  })

  it("is refused to the member's own client with the SDK typed error", async () => {
    const member = await signedInMember(emu)
    const { result } = renderStorefrontHook(
      () => useMemberOrders({ memberId: member.memberId }, { retry: false }),
      member.client,
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(PermissionError)
  })
})
