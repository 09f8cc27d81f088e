import type { MultiCurrencyPrice, Price } from '@storefront-kit/wire'

/**
 * Money in integer minor units (cents) as bigint: exact, never a binary float. The one money
 * helper of the emulator: parse decimals in, compute in cents, answer decimal strings.
 */
export type Cents = bigint

/** The demo store's currency. */
export const STORE_CURRENCY = 'USD'

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/

/**
 * Cents from a decimal string or a finite number (catalog v1 prices are JSON doubles). Digits past
 * the second decimal round half away from zero.
 * @throws RangeError for anything that is not a decimal number.
 */
export function toCents(value: string | number): Cents {
  const text = typeof value === 'number' ? numberToDecimal(value) : value.trim()
  const match = DECIMAL.exec(text)
  if (!match) throw new RangeError(`not a decimal amount: ${value}`)
  const [, sign, whole = '0', fraction = ''] = match
  let cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
  if ((fraction[2] ?? '0') >= '5') cents += 1n
  return sign ? -cents : cents
}

function numberToDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`)
  // toFixed(6) turns 24.99 (really 24.989999…) into "24.990000" before we round to cents.
  return value.toFixed(6)
}

/** Decimal string with two places: `1050n` → `"10.50"`. */
export function toDecimal(cents: Cents): string {
  const negative = cents < 0n
  const abs = negative ? -cents : cents
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`
  return negative ? `-${text}` : text
}

const formatters = new Map<string, Intl.NumberFormat>()

/** Whole units with thousands separators, as en-US writes them: `1234567n` → `"1,234,567"`. */
const GROUPS = /\B(?=(\d{3})+(?!\d))/g
// Below 10^15 cents, Number(cents) / 100 has at most 15 significant digits, so Intl prints
// the exact amount; above, it prints the double's rounding, which only Intl itself reproduces.
const DIRECT_BELOW = 10n ** 15n

/**
 * Display text: `1050n` → `"$10.50"`. Dollars are written directly, exactly as
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes them: the first
 * formatter of a process costs 20-30 ms (ICU loads its data), a tenth of a cold start. Other
 * currencies use cached formatters (~150 µs to build one).
 */
export function formatCents(cents: Cents, currency = STORE_CURRENCY): string {
  const negative = cents < 0n
  const abs = negative ? -cents : cents
  if (currency === 'USD' && abs < DIRECT_BELOW) {
    const whole = String(abs / 100n).replace(GROUPS, ',')
    return `${negative ? '-' : ''}$${whole}.${String(abs % 100n).padStart(2, '0')}`
  }
  let formatter = formatters.get(currency)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency })
    formatters.set(currency, formatter)
  }
  return formatter.format(Number(cents) / 100)
}

/** A wire `MultiCurrencyPrice` (no conversion: converted equals original). */
export function multiCurrencyPrice(
  cents: Cents,
  currency = STORE_CURRENCY,
): Required<MultiCurrencyPrice> {
  const amount = toDecimal(cents)
  const formatted = formatCents(cents, currency)
  return {
    amount,
    convertedAmount: amount,
    formattedAmount: formatted,
    formattedConvertedAmount: formatted,
  }
}

/** A wire `Price` (orders). */
export function price(cents: Cents, currency = STORE_CURRENCY): Required<Price> {
  return { amount: toDecimal(cents), formattedAmount: formatCents(cents, currency) }
}

/** `percent` % of `cents`, rounded half away from zero to the cent. `percent` may be fractional ("8.875"). */
export function percentOf(cents: Cents, percent: string | number): Cents {
  const scaled = toScaled(percent) // percent × 10^6
  const numerator = cents * scaled
  const denominator = 100n * 1_000_000n
  const quotient = numerator / denominator
  const remainder = numerator % denominator
  const abs = remainder < 0n ? -remainder : remainder
  return abs * 2n >= denominator ? quotient + (numerator < 0n ? -1n : 1n) : quotient
}

/** The tax inside a tax-included amount at `percent`: amount − amount / (1 + rate), to the cent. */
export function includedTax(grossCents: Cents, percent: string | number): Cents {
  const scaled = toScaled(percent)
  const base = 100n * 1_000_000n
  const net = (grossCents * base * 2n + (base + scaled)) / ((base + scaled) * 2n)
  return grossCents - net
}

function toScaled(value: string | number): bigint {
  const text = typeof value === 'number' ? value.toFixed(6) : value.trim()
  const match = DECIMAL.exec(text)
  if (!match) throw new RangeError(`not a decimal rate: ${value}`)
  const [, sign, whole = '0', fraction = ''] = match
  const scaled = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6))
  return sign ? -scaled : scaled
}

/** Sum of cents. */
export const sumCents = (values: Iterable<Cents>): Cents => {
  let total = 0n
  for (const value of values) total += value
  return total
}

/** The smaller of two amounts. */
export const minCents = (a: Cents, b: Cents): Cents => (a < b ? a : b)
