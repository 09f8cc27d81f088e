import type { ScalarType } from './fields'
import type { Scalar } from './filter-ast'

/** What an operand of each type must look like, for violation messages and `data.expected`. */
export const EXPECTED: Record<ScalarType, string> = {
  string: 'string',
  number: 'number',
  decimal: 'decimal string',
  boolean: 'boolean',
  date: 'ISO-8601 date',
  object: 'filter object',
}

const DECIMAL = /^-?\d+(?:\.\d+)?$/
const DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})?)?$/

const int = (text: string | undefined): number => (text ? Number(text) : 0)

/**
 * Canonical form of an ISO-8601 date or date-time (`toISOString`, UTC), the form documents store,
 * so text comparison is time comparison. A date alone means midnight UTC; no zone means UTC.
 * @returns undefined when the text is not a real calendar date and time.
 * @example
 * ```ts
 * canonicalDate('2024-02-03T05:05:06+01:00') // '2024-02-03T04:05:06.000Z'
 * ```
 */
export function canonicalDate(text: string): string | undefined {
  const match = DATE.exec(text)
  if (!match) return undefined
  const [, year, month, day, hour, minute, second, fraction, zone] = match
  const date = new Date(0)
  date.setUTCFullYear(int(year), int(month) - 1, int(day))
  date.setUTCHours(int(hour), int(minute), int(second), int(fraction?.padEnd(3, '0').slice(0, 3)))
  const valid =
    date.getUTCMonth() === int(month) - 1 &&
    date.getUTCDate() === int(day) &&
    date.getUTCHours() === int(hour) &&
    date.getUTCMinutes() === int(minute) &&
    date.getUTCSeconds() === int(second)
  if (!valid) return undefined
  if (zone && zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1
    const digits = zone.slice(1).replace(':', '')
    const offset = int(digits.slice(0, 2)) * 60 + int(digits.slice(2))
    if (offset >= 24 * 60) return undefined
    date.setTime(date.getTime() - sign * offset * 60_000)
  }
  const year4 = date.getUTCFullYear()
  return year4 >= 0 && year4 <= 9999 ? date.toISOString() : undefined
}

/**
 * Checks one operand against a field's value type and normalizes it.
 * @returns the operand to compare with, or undefined when it has the wrong type or format.
 * @example
 * ```ts
 * toScalar('decimal', '10.50') // '10.50' (compared numerically later)
 * toScalar('number', '3')      // undefined: numbers travel as JSON numbers
 * ```
 */
export function toScalar(type: ScalarType, value: unknown): Scalar | undefined {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? value : undefined
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined
    case 'decimal':
      if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
      return typeof value === 'string' && DECIMAL.test(value) ? value : undefined
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined
    case 'date':
      return typeof value === 'string' ? canonicalDate(value) : undefined
  }
}
