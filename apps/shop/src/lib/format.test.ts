import { describe, expect, it } from 'vitest'
import { convertedMoneyText, dateText } from './format'

// What the shop showed before dates were written out by hand: the same text, on every day.
const intl = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

describe('dateText', () => {
  it('writes a date as en-GB does in UTC, for every day of a leap year and the ends of days', () => {
    const start = Date.UTC(2024, 0, 1)
    for (let day = 0; day < 366; day++) {
      for (const time of [0, 23 * 3600_000 + 59 * 60_000]) {
        const iso = new Date(start + day * 86_400_000 + time).toISOString()
        expect(dateText(iso)).toBe(intl.format(new Date(iso)))
      }
    }
  })

  it('reads offsets as the instant they name (UTC day), as before', () => {
    expect(dateText('2026-11-21T23:30:00-02:00')).toBe('22 November 2026')
    expect(dateText('2026-11-21T09:30:00Z')).toBe('21 November 2026')
  })

  it('answers nothing for a missing or broken timestamp', () => {
    expect(dateText(undefined)).toBe('')
    expect(dateText('')).toBe('')
    expect(dateText('not a date')).toBe('')
  })
})

describe('convertedMoneyText', () => {
  const intlText = (amount: string, currency: string) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(amount))

  it('writes an amount as en-US Intl does, for the currencies written by hand', () => {
    const amounts = ['0', '-0', '0.5', '7', '007.5', '10.005', '1.005', '8.345', '2.675', '0.125']
    amounts.push('999.995', '-999.995', '99999.999', '-0.001', '1234567.89', '1000', '-12.3')
    amounts.push('123456789012.344', '0.0049', '0.995', '1234.5')
    // Every cent of a few dollars, and half cents either side, as a cart's lines have them.
    for (let cents = 0; cents < 1200; cents += 7) {
      amounts.push((cents / 100).toFixed(2), `${(cents / 100).toFixed(2)}5`)
    }
    for (const currency of ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY']) {
      for (const amount of amounts) {
        expect(convertedMoneyText({ amount }, currency), `${amount} ${currency}`).toBe(
          intlText(amount, currency),
        )
      }
    }
  })

  it('leaves other currencies and other number forms to Intl', () => {
    expect(convertedMoneyText({ amount: '12.5' }, 'CHF')).toBe(intlText('12.5', 'CHF'))
    expect(convertedMoneyText({ amount: '1e3' }, 'USD')).toBe('$1,000.00')
    expect(convertedMoneyText({ amount: '.5' }, 'USD')).toBe('$0.50')
  })

  it('answers the plain amount for an unknown currency, and nothing without an amount', () => {
    expect(convertedMoneyText({ amount: '12.5' }, 'not a currency')).toBe('12.5')
    expect(convertedMoneyText({ amount: '' }, 'USD')).toBe('')
    expect(convertedMoneyText(undefined, 'USD')).toBe('')
  })
})
