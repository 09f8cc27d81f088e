import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { stableGuid } from '../src/areas/catalog/ids'

/** The version 5 layout of a name's SHA-256, written out independently of the emulator's code. */
function expectedGuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex')
  const variant = (8 + (Number.parseInt(hex.charAt(16), 16) % 4)).toString(16)
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-')
}

describe('stableGuid', () => {
  it('gives a name the GUID of its SHA-256, the same when asked again, also after many others', () => {
    const name = 'storefront-kit:catalog:option:Size'
    const first = stableGuid(name)
    expect(first).toBe(expectedGuid(name))
    expect(stableGuid(name)).toBe(first)
    // More names than the ids kept in memory, each still its own.
    for (let n = 0; n < 10_050; n++) {
      const other = `storefront-kit:test:${n}`
      if (n % 1000 === 0) expect(stableGuid(other)).toBe(expectedGuid(other))
      else stableGuid(other)
    }
    expect(stableGuid(name)).toBe(first)
    expect(stableGuid('storefront-kit:catalog:option:Color')).toBe(
      expectedGuid('storefront-kit:catalog:option:Color'),
    )
  })
})
