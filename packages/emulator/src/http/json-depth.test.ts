import { describe, expect, it } from 'vitest'
import { jsonDepthError } from './json-depth'

/** `levels` nested objects `{ a: … }` around 1. */
const nested = (levels: number): unknown => {
  let value: unknown = 1
  for (let i = 0; i < levels; i++) value = { a: value }
  return value
}

const violationOf = (value: unknown, max?: number) =>
  jsonDepthError(value, max)?.body.details.validationError?.fieldViolations

describe('jsonDepthError', () => {
  it('counts the request as level 1 and refuses the first level past the limit', () => {
    expect(jsonDepthError(nested(3), 3)).toBeUndefined()
    expect(violationOf(nested(4), 3)).toEqual([
      expect.objectContaining({ field: 'a.a.a', violatedRule: 'MAX', data: { threshold: 3 } }),
    ])
    expect(jsonDepthError([[[1]]], 3)).toBeUndefined()
    expect(violationOf({ list: [[{ x: 1 }]] }, 3)?.[0]?.field).toBe('list[0][0]')
  })

  it('names the first too-deep field in document order, cut to its outer levels', () => {
    const value = { ok: nested(2), first: nested(50), second: nested(50) }
    expect(violationOf(value, 10)?.[0]?.field).toBe('first.a.a.a.a.a.a.a')
    expect(violationOf(value, 10)).toHaveLength(1)
  })

  it('walks any depth without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`) as unknown
    expect(violationOf({ deep })?.[0]?.data).toEqual({ threshold: 900 })
  })
})
