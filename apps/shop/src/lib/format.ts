/** An amount as the platform formatted it (`$10.50`); the plain decimal when it did not. */
export function moneyText(
  price: { amount?: string; formattedAmount?: string } | undefined,
): string {
  return price?.formattedAmount || price?.amount || ''
}

// Cart V2 amounts are written out by hand for the currencies a store most likely sells in, as
// `en-US` writes them: building the first Intl.NumberFormat costs V8 its locale data, about 100 ms
// of a phone's main thread in the task that hydrates the cart (its longest after first paint).
// Symbol and digits after the point, as `Intl.NumberFormat('en-US', { style: 'currency' })` has
// them; any other currency still goes through Intl.
const CURRENCIES: Record<string, readonly [symbol: string, digits: number]> = {
  USD: ['$', 2],
  EUR: ['€', 2],
  GBP: ['£', 2],
  CAD: ['CA$', 2],
  AUD: ['A$', 2],
  JPY: ['¥', 0],
}
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

/** A plain decimal rounded half away from zero to `digits`, as digit strings (no float). */
function roundDecimal(whole: string, fraction: string, digits: number): [string, string] {
  const kept = fraction.padEnd(digits, '0').slice(0, digits)
  if ((fraction[digits] ?? '0') < '5') return [whole, kept]
  // Add one in the last kept place, carrying leftwards through whole and fraction alike.
  const all = [...`${whole}${kept}`]
  let at = all.length - 1
  while (at >= 0 && all[at] === '9') {
    all[at] = '0'
    at -= 1
  }
  if (at < 0) all.unshift('1')
  else all[at] = String(Number(all[at]) + 1)
  const text = all.join('')
  return [text.slice(0, text.length - digits), text.slice(text.length - digits)]
}

/**
 * Cart V2 money (`{ amount }`, no formatted text) as text in the cart's currency, as `en-US`
 * writes it (`$1,234.50`); the plain decimal when the currency is not one `Intl` knows.
 *
 * @example
 * ```ts
 * convertedMoneyText({ amount: '1234.5' }, 'USD') // '$1,234.50'
 * ```
 */
export function convertedMoneyText(
  money: { amount?: string } | undefined,
  currency: string,
): string {
  if (!money?.amount) return ''
  const known = CURRENCIES[currency]
  const parts = DECIMAL.exec(money.amount.trim())
  if (known && parts) {
    const [symbol, digits] = known
    const [, sign = '', whole = '', fraction = ''] = parts
    const [rounded, cents] = roundDecimal(whole.replace(/^0+(?=\d)/, ''), fraction, digits)
    const grouped = rounded.replace(/\B(?=(\d{3})+$)/g, ',')
    return `${sign}${symbol}${grouped}${digits ? `.${cents}` : ''}`
  }
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
