import type { AggregateOrdersRequest } from '@storefront-kit/sdk/orders'
import { dayValue } from '../orders/list-params'

/** Local midnight today, and of this week's Monday (the owner's time zone). */
export function periodStarts(now = new Date()): { today: Date; week: Date } {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  const sinceMonday = (today.getDay() + 6) % 7
  const week = new Date(today.getFullYear(), today.getMonth(), today.getDate() - sinceMonday)
  return { today, week }
}

/**
 * The figures of one period, from one AggregateOrders call the database answers: how many
 * orders were placed since `start` (canceled ones left out) and what they add up to per currency.
 */
export function salesRequest(start: Date): AggregateOrdersRequest {
  return {
    filter: { createdDate: { $gte: start.toISOString() }, status: { $ne: 'CANCELED' } },
    aggregation: {
      orders: { $count: [] },
      sales: { $sum: { field: 'priceSummary.total.amount', groupBy: ['currency'] } },
    },
  }
}

/** The orders list showing a period's orders (the same link reproduces it). */
export const ordersSince = (start: Date) => `/orders?from=${dayValue(start)}`
