/**
 * Exact arithmetic on the wire's decimal strings, for optimistic cart lines only (the platform
 * computes every real price). Integers scaled by 10^scale as bigint: never a binary float.
 */

interface Scaled {
  units: bigint
  scale: number
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

function parse(value: string): Scaled | undefined {
  const match = DECIMAL.exec(value.trim())
  if (!match) return undefined
  const [, sign = '', whole = '0', fraction = ''] = match
  return { units: BigInt(`${sign}${whole}${fraction}`), scale: fraction.length }
}

function format({ units, scale }: Scaled): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0')
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits
  return negative ? `-${text}` : text
}

const rescale = (value: Scaled, scale: number): bigint =>
  value.units * 10n ** BigInt(scale - value.scale)

/** `amount × quantity`, keeping the amount's decimal places; undefined when not a decimal. */
export function multiplyDecimal(amount: string, quantity: number): string | undefined {
  const value = parse(amount)
  if (!value || !Number.isSafeInteger(quantity)) return undefined
  return format({ units: value.units * BigInt(quantity), scale: value.scale })
}

/** The sum of decimal strings at the largest scale among them; undefined if one is not a decimal. */
export function sumDecimals(amounts: readonly string[]): string | undefined {
  const values: Scaled[] = []
  for (const amount of amounts) {
    const value = parse(amount)
    if (!value) return undefined
    values.push(value)
  }
  const scale = Math.max(0, ...values.map((v) => v.scale))
  return format({ units: values.reduce((sum, v) => sum + rescale(v, scale), 0n), scale })
}

/** Display text of an amount in a currency (`$31.50`), or undefined when Intl cannot format it. */
export function formatMoney(amount: string, currency: string, locale = 'en'): string | undefined {
  try {
    // Number() only for display: the exact amount stays in the decimal string.
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount))
  } catch {
    return undefined
  }
}
