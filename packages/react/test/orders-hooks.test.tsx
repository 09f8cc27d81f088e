// @vitest-environment jsdom
import { NotFoundError, PermissionError } from '@storefront-kit/sdk'
import { STORES_APP_ID } from '@storefront-kit/sdk/cart'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  orderKeys,
  useAddActivities,
  useBulkDeleteImportedOrders,
  useBulkUpdateOrders,
  useBulkUpdateOrderTags,
  useCancelOrder,
  useCreateOrder,
  useImportOrder,
  useInfiniteOrders,
  useSearchOrders,
  useSetOrderNumberCounter,
  useUpdateOrder,
} from '../src/index'
import { demoStoreForFile } from './support/catalog'
import { checkRead, checkWrite, writeError } from './support/hook-checks'
import { placeOrder } from './support/orders'
import { renderStorefrontHook } from './support/render'

// The owner's order hooks against the emulator: keys, what they mark stale, errors.

const { emu, product } = demoStoreForFile()
const writes = (name: string) => ({ key: [...orderKeys.all, name], invalidates: orderKeys.all })

const line = (name: string, itemId: string, appId: string, custom = false) => ({
  productName: { original: name },
  catalogReference: { catalogItemId: itemId, appId },
  quantity: 1,
  itemType: custom ? { custom: 'LEGACY' } : { preset: 'PHYSICAL' as const },
  price: { amount: '10' },
})

describe('order reads (owner)', () => {
  it('useSearchOrders and useInfiniteOrders', async () => {
    await placeOrder(emu.visitor(), product(0))
    await placeOrder(emu.visitor(), product(1))
    const owner = emu.owner()
    const request = { search: { cursorPaging: { limit: 1 } } }
    const page = await checkRead(owner, () => useSearchOrders(request), orderKeys.search(request))
    expect(page?.orders).toHaveLength(1)
    const pages = renderStorefrontHook(() => useInfiniteOrders(request), owner)
    await waitFor(() => expect(pages.result.current.isSuccess).toBe(true))
    expect(pages.result.current.hasNextPage).toBe(true)
    expect(pages.queryClient.getQueryData(orderKeys.pages(request))).toBeDefined()
  })

  it("are refused to a shopper's client with PermissionError", async () => {
    const { result } = renderStorefrontHook(
      () => useSearchOrders(undefined, { retry: false }),
      emu.visitor(),
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(PermissionError)
  })
})

describe('order writes (owner)', () => {
  it('creates, updates, adds activities, bulk-updates, tags and cancels an order', async () => {
    const owner = emu.owner()
    const { order } = await checkWrite(
      owner,
      () => useCreateOrder(),
      {
        order: {
          lineItems: [line(product(0).name, product(0).id, STORES_APP_ID)],
          priceSummary: { total: { amount: '10' } },
          channelInfo: { type: 'POS' },
          buyerInfo: { email: 'pos@example.com' },
        },
      },
      writes('createOrder'),
    )
    const { order: updated } = await checkWrite(
      owner,
      () => useUpdateOrder(),
      { id: order.id, order: { seenByAHuman: true }, fieldMask: 'seenByAHuman' },
      writes('updateOrder'),
    )
    expect(updated.seenByAHuman).toBe(true)
    const { activityIds } = await checkWrite(
      owner,
      () => useAddActivities(),
      {
        orderId: order.id,
        orderActivities: [
          { activityType: 'MERCHANT_COMMENT', merchantComment: { message: 'Paid cash' } },
        ],
      },
      writes('addActivities'),
    )
    expect(activityIds).toHaveLength(1)
    const bulk = await checkWrite(
      owner,
      () => useBulkUpdateOrders(),
      { orders: [{ order: { id: order.id, archived: true }, fieldMask: 'archived' }] },
      writes('bulkUpdateOrders'),
    )
    expect(bulk.bulkActionMetadata.totalSuccesses).toBe(1)
    const tagged = await checkWrite(
      owner,
      () => useBulkUpdateOrderTags(),
      { orderIds: [order.id], assignTags: { tags: { tagIds: ['gift'] } } },
      writes('bulkUpdateOrderTags'),
    )
    expect(tagged.bulkActionMetadata.totalSuccesses).toBe(1)
    const { order: canceled } = await checkWrite(
      owner,
      () => useCancelOrder(),
      { id: order.id, restockAllItems: true },
      writes('cancelOrder'),
    )
    expect(canceled.status).toBe('CANCELED')
  })

  it('imports an order under a set number counter, and deletes the imported order', async () => {
    const owner = emu.owner()
    await checkWrite(
      owner,
      () => useSetOrderNumberCounter(),
      { counter: '70000' },
      writes('setOrderNumberCounter'),
    )
    const { order } = await checkWrite(
      owner,
      () => useImportOrder(),
      {
        order: {
          lineItems: [line('Old item', 'legacy-1', 'legacy-app', true)],
          priceSummary: { total: { amount: '10' } },
          channelInfo: { type: 'OTHER_PLATFORM' },
          billingInfo: { contactDetails: { firstName: 'Old' } },
          status: 'APPROVED',
          paymentStatus: 'PAID',
        },
      },
      writes('importOrder'),
    )
    expect(order).toMatchObject({ imported: true, number: '70001' })
    await checkWrite(
      owner,
      () => useBulkDeleteImportedOrders(),
      { orderIds: [order.id] },
      writes('bulkDeleteImportedOrders'),
    )
    const gone = await writeError(owner, () => useCancelOrder(), { id: order.id })
    expect(gone).toBeInstanceOf(NotFoundError)
  })
})
