import type { Order } from '@storefront-kit/sdk/orders'

/** An amount as the platform formatted it (`$10.50`), else the decimal and the order's currency. */
export function moneyText(
  price: { amount?: string; formattedAmount?: string } | undefined,
  currency = '',
): string {
  if (!price) return '—'
  if (price.formattedAmount) return price.formattedAmount
  return currency ? `${price.amount ?? '0'} ${currency}` : (price.amount ?? '0')
}

/**
 * A decimal-string sum (what AggregateOrders answers) in a currency: Intl for display only, the
 * decimal itself when the currency is unknown to it.
 */
export function sumText(amount: string, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(Number(amount))
  } catch {
    return `${amount} ${currency}`.trim()
  }
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** A timestamp in the owner's time zone ("26 Nov 2026, 14:05"). */
export function dateTimeText(iso: string | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date)
}

/** An enum value in words: `PARTIALLY_REFUNDED` → "Partially refunded". */
export function enumText(value: string | undefined): string {
  if (!value) return ''
  const words = value.toLowerCase().replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Who placed the order, as the owner knows them: name, else e-mail. */
export function buyerText(order: Order): string {
  const contact = order.billingInfo?.contactDetails
  const name = [contact?.firstName, contact?.lastName].filter(Boolean).join(' ')
  return name || order.buyerInfo?.email || 'Unknown buyer'
}

/** The order's public tags (the ones the owner adds here). */
export const tagsOf = (order: Order): string[] => order.tags?.tags?.tagIds ?? []
