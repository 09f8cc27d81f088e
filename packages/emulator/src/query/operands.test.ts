import { describe, expect, it } from 'vitest'
import { canonicalDate, toScalar } from './operands'

describe('canonicalDate', () => {
  it.each([
    ['2024-02-03T04:05:06.000Z', '2024-02-03T04:05:06.000Z'],
    ['2024-02-03T04:05:06Z', '2024-02-03T04:05:06.000Z'],
    ['2024-02-03T05:05:06+01:00', '2024-02-03T04:05:06.000Z'],
    ['2024-02-03T00:30:00-0100', '2024-02-03T01:30:00.000Z'],
    ['2024-02-03T04:05:06.123456Z', '2024-02-03T04:05:06.123Z'],
    ['2024-02-03T04:05', '2024-02-03T04:05:00.000Z'],
    ['2024-02-03', '2024-02-03T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['0050-01-01', '0050-01-01T00:00:00.000Z'],
  ])('%s → %s', (input, output) => {
    expect(canonicalDate(input)).toBe(output)
  })

  it.each([
    '2023-02-29',
    '2024-13-01',
    '2024-01-01T24:00',
    '2024-01-01T10:60',
    '2024-1-1',
    'now',
    '',
    '2024-01-01T00:00+24:00',
  ])('refuses %j', (input) => {
    expect(canonicalDate(input)).toBeUndefined()
  })
})

describe('toScalar', () => {
  it('accepts decimal strings and finite numbers for decimals', () => {
    expect(toScalar('decimal', '-10.50')).toBe('-10.50')
    expect(toScalar('decimal', 3)).toBe(3)
    for (const bad of ['1e3', '1.', '.5', '+1', ' 1', Number.NaN, true])
      expect(toScalar('decimal', bad)).toBeUndefined()
  })

  it('does not coerce between types', () => {
    expect(toScalar('number', '3')).toBeUndefined()
    expect(toScalar('string', 3)).toBeUndefined()
    expect(toScalar('boolean', 'true')).toBeUndefined()
    expect(toScalar('boolean', false)).toBe(false)
  })
})
