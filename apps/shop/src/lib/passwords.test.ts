import { describe, expect, it } from 'vitest'
import { MAX_PASSWORD, MIN_PASSWORD, passwordProblem } from './passwords'

describe('passwordProblem', () => {
  it('refuses a password shorter than the shop allows, and one longer than the platform takes', () => {
    expect(passwordProblem('x'.repeat(MIN_PASSWORD - 1))).toBe('Use at least 6 characters.')
    expect(passwordProblem('x'.repeat(MAX_PASSWORD + 1))).toBe('Use at most 100 characters.')
  })

  it('accepts the lengths in between', () => {
    expect(passwordProblem('x'.repeat(MIN_PASSWORD))).toBeUndefined()
    expect(passwordProblem('x'.repeat(MAX_PASSWORD))).toBeUndefined()
  })
})
