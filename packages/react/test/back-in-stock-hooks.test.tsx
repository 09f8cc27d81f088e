// @vitest-environment jsdom
import { NotFoundError, PermissionError } from '@storefront-kit/sdk'
import { createBackInStockNotificationRequest } from '@storefront-kit/sdk/back-in-stock'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  backInStockKeys,
  useBackInStockRequest,
  useBackInStockRequests,
  useDeleteBackInStockRequest,
  useInfiniteBackInStockRequests,
  useMarkAsNotificationSent,
  useReportItemsBackInStock,
} from '../src/index'
import { demoStoreForFile } from './support/catalog'
import { checkRead, checkWrite, writeError } from './support/hook-checks'
import { renderStorefrontHook } from './support/render'

// The owner's back-in-stock hooks against the emulator: keys, what they mark stale, errors.

const { emu, product } = demoStoreForFile()
const writes = (name: string) => ({
  key: [...backInStockKeys.all, name],
  invalidates: backInStockKeys.all,
})

/** A new request for product #0 by a new e-mail; answers its id. */
async function newRequest(email = `w-${crypto.randomUUID()}@example.com`) {
  const { request } = await createBackInStockNotificationRequest(emu.visitor(), {
    request: { catalogReference: product(0).line().catalogReference, email },
    itemDetails: { name: product(0).name, price: '10' },
  })
  return request.id ?? ''
}

describe('back-in-stock reads (owner)', () => {
  it('useBackInStockRequest, useBackInStockRequests and useInfiniteBackInStockRequests', async () => {
    const id = await newRequest()
    await newRequest()
    const owner = emu.owner()
    const one = await checkRead(owner, () => useBackInStockRequest(id), backInStockKeys.detail(id))
    expect(one?.request.id).toBe(id)
    const request = { query: { cursorPaging: { limit: 1 } } }
    const page = await checkRead(
      owner,
      () => useBackInStockRequests(request),
      backInStockKeys.list(request),
    )
    expect(page?.requests).toHaveLength(1)
    const pages = renderStorefrontHook(() => useInfiniteBackInStockRequests(request), owner)
    await waitFor(() => expect(pages.result.current.isSuccess).toBe(true))
    expect(pages.result.current.hasNextPage).toBe(true)
    expect(pages.queryClient.getQueryData(backInStockKeys.pages(request))).toBeDefined()
  })

  it("are refused to a shopper's client with PermissionError", async () => {
    const id = await newRequest()
    const { result } = renderStorefrontHook(
      () => useBackInStockRequest(id, { retry: false }),
      emu.visitor(),
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(PermissionError)
  })
})

describe('back-in-stock writes (owner)', () => {
  it('marks as sent, reports items back in stock, and deletes', async () => {
    const owner = emu.owner()
    const marked = await newRequest()
    const sent = await checkWrite(
      owner,
      () => useMarkAsNotificationSent(),
      { id: marked },
      writes('markAsNotificationSent'),
    )
    expect(sent.request).toMatchObject({ status: 'NOTIFICATION_SENT', autoNotified: false })
    const waiting = await newRequest()
    await checkWrite(
      owner,
      () => useReportItemsBackInStock(),
      { requestIds: [waiting], itemDetails: { name: product(0).name, price: '10' } },
      writes('reportItemsBackInStock'),
    )
    await checkWrite(
      owner,
      () => useDeleteBackInStockRequest(),
      { id: waiting },
      writes('deleteBackInStockNotificationRequest'),
    )
    const gone = await writeError(owner, () => useDeleteBackInStockRequest(), { id: waiting })
    expect(gone).toBeInstanceOf(NotFoundError)
  })
})
