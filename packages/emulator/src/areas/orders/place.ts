import type { Order } from '@storefront-kit/wire'
import { ApiError, precondition } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { type Cents, sumCents, toCents } from '../../platform/money'
import type { Charge, TestPaymentMethod } from '../payments/index'
import { newActivity } from './activities'
import { createdByFor } from './build'
import type { OrdersContext } from './context'
import { orderEvents } from './events'
import { takeStock } from './inventory'
import { normalizedOrderJson } from './normalize'
import { announcePayments, initialBalance, syncedOrder } from './payment-state'
import { nextOrderNumber } from './service'

/**
 * What a purchase flow decided about an order: lines, buyer, addresses, shipping, totals, tax
 * and discounts, channel and languages (a checkout's, or a cart's in the next API version).
 * Identity, number, dates, statuses and history are the orders area's.
 */
export type OrderParts = Omit<
  Order,
  | 'id'
  | 'number'
  | 'status'
  | 'paymentStatus'
  | 'fulfillmentStatus'
  | 'activities'
  | 'imported'
  | 'balanceSummary'
>

/** How the buyer pays for a placed order. */
export interface OrderPayment {
  /** Authorize only; the owner captures (or voids) later. */
  delayCapture: boolean
  /** The test card (a hosted page's); default: the one the buyer's e-mail stands for. */
  paymentMethod?: TestPaymentMethod
}

/** An order to place. */
export interface Purchase {
  parts: OrderParts
  /** Who places it (events, and `createdBy` unless the parts name one). */
  caller: Caller
  /** The buyer identity the order belongs to (`visitor:<id>`, `member:<id>`), if any. */
  owner?: string
  payment: OrderPayment
}

/** A placed order and the charge made for it (none when the total is 0). */
export interface PlacedOrder {
  /** The order as saved: paid, authorized or still to pay. */
  order: Order
  charge?: Charge
}

/** Two lines of one item may each fit the stock but not together: that is a partial shortage. */
function inventoryError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  if (error.body.details.applicationError?.code !== 'INSUFFICIENT_INVENTORY') return error
  return precondition(
    'PARTIAL_OUT_OF_STOCK',
    'Some items of the checkout are not in stock in the quantity asked',
    error.body.details.applicationError.data,
  )
}

/**
 * What of `total` the buyer pays offline (cash, bank transfer): all of it when every line is
 * FULL_PAYMENT_OFFLINE, else the offline lines' own totals.
 */
function offlineShare(order: Order, total: Cents): Cents {
  const offline = order.lineItems.filter((line) => line.paymentOption === 'FULL_PAYMENT_OFFLINE')
  if (!offline.length) return 0n
  if (offline.length === order.lineItems.length) return total
  const share = sumCents(
    offline.map((line) =>
      toCents(line.totalPriceAfterTax?.amount ?? line.lineItemPrice?.amount ?? '0'),
    ),
  )
  return share < total ? share : total
}

/**
 * Places an order a purchase flow made: a number, ORDER_PLACED, the stock its lines take,
 * `order_created`, then payment — nothing when the total is 0 (PAID at once), an authorization
 * with `delayCapture` (APPROVED, NOT_PAID), else the test provider's payment (APPROVED, PAID).
 * Lines paid offline (FULL_PAYMENT_OFFLINE) are not charged: their share is a PENDING offline
 * payment until the owner marks the order paid (APPROVED, NOT_PAID or PARTIALLY_PAID).
 * Everything happens in the caller's transaction, so a declined card leaves no order behind.
 * @throws ApiError 428 `PARTIAL_OUT_OF_STOCK`, `SITE_NOT_ACCEPTING_PAYMENTS`, `PAYMENT_ERROR`.
 */
export function placeOrder(ctx: OrdersContext, purchase: Purchase): PlacedOrder {
  const { caller, owner, payment } = purchase
  const now = ctx.clock.iso()
  const order: Order = {
    ...purchase.parts,
    id: ctx.newId(),
    number: nextOrderNumber(ctx),
    createdDate: now,
    updatedDate: now,
    purchasedDate: now,
    createdBy: purchase.parts.createdBy ?? createdByFor(caller),
    status: 'INITIALIZED',
    paymentStatus: 'NOT_PAID',
    fulfillmentStatus: 'NOT_FULFILLED',
    activities: [newActivity(ctx, 'ORDER_PLACED')],
    imported: false,
    balanceSummary: initialBalance({ ...purchase.parts, paymentStatus: 'NOT_PAID' }),
  }
  let stock: ReturnType<typeof takeStock>
  try {
    stock = takeStock(ctx, order.lineItems)
  } catch (error) {
    throw inventoryError(error)
  }
  // The order is written once, as its payment leaves it: `order_created` carries it as placed,
  // and the payment's events follow with the order as saved (a write and a read fewer than
  // inserting it, then reading it back to update it).
  const normalized = normalizedOrderJson(order)
  const placed = normalized.order
  // Each document's JSON text is made once: the save and the four events splice it in.
  const known = new Map<object, string>([[placed, normalized.json]])
  orderEvents(ctx, caller, known).created(placed)
  const total = toCents(order.priceSummary?.total?.amount ?? '0')
  const offline = offlineShare(order, total)
  const charge =
    total > offline
      ? ctx.payments.charge(order, total - offline, {
          delayCapture: payment.delayCapture,
          ...(payment.paymentMethod && { method: payment.paymentMethod }),
          newOrder: true,
        })
      : undefined
  // The order is synced from the transactions last saved, without reading them back.
  const transactions =
    offline > 0n ? ctx.payments.recordOfflinePayment(order, offline) : charge?.transactions
  const sync = syncedOrder(ctx, placed, charge?.activities, undefined, transactions)
  if (sync) known.set(sync.next, JSON.stringify(sync.next))
  const saved = sync?.next ?? placed
  ctx.store.insert(saved, { ...(owner && { owner }), stock }, known.get(saved))
  if (sync) announcePayments(ctx, caller, sync, known)
  return { order: saved, ...(charge && { charge }) }
}
