import { describe, expect, it } from 'vitest'
import {
  formatCents,
  includedTax,
  multiCurrencyPrice,
  percentOf,
  toCents,
  toDecimal,
} from './money'

describe('money', () => {
  it('reads decimal strings and doubles exactly', () => {
    expect(toCents('10.5')).toBe(1050n)
    expect(toCents('0')).toBe(0n)
    expect(toCents('19.999')).toBe(2000n)
    expect(toCents('19.994')).toBe(1999n)
    expect(toCents(24.99)).toBe(2499n)
    expect(toCents(0.1 + 0.2)).toBe(30n)
    expect(toCents('-3.20')).toBe(-320n)
    expect(() => toCents('ten')).toThrow(RangeError)
    expect(() => toCents(Number.NaN)).toThrow(RangeError)
  })

  it('writes decimal strings and formatted amounts', () => {
    expect(toDecimal(1050n)).toBe('10.50')
    expect(toDecimal(-5n)).toBe('-0.05')
    expect(formatCents(123456n)).toBe('$1,234.56')
    expect(multiCurrencyPrice(999n)).toEqual({
      amount: '9.99',
      convertedAmount: '9.99',
      formattedAmount: '$9.99',
      formattedConvertedAmount: '$9.99',
    })
  })

  it('takes percentages to the cent, rounding half away from zero', () => {
    expect(percentOf(1000n, 10)).toBe(100n)
    expect(percentOf(999n, '8.875')).toBe(89n) // 88.66 → 89
    expect(percentOf(1005n, 50)).toBe(503n) // 502.5 → 503
    expect(percentOf(-1005n, 50)).toBe(-503n)
  })

  it('finds the tax included in a gross amount', () => {
    expect(includedTax(1200n, 20)).toBe(200n)
    expect(includedTax(1000n, 17)).toBe(145n) // 1000 − 854.70 = 145.30 → 145
  })
})
