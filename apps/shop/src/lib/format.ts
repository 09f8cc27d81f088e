/** An amount as the platform formatted it (`$10.50`); the plain decimal when it did not. */
export function moneyText(
  price: { amount?: string; formattedAmount?: string } | undefined,
): string {
  return price?.formattedAmount || price?.amount || ''
}

/**
 * Cart V2 money (`{ amount }`, no formatted text) as text in the cart's currency (`$10.50`); the
 * plain decimal when the currency is not one `Intl` knows.
 */
export function convertedMoneyText(
  money: { amount?: string } | undefined,
  currency: string,
): string {
  if (!money?.amount) return ''
  try {
    // Number() only for display: the exact amount stays in the decimal string.
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
      Number(money.amount),
    )
  } catch {
    return money.amount
  }
}

/** Whether a decimal-string amount is above zero (no float arithmetic: sign and digits only). */
export function isPositive(amount: string | undefined): boolean {
  return !!amount && !amount.trim().startsWith('-') && /[1-9]/.test(amount)
}

// One language and time zone for server and browser alike (English, UTC), so a rendered date
// hydrates as it is. Written out by hand rather than with Intl.DateTimeFormat: building one costs
// V8 its locale data, about 35 ms of main thread on a phone at the moment a product's reviews
// first render (one long task, the largest after first paint), for the same text as
// `en-GB` with a long month and the UTC time zone.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * A timestamp as a date, in the shop's language: "21 November 2026" (UTC); empty when absent or
 * not a date.
 *
 * @example
 * ```ts
 * dateText('2026-11-21T09:30:00Z') // '21 November 2026'
 * ```
 */
export function dateText(iso: string | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}
