import { describe, expect, it } from 'vitest'
import { formatCents, multiCurrencyPrice } from '../src/platform/money'

// formatCents writes dollars itself (building the first Intl formatter of a process is a tenth of
// a cold start); what it writes must stay exactly what Intl writes.
const intl = (cents: bigint, currency = 'USD') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(cents) / 100)

/** Cents around every length of number and every thousands boundary, both signs. */
function samples(): bigint[] {
  const values = new Set<bigint>([0n, 1n, 9n, 10n, 99n, 100n, 101n, 105n, 1050n, 2499n])
  for (let digits = 1; digits <= 15; digits++) {
    const power = 10n ** BigInt(digits)
    for (const value of [power - 1n, power, power + 1n, power + 7n * (power / 10n) + 3n])
      values.add(value)
  }
  values.add(BigInt(Number.MAX_SAFE_INTEGER))
  for (const value of [...values]) values.add(-value)
  return [...values]
}

describe('formatCents', () => {
  it('writes US dollars exactly as Intl.NumberFormat en-US does', () => {
    const values = samples()
    expect(values.length).toBeGreaterThan(100)
    for (const cents of values) expect(formatCents(cents), String(cents)).toBe(intl(cents))
  })

  it('groups thousands and keeps the sign before the symbol', () => {
    expect(formatCents(123456789n)).toBe('$1,234,567.89')
    expect(formatCents(-5n)).toBe('-$0.05')
    expect(multiCurrencyPrice(1050n).formattedAmount).toBe('$10.50')
  })

  it('formats other currencies with Intl', () => {
    for (const cents of [0n, 1050n, -123456n]) {
      expect(formatCents(cents, 'EUR')).toBe(intl(cents, 'EUR'))
      expect(formatCents(cents, 'ILS')).toBe(intl(cents, 'ILS'))
    }
  })
})
