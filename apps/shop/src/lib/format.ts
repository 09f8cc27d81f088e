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

// One language and time zone for server and browser alike, so a rendered date hydrates as it is.
// Made on the first date shown, not when the module loads: a DateTimeFormat costs V8 its locale
// data, the largest single piece of the first-load module evaluation (about a fifth of the main
// thread's long tasks after first paint on a phone), and most pages show no date.
let dates: Intl.DateTimeFormat | undefined
const dateFormat = () =>
  (dates ??= new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }))

/** A timestamp as a date, in the shop's language ("21 November 2026"). */
export function dateText(iso: string | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date)
}
