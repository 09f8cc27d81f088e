// @vitest-environment jsdom
import {
  ConflictError,
  NotFoundError,
  PreconditionError,
  type StorefrontError,
  ValidationError,
} from '@storefront-kit/sdk'
import { addActivities, createOrder, getOrder } from '@storefront-kit/sdk/orders'
import { getRefundabilityStatus } from '@storefront-kit/sdk/payments'
import { afterAll, describe, expect, it } from 'vitest'
import {
  orderKeys,
  paymentKeys,
  useBulkMarkOrdersAsPaid,
  useChargeMemberships,
  useCreatePaymentGatewayOrder,
  useDeleteActivity,
  useRecordManuallyCollectedPayment,
  useUpdateActivity,
  useUpdateOrderStatus,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'
import { checkWrite, writeError } from './support/hook-checks'

// The owner's money and order-history hooks orders-money.test.tsx does not run, each against
// the emulator: its mutation key, a query it marks stale, and its typed error.

const emu = inProcessEmulator()
afterAll(() => emu.close())
const owner = emu.owner()
const money = (name: string, invalidates: readonly unknown[] = paymentKeys.all) => ({
  key: [...paymentKeys.all, name],
  invalidates,
})
const history = (name: string) => ({ key: [...orderKeys.all, name], invalidates: orderKeys.all })
const code = (error: Error) => [error.constructor.name, (error as StorefrontError).code]

/** An approved order the owner took by phone for 30.00, not paid yet. */
async function phoneOrder() {
  const { order } = await createOrder(owner, {
    order: {
      lineItems: [
        {
          productName: { original: 'Gift card' },
          catalogReference: { catalogItemId: 'gift', appId: 'phone-orders' },
          quantity: 1,
          itemType: { preset: 'DIGITAL' },
          price: { amount: '30' },
        },
      ],
      priceSummary: { total: { amount: '30' } },
      channelInfo: { type: 'BACKOFFICE_MERCHANT' },
      status: 'APPROVED',
    },
  })
  return order
}

describe("the owner's money hooks", () => {
  it('records part of the balance by hand; more than is owed is a ValidationError', async () => {
    const order = await phoneOrder()
    await checkWrite(
      owner,
      () => useRecordManuallyCollectedPayment(),
      { orderId: order.id, amount: { amount: '10.00' } },
      money('recordManuallyCollectedPayment', orderKeys.all),
    )
    expect((await getOrder(owner, order.id)).order.paymentStatus).toBe('PARTIALLY_PAID')
    const error = await writeError(owner, () => useRecordManuallyCollectedPayment(), {
      orderId: order.id,
      amount: { amount: '20.01' },
    })
    expect(code(error)).toEqual([ValidationError.name, 'INVALID_AMOUNT'])
  })

  it('marks orders paid in bulk, item by item; a shopper gets the 403', async () => {
    const [unpaid, other] = [await phoneOrder(), await phoneOrder()]
    const { results, bulkActionMetadata } = await checkWrite(
      owner,
      () => useBulkMarkOrdersAsPaid(),
      { ecomOrderIds: [unpaid.id, other.id, 'no-such-order'] },
      money('bulkMarkOrdersAsPaid', orderKeys.all),
    )
    expect(results.map((r) => r.itemMetadata.success)).toEqual([true, true, false])
    expect(bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 1 })
    const error = await writeError(emu.visitor(), () => useBulkMarkOrdersAsPaid(), {
      ecomOrderIds: [unpaid.id],
    })
    expect((error as StorefrontError).status).toBe(403)
  })

  it('opens a gateway order for the balance; an unknown order is a NotFoundError', async () => {
    const order = await phoneOrder()
    const { paymentGatewayOrderId } = await checkWrite(
      owner,
      () => useCreatePaymentGatewayOrder(),
      { ecomOrderId: order.id },
      money('createPaymentGatewayOrder'),
    )
    expect(paymentGatewayOrderId).toEqual(expect.any(String))
    const error = await writeError(owner, () => useCreatePaymentGatewayOrder(), {
      ecomOrderId: 'no-such-order',
    })
    expect(error).toBeInstanceOf(NotFoundError)
  })

  it("charges a membership as a payment of the order; another order's line is refused", async () => {
    const order = await phoneOrder()
    const charge = {
      membershipId: 'plan-1',
      appId: crypto.randomUUID(),
      membershipName: { original: 'Gold plan' },
      catalogReference: { catalogItemId: 'gift', appId: 'phone-orders' },
      rootCatalogItemId: 'gift',
      lineItemId: order.lineItems[0]?.id ?? '',
    }
    const memberId = crypto.randomUUID()
    const before = (await getRefundabilityStatus(owner, order.id)).refundabilities.length
    await checkWrite(
      owner,
      () => useChargeMemberships(),
      { ecomOrderId: order.id, memberId, membershipCharges: [charge] },
      money('chargeMemberships'),
    )
    const after = (await getRefundabilityStatus(owner, order.id)).refundabilities
    expect(after).toHaveLength(before + 1)
    const error = await writeError(owner, () => useChargeMemberships(), {
      ecomOrderId: order.id,
      memberId,
      membershipCharges: [{ ...charge, lineItemId: 'not-a-line-of-it' }],
    })
    expect(error).toBeInstanceOf(ValidationError)
  })
})

describe("the owner's order status and history hooks", () => {
  it('rejects an order once; the same status again is a ConflictError', async () => {
    const order = await phoneOrder()
    const { order: rejected } = await checkWrite(
      owner,
      () => useUpdateOrderStatus(),
      { orderId: order.id, status: 'REJECTED' },
      history('updateOrderStatus'),
    )
    expect(rejected.status).toBe('REJECTED')
    const error = await writeError(owner, () => useUpdateOrderStatus(), {
      orderId: order.id,
      status: 'REJECTED',
    })
    expect(code(error)).toEqual([ConflictError.name, 'STATUS_ALREADY_SET'])
  })

  it('edits and deletes a merchant comment; a system activity or unknown one is refused', async () => {
    const order = await phoneOrder()
    const { activityIds } = await addActivities(owner, order.id, {
      orderActivities: [{ activityType: 'MERCHANT_COMMENT', merchantComment: { message: 'Wrap' } }],
    })
    const activityId = activityIds[0] ?? ''
    const edited = await checkWrite(
      owner,
      () => useUpdateActivity(),
      { id: order.id, activityId, activity: { merchantComment: { message: 'Wrap in blue' } } },
      history('updateActivity'),
    )
    const comment = edited.order.activities.find((a) => a.id === activityId)
    expect(comment?.merchantComment?.message).toBe('Wrap in blue')
    const unknown = await writeError(owner, () => useUpdateActivity(), {
      id: order.id,
      activityId: crypto.randomUUID(),
      activity: { merchantComment: { message: 'x' } },
    })
    expect(code(unknown)).toEqual([NotFoundError.name, 'ACTIVITY_NOT_FOUND'])

    const removed = await checkWrite(
      owner,
      () => useDeleteActivity(),
      { id: order.id, activityId },
      history('deleteActivity'),
    )
    expect(removed.order.activities.some((a) => a.id === activityId)).toBe(false)
    const system = removed.order.activities[0]?.id ?? ''
    const refused = await writeError(owner, () => useDeleteActivity(), {
      id: order.id,
      activityId: system,
    })
    expect(code(refused)).toEqual([PreconditionError.name, 'ACTIVITY_NOT_CHANGEABLE'])
  })
})
