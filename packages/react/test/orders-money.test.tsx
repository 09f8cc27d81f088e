// @vitest-environment jsdom
import { createOrder } from '@storefront-kit/sdk/orders'
import { act, waitFor } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import {
  orderKeys,
  paymentKeys,
  useAggregateOrders,
  useMarkOrderAsPaid,
  useRefundabilityStatus,
  useTriggerRefund,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'
import { renderStorefrontHook } from './support/render'

const emu = inProcessEmulator()
afterAll(() => emu.close())

/** An approved order the owner took by phone for 30.00, not paid yet. */
async function phoneOrder() {
  const { order } = await createOrder(emu.owner(), {
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
  return order.id
}

describe("the owner's money hooks", () => {
  it('aggregates and refundability under their keys; marking paid and refunding refresh them', async () => {
    const orderId = await phoneOrder()
    const aggregate = {
      filter: { id: { $eq: orderId } },
      aggregation: { byPayment: { $count: ['paymentStatus'] } },
    }
    const { result, queryClient } = renderStorefrontHook(
      () => ({
        figures: useAggregateOrders(aggregate),
        refundability: useRefundabilityStatus(orderId),
        markPaid: useMarkOrderAsPaid(),
        refund: useTriggerRefund(),
      }),
      emu.owner(),
    )
    await waitFor(() =>
      expect(result.current.figures.data?.aggregates).toEqual({ byPayment: { '(NOT_PAID)': 1 } }),
    )
    await waitFor(() => expect(result.current.refundability.data?.refundabilities).toEqual([]))
    expect(queryClient.getQueryData(orderKeys.aggregate(aggregate))).toBe(
      result.current.figures.data,
    )
    expect(queryClient.getQueryData(paymentKeys.refundability(orderId))).toBe(
      result.current.refundability.data,
    )

    await act(() => result.current.markPaid.mutateAsync({ ecomOrderId: orderId }))
    // The answer is the order's detail; the figures and refundability on screen are fetched again.
    expect(queryClient.getQueryData(orderKeys.detail(orderId))).toMatchObject({
      order: { id: orderId, paymentStatus: 'PAID' },
    })
    await waitFor(() =>
      expect(result.current.figures.data?.aggregates).toEqual({ byPayment: { '(PAID)': 1 } }),
    )
    await waitFor(() =>
      expect(result.current.refundability.data?.refundabilities[0]?.refundabilityStatus).toBe(
        'MANUAL',
      ),
    )

    const paymentId = result.current.refundability.data?.refundabilities[0]?.paymentId ?? ''
    await act(() =>
      result.current.refund.mutateAsync({
        ecomOrderId: orderId,
        payments: [{ paymentId, externalRefund: true }],
      }),
    )
    await waitFor(() =>
      expect(result.current.figures.data?.aggregates).toEqual({
        byPayment: { '(FULLY_REFUNDED)': 1 },
      }),
    )
  })

  it("a shopper's hooks end in the platform's 403, typed", async () => {
    const orderId = await phoneOrder()
    const { result } = renderStorefrontHook(
      () => ({
        figures: useAggregateOrders({ aggregation: { n: { $count: [] } } }),
        refundability: useRefundabilityStatus(orderId),
      }),
      emu.visitor(),
    )
    await waitFor(() => expect(result.current.figures.isError).toBe(true))
    await waitFor(() => expect(result.current.refundability.isError).toBe(true))
    expect(result.current.figures.error?.status).toBe(403)
    expect(result.current.refundability.error?.code).toBe('PERMISSION_DENIED')
  })
})
