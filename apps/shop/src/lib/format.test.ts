import { describe, expect, it } from 'vitest'
import { dateText } from './format'

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
