import type { SearchOrdersRequest } from '@storefront-kit/sdk/orders'

type Filter = NonNullable<SearchOrdersRequest['search']['filter']>

/** Orders on one page of the list. */
export const PAGE_SIZE = 20

/** The sort orders the list offers, by the value the URL keeps (`field:ORDER`). */
export const SORTS = [
  { value: 'createdDate:DESC', label: 'Newest first' },
  { value: 'createdDate:ASC', label: 'Oldest first' },
  { value: 'number:DESC', label: 'Order number, high to low' },
  { value: 'priceSummary.total.amount:DESC', label: 'Total, high to low' },
  { value: 'priceSummary.total.amount:ASC', label: 'Total, low to high' },
] as const

// SearchOrders never returns INITIALIZED orders, so the list does not offer that status.
/** The order statuses the list filters by. */
export const STATUS_CHOICES = ['APPROVED', 'PENDING', 'CANCELED', 'REJECTED'] as const
/** The payment statuses the list filters by. */
export const PAYMENT_CHOICES = [
  'NOT_PAID',
  'PENDING',
  'PARTIALLY_PAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'FULLY_REFUNDED',
  'PENDING_MERCHANT',
  'CANCELED',
  'DECLINED',
] as const
/** The fulfillment statuses the list filters by. */
export const FULFILLMENT_CHOICES = ['NOT_FULFILLED', 'PARTIALLY_FULFILLED', 'FULFILLED'] as const

/** The search-param names of the list's filters: a link with them shows the same orders. */
export const FILTER_PARAMS = ['q', 'status', 'payment', 'fulfillment', 'from', 'to'] as const

/** Local midnight of a `YYYY-MM-DD` day (what a date input gives), or undefined. */
export function dayStart(day: string, addDays = 0): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return undefined
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + addDays)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** A date as a date input's value (`YYYY-MM-DD`, local). */
export function dayValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * The search filter of the list's URL: statuses as they are, a day range on `createdDate` in the
 * owner's time zone (`to` included), and the text as an order number when it is digits, else as
 * part of the buyer's e-mail.
 */
export function filterOf(params: URLSearchParams): Filter {
  const filter: Filter = {}
  const status = params.get('status')
  const payment = params.get('payment')
  const fulfillment = params.get('fulfillment')
  if (status) filter.status = status
  if (payment) filter.paymentStatus = payment
  if (fulfillment) filter.fulfillmentStatus = fulfillment
  const from = dayStart(params.get('from') ?? '')
  const to = dayStart(params.get('to') ?? '', 1)
  if (from || to)
    filter.createdDate = {
      ...(from && { $gte: from.toISOString() }),
      ...(to && { $lt: to.toISOString() }),
    }
  const text = params.get('q')?.trim().replace(/^#/, '')
  if (text)
    if (/^\d+$/.test(text)) filter.number = text
    else filter['buyerInfo.email'] = { $contains: text.toLowerCase() }
  return filter
}

/**
 * The SearchOrders request of the list's URL. With a page `cursor` only the cursor is sent: the
 * platform's cursor already carries the filter and sort it was made with.
 */
export function searchRequestOf(params: URLSearchParams): SearchOrdersRequest {
  const cursor = params.get('cursor')
  if (cursor) return { search: { cursorPaging: { limit: PAGE_SIZE, cursor } } }
  const sort = SORTS.find((s) => s.value === params.get('sort'))?.value ?? SORTS[0].value
  const [fieldName = 'createdDate', order = 'DESC'] = sort.split(':')
  return {
    search: {
      filter: filterOf(params),
      sort: [{ fieldName, order: order === 'ASC' ? 'ASC' : 'DESC' }],
      cursorPaging: { limit: PAGE_SIZE },
    },
  }
}
